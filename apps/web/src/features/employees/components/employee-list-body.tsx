import type { Employee } from '@jornada/shared/api/employees';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import type { EmployeeListFailure } from '../hooks/use-employee-list';
import type { EmployeeGroup } from '../utils/employee-list';
import { EMPLOYEE_TEXTS } from '../utils/employee-toasts';
import { EmployeeCards } from './employee-cards';
import type { EmployeeRowAccess, EmployeeRowActions } from './employee-row-parts';
import { EmployeeTable } from './employee-table';

function ListSkeleton() {
  return (
    <div role="status" aria-label="Cargando empleados" className="flex flex-col gap-3 p-4">
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <Users aria-hidden="true" className="size-8 text-slate-400" />
      <div className="text-slate-600 dark:text-slate-400">{children}</div>
    </div>
  );
}

export interface EmployeeListBodyProps {
  failure: EmployeeListFailure | null;
  isLoading: boolean;
  /** Nobody at all in the chosen list: the empty sentence (SPEC §2.6). */
  emptyText: string;
  isEmpty: boolean;
  /** Somebody is listed but the search or the role hides everyone. */
  isFilteredOut: boolean;
  onClearFilters: () => void;
  groups: readonly EmployeeGroup<Employee>[];
  actions: EmployeeRowActions;
  access: EmployeeRowAccess;
}

/** The list card's body: error, loading, empty, nothing matches, or the table (desktop) and cards (phone). */
export function EmployeeListBody({
  failure,
  isLoading,
  emptyText,
  isEmpty,
  isFilteredOut,
  onClearFilters,
  groups,
  actions,
  access,
}: EmployeeListBodyProps) {
  if (failure) {
    return (
      <div className="p-4">
        <LoadError
          title={EMPLOYEE_TEXTS.loadEmployeesError}
          message={errorMessage(failure.error)}
          onRetry={failure.retry}
        />
      </div>
    );
  }
  if (isLoading) return <ListSkeleton />;
  if (isEmpty) return <EmptyState>{emptyText}</EmptyState>;
  if (isFilteredOut) {
    return (
      <EmptyState>
        <p>No hay empleados que coincidan con la búsqueda.</p>
        <Button variant="link" className="mt-1" onClick={onClearFilters}>
          Quitar filtros
        </Button>
      </EmptyState>
    );
  }
  return (
    <>
      <EmployeeTable groups={groups} actions={actions} access={access} />
      <EmployeeCards groups={groups} actions={actions} access={access} />
    </>
  );
}
