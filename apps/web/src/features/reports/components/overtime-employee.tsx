import type { OvertimeEmployeeYear } from '@jornada/shared/api/overtime';
import { overtimeMonthRows } from '../utils/overtime-rows';
import { OvertimeCounter } from './overtime-counter';
import { OvertimeMonthItem } from './overtime-month-item';

/** A worker's overtime in the year: the counter, then each month with overtime and its settlement. */
export function OvertimeEmployee({
  employee,
  year,
  canSettle,
}: {
  employee: OvertimeEmployeeYear;
  year: number;
  canSettle: boolean;
}) {
  const who = { id: employee.employee_id, name: employee.employee_name };
  const headingId = `overtime-employee-${employee.employee_id}`;
  return (
    <li
      aria-labelledby={headingId}
      data-testid="overtime-employee"
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
          {employee.employee_name}
        </h3>
        <OvertimeCounter counter={employee.counter} />
      </div>
      <ul
        aria-label={`Horas extra de ${employee.employee_name} por mes`}
        className="mt-3 divide-y divide-slate-200 border-t border-slate-200 dark:divide-slate-800 dark:border-slate-800"
      >
        {overtimeMonthRows(employee).map((row) => (
          <OvertimeMonthItem key={row.month} row={row} year={year} employee={who} canSettle={canSettle} />
        ))}
      </ul>
    </li>
  );
}
