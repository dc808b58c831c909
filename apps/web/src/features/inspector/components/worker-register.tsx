import type { RegisterEmployee } from '@jornada/shared/api/reports';
import { ChevronDown } from 'lucide-react';
import { formatMinutes } from '../utils/inspector-format';
import { WorkerDaysTable } from './worker-days-table';

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col">
      <span className="text-xs text-slate-500 dark:text-slate-400">{label}</span>
      <span className="font-mono text-sm font-semibold text-slate-900 tabular-nums dark:text-slate-100">{value}</span>
    </div>
  );
}

/** One worker: who, their contract, the period's totals; the daily table folds out. */
export function WorkerRegister({ employee }: { employee: RegisterEmployee }) {
  const { totals } = employee;
  const contract =
    employee.part_time_percent < 100
      ? `Tiempo parcial (${employee.part_time_percent.toLocaleString('es-ES')} %, ${employee.weekly_hours.toLocaleString('es-ES')} h/semana)`
      : `Tiempo completo (${employee.weekly_hours.toLocaleString('es-ES')} h/semana)`;
  return (
    <details className="group rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <summary className="flex cursor-pointer list-none flex-col gap-3 p-4 sm:p-5 [&::-webkit-details-marker]:hidden">
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col">
            <h3 className="font-semibold break-words text-slate-900 dark:text-white">{employee.name}</h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {employee.identification ? `DNI/NIE ${employee.identification} · ` : ''}
              {contract}
            </p>
          </div>
          <ChevronDown
            aria-hidden="true"
            className="mt-1 size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
          />
        </div>
        <div className="grid grid-cols-3 gap-3 sm:grid-cols-5">
          <Total label="Días trabajados" value={String(totals.days_worked)} />
          <Total label="Trabajadas" value={formatMinutes(totals.worked)} />
          <Total label="Ordinarias" value={formatMinutes(totals.ordinary)} />
          <Total label="Complementarias" value={formatMinutes(totals.complementary)} />
          <Total label="Extraordinarias" value={formatMinutes(totals.overtime)} />
        </div>
      </summary>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <WorkerDaysTable employee={employee} />
      </div>
    </details>
  );
}
