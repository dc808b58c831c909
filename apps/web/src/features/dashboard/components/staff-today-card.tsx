import { staffTodayStatusLabels } from '@jornada/shared/api/dashboard';
import { spanishDate } from '@jornada/shared/domain/calendar';
import { madridTime } from '@jornada/shared/domain/madrid-time';
import { UserRoundX } from 'lucide-react';
import { QueryCard } from '../../../components/query-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusPill } from '../../../components/ui/status-pill';
import { useStaffToday } from '../api/get-staff-today';
import { countStaff, sortStaff, staffLabel, staffStatusTones, staffTimes, staffTone } from '../utils/staff-status';

function StaffSkeleton() {
  return (
    <div role="status" aria-label="Cargando plantilla" className="flex flex-col gap-2">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}

/** Today's staff at a glance: how many in each state, then each person with their times. */
export function StaffTodayCard() {
  const staff = useStaffToday();
  const nowTime = madridTime(new Date()).slice(0, 5);
  return (
    <QueryCard
      titleId="staff-today-title"
      title="Hoy en la empresa"
      description={
        staff.data
          ? `${spanishDate(staff.data.date)}${staff.data.holiday ? ` · Festivo: ${staff.data.holiday}` : ''}`
          : 'Quién está trabajando, en pausa o sin fichar.'
      }
      query={staff}
      loadError={{ title: 'Error al cargar la plantilla', fallback: 'No se pudo obtener el estado de hoy.' }}
      skeleton={<StaffSkeleton />}
    >
      {({ data, date }) =>
        data.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <UserRoundX aria-hidden="true" className="size-5" />
            Todavía no hay empleados que fichen.
          </p>
        ) : (
          <div className="flex flex-col gap-4">
            <ul aria-label="Resumen de hoy" className="flex flex-wrap gap-2">
              {countStaff(data).map(({ status, count }) => (
                <li key={status}>
                  <StatusPill tone={staffStatusTones[status]} hasDot>
                    {staffTodayStatusLabels[status]}: {count}
                  </StatusPill>
                </li>
              ))}
            </ul>
            <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="staff-today">
              {sortStaff(data).map((entry) => (
                <li
                  key={entry.employee_id}
                  className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2.5"
                >
                  <span className="min-w-0 font-medium text-slate-900 dark:text-white">{entry.name}</span>
                  <span className="flex items-center gap-2 text-sm text-slate-600 tabular-nums dark:text-slate-400">
                    {staffTimes(entry, date)}
                    <StatusPill tone={staffTone(entry, nowTime)} className="px-2 py-0.5">
                      {staffLabel(entry)}
                    </StatusPill>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )
      }
    </QueryCard>
  );
}
