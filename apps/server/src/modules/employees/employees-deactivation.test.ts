import { describe, expect, it } from 'vitest';
import { call, loginAs } from '../../../test/test-app';
import {
  ADMIN,
  api,
  auditOf,
  cookies,
  ctx,
  find,
  idOf,
  LUCIA,
  list,
  MANAGER,
  outcome,
  PABLO,
  useEmployeesContext,
} from './employees.test-helpers';

useEmployeesContext();

describe('DELETE /api/employees/:id deactivates, POST /reactivate undoes it', () => {
  let luciaCookie = '';
  let eventsBefore = 0;

  it('ends the employee’s sessions, refuses their login, keeps every clock event and hides them from the lists', async () => {
    luciaCookie = cookies.get(LUCIA) as string;
    expect((await call(ctx.app, { method: 'GET', url: '/api/user', cookie: luciaCookie })).statusCode).toBe(200);
    [{ n: eventsBefore }] = (await ctx.superuserQuery<{ n: number }>(
      'select count(*)::int as n from clock_events where user_id = $1',
      [idOf(LUCIA)],
    )) as [{ n: number }];
    expect(eventsBefore).toBeGreaterThan(0);

    const response = await api(ADMIN, 'DELETE', `/api/employees/${idOf(LUCIA)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Se ha eliminado a Lucía Fernández',
      id: idOf(LUCIA),
      name: 'Lucía Fernández',
    });

    const me = await call(ctx.app, { method: 'GET', url: '/api/user', cookie: luciaCookie });
    expect(me.statusCode).toBe(401);
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: LUCIA, password: 'Demo1234!' },
      remoteAddress: '10.63.0.1',
    });
    expect(outcome(login)).toEqual({
      status: 403,
      message: 'Tu cuenta está desactivada. Contacta con el administrador de tu empresa.',
    });
    const [{ n: eventsAfter }] = (await ctx.superuserQuery<{ n: number }>(
      'select count(*)::int as n from clock_events where user_id = $1',
      [idOf(LUCIA)],
    )) as [{ n: number }];
    expect(eventsAfter).toBe(eventsBefore);
    const history = await api(ADMIN, 'GET', `/api/workshift/employee/${idOf(LUCIA)}/all`);
    expect(history.json().length).toBeGreaterThan(0);

    expect(find(await list(ADMIN), LUCIA)).toBeUndefined();
    expect(find(await list(MANAGER), LUCIA)).toBeUndefined();
    const former = await list(ADMIN, '?status=inactive');
    expect(former.map((e) => e.email)).toEqual([LUCIA]);
    expect(former[0]).toMatchObject({ active: false, deactivated_at: expect.any(String), managers: ['Carlos Ruiz'] });
    expect(find(await list(ADMIN, '?include_inactive=true'), LUCIA)?.active).toBe(false);
    expect((await auditOf('employee.deactivated', idOf(LUCIA))).length).toBe(1);
  });

  it('refuses deleting twice, deleting oneself and editing a former employee', async () => {
    expect(outcome(await api(ADMIN, 'DELETE', `/api/employees/${idOf(LUCIA)}`))).toEqual({
      status: 409,
      message: 'El empleado ya está dado de baja',
    });
    expect(outcome(await api(ADMIN, 'DELETE', `/api/employees/${idOf(ADMIN)}`))).toEqual({
      status: 400,
      message: 'No puedes eliminar tu propia cuenta',
    });
    const edit = await api(ADMIN, 'PATCH', `/api/employees/${idOf(LUCIA)}`, { auth_user_id: idOf(LUCIA), name: 'X' });
    expect(outcome(edit)).toEqual({
      status: 409,
      message: 'El empleado está dado de baja. Reactívalo para poder modificarlo.',
    });
    // A deactivated manager is no longer assignable.
  });

  it('reactivates: active again, back in the manager’s team, can log in; old sessions stay ended', async () => {
    const response = await api(ADMIN, 'POST', `/api/employees/${idOf(LUCIA)}/reactivate`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      employee: { email: LUCIA, active: true, deactivated_at: null, managers: ['Carlos Ruiz'] },
    });
    expect(find(await list(MANAGER), LUCIA)).toBeDefined();
    expect((await call(ctx.app, { method: 'GET', url: '/api/user', cookie: luciaCookie })).statusCode).toBe(401);
    await loginAs(ctx.app, LUCIA, undefined, '10.63.0.2');
    expect(outcome(await api(ADMIN, 'POST', `/api/employees/${idOf(LUCIA)}/reactivate`))).toEqual({
      status: 409,
      message: 'El empleado ya está activo',
    });
  });

  it('a deactivated manager disappears from /api/managers and from their workers, and comes back with them', async () => {
    await api(ADMIN, 'DELETE', `/api/employees/${idOf(MANAGER)}`);
    expect((await api(ADMIN, 'GET', '/api/managers')).json()).toEqual([]);
    expect(find(await list(ADMIN), LUCIA)?.managers).toEqual([]);
    const assign = await api(ADMIN, 'PATCH', `/api/employees/${idOf(PABLO)}/managers`, {
      id: idOf(PABLO),
      manager_id: idOf(MANAGER),
      action: 'add',
    });
    expect(outcome(assign)).toEqual({
      status: 400,
      message: 'Solo se pueden asignar como manager empleados activos con rol Manager',
    });
    await api(ADMIN, 'POST', `/api/employees/${idOf(MANAGER)}/reactivate`);
    expect(find(await list(ADMIN), LUCIA)?.managers).toEqual(['Carlos Ruiz']);
  });
});
