import { Moon } from 'lucide-react';
import { Switch } from '../../../components/ui/switch';
import { setDarkModePreference, useDarkModePreference } from '../../../lib/theme';

/** Stores 'true'/'false' under 'dark-mode'; the app applies the .dark class while logged in. */
export function DarkModeSwitch({ isLabelVisible = false }: { isLabelVisible?: boolean }) {
  const isDark = useDarkModePreference();
  return (
    <div className="flex items-center gap-2">
      <Moon aria-hidden="true" className="size-4 text-slate-500 dark:text-slate-400" />
      {isLabelVisible && <span className="text-sm text-slate-700 dark:text-slate-300">Modo oscuro</span>}
      <Switch aria-label="Modo oscuro" checked={isDark} onCheckedChange={setDarkModePreference} />
    </div>
  );
}
