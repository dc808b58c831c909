import type { Employee } from '@jornada/shared/api/employees';
import { employeeListStatusLabel } from '@jornada/shared/api/workshift';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusPill } from '../../../components/ui/status-pill';
import { workshiftTone } from '../../../lib/status-tones';
import { useEmployeeCurrentWorkshift } from '../api/get-employee-current-workshift';
import { formatClock, type ListShiftStatus, listShiftStatus } from '../utils/employee-shifts';

/** SPEC §4.1 employee-list label of the current shift ('--' when it could not be loaded). */
export function WorkshiftStatusBadge({ status }: { status: ListShiftStatus | undefined }) {
  const label = employeeListStatusLabel(status);
  if (label === '--') return <span className="text-slate-500 dark:text-slate-400">--</span>;
  return (
    <StatusPill tone={workshiftTone(status)} className="px-2 py-0.5">
      {label}
    </StatusPill>
  );
}

export interface CurrentShiftView {
  isLoading: boolean;
  start: string;
  end: string;
  status: ListShiftStatus;
}

/** Hora entrada, Hora salida and Estado of a row (former employees do not clock: nothing is asked). */
export function useCurrentShiftView(employee: Pick<Employee, 'id' | 'active'>): CurrentShiftView {
  const query = useEmployeeCurrentWorkshift(employee.id, { isEnabled: employee.active });
  const shift = query.data ?? null;
  return {
    isLoading: employee.active && query.isPending,
    start: formatClock(shift?.hora_inicio),
    end: formatClock(shift?.hora_fin),
    status: listShiftStatus({ isLoaded: query.isSuccess, shift }),
  };
}

export function ClockValue({ value, isLoading }: { value: string; isLoading: boolean }) {
  if (isLoading) return <Skeleton className="h-4 w-11" />;
  return <span className="tabular-nums">{value}</span>;
}
