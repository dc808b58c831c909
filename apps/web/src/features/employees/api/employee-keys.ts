import type { Employee } from '@jornada/shared/api/employees';
import type { QueryClient } from '@tanstack/react-query';
import type { StatusFilter } from '../utils/employee-list';

/** Every employees query starts with 'employees', so one invalidation refreshes lists and details. */
export const employeeKeys = {
  all: ['employees'] as const,
  lists: () => [...employeeKeys.all, 'list'] as const,
  list: (status: Exclude<StatusFilter, 'all'>) => [...employeeKeys.lists(), status] as const,
  currentWorkshift: (id: number) => [...employeeKeys.all, 'current-workshift', id] as const,
  workshifts: (id: number) => [...employeeKeys.all, 'workshifts', id] as const,
  contracts: (id: number) => [...employeeKeys.all, 'contracts', id] as const,
};

export const managersQueryKey = ['managers'] as const;

/** Puts an employee returned by a write into every cached list, then refreshes the lists. */
export function refreshEmployee(queryClient: QueryClient, employee?: Employee): void {
  if (employee) {
    queryClient.setQueriesData<Employee[]>({ queryKey: employeeKeys.lists() }, (list) =>
      list?.map((item) => (item.id === employee.id ? employee : item)),
    );
  }
  void queryClient.invalidateQueries({ queryKey: employeeKeys.lists() });
}

/** After a change of who is a manager (role change, deletion, reactivation, creation). */
export function refreshEmployeesAndManagers(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: employeeKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: managersQueryKey });
}
