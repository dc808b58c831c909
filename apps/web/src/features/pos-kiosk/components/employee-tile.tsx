import type { PosEmployee } from '@jornada/shared/api/pos';
import { StatusPill } from '../../../components/ui/status-pill';
import { posStatusLabel, posStatusTone } from '../utils/pos-status';
import { employeeSinceText } from '../utils/shift-start-day';
import { EmployeeAvatar } from './employee-avatar';

/** One person on the kiosk's grid: a large target with their name, today's status and start time. */
export function EmployeeTile({
  employee,
  now,
  onOpen,
}: {
  employee: PosEmployee;
  /** The start of a shift left open since another day shows that day. */
  now: Date;
  onOpen: () => void;
}) {
  const since = employeeSinceText(employee, now);
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="pos-employee"
      className="flex min-h-32 w-full cursor-pointer flex-col items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-xs transition-colors hover:border-teal-600 hover:bg-teal-50/40 active:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-teal-500 dark:hover:bg-slate-800"
    >
      <span className="flex w-full min-w-0 items-center gap-3">
        <EmployeeAvatar name={employee.name} />
        <span className="line-clamp-2 text-base font-semibold text-slate-900 sm:text-lg dark:text-white">
          {employee.name}
        </span>
      </span>
      <span className="mt-auto flex w-full flex-wrap items-center gap-x-2 gap-y-1">
        <StatusPill tone={posStatusTone(employee.status)} hasDot isPulsing={employee.status === 'in_progress'}>
          {posStatusLabel(employee.status)}
        </StatusPill>
        {since && <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400">{since}</span>}
      </span>
    </button>
  );
}
