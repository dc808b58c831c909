import { BellRing } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** SPEC §2.4: 'Activar Notificaciones', with Activar and Ahora no, while the permission is default. */
export function NotificationPermissionPrompt({
  onActivate,
  onDismiss,
}: {
  onActivate: () => void;
  onDismiss: () => void;
}) {
  return (
    <section
      aria-labelledby="notification-prompt-title"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-teal-200 bg-teal-50 p-4 sm:flex-row sm:items-center dark:border-teal-900 dark:bg-teal-950/50"
    >
      <BellRing aria-hidden="true" className="hidden size-6 shrink-0 text-teal-700 sm:block dark:text-teal-300" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h2 id="notification-prompt-title" className="font-semibold text-teal-950 dark:text-teal-50">
          Activar Notificaciones
        </h2>
        <p className="text-sm text-teal-900 dark:text-teal-100">
          Recibe un aviso en este dispositivo cuando te asignen una petición o respondan a una tuya.
        </p>
      </div>
      <div className="flex gap-2 sm:shrink-0">
        <Button variant="ghost" className="flex-1 sm:flex-none" onClick={onDismiss}>
          Ahora no
        </Button>
        <Button className="flex-1 sm:flex-none" onClick={onActivate}>
          Activar
        </Button>
      </div>
    </section>
  );
}
