import { Logo } from '../../../components/logo';
import { Button } from '../../../components/ui/button';

export const POS_WIDGET_KIOSK_PATH = '/embed/pos-widget/iframe';

/**
 * The POS widget with an open terminal session (SPEC §2.7): 'Sistema POS', the company, 'Cerrar
 * Sesión', and the kiosk in a frame filling the rest of the host's height.
 */
export function PosWidgetFrame({
  companyName,
  isLoggingOut,
  onLogout,
}: {
  companyName: string;
  isLoggingOut: boolean;
  onLogout: () => void;
}) {
  return (
    <div className="flex h-dvh flex-col bg-slate-50 dark:bg-slate-950">
      <header className="flex items-center gap-3 border-b border-slate-200 bg-white px-3 py-2 dark:border-slate-800 dark:bg-slate-900">
        <Logo isCompact />
        <div className="flex min-w-0 flex-1 flex-col">
          <h1 className="truncate text-lg font-semibold text-slate-900 dark:text-white">Sistema POS</h1>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">{companyName}</p>
        </div>
        <Button variant="outline" size="sm" isLoading={isLoggingOut} onClick={onLogout}>
          Cerrar Sesión
        </Button>
      </header>
      <iframe
        src={POS_WIDGET_KIOSK_PATH}
        title="Terminal POS"
        // The kiosk records each action's location and keeps the screen awake.
        allow="geolocation; screen-wake-lock"
        className="w-full flex-1 border-0"
      />
    </div>
  );
}
