import type { listAdminCompanyEmployeesResponse } from '@jornada/shared/api/admin';
import type { z } from 'zod';
import { StatusPill } from '../../../components/ui/status-pill';
import { formatIsoDay } from '../utils/company-format';
import { accountStatusLabel, accountStatusTone, companyEmployeeRoleLabels } from '../utils/company-labels';

type CompanyEmployee = z.infer<typeof listAdminCompanyEmployeesResponse>['data'][number];

function StatePill({ employee }: { employee: CompanyEmployee }) {
  return <StatusPill tone={accountStatusTone(employee)}>{accountStatusLabel(employee)}</StatusPill>;
}

/** A table from md up, a list of cards below it. */
export function CompanyEmployeeList({ employees }: { employees: readonly CompanyEmployee[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Empleados de la empresa</caption>
          <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:text-slate-400">
            <tr>
              {['Nombre', 'Rol', 'Estado', 'Último fichaje'].map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {employees.map((employee) => (
              <tr key={employee.id} className="text-slate-800 dark:text-slate-200">
                <th scope="row" className="px-4 py-3 text-left font-medium text-slate-900 dark:text-white">
                  {employee.name}
                </th>
                <td className="px-4 py-3">{companyEmployeeRoleLabels[employee.role]}</td>
                <td className="px-4 py-3">
                  <StatePill employee={employee} />
                </td>
                <td className="px-4 py-3 tabular-nums">{formatIsoDay(employee.last_clock_day)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-slate-200 md:hidden dark:divide-slate-800">
        {employees.map((employee) => (
          <li key={employee.id} className="flex items-start justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900 dark:text-white">{employee.name}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {companyEmployeeRoleLabels[employee.role]} · Último fichaje: {formatIsoDay(employee.last_clock_day)}
              </p>
            </div>
            <StatePill employee={employee} />
          </li>
        ))}
      </ul>
    </>
  );
}
