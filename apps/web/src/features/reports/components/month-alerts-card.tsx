import { alertTypeLabels } from '@jornada/shared/api/reports';
import { spanishDate } from '@jornada/shared/domain/calendar';
import { ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { QueryCard } from '../../../components/query-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAlerts } from '../api/get-alerts';
import { countByType, sortAlerts } from '../utils/alert-counts';
import { formatMonthLabel } from '../utils/period';

const TOP = 4;

/** For the dashboard: this month's compliance alerts per type and the latest few, linking to the report page. */
export function MonthAlertsCard({ month }: { month: string }) {
  const alerts = useAlerts(month);
  const reportLink = `/workshift-reports?month=${month}`;
  return (
    <QueryCard
      titleId="month-alerts-title"
      title="Alertas del mes"
      description={formatMonthLabel(month)}
      query={alerts}
      loadError={{ title: 'Error al cargar las alertas', fallback: 'No se pudieron obtener las alertas.' }}
      skeleton={
        <div role="status" aria-label="Cargando alertas" className="flex flex-col gap-2">
          <Skeleton className="h-6 w-full" />
          <Skeleton className="h-6 w-2/3" />
        </div>
      }
    >
      {(data) =>
        data.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <ListChecks aria-hidden="true" className="size-5 text-emerald-600" />
            Sin alertas este mes.
          </p>
        ) : (
          <div className="flex flex-col gap-3 text-sm">
            <ul className="flex flex-col gap-1" aria-label="Alertas por tipo">
              {countByType(data).map(({ type, count }) => (
                <li key={type} className="flex justify-between gap-3 text-slate-700 dark:text-slate-300">
                  <span>{alertTypeLabels[type]}</span>
                  <span className="font-semibold text-slate-900 tabular-nums dark:text-white">{count}</span>
                </li>
              ))}
            </ul>
            <ul className="divide-y divide-slate-200 border-t border-slate-200 dark:divide-slate-800 dark:border-slate-800">
              {sortAlerts(data)
                .slice(0, TOP)
                .map((alert) => (
                  <li key={`${alert.type}-${alert.employee_id}-${alert.date}`} className="py-2">
                    <p className="font-medium text-slate-900 dark:text-white">
                      {alert.employee_name} · {spanishDate(alert.date)}
                    </p>
                    <p className="text-slate-600 dark:text-slate-400">{alert.detail || alertTypeLabels[alert.type]}</p>
                  </li>
                ))}
            </ul>
            <Link
              to={reportLink}
              className="self-start font-medium text-teal-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600 dark:text-teal-400"
            >
              Ver todas en Informes de jornada
            </Link>
          </div>
        )
      }
    </QueryCard>
  );
}
