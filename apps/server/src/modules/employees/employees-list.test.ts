import { describe, expect, it } from 'vitest';
import { call } from '../../../test/test-app';
import {
  ADMIN,
  api,
  ctx,
  FORBIDDEN,
  find,
  idOf,
  JAVIER,
  LUCIA,
  list,
  MANAGER,
  MARTA,
  outcome,
  PABLO,
  useEmployeesContext,
} from './employees.test-helpers';

useEmployeesContext();

describe('GET /api/employees', () => {
  it('gives a company admin every employee of the company, with managers, shift and state, and nothing of another', async () => {
    const employees = await list(ADMIN);
    expect(employees.map((e) => e.email).sort()).toEqual([ADMIN, JAVIER, LUCIA, MANAGER, MARTA, PABLO].sort());
    expect(find(employees, LUCIA)).toEqual({
      id: idOf(LUCIA),
      auth_user_id: idOf(LUCIA),
      name: 'Lucía Fernández',
      email: LUCIA,
      role: 'worker',
      identification: '34567890V',
      phone: '+34600000003',
      payroll_code: '000003',
      active: true,
      deactivated_at: null,
      pending_activation: false,
      managers: ['Carlos Ruiz'],
      manager_ids: [idOf(MANAGER)],
      managerId: idOf(MANAGER),
      shift_id: expect.any(Number),
      shift: { id: expect.any(Number), name: 'Mañana', startTime: '08:00', endTime: '15:00' },
      centre_id: expect.any(Number),
      centre: { id: expect.any(Number), name: 'Obrador' },
      created_at: expect.any(String),
    });
    // The panadería's two centres: the bakery and the shop.
    expect(find(employees, MARTA)?.centre.name).toBe('Tienda Centro');
    expect(find(employees, LUCIA)?.centre_id).toBe(find(employees, LUCIA)?.centre.id);
    // 'Sin manager' on the page: no managers at all.
    expect(find(employees, PABLO)).toMatchObject({ managers: [], manager_ids: [], managerId: null });
    expect(find(employees, PABLO)?.shift?.name).toBe('Tarde');
    expect(find(employees, ADMIN)).toMatchObject({ role: 'company', managerId: null, shift: null });
    expect(find(employees, MANAGER)).toMatchObject({ role: 'manager', managerId: null });
    // Grouping under managers works from the list alone.
    const underCarlos = employees.filter((e) => e.manager_ids.includes(idOf(MANAGER))).map((e) => e.email);
    expect(underCarlos.sort()).toEqual([JAVIER, LUCIA, MARTA].sort());
  });

  it('gives a manager only the workers assigned to them', async () => {
    const employees = await list(MANAGER);
    expect(employees.map((e) => e.email).sort()).toEqual([JAVIER, LUCIA, MARTA].sort());
  });

  it('refuses workers and people outside a company', async () => {
    expect(outcome(await api(LUCIA, 'GET', '/api/employees'))).toEqual({ status: 403, message: FORBIDDEN });
    const anonymous = await call(ctx.app, { method: 'GET', url: '/api/employees' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('rejects an unknown status filter with a Spanish message', async () => {
    const response = await api(ADMIN, 'GET', '/api/employees?status=despedidos');
    expect(outcome(response)).toEqual({ status: 400, message: "El estado debe ser 'active', 'inactive' o 'all'" });
  });
});
