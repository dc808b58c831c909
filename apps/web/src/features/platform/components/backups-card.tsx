import { DatabaseBackup } from 'lucide-react';
import { QueryCard } from '../../../components/query-card';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { formatMadridDateTime } from '../../../lib/madrid-instant-text';
import { useCreateAdminBackup } from '../api/create-admin-backup';
import { useAdminBackups } from '../api/get-admin-backups';
import { describeBackupSettings, formatBackupSize } from '../utils/backup-format';

const SHOWN = 5;

const skeleton = (
  <div role="status" aria-label="Cargando copias de seguridad" className="flex flex-col gap-2">
    <Skeleton className="h-10 w-40" />
    <Skeleton className="h-8 w-full" />
    <Skeleton className="h-8 w-full" />
  </div>
);

/** The platform admin's backups of the embedded database: the ones kept, and one more now. */
export function BackupsCard() {
  const backups = useAdminBackups();
  const create = useCreateAdminBackup();
  const takeNow = () =>
    create.mutate(undefined, {
      onSuccess: (backup) => toast({ title: 'Copia de seguridad hecha', description: backup.file, variant: 'success' }),
      onError: (error) =>
        toast({ title: 'No se pudo hacer la copia', description: errorMessage(error), variant: 'error' }),
    });
  return (
    <QueryCard
      titleId="backups-title"
      title="Copias de seguridad"
      description={backups.data ? describeBackupSettings(backups.data) : 'Copias de la base de datos embebida.'}
      query={backups}
      loadError={{ title: 'Error al cargar las copias', fallback: 'No se pudieron cargar las copias de seguridad.' }}
      skeleton={skeleton}
    >
      {(settings) => (
        <div className="flex flex-col gap-4">
          {settings.is_available && (
            <Button className="self-start" onClick={takeNow} isLoading={create.isPending}>
              <DatabaseBackup aria-hidden="true" />
              Hacer una copia ahora
            </Button>
          )}
          {settings.is_available && settings.backups.length === 0 && (
            <p className="text-sm text-slate-600 dark:text-slate-400">Aún no hay ninguna copia.</p>
          )}
          {settings.backups.length > 0 && (
            <ul aria-label="Últimas copias" className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
              {settings.backups.slice(0, SHOWN).map((backup) => (
                <li key={backup.file} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                  <span className="font-medium text-slate-900 dark:text-white">
                    {formatMadridDateTime(backup.created_at)}
                  </span>
                  <span className="text-slate-600 dark:text-slate-400">{formatBackupSize(backup.size)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </QueryCard>
  );
}
