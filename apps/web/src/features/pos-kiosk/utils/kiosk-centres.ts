import type { PosEmployee } from '@jornada/shared/api/pos';

export interface KioskCentre {
  id: number;
  name: string;
}

/**
 * The centres the kiosk's people belong to, the terminal's own first and then by name; empty when
 * they are all of one centre (no filter to offer).
 */
export function centresOf(employees: readonly PosEmployee[], terminalCentreId: number | undefined): KioskCentre[] {
  const byId = new Map<number, string>();
  for (const employee of employees) byId.set(employee.centre_id, employee.centre_name);
  if (byId.size < 2) return [];
  return [...byId]
    .map(([id, name]) => ({ id, name }))
    .sort(
      (a, b) =>
        Number(b.id === terminalCentreId) - Number(a.id === terminalCentreId) || a.name.localeCompare(b.name, 'es'),
    );
}

/** The employees of one centre, or everyone (null). */
export function inCentre(employees: readonly PosEmployee[], centreId: number | null): PosEmployee[] {
  return centreId === null ? [...employees] : employees.filter((employee) => employee.centre_id === centreId);
}
