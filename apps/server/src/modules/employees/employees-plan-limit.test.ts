import type { Employee } from '@jornada/shared/api/employees';
import { describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_B, api, ctx, find, list, outcome, useEmployeesContext } from './employees.test-helpers';

useEmployeesContext();

describe('the plan’s user limit (talleres_norte, plan Gratis: 5 users, its admin included)', () => {
  const create = (email: string) =>
    api(ADMIN_B, 'POST', '/api/employees', {
      name: `Empleado ${email}`,
      email,
      identification: '12345678Z',
      role: 'worker',
    });

  it('GET /api/company/config reports the plan’s limit', async () => {
    const config = await api(ADMIN_B, 'GET', '/api/company/config');
    expect(config.json().user_limit).toBe(5);
    const premium = await api(ADMIN, 'GET', '/api/company/config');
    expect(premium.json().user_limit).toBe(250);
  });

  it('creates up to the limit, then 409 with SPEC’s message and nothing written', async () => {
    // 2 seats taken (admin + trabajador2): 3 more fit.
    for (const n of [1, 2, 3]) expect((await create(`b${n}@talleres.test`)).statusCode).toBe(200);
    expect((await list(ADMIN_B)).length).toBe(5);
    const refused = await create('b4@talleres.test');
    expect(outcome(refused)).toEqual({ status: 409, message: 'Has alcanzado el límite de 5 usuarios para tu plan' });
    expect(await ctx.superuserQuery('select 1 from users where email = $1', ['b4@talleres.test'])).toEqual([]);
  });

  it('a deletion frees a seat; the reactivation is then refused while the seat is taken again', async () => {
    const b1 = find(await list(ADMIN_B), 'b1@talleres.test') as Employee;
    expect((await api(ADMIN_B, 'DELETE', `/api/employees/${b1.id}`)).statusCode).toBe(200);
    expect((await create('b4@talleres.test')).statusCode).toBe(200);
    expect(outcome(await api(ADMIN_B, 'POST', `/api/employees/${b1.id}/reactivate`))).toEqual({
      status: 409,
      message: 'Has alcanzado el límite de 5 usuarios para tu plan',
    });
    expect(find(await list(ADMIN_B, '?status=inactive'), 'b1@talleres.test')).toBeDefined();
  });

  it('simultaneous creations for the last seat: exactly one gets it', async () => {
    const b4 = find(await list(ADMIN_B), 'b4@talleres.test') as Employee;
    await api(ADMIN_B, 'DELETE', `/api/employees/${b4.id}`);
    const responses = await Promise.all(['c1', 'c2', 'c3', 'c4'].map((n) => create(`${n}@talleres.test`)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await list(ADMIN_B)).length).toBe(5);
  });
});
