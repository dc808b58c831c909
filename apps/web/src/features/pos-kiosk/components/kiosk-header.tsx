import { LogOut, Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { Logo } from '../../../components/logo';
import { Button } from '../../../components/ui/button';
import { setDarkModePreference, useDarkModePreference } from '../../../lib/theme';
import { KioskClock } from './kiosk-clock';
import { PosLogoutDialog } from './pos-logout-dialog';

/** Company and terminal, the clock, the theme and the way out (which asks first). */
export function KioskHeader({
  companyName,
  terminalName,
  onLoggedOut,
}: {
  companyName: string;
  terminalName: string;
  /** The POS widget's way out (see PosLogoutDialog). */
  onLoggedOut?: () => void;
}) {
  const isDark = useDarkModePreference();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  return (
    <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 bg-white px-4 py-3 sm:flex-nowrap sm:px-6 dark:border-slate-800 dark:bg-slate-900">
      <Logo isCompact className="hidden sm:inline-flex" />
      <div className="flex min-w-0 flex-1 flex-col">
        <h1 className="truncate text-lg font-semibold text-slate-900 sm:text-xl dark:text-white">{companyName}</h1>
        <p className="truncate text-sm text-slate-600 dark:text-slate-400">Terminal {terminalName}</p>
      </div>
      {/* On a phone the clock takes a line of its own under the company. */}
      <KioskClock className="order-last w-full sm:order-none sm:w-auto" />
      <div className="flex items-center gap-1">
        {/* Inside the POS widget (onLoggedOut given) the app's theme does not apply: no toggle that does nothing. */}
        {!onLoggedOut && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={isDark ? 'Usar modo claro' : 'Usar modo oscuro'}
            onClick={() => setDarkModePreference(!isDark)}
          >
            {isDark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          aria-label="Cerrar sesión del terminal"
          onClick={() => setIsLoggingOut(true)}
        >
          <LogOut aria-hidden="true" />
        </Button>
      </div>
      {isLoggingOut && <PosLogoutDialog onClose={() => setIsLoggingOut(false)} onLoggedOut={onLoggedOut} />}
    </header>
  );
}
