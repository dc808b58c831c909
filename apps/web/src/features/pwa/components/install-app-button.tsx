import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useInstallPrompt } from '../hooks/use-install-prompt';

/** 'Instalar en este ordenador': desktop browsers only (SPEC §2.1); nothing elsewhere. */
export function InstallAppButton() {
  const { isOffered, isPrompting, install } = useInstallPrompt();
  if (!isOffered) return null;
  return (
    <Button variant="link" onClick={() => void install()} isLoading={isPrompting} className="text-sm font-semibold">
      <Download aria-hidden="true" />
      Instalar en este ordenador
    </Button>
  );
}
