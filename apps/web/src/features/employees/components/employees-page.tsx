import { EMPLOYEE_MESSAGES, type Employee } from '@jornada/shared/api/employees';
import type { SessionUser } from '@jornada/shared/api/session';
import { can } from '@jornada/shared/permissions';
import { Search, UserPlus, Users } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LoadError } from '../../../components/ui/load-error';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage, isNetworkError } from '../../../lib/api-client';
import { useDeleteEmployee } from '../api/delete-employee';
import { useEmployees } from '../api/get-employees';
import { type ManagersState, useManagers } from '../api/get-managers';
import { useReactivateEmployee } from '../api/reactivate-employee';
import type { ShiftOption } from '../utils/employee-fields';
import {
  filterEmployees,
  groupByManager,
  isRoleFilter,
  isStatusFilter,
  type RoleFilter,
  roleFilterLabels,
  roleFilters,
  type StatusFilter,
  statusFilterLabels,
  statusFilters,
} from '../utils/employee-list';
import {
  deletedDescription,
  EMPLOYEE_TEXTS,
  isUserLimitError,
  reactivatedDescription,
  serverReason,
} from '../utils/employee-toasts';
import { userLimitBlock, userLimitCounter, userLimitCounterLabel } from '../utils/user-limit';
import { CreateEmployeeDialog } from './create-employee-dialog';
import { DeleteEmployeeDialog } from './delete-employee-dialog';
import { EditEmployeeDialog } from './edit-employee-dialog';
import { EmployeeCards } from './employee-cards';
import { EmployeeDetailsDialog } from './employee-details-dialog';
import type { EmployeeRowAccess, EmployeeRowActions } from './employee-row-parts';
import { EmployeeTable } from './employee-table';
import { LocationHistoryDialog } from './location-history-dialog';

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'details' | 'map' | 'delete'; employee: Employee } | null;

export interface EmployeesPageProps {
  user: SessionUser;
  title: string;
  description: string;
  /** The plan's user limit (GET /api/company/config; 80 when it could not be read). */
  userLimit: number | undefined;
  /** GET /api/shifts, for the create and edit dialogs. */
  shifts: readonly ShiftOption[] | undefined;
  /** An employee was created, changed or removed (the shifts page counts employees per shift). */
  onEmployeesChanged?: () => void;
}

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

/**
 * SPEC §2.6 employee list (/employees; a manager's team at /users too): search, role filter, former
 * employees, workers grouped by manager, a table on desktop and cards on phones, and the dialogs.
 */
