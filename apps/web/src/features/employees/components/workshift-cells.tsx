import type { Employee } from '@jornada/shared/api/employees';
import { employeeListStatusLabel } from '@jornada/shared/api/workshift';
import { OfflineBadge } from '../../../components/offline-badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusPill } from '../../../components/ui/status-pill';
import { workshiftTone } from '../../../lib/status-tones';
import { useEmployeeCurrentWorkshift } from '../api/get-employee-current-workshift';
import { formatClock, type ListShiftStatus, listShiftStatus } from '../utils/employee-shifts';

/**
 * SPEC §4.1 employee-list label of the current shift ('--' when it could not be loaded), flagged when
 * one of its clock actions came from a device's offline queue.
 */
export function WorkshiftStatusBadge({
  status,
  isOffline = false,
}: {
  status: ListShiftStatus | undefined;
  isOffline?: boolean;
}) {
  const label = employeeListStatusLabel(status);
  if (label === '--') return <span className="text-slate-500 dark:text-slate-400">--</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <StatusPill tone={workshiftTone(status)} className="px-2 py-0.5">
        {label}
      </StatusPill>
      {isOffline && <OfflineBadge />}
    </span>
  );
}

export interface CurrentShiftView {
  isLoading: boolean;
  start: string;
  end: string;
  status: ListShiftStatus;
  isOffline: boolean;
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
    isOffline: shift?.offline === true,
  };
}

export function ClockValue({ value, isLoading }: { value: string; isLoading: boolean }) {
  if (isLoading) return <Skeleton className="h-4 w-11" />;
  return <span className="tabular-nums">{value}</span>;
}
