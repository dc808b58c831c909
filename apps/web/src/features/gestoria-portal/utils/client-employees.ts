import type { Employee } from '@jornada/shared/api/employees';

/** Active employees first, then former ones, each group by name. */
export function sortClientEmployees(employees: readonly Employee[]): Employee[] {
  return [...employees].sort(
    (a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }),
  );
}

/** The register's employee filter: everyone by name, former employees marked (their past months are in the register). */
export function reportEmployeeOptions(employees: readonly Employee[]): { id: number; name: string }[] {
  return [...employees]
    .sort((a, b) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }))
    .map(({ id, name, active }) => ({ id, name: active ? name : `${name} (baja)` }));
}
