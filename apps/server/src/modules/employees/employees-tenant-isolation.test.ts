import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/test-app';
import {
  ADMIN,
  ADMIN_B,
  api,
  companyIdOf,
  ctx,
  idOf,
  list,
  MANAGER,
  NOT_FOUND,
  outcome,
  useEmployeesContext,
  WORKER_B,
} from './employees.test-helpers';

useEmployeesContext();

describe('company A’s admin cannot reach company B’s employees (404), and RLS hides them', () => {
  it('lists none of them', async () => {
    const emails = (await list(ADMIN, '?status=all')).map((e) => e.email);
    expect(emails).not.toContain(WORKER_B);
    expect(emails).not.toContain(ADMIN_B);
    expect((await list(ADMIN_B)).map((e) => e.email).sort()).toEqual([ADMIN_B, WORKER_B].sort());
  });

  it('gets 404 on every employee route and changes nothing of B', async () => {
    const before = await ctx.superuserQuery(
      'select * from users u join employees e on e.user_id = u.id where u.id = $1',
      [idOf(WORKER_B)],
    );
    const target = idOf(WORKER_B);
    const attempts = [
      api(ADMIN, 'PATCH', `/api/employees/${target}`, { auth_user_id: target, name: 'Robado' }),
      api(ADMIN, 'PATCH', `/api/employees/${target}`, { auth_user_id: target, role: 'manager' }),
      api(ADMIN, 'PATCH', `/api/employees/${target}/managers`, {
        id: target,
        manager_id: idOf(MANAGER),
        action: 'add',
      }),
      api(ADMIN, 'DELETE', `/api/employees/${target}`),
      api(ADMIN, 'POST', `/api/employees/${target}/reactivate`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(outcome(response)).toEqual({ status: 404, message: NOT_FOUND });
    }
    expect(
      await ctx.superuserQuery('select * from users u join employees e on e.user_id = u.id where u.id = $1', [target]),
    ).toEqual(before);
    await loginAs(ctx.app, WORKER_B, undefined, '10.62.0.1');
  });

  it('inside A’s tenant, B’s employees and links do not exist for the app role', async () => {
    const { withTenant } = await import('../../db/tenant');
    const { listEmployeeRows, listManagerLinks, lockEmployee } = await import('./employees.repository');
    const companyA = await companyIdOf('panaderia_ejemplo');
    const companyB = await companyIdOf('talleres_norte');
    const seen = await withTenant(ctx.database.db, companyA, async (trx) => ({
      rows: await listEmployeeRows(trx, { kind: 'company', companyId: companyB }, { status: 'all' }),
      locked: await lockEmployee(trx, { kind: 'company', companyId: companyB }, idOf(WORKER_B)),
      links: await listManagerLinks(trx, companyB, [idOf(WORKER_B)]),
    }));
    expect(seen).toEqual({ rows: [], locked: undefined, links: [] });
  });
});
