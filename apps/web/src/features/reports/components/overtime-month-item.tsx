import { StatusPill } from '../../../components/ui/status-pill';
import type { OvertimeMonthRow } from '../utils/overtime-rows';
import { SettleOvertimeControl } from './settle-overtime-control';

/** One month with overtime: its hours, how it was settled (who, when) and, for the admin, the control. */
export function OvertimeMonthItem({
  row,
  year,
  employee,
  canSettle,
}: {
  row: OvertimeMonthRow;
  year: number;
  employee: { id: number; name: string };
  canSettle: boolean;
}) {
  return (
    <li
      data-testid="overtime-month"
      data-month={row.month}
      className="flex flex-col gap-2 py-3 text-sm sm:flex-row sm:items-center sm:gap-4"
    >
      <div className="flex items-baseline justify-between gap-3 sm:w-40 sm:shrink-0">
        <span className="font-medium text-slate-900 dark:text-white">{row.name}</span>
        <span className="text-slate-700 tabular-nums dark:text-slate-300">
          {row.hours} <span className="text-xs text-slate-500 dark:text-slate-400">h</span>
        </span>
      </div>
      <div data-testid="overtime-settlement" className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
        <StatusPill tone={row.tone}>{row.status}</StatusPill>
        {row.recordedBy && (
          <span className="text-xs text-slate-500 tabular-nums dark:text-slate-400">{row.recordedBy}</span>
        )}
      </div>
      {canSettle && (
        <SettleOvertimeControl
          // A new recording (from here or elsewhere) resets the control to what is in force.
          key={row.mode ?? 'pending'}
          employeeId={employee.id}
          month={row.month}
          label={`Liquidación de las horas extra de ${row.name.toLowerCase()} de ${year} de ${employee.name}`}
          current={row.mode}
        />
      )}
    </li>
  );
}
