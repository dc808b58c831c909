import { contractTypeLabel, weeklyHoursLabel, workModeLabels } from '@jornada/shared/domain/employee-contract';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useEmployeeContracts } from '../api/get-employee-contracts';
import { AddContractForm } from './add-contract-form';
import { ContractHistory } from './contract-history';

/**
 * 'Contrato' in the employee dialog: the contract in force today, its history and, for the company
 * admin, a new period. Periods are never edited: a change is a new one from its date (ADR 010).
 */
export function ContractSection({ employeeId, canManage }: { employeeId: number; canManage: boolean }) {
  const contracts = useEmployeeContracts(employeeId);
  let body: ReactNode;
  if (contracts.isPending) {
    body = <Skeleton className="h-20 w-full" />;
  } else if (contracts.isError) {
    body = (
      <LoadError
        title="Error al cargar el contrato"
        message="No se pudo obtener el contrato del empleado."
        onRetry={() => void contracts.refetch()}
      />
    );
  } else {
    const { current, data, full_time_weekly_hours: fullTimeHours } = contracts.data;
    body = (
      <>
        <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-900 dark:bg-slate-800/60 dark:text-white">
          <span className="font-semibold" data-testid="current-contract">
            {contractTypeLabel(current)}
          </span>{' '}
          · {weeklyHoursLabel(current.weekly_minutes)} semanales · {workModeLabels[current.work_mode]}
          {current.effective_from === null && (
            <span className="block text-xs text-slate-600 dark:text-slate-400">
              Sin periodos: jornada completa y presencial por defecto.
            </span>
          )}
        </p>
        <ContractHistory contracts={data} />
        {canManage && <AddContractForm employeeId={employeeId} current={current} fullTimeHours={fullTimeHours} />}
      </>
    );
  }
  return (
    <section
      className="flex flex-col gap-3 border-t border-slate-200 pt-4 dark:border-slate-800"
      aria-labelledby="contract-title"
    >
      <h3 id="contract-title" className="text-base font-semibold text-slate-900 dark:text-white">
        Contrato
      </h3>
      {body}
    </section>
  );
}
