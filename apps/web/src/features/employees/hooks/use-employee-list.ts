import type { Employee } from '@jornada/shared/api/employees';
import { useState } from 'react';
import { useEmployees } from '../api/get-employees';
import {
  type EmployeeGroup,
  filterEmployees,
  groupByManager,
  type RoleFilter,
  type StatusFilter,
} from '../utils/employee-list';

export interface EmployeeFilterState {
  search: string;
  role: RoleFilter;
  status: StatusFilter;
}

export interface EmployeeListFailure {
  error: unknown;
  retry: () => void;
}

/**
 * The list's filters and what they show: active employees always (they count against the plan),
 * former ones only when asked for and allowed.
 */
export function useEmployeeList({ canSeeFormer }: { canSeeFormer: boolean }) {
  const [filters, setFilters] = useState<EmployeeFilterState>({ search: '', role: 'all', status: 'active' });
  const active = useEmployees('active');
  const former = useEmployees('inactive', { isEnabled: canSeeFormer && filters.status !== 'active' });

  const queries = filters.status === 'active' ? [active] : filters.status === 'inactive' ? [former] : [active, former];
  const failed = queries.find((query) => query.isError);
  const listed: Employee[] = queries.flatMap((query) => query.data ?? []);
  const shown = filterEmployees(listed, filters);
  const groups: EmployeeGroup<Employee>[] = groupByManager(shown);
  const failure: EmployeeListFailure | null = failed
    ? { error: failed.error, retry: () => void failed.refetch() }
    : null;

  return {
    filters,
    changeFilters: (change: Partial<EmployeeFilterState>) => setFilters((current) => ({ ...current, ...change })),
    clearSearch: () => setFilters((current) => ({ ...current, search: '', role: 'all' })),
    activeEmployees: active.data,
    failure,
    isLoading: queries.some((query) => query.isPending),
    listed,
    shownCount: shown.length,
    groups,
  };
}
