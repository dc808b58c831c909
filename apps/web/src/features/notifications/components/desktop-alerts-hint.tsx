import { BellOff, BellRing } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useNotificationPermission } from '../hooks/use-notification-permission';

/**
 * Whether this browser shows desktop alerts, apart from the bell (which only counts the in-app
 * notifications): blocked, with how to allow them again; not asked yet, with 'Activar'.
 */
export function DesktopAlertsHint() {
  const { permission, request } = useNotificationPermission();
  if (permission === 'denied') {
    return (
      <p
        data-testid="desktop-alerts-hint"
        className="flex items-start gap-2 text-sm text-slate-600 dark:text-slate-400"
      >
        <BellOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="font-medium text-slate-800 dark:text-slate-200">
            Avisos de escritorio bloqueados en este navegador.
          </span>{' '}
          Las notificaciones siguen llegando aquí. Para recibir también avisos en el escritorio, pulsa el candado junto
          a la dirección de la página, permite las notificaciones y recarga.
        </span>
      </p>
    );
  }
  if (permission !== 'default') return null;
  return (
    <div
      data-testid="desktop-alerts-hint"
      className="flex flex-col gap-2 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between dark:text-slate-400"
    >
      <p className="flex items-start gap-2">
        <BellRing aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Los avisos de escritorio están desactivados en este navegador.
      </p>
      <Button variant="outline" size="sm" className="self-start sm:self-auto" onClick={() => void request()}>
        Activar avisos de escritorio
      </Button>
    </div>
  );
}
