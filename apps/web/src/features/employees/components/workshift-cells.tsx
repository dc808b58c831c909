import type { Employee } from '@jornada/shared/api/employees';
import { employeeListStatusLabel } from '@jornada/shared/api/workshift';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useEmployeeCurrentWorkshift } from '../api/get-employee-current-workshift';
import { formatClock, type ListShiftStatus, listShiftStatus } from '../utils/employee-shifts';

const statusStyles: Record<string, string> = {
  in_progress:
    'bg-emerald-50 text-emerald-800 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-700',
  on_break: 'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-700',
};
const neutralStyle =
  'bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600';

/** SPEC §4.1 employee-list label of the current shift ('--' when it could not be loaded). */
export function WorkshiftStatusBadge({ status }: { status: ListShiftStatus | undefined }) {
  const label = employeeListStatusLabel(status);
  if (label === '--') return <span className="text-slate-500 dark:text-slate-400">--</span>;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        (status && statusStyles[status]) ?? neutralStyle,
      )}
    >
      {label}
    </span>
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
