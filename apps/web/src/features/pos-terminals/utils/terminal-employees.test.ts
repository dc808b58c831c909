import type { Employee } from '@jornada/shared/api/employees';
import { describe, expect, it } from 'vitest';
import {
  ALL_EMPLOYEES_LABEL,
  clockingEmployees,
  NO_EMPLOYEES_LABEL,
  namesByIdOf,
  summarizeTerminalEmployees,
} from './terminal-employees';

function makeEmployee(overrides: Partial<Employee>): Employee {
  const id = overrides.id ?? 10;
  return {
    id,
    auth_user_id: id,
    name: 'Lucía Pérez',
    email: `e${id}@example.com`,
    role: 'worker',
    identification: null,
    phone: null,
    payroll_code: null,
    active: true,
    deactivated_at: null,
    pending_activation: false,
    managers: [],
    manager_ids: [],
    managerId: null,
    shift_id: null,
    shift: null,
    centre_id: 1,
    centre: { id: 1, name: 'Centro principal' },
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const names = new Map([
  [1, 'Lucía Fernández'],
  [2, 'Pedro Martín'],
  [3, 'Marta Ruiz'],
  [4, 'Jorge Díaz'],
]);

describe('summarizeTerminalEmployees', () => {
  it('says everyone for null and no one for an empty list', () => {
    expect(summarizeTerminalEmployees(null, names)).toBe(ALL_EMPLOYEES_LABEL);
    expect(summarizeTerminalEmployees([], names)).toBe(NO_EMPLOYEES_LABEL);
  });

  it('names up to three known employees', () => {
    expect(summarizeTerminalEmployees([2], names)).toBe('Pedro Martín');
    expect(summarizeTerminalEmployees([1, 2], names)).toBe('Lucía Fernández y Pedro Martín');
    expect(summarizeTerminalEmployees([1, 2, 3], names)).toBe('Lucía Fernández, Pedro Martín y Marta Ruiz');
  });

  it('counts them when there are more, or when one is not in the list', () => {
    expect(summarizeTerminalEmployees([1, 2, 3, 4], names)).toBe('4 empleados');
    expect(summarizeTerminalEmployees([1, 99], names)).toBe('2 empleados');
    expect(summarizeTerminalEmployees([99], names)).toBe('1 empleado');
  });
});

describe('clockingEmployees', () => {
  it('keeps the active workers and managers, by name in Spanish order', () => {
    const list = [
      makeEmployee({ id: 1, name: 'Óscar' }),
      makeEmployee({ id: 2, name: 'Ana', role: 'company' }),
      makeEmployee({ id: 3, name: 'Nuria', role: 'manager' }),
      makeEmployee({ id: 4, name: 'Beatriz', active: false }),
      makeEmployee({ id: 5, name: 'Álvaro' }),
    ];
    expect(clockingEmployees(list).map((e) => e.name)).toEqual(['Álvaro', 'Nuria', 'Óscar']);
  });

  it('maps ids to names', () => {
    expect(namesByIdOf([{ id: 7, name: 'Eva' }]).get(7)).toBe('Eva');
  });
});
