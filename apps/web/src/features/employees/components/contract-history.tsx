import type { EmployeeContract } from '@jornada/shared/api/contracts';
import { contractTypeLabel, weeklyHoursLabel, workModeLabels } from '@jornada/shared/domain/employee-contract';
import { cn } from '../../../lib/cn';

const spanishDay = (day: string) => day.split('-').reverse().join('/');

/** The recorded periods, newest first; one replaced by a later one of the same day is struck out. */
export function ContractHistory({ contracts }: { contracts: readonly EmployeeContract[] }) {
  if (contracts.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">Sin periodos registrados.</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-slate-200 text-sm dark:divide-slate-800" aria-label="Historial">
      {contracts.map((contract) => (
        <li key={contract.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2">
          <span className={cn('text-slate-900 dark:text-white', contract.is_superseded && 'line-through opacity-60')}>
            Desde el <span className="tabular-nums">{spanishDay(contract.effective_from)}</span> ·{' '}
            {contractTypeLabel(contract)} · {weeklyHoursLabel(contract.weekly_minutes)} ·{' '}
            {workModeLabels[contract.work_mode]}
          </span>
          <span className="text-xs text-slate-500 dark:text-slate-400">
            {contract.is_superseded ? 'Sustituido · ' : ''}
            {contract.created_by ? `Por ${contract.created_by.name}` : 'Registro inicial'}
          </span>
        </li>
      ))}
    </ul>
  );
}