export function EmployeesPage({ user, title, description, userLimit, shifts, onEmployeesChanged }: EmployeesPageProps) {
  const canCreate = can(user.role, 'create:employee');
  const canDelete = can(user.role, 'delete:employee');
  const canReactivate = can(user.role, 'reactivate:employee');
  const canEdit = can(user.role, 'update:employee');
  const canAssignManagers = can(user.role, 'assign:manager');
  const canReadManagers = can(user.role, 'read:manager');

  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('active');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [reactivatingId, setReactivatingId] = useState<number | null>(null);

  const active = useEmployees('active');
  const former = useEmployees('inactive', { isEnabled: canReactivate && status !== 'active' });
  const managersQuery = useManagers({ isEnabled: canReadManagers });
  const deletion = useDeleteEmployee();
  const reactivation = useReactivateEmployee();

  useEffect(() => {
    if (managersQuery.isError && !isNetworkError(managersQuery.error)) {
      toast({
        title: EMPLOYEE_TEXTS.loadManagersError,
        description: errorMessage(managersQuery.error),
        variant: 'error',
      });
    }
  }, [managersQuery.isError, managersQuery.error]);

  const managers: ManagersState = {
    data: managersQuery.data,
    isError: managersQuery.isError,
    isPending: managersQuery.isPending,
    refetch: () => void managersQuery.refetch(),
  };

  const activeCount = active.data?.length ?? 0;
  const limit = userLimit ?? 0;
  const queries = status === 'active' ? [active] : status === 'inactive' ? [former] : [active, former];
  const failed = queries.find((query) => query.isError);
  const isLoading = queries.some((query) => query.isPending);
  const listed = queries.flatMap((query) => query.data ?? []);
  const shown = filterEmployees(listed, { search, role });
  const groups = groupByManager(shown);

  // The dialog shows the employee as the list has them now (a save refreshes the list).
  const current = (employee: Employee) => listed.find((item) => item.id === employee.id) ?? employee;
  const close = () => setDialog(null);
  const changed = () => onEmployeesChanged?.();

  /** SPEC §5: checked before any request; true when one more employee fits the plan. */
  const checkUserLimit = () => {
    if (userLimit === undefined) return true;
    const block = userLimitBlock(activeCount, userLimit);
    if (block) toast({ ...block, variant: 'error' });
    return block === null;
  };

  const onCreate = () => {
    if (checkUserLimit()) setDialog({ kind: 'create' });
  };

  const onConfirmDelete = (employee: Employee) => {
    deletion.mutate(employee.id, {
      onSuccess: (result) => {
        toast({ title: EMPLOYEE_TEXTS.deletedTitle, description: deletedDescription(result.name), variant: 'success' });
        close();
        changed();
      },
      onError: (error) => {
        if (isNetworkError(error)) return;
        const reason = serverReason(error);
        toast({
          title: EMPLOYEE_TEXTS.deleteErrorTitle,
          description: reason
            ? `${EMPLOYEE_TEXTS.deleteErrorDescription}. ${reason}`
            : EMPLOYEE_TEXTS.deleteErrorDescription,
          variant: 'error',
        });
      },
    });
  };

  const onReactivate = (employee: Employee) => {
    if (!checkUserLimit()) return;
    setReactivatingId(employee.id);
    reactivation.mutate(employee.id, {
      onSuccess: (result) => {
        toast({
          title: EMPLOYEE_TEXTS.reactivatedTitle,
          description: reactivatedDescription(result.employee.name),
          variant: 'success',
        });
        changed();
      },
      onError: (error) => {
        if (isNetworkError(error)) return;
        toast({
          title: isUserLimitError(error) ? EMPLOYEE_MESSAGES.userLimitTitle : EMPLOYEE_TEXTS.reactivateErrorTitle,
          description: errorMessage(error),
          variant: 'error',
        });
      },
      onSettled: () => setReactivatingId(null),
    });
  };

  const actions: EmployeeRowActions = {
    onDetails: (employee) => setDialog({ kind: 'details', employee }),
    onEdit: (employee) => setDialog({ kind: 'edit', employee }),
    onDelete: (employee) => setDialog({ kind: 'delete', employee }),
    onReactivate,
    // SPEC's switch did nothing; here it deactivates (after the same confirmation) or reactivates.
    onToggleActive: (employee, isActive) => {
      if (isActive) onReactivate(employee);
      else setDialog({ kind: 'delete', employee });
    },
  };
  const access: EmployeeRowAccess = { canEdit, canDelete, canReactivate, selfId: user.id, pendingId: reactivatingId };

  let content: ReactNode;
  if (failed?.isError) {
    content = (
      <div className="p-4">
        <LoadError
          title={EMPLOYEE_TEXTS.loadEmployeesError}
          message={errorMessage(failed.error)}
          onRetry={() => void failed.refetch()}
        />
      </div>
    );
  } else if (isLoading) {
    content = <ListSkeleton />;
  } else if (listed.length === 0) {
    content = (
      <EmptyState>
        {status === 'inactive'
          ? 'No hay antiguos empleados.'
          : user.role === 'manager'
            ? 'Todavía no tienes trabajadores asignados.'
            : 'Todavía no hay empleados.'}
      </EmptyState>
    );
  } else if (shown.length === 0) {
    content = (
      <EmptyState>
        <p>No hay empleados que coincidan con la búsqueda.</p>
        <Button
          variant="link"
          className="mt-1"
          onClick={() => {
            setSearch('');
            setRole('all');
          }}
        >
          Quitar filtros
        </Button>
      </EmptyState>
    );
  } else {
    content = (
      <>
        <EmployeeTable groups={groups} actions={actions} access={access} />
        <EmployeeCards groups={groups} actions={actions} access={access} />
      </>
    );
  }

  const dialogEmployee = dialog && dialog.kind !== 'create' ? current(dialog.employee) : null;
  const isDialog = (kind: NonNullable<OpenDialog>['kind']) => dialog?.kind === kind;
  const onDialogChange = (isOpen: boolean) => {
    if (!isOpen) close();
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>
        </div>
        {canCreate && (
          <div className="flex items-center gap-2">
            <Button onClick={onCreate}>
              <UserPlus aria-hidden="true" />
              <span className="sm:hidden">Nuevo</span>
              <span className="hidden sm:inline">Nuevo Empleado</span>
            </Button>
            {userLimit !== undefined && active.data && (
              <span
                className="rounded-full bg-slate-100 px-2.5 py-1 text-sm font-medium text-slate-700 tabular-nums dark:bg-slate-800 dark:text-slate-200"
                title={userLimitCounterLabel(activeCount, limit)}
              >
                <span aria-hidden="true">{userLimitCounter(activeCount, limit)}</span>
                <span className="sr-only">{userLimitCounterLabel(activeCount, limit)}</span>
              </span>
            )}
          </div>
        )}
      </div>

      <Card className="overflow-hidden">
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center dark:border-slate-800">
          <div className="relative flex-1">
            <Label htmlFor="employee-search" className="sr-only">
              Buscar empleados
            </Label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            />
            <Input
              id="employee-search"
              type="search"
              placeholder="Buscar empleados..."
              autoComplete="off"
              value={search}
              className="pl-9"
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div className="grid gap-3 min-[420px]:grid-cols-2 sm:flex">
            <div className={canReactivate ? 'sm:w-44' : 'min-[420px]:col-span-2 sm:w-44'}>
              <Label htmlFor="employee-role-filter" className="sr-only">
                Filtrar por rol
              </Label>
              <NativeSelect
                id="employee-role-filter"
                value={role}
                onChange={(event) => isRoleFilter(event.target.value) && setRole(event.target.value)}
              >
                {roleFilters.map((value) => (
                  <option key={value} value={value}>
                    {roleFilterLabels[value]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {canReactivate && (
              <div className="sm:w-48">
                <Label htmlFor="employee-status-filter" className="sr-only">
                  Mostrar antiguos empleados
                </Label>
                <NativeSelect
                  id="employee-status-filter"
                  value={status}
                  onChange={(event) => isStatusFilter(event.target.value) && setStatus(event.target.value)}
                >
                  {statusFilters.map((value) => (
                    <option key={value} value={value}>
                      {statusFilterLabels[value]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            )}
          </div>
        </div>
        {content}
      </Card>

      {canCreate && (
        <CreateEmployeeDialog
          isOpen={isDialog('create')}
          onOpenChange={onDialogChange}
          managers={managers}
          shifts={shifts}
          canCreate={checkUserLimit}
          onCreated={changed}
        />
      )}
      <EditEmployeeDialog
        employee={isDialog('edit') ? dialogEmployee : null}
        isOpen={isDialog('edit')}
        onOpenChange={(isOpen) => {
          if (!isOpen) {
            close();
            changed();
          }
        }}
        actorRole={user.role}
        canInvite={canCreate}
        canAssignManagers={canAssignManagers}
        managers={managers}
        shifts={shifts}
      />
      <EmployeeDetailsDialog
        employee={isDialog('details') ? dialogEmployee : null}
        isOpen={isDialog('details')}
        onOpenChange={onDialogChange}
        onShowMap={(employee) => setDialog({ kind: 'map', employee })}
      />
      <LocationHistoryDialog
        employee={isDialog('map') ? dialogEmployee : null}
        isOpen={isDialog('map')}
        onOpenChange={onDialogChange}
      />
      <DeleteEmployeeDialog
        employee={isDialog('delete') ? dialogEmployee : null}
        isOpen={isDialog('delete')}
        isPending={deletion.isPending}
        onOpenChange={onDialogChange}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}
