import { StatusPill } from '../../../components/ui/status-pill';
import type { OvertimeMonthRow } from '../utils/overtime-rows';
import { SettleOvertimeControl } from './settle-overtime-control';

/**
 * One month with overtime: its hours, each settlement (how many hours, how, who, when), what is left
 * unsettled or settled beyond the hours now, and, for the admin, the control for what is left.
 */
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
        {row.settlements.map((settlement) => (
          <span key={settlement.id} className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
            {settlement.text}
          </span>
        ))}
        {row.remainder && (
          <span
            data-testid="overtime-remainder"
            className={`text-xs font-medium tabular-nums ${
              row.tone === 'danger' ? 'text-red-700 dark:text-red-400' : 'text-amber-700 dark:text-amber-400'
            }`}
          >
            {row.remainder}
          </span>
        )}
      </div>
      {canSettle && row.unsettledMinutes > 0 && (
        <SettleOvertimeControl
          // A new recording (from here or elsewhere) resets the control to what is left.
          key={row.unsettledMinutes}
          employeeId={employee.id}
          month={row.month}
          minutes={row.unsettledMinutes}
          label={`Liquidación de las horas extra de ${row.name.toLowerCase()} de ${year} de ${employee.name}`}
        />
      )}
    </li>
  );
}
