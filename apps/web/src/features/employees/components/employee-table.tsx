import type { Employee } from '@jornada/shared/api/employees';
import { Users } from 'lucide-react';
import { type EmployeeGroup, groupCaption, groupHeading, groupRows, roleLabels } from '../utils/employee-list';
import {
  EmailText,
  EmployeeBadges,
  type EmployeeRowAccess,
  type EmployeeRowActions,
  ManagersText,
  RowActionButtons,
} from './employee-row-parts';
import { ClockValue, useCurrentShiftView, WorkshiftStatusBadge } from './workshift-cells';

const columns = ['Nombre', 'Email', 'Rol', 'Managers', 'Hora entrada', 'Hora salida', 'Estado', 'Acciones'] as const;

interface EmployeeTableProps {
  groups: readonly EmployeeGroup<Employee>[];
  actions: EmployeeRowActions;
  access: EmployeeRowAccess;
}

function EmployeeTableRow({
  employee,
  isLead,
  actions,
  access,
}: {
  employee: Employee;
  isLead: boolean;
} & Omit<EmployeeTableProps, 'groups'>) {
  const shift = useCurrentShiftView(employee);
  return (
    <tr className="text-slate-800 dark:text-slate-200">
      <th scope="row" className="min-w-36 px-3 py-3 text-left font-medium text-slate-900 dark:text-white">
        <span className="flex flex-wrap items-center gap-1.5">
          <span className={isLead ? 'font-semibold' : undefined}>{employee.name}</span>
          <EmployeeBadges employee={employee} selfId={access.selfId} />
        </span>
      </th>
      <td className="px-3 py-3 text-slate-600 dark:text-slate-300">
        <EmailText email={employee.email} />
      </td>
      <td className="px-3 py-3 whitespace-nowrap">{roleLabels[employee.role]}</td>
      <td className="max-w-48 px-3 py-3">
        <ManagersText employee={employee} />
      </td>
      <td className="px-3 py-3">
        <ClockValue value={shift.start} isLoading={shift.isLoading} />
      </td>
      <td className="px-3 py-3">
        <ClockValue value={shift.end} isLoading={shift.isLoading} />
      </td>
      <td className="px-3 py-3">
        {shift.isLoading ? (
          <ClockValue value="" isLoading />
        ) : (
          <WorkshiftStatusBadge status={shift.status} isOffline={shift.isOffline} />
        )}
      </td>
      <td className="px-2 py-2">
        <RowActionButtons employee={employee} actions={actions} access={access} />
      </td>
    </tr>
  );
}

/** Desktop (md and up): one table, a heading row per group (SPEC §2.6). */
export function EmployeeTable({ groups, actions, access }: EmployeeTableProps) {
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Empleados agrupados por manager</caption>
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:text-slate-400">
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={column === 'Acciones' ? 'px-3 py-3 text-right font-semibold' : 'px-3 py-3 font-semibold'}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.key} className="divide-y divide-slate-200 dark:divide-slate-800">
            <tr className="bg-slate-50 dark:bg-slate-800/50">
              <th
                scope="colgroup"
                colSpan={columns.length}
                className="px-3 py-2 text-left text-xs font-semibold text-slate-700 dark:text-slate-300"
              >
                <span className="flex items-center gap-2">
                  <Users aria-hidden="true" className="size-4 text-teal-700 dark:text-teal-400" />
                  {groupHeading(group)}
                  <span className="font-normal text-slate-500 dark:text-slate-400">· {groupCaption(group)}</span>
                </span>
              </th>
            </tr>
            {groupRows(group).map((employee) => (
              <EmployeeTableRow
                key={employee.id}
                employee={employee}
                isLead={employee === group.lead}
                actions={actions}
                access={access}
              />
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
