import type { Employee } from '@jornada/shared/api/employees';
import { roleLabels } from '@jornada/shared/roles';
import { StatusPill } from '../../../components/ui/status-pill';

const columns = ['Nombre', 'Código de nómina', 'Email', 'Rol', 'Centro', 'Estado'] as const;

function ActivePill({ isActive }: { isActive: boolean }) {
  return <StatusPill tone={isActive ? 'success' : 'neutral'}>{isActive ? 'Activo' : 'Baja'}</StatusPill>;
}

/** Desktop (md and up): one row per employee, read-only. */
export function ClientEmployeeTable({ employees }: { employees: readonly Employee[] }) {
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Empleados de la empresa</caption>
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:text-slate-400">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {employees.map((employee) => (
            <tr key={employee.id} className="text-slate-800 dark:text-slate-200">
              <th scope="row" className="px-3 py-3 font-medium text-slate-900 dark:text-white">
                {employee.name}
              </th>
              <td className="px-3 py-3 whitespace-nowrap tabular-nums">{employee.payroll_code ?? '—'}</td>
              <td className="px-3 py-3 break-all text-slate-600 dark:text-slate-300">{employee.email}</td>
              <td className="px-3 py-3 whitespace-nowrap">{roleLabels[employee.role]}</td>
              <td className="px-3 py-3">{employee.centre.name}</td>
              <td className="px-3 py-3">
                <ActivePill isActive={employee.active} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Small screens: one card per employee. */
export function ClientEmployeeCards({ employees }: { employees: readonly Employee[] }) {
  return (
    <ul className="flex flex-col divide-y divide-slate-200 md:hidden dark:divide-slate-800">
      {employees.map((employee) => (
        <li key={employee.id} className="flex items-start justify-between gap-3 py-3">
          <div className="flex min-w-0 flex-col gap-0.5">
            <p className="font-medium text-slate-900 dark:text-white">{employee.name}</p>
            <p className="text-sm break-all text-slate-600 dark:text-slate-400">{employee.email}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {roleLabels[employee.role]} · {employee.centre.name}
            </p>
            {employee.payroll_code && (
              <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
                Código de nómina: {employee.payroll_code}
              </p>
            )}
          </div>
          <ActivePill isActive={employee.active} />
        </li>
      ))}
    </ul>
  );
}
