import type { Employee } from '@jornada/shared/api/employees';
import { can } from '@jornada/shared/permissions';

export const ALL_EMPLOYEES_LABEL = 'Todos los empleados activos';
export const NO_EMPLOYEES_LABEL = 'Ningún empleado';

/** Who can be allowed on a terminal: the active employees whose role clocks, by name. */
export function clockingEmployees(employees: readonly Employee[]): Employee[] {
  return employees
    .filter((employee) => employee.active && can(employee.role, 'clock:workshift'))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

/** 'Lucía', 'Lucía y Pedro', 'Lucía, Pedro y Marta'. */
function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
}

/**
 * Who may clock at a terminal, in a few words: everyone (null), up to three names, or a count when
 * there are more or when some of them are not in the list given (a former employee, say).
 */
export function summarizeTerminalEmployees(
  employeeIds: readonly number[] | null,
  namesById: ReadonlyMap<number, string>,
): string {
  if (employeeIds === null) return ALL_EMPLOYEES_LABEL;
  if (employeeIds.length === 0) return NO_EMPLOYEES_LABEL;
  const names = employeeIds.map((id) => namesById.get(id));
  if (employeeIds.length <= 3 && names.every((name) => name !== undefined)) return joinNames(names as string[]);
  return employeeIds.length === 1 ? '1 empleado' : `${employeeIds.length} empleados`;
}

export function namesByIdOf(employees: readonly Pick<Employee, 'id' | 'name'>[]): Map<number, string> {
  return new Map(employees.map((employee) => [employee.id, employee.name]));
}
