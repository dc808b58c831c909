import { notificationPreferenceKeysFor, notificationPreferenceLabels } from '@jornada/shared/api/notifications';
import type { Role } from '@jornada/shared/roles';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';

/**
 * /email-notifications: which emails I get (a petition assigned to me, a decision on mine, a shift
 * left open; a company admin, the day's signed digest of the record). Each switch is saved as it is
 * flipped; the in-app notifications stay either way.
 */
export function EmailPreferencesPage({ role }: { role: Role | null }) {
  const keys = notificationPreferenceKeysFor(role);
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  let content: ReactNode;
  if (preferences.isError && !preferences.data) {
    content = (
      <LoadError
        title="Error al cargar tus preferencias"
        message={errorMessage(preferences.error, 'No se pudieron obtener tus preferencias.')}
        onRetry={() => void preferences.refetch()}
      />
    );
  } else if (!preferences.data) {
    content = (
      <div role="status" aria-label="Cargando preferencias" className="flex flex-col gap-4">
        {keys.map((key) => (
          <Skeleton key={key} className="h-14 w-full" />
        ))}
      </div>
    );
  } else {
    const values = preferences.data;
    content = (
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {keys.map((key) => {
          const { label, description } = notificationPreferenceLabels[key];
          const id = `email-pref-${key}`;
          const isSaving = update.isPending && update.variables?.[key] !== undefined;
          return (
            <li key={key} className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
              <div className="flex min-w-0 flex-col gap-0.5">
                <label htmlFor={id} className="font-medium text-slate-900 dark:text-white">
                  {label}
                </label>
                <p id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-400">
                  {description}
                </p>
              </div>
              <Switch
                id={id}
                checked={values[key]}
                aria-describedby={`${id}-description`}
                aria-busy={isSaving || undefined}
                disabled={isSaving}
                onCheckedChange={(checked) => update.mutate({ [key]: checked })}
              />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">Notificaciones Email</h1>
      <Card aria-labelledby="email-preferences-title">
        <CardHeader>
          <CardTitle id="email-preferences-title" className="text-lg">
            Avisos por correo electrónico
          </CardTitle>
          <CardDescription>
            Elige qué avisos quieres recibir en tu email. En la aplicación los seguirás viendo en Notificaciones.
          </CardDescription>
        </CardHeader>
        <CardContent>{content}</CardContent>
      </Card>
    </div>
  );
}
