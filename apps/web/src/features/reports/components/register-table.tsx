import type { RegisterEmployee, RegisterTotals } from '@jornada/shared/api/reports';
import { ChevronDown } from 'lucide-react';
import { Fragment } from 'react';
import { cn } from '../../../lib/cn';
import { formatMinutes } from '../utils/format-minutes';
import { toRegisterRow } from '../utils/register-rows';
import { AlertCount } from './alert-count';
import { RegisterDays } from './register-days';

const th = 'px-3 py-2 text-right font-medium whitespace-nowrap';
const td = 'px-3 py-2.5 text-right tabular-nums';

/** Wide screens: one row per worker, its days unfolded under it on demand, everyone's totals last. */
export function RegisterTable({
  employees,
  alerts,
  totals,
  openId,
  onToggle,
}: {
  employees: readonly RegisterEmployee[];
  alerts: ReadonlyMap<number, number> | undefined;
  totals: RegisterTotals;
  openId: number | null;
  onToggle: (id: number) => void;
}) {
  return (
    <table className="hidden w-full text-sm md:table">
      <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400">
        <tr>
          <th className={cn(th, 'text-left')}>Trabajador</th>
          <th className={th}>Días</th>
          <th className={th}>Trabajadas</th>
          <th className={th}>Ordinarias</th>
          <th className={th}>Complementarias</th>
          <th className={th}>Extra</th>
          <th className={th}>Alertas</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
        {employees.map((employee) => {
          const row = toRegisterRow(employee, alerts?.get(employee.id) ?? 0);
          const isOpen = openId === row.id;
          return (
            <Fragment key={row.id}>
              <tr data-testid="register-row" className="text-slate-800 dark:text-slate-200">
                <td className="px-3 py-2.5 text-left">
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={`register-days-${row.id}`}
                    onClick={() => onToggle(row.id)}
                    className="flex cursor-pointer items-center gap-2 rounded text-left font-medium text-slate-900 hover:text-teal-700 focus-visible:outline-2 focus-visible:outline-teal-600 dark:text-white dark:hover:text-teal-300"
                  >
                    <ChevronDown
                      aria-hidden="true"
                      className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
                    />
                    <span>
                      {row.name}
                      <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
                        {row.identification || 'Sin DNI/NIE'} · {row.contract}
                      </span>
                    </span>
                  </button>
                </td>
                <td className={td}>{row.daysWorked}</td>
                <td className={cn(td, 'font-semibold')}>{row.worked}</td>
                <td className={td}>{row.ordinary}</td>
                <td className={td}>{row.complementary}</td>
                <td className={td}>{row.overtime}</td>
                <td className={td}>
                  <AlertCount count={alerts === undefined ? undefined : row.alerts} />
                </td>
              </tr>
              {isOpen && (
                <tr id={`register-days-${row.id}`}>
                  <td colSpan={7} className="bg-slate-50 px-6 py-2 dark:bg-slate-950/40">
                    <RegisterDays days={employee.days} />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
      {employees.length > 1 && (
        <tfoot className="border-t-2 border-slate-200 font-semibold text-slate-900 dark:border-slate-700 dark:text-white">
          <tr>
            <td className="px-3 py-2.5 text-left">Total ({employees.length})</td>
            <td className={td}>{totals.days_worked}</td>
            <td className={td}>{formatMinutes(totals.worked)}</td>
            <td className={td}>{formatMinutes(totals.ordinary)}</td>
            <td className={td}>{formatMinutes(totals.complementary)}</td>
            <td className={td}>{formatMinutes(totals.overtime)}</td>
            <td className={td} />
          </tr>
        </tfoot>
      )}
    </table>
  );
}
