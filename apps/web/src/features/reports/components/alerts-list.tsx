import { alertTypeLabels, type ComplianceAlert } from '@jornada/shared/api/reports';
import { spanishDate } from '@jornada/shared/domain/calendar';
import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { type CardQuery, QueryCard } from '../../../components/query-card';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusPill } from '../../../components/ui/status-pill';
import { countByType, sortAlerts } from '../utils/alert-counts';

const FIRST_SHOWN = 10;

function AlertsBody({ alerts }: { alerts: readonly ComplianceAlert[] }) {
  const [isAll, setIsAll] = useState(false);
  if (alerts.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <ListChecks aria-hidden="true" className="size-5 text-emerald-600" />
        Sin alertas en este periodo.
      </p>
    );
  }
  const sorted = sortAlerts(alerts);
  const shown = isAll ? sorted : sorted.slice(0, FIRST_SHOWN);
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label="Alertas por tipo" className="flex flex-wrap gap-2">
        {countByType(alerts).map(({ type, count }) => (
          <li key={type}>
            <StatusPill tone={type === 'open_shift' || type === 'missing_day' ? 'warning' : 'danger'}>
              {alertTypeLabels[type]}: {count}
            </StatusPill>
          </li>
        ))}
      </ul>
      <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800" data-testid="alerts-list">
        {shown.map((alert) => (
          <li
            key={`${alert.type}-${alert.employee_id}-${alert.date}`}
            className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-0.5 py-2 sm:grid-cols-[6.5rem_12rem_1fr] sm:gap-x-4"
          >
            <span className="text-slate-500 tabular-nums dark:text-slate-400">{spanishDate(alert.date)}</span>
            <span className="font-medium text-slate-900 dark:text-white">{alert.employee_name}</span>
            <span className="col-span-2 text-slate-700 sm:col-span-1 dark:text-slate-300">
              <span className="font-medium">{alertTypeLabels[alert.type]}</span>
              {alert.detail && <span className="text-slate-600 dark:text-slate-400"> · {alert.detail}</span>}
            </span>
          </li>
        ))}
      </ul>
      {sorted.length > FIRST_SHOWN && (
        <Button variant="link" className="self-start" onClick={() => setIsAll((value) => !value)}>
          {isAll ? 'Ver menos' : `Ver las ${sorted.length} alertas`}
        </Button>
      )}
    </div>
  );
}

/** The compliance alerts of the period (art. 34 and 37 ET): counts per type, then each one, newest first. */
export function AlertsList({ query }: { query: CardQuery<ComplianceAlert[]> }) {
  return (
    <QueryCard
      titleId="alerts-title"
      title="Alertas de cumplimiento"
      description="Jornadas sin cerrar, días sin registro, descansos y límites de la jornada que no se han respetado."
      query={query}
      loadError={{ title: 'Error al cargar las alertas', fallback: 'No se pudieron obtener las alertas.' }}
      skeleton={
        <div role="status" aria-label="Cargando alertas" className="flex flex-col gap-2">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-10 w-full" />
        </div>
      }
    >
      {(alerts) => <AlertsBody alerts={alerts} />}
    </QueryCard>
  );
}
