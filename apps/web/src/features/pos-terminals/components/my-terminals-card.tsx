import { MonitorCheck } from 'lucide-react';
import { QueryCard } from '../../../components/query-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusPill } from '../../../components/ui/status-pill';
import { useMyPosTerminals } from '../api/get-my-pos-terminals';
import { formatInstant, formatLastSeen } from '../utils/last-seen';

export const NO_TERMINALS_MESSAGE = 'Todavía no puedes fichar en ningún terminal de tu empresa.';

/** The live terminals where the worker may clock: name, company and when each was last used. */
export function MyTerminalsCard() {
  const terminals = useMyPosTerminals();
  const now = new Date();
  return (
    <QueryCard
      titleId="my-terminals-title"
      title="Terminales donde puedes fichar"
      description="Dispositivos compartidos de tu empresa: toca tu nombre en la pantalla para fichar."
      query={terminals}
      loadError={{ title: 'Error al cargar los terminales', fallback: 'No se pudieron obtener tus terminales.' }}
      skeleton={
        <div role="status" aria-label="Cargando terminales" className="flex flex-col gap-2">
          <Skeleton className="h-14 w-full" />
        </div>
      }
    >
      {(data) =>
        data.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{NO_TERMINALS_MESSAGE}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="my-pos-terminals">
            {data.map((terminal) => (
              <li key={terminal.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                <MonitorCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700 dark:text-teal-400" />
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-medium text-slate-900 dark:text-white">{terminal.name}</p>
                    {terminal.require_employee_pin && <StatusPill tone="neutral">Pide PIN personal</StatusPill>}
                  </div>
                  <p className="text-sm text-slate-600 dark:text-slate-400">{terminal.company_name}</p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    Última conexión:{' '}
                    <time dateTime={terminal.last_seen_at ?? undefined} title={formatInstant(terminal.last_seen_at)}>
                      {formatLastSeen(terminal.last_seen_at, now)}
                    </time>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )
      }
    </QueryCard>
  );
}
