import type { RegisterEmployee } from '@jornada/shared/api/reports';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { toRegisterRow } from '../utils/register-rows';
import { AlertCount } from './alert-count';
import { RegisterDays } from './register-days';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums dark:text-white">{value}</dd>
    </div>
  );
}

/** Narrow screens: one card per worker with the same figures as the table. */
export function RegisterCards({
  employees,
  alerts,
  openId,
  onToggle,
}: {
  employees: readonly RegisterEmployee[];
  alerts: ReadonlyMap<number, number> | undefined;
  openId: number | null;
  onToggle: (id: number) => void;
}) {
  return (
    <ul className="flex flex-col gap-3 md:hidden">
      {employees.map((employee) => {
        const row = toRegisterRow(employee, alerts?.get(employee.id) ?? 0);
        const isOpen = openId === row.id;
        return (
          <li key={row.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="font-semibold text-slate-900 dark:text-white">{row.name}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {row.identification || 'Sin DNI/NIE'} · {row.contract}
                </p>
              </div>
              <AlertCount count={alerts === undefined ? undefined : row.alerts} />
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
              <Figure label="Días" value={row.daysWorked} />
              <Figure label="Trabajadas" value={row.worked} />
              <Figure label="Ordinarias" value={row.ordinary} />
              <Figure label="Complem." value={row.complementary} />
              <Figure label="Extra" value={row.overtime} />
            </dl>
            <button
              type="button"
              aria-expanded={isOpen}
              onClick={() => onToggle(row.id)}
              className="mt-3 flex cursor-pointer items-center gap-1 text-sm font-medium text-teal-700 focus-visible:outline-2 focus-visible:outline-teal-600 dark:text-teal-400"
            >
              <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', isOpen && 'rotate-180')} />
              {isOpen ? 'Ocultar días' : 'Ver días'}
            </button>
            {isOpen && (
              <div className="mt-2">
                <RegisterDays days={employee.days} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
