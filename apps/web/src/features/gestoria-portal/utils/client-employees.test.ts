import type { Employee } from '@jornada/shared/api/employees';
import { describe, expect, it } from 'vitest';
import { reportEmployeeOptions, sortClientEmployees } from './client-employees';

const employee = (id: number, name: string, active = true): Employee => ({
  id,
  auth_user_id: id,
  name,
  email: `${id}@jornada.test`,
  role: 'worker',
  identification: null,
  phone: null,
  payroll_code: null,
  active,
  deactivated_at: active ? null : '2026-05-01T10:00:00Z',
  pending_activation: false,
  managers: [],
  manager_ids: [],
  managerId: null,
  shift_id: null,
  shift: null,
  centre_id: 1,
  centre: { id: 1, name: 'Centro principal' },
  created_at: '2026-01-01T10:00:00Z',
});

const list = [employee(1, 'Sergio'), employee(2, 'Álvaro', false), employee(3, 'ana')];

describe('a client’s employees', () => {
  it('lists active employees first, each group by name', () => {
    expect(sortClientEmployees(list).map((e) => e.name)).toEqual(['ana', 'Sergio', 'Álvaro']);
  });

  it('offers everyone to the register’s filter, former employees marked', () => {
    expect(reportEmployeeOptions(list)).toEqual([
      { id: 2, name: 'Álvaro (baja)' },
      { id: 3, name: 'ana' },
      { id: 1, name: 'Sergio' },
    ]);
  });
});
