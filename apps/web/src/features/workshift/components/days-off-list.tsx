import { Plane } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { type DayOff, groupDaysOff } from '../utils/days-off';
import { formatFecha } from '../utils/history-rows';

/** The month's vacation days, leave and asuntos propios (approved, or pending approval). */
export function DaysOffList({ days }: { days: readonly DayOff[] }) {
  const ranges = groupDaysOff(days);
  if (ranges.length === 0) return null;
  return (
    <Card aria-labelledby="days-off-title" className="p-4 sm:p-5">
      <h2 id="days-off-title" className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
        <Plane aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
        Vacaciones y permisos este mes
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {ranges.map((range) => (
          <li
            key={range.requestId}
            data-testid="day-off"
            className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-300"
          >
            <span className="font-medium text-slate-900 tabular-nums dark:text-white">
              {range.from === range.to
                ? formatFecha(range.from)
                : `${formatFecha(range.from)} – ${formatFecha(range.to)}`}
            </span>
            <span>{range.label}</span>
            <span className="text-slate-500 dark:text-slate-400">
              {range.workingDays === 1 ? '1 día laborable' : `${range.workingDays} días laborables`}
            </span>
            <Badge
              className={cn(
                range.isApproved
                  ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100'
                  : 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
              )}
            >
              {range.isApproved ? 'Aprobada' : 'Pendiente'}
            </Badge>
          </li>
        ))}
      </ul>
    </Card>
  );
}
