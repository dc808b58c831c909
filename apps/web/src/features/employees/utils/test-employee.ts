import type { Employee } from '@jornada/shared/api/employees';

/** A valid active worker for tests, overridable field by field. */
export function makeEmployee(overrides: Partial<Employee> = {}): Employee {
  const id = overrides.id ?? 10;
  return {
    id,
    auth_user_id: id,
    name: 'Lucía Pérez',
    email: 'lucia@example.com',
    role: 'worker',
    identification: '12345678Z',
    phone: '+34600000001',
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
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
