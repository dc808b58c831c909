import type { Employee } from '@jornada/shared/api/employees';
import type { SessionUser } from '@jornada/shared/api/session';
import { can } from '@jornada/shared/permissions';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { reachesTeamOnly } from '../../../lib/permissions';
import { useEmployeeActions } from '../hooks/use-employee-actions';
import { useEmployeeList } from '../hooks/use-employee-list';
import { useManagersState } from '../hooks/use-managers-state';
import type { CentreOption, ShiftOption } from '../utils/employee-fields';
import { EmployeeDialogs, type OpenEmployeeDialog } from './employee-dialogs';
import { EmployeeFilters } from './employee-filters';
import { EmployeeListBody } from './employee-list-body';
import { EmployeeListHeader } from './employee-list-header';
import type { EmployeeRowAccess, EmployeeRowActions } from './employee-row-parts';

export interface EmployeesPageProps {
  user: SessionUser;
  title: string;
  description: string;
  /** The plan's user limit (GET /api/company/config; 80 when it could not be read). */
  userLimit: number | undefined;
  /** GET /api/shifts, for the create and edit dialogs. */
  shifts: readonly ShiftOption[] | undefined;
  /** GET /api/work-centres, for the edit dialog (undefined for roles that may not read them). */
  centres?: readonly CentreOption[] | undefined;
  /** An employee was created, changed or removed (the shifts page counts employees per shift). */
  onEmployeesChanged?: () => void;
}

function emptyText(user: SessionUser, isFormerOnly: boolean): string {
  if (isFormerOnly) return 'No hay antiguos empleados.';
  return reachesTeamOnly(user, 'read:employee')
    ? 'Todavía no tienes trabajadores asignados.'
    : 'Todavía no hay empleados.';
}

/**
 * SPEC §2.6 employee list (/employees; a manager's team at /users too): search, role filter, former
 * employees, workers grouped by manager, a table on desktop and cards on phones, and the dialogs.
 */
export function EmployeesPage({
  user,
  title,
  description,
  userLimit,
  shifts,
  centres,
  onEmployeesChanged,
}: EmployeesPageProps) {
  const canCreate = can(user.role, 'create:employee');
  const canReactivate = can(user.role, 'reactivate:employee');
  const [dialog, setDialog] = useState<OpenEmployeeDialog>(null);
  const list = useEmployeeList({ canSeeFormer: canReactivate });
  const managers = useManagersState({ isEnabled: can(user.role, 'read:manager') });
  const changed = () => onEmployeesChanged?.();
  const activeCount = list.activeEmployees?.length ?? 0;
  const employeeActions = useEmployeeActions({ activeCount, userLimit, onChanged: changed });

  const actions: EmployeeRowActions = {
    onDetails: (employee) => setDialog({ kind: 'details', employee }),
    onEdit: (employee) => setDialog({ kind: 'edit', employee }),
    onDelete: (employee) => setDialog({ kind: 'delete', employee }),
    onReactivate: employeeActions.reactivate,
    // SPEC's switch did nothing; here it deactivates (after the same confirmation) or reactivates.
    onToggleActive: (employee, isActive) => {
      if (isActive) employeeActions.reactivate(employee);
      else setDialog({ kind: 'delete', employee });
    },
  };
  const access: EmployeeRowAccess = {
    canEdit: can(user.role, 'update:employee'),
    canDelete: can(user.role, 'delete:employee'),
    canReactivate,
    selfId: user.id,
    pendingId: employeeActions.reactivatingId,
  };
  const current = (employee: Employee) => list.listed.find((item) => item.id === employee.id) ?? employee;

  return (
    <div className="flex flex-col gap-6">
      <EmployeeListHeader
        title={title}
        description={description}
        onCreate={canCreate ? () => employeeActions.checkUserLimit() && setDialog({ kind: 'create' }) : undefined}
        count={userLimit !== undefined && list.activeEmployees ? { current: activeCount, limit: userLimit } : null}
      />
      <Card className="overflow-hidden">
        <EmployeeFilters filters={list.filters} canFilterStatus={canReactivate} onChange={list.changeFilters} />
        <EmployeeListBody
          failure={list.failure}
          isLoading={list.isLoading}
          emptyText={emptyText(user, list.filters.status === 'inactive')}
          isEmpty={list.listed.length === 0}
          isFilteredOut={list.shownCount === 0}
          onClearFilters={list.clearSearch}
          groups={list.groups}
          actions={actions}
          access={access}
        />
      </Card>
      <EmployeeDialogs
        dialog={dialog}
        onDialogChange={setDialog}
        current={current}
        user={user}
        access={{ canCreate, canAssignManagers: can(user.role, 'assign:manager') }}
        managers={managers}
        shifts={shifts}
        centres={centres}
        checkUserLimit={employeeActions.checkUserLimit}
        isDeleting={employeeActions.isDeleting}
        onDelete={(employee) => employeeActions.deleteEmployee(employee, () => setDialog(null))}
        onChanged={changed}
      />
    </div>
  );
}
