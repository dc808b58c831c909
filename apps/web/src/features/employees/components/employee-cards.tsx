import type { Employee } from '@jornada/shared/api/employees';
import { canHaveManagers } from '@jornada/shared/roles';
import { Users } from 'lucide-react';
import { useId } from 'react';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { type EmployeeGroup, groupCaption, groupHeading, groupRows, roleLabels } from '../utils/employee-list';
import {
  EmployeeBadges,
  type EmployeeRowAccess,
  type EmployeeRowActions,
  ManagersText,
  RowActionButtons,
  rowAccess,
} from './employee-row-parts';
import { ClockValue, useCurrentShiftView, WorkshiftStatusBadge } from './workshift-cells';

interface EmployeeCardsProps {
  groups: readonly EmployeeGroup<Employee>[];
  actions: EmployeeRowActions;
  access: EmployeeRowAccess;
}

function EmployeeCard({ employee, actions, access }: { employee: Employee } & Omit<EmployeeCardsProps, 'groups'>) {
  const shift = useCurrentShiftView(employee);
  const switchId = useId();
  const allowed = rowAccess(employee, access);
  return (
    <li className="flex flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-1.5 font-semibold text-slate-900 dark:text-white">
            {employee.name}
            <EmployeeBadges employee={employee} selfId={access.selfId} />
          </p>
          <p className="text-sm break-all text-slate-600 dark:text-slate-400">{employee.email}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {roleLabels[employee.role]}
            {canHaveManagers(employee.role) && (
              <>
                {' · Managers: '}
                <ManagersText employee={employee} />
              </>
            )}
          </p>
        </div>
        {allowed.canToggle && (
          <div className="flex shrink-0 flex-col items-center gap-1">
            <Switch
              id={switchId}
              checked={employee.active}
              disabled={access.pendingId === employee.id}
              onCheckedChange={(isChecked) => actions.onToggleActive(employee, isChecked)}
            />
            <Label htmlFor={switchId} className="text-xs font-normal text-slate-600 dark:text-slate-400">
              {employee.active ? 'Activo' : 'Inactivo'}
            </Label>
          </div>
        )}
      </div>
      <dl className="grid grid-cols-3 gap-2 rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-slate-500 dark:text-slate-400">Hora entrada</dt>
          <dd className="font-medium text-slate-900 dark:text-white">
            <ClockValue value={shift.start} isLoading={shift.isLoading} />
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-slate-500 dark:text-slate-400">Hora salida</dt>
          <dd className="font-medium text-slate-900 dark:text-white">
            <ClockValue value={shift.end} isLoading={shift.isLoading} />
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-slate-500 dark:text-slate-400">Estado</dt>
          <dd>
            {shift.isLoading ? (
              <ClockValue value="" isLoading />
            ) : (
              <WorkshiftStatusBadge status={shift.status} isOffline={shift.isOffline} />
            )}
          </dd>
        </div>
      </dl>
      <RowActionButtons employee={employee} actions={actions} access={access} />
    </li>
  );
}

/** Phones (below md): a card per employee under a heading per group, with the active switch. */
export function EmployeeCards({ groups, actions, access }: EmployeeCardsProps) {
  return (
    <div className="flex flex-col md:hidden">
      {groups.map((group) => (
        <section key={group.key} aria-label={groupHeading(group)}>
          <h2 className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold text-slate-700 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-300">
            <Users aria-hidden="true" className="size-4 text-teal-700 dark:text-teal-400" />
            {groupHeading(group)}
            <span className="font-normal text-slate-500 dark:text-slate-400">· {groupCaption(group)}</span>
          </h2>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {groupRows(group).map((employee) => (
              <EmployeeCard key={employee.id} employee={employee} actions={actions} access={access} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
