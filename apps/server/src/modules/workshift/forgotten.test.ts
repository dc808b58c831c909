import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';
import { performClockAction } from './clock-action.service';

let ctx: TestContext;
const userIds = new Map<string, number>();

async function sessionUser(email: string) {
  const row = await ctx.database.ownerDb
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select(['u.id', 'u.name', 'u.email', 'u.role', 'u.company_id', 'c.schema_name', 'c.name as company_name'])
    .where('u.email', '=', email)
    .executeTakeFirstOrThrow();
  return { ...row, gestoria_id: null, must_change_password: false };
}

beforeAll(async () => {
  ctx = await createTestContext();
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
  // trabajador@ (manager@'s team) forgot 14 h ago; pablo.diaz (no manager) 13 h ago; javier 2 h ago (fine).
  for (const [email, hours] of [
    [demoUsers.worker, 14],
    ['pablo.diaz@jornada.test', 13],
    ['javier.moreno@jornada.test', 2],
    [demoUsers.worker2, 20],
  ] as const) {
    const user = await sessionUser(email);
    userIds.set(email, user.id);
    await performClockAction(ctx.database.db, { user, sessionId: null, source: 'web' }, 'start', {
      occurredAt: hoursAgo(hours),
    });
  }
});
afterAll(() => ctx.close());

describe('GET /api/workshift/forgotten', () => {
  it('shows a company admin every open shift past the limit of their company only, oldest first', async () => {
    const cookie = await loginAs(ctx.app, demoUsers.company);
    const response = await call(ctx.app, { method: 'GET', url: '/api/workshift/forgotten', cookie });
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { user_id: number; user_name: string; hours_open: number }[];
    expect(rows.map((r) => r.user_id)).toEqual([userIds.get(demoUsers.worker), userIds.get('pablo.diaz@jornada.test')]);
    expect(rows[0]?.hours_open).toBeGreaterThanOrEqual(14);
    expect(rows[0]?.user_name).toBe('Lucía Fernández');
  });

  it("shows a manager only their team's", async () => {
    const cookie = await loginAs(ctx.app, demoUsers.manager);
    const response = await call(ctx.app, { method: 'GET', url: '/api/workshift/forgotten', cookie });
    expect(response.json().map((r: { user_id: number }) => r.user_id)).toEqual([userIds.get(demoUsers.worker)]);
  });

  it('is refused to a worker, and the forgotten shift stays open with no invented end', async () => {
    const cookie = await loginAs(ctx.app, demoUsers.worker);
    expect((await call(ctx.app, { method: 'GET', url: '/api/workshift/forgotten', cookie })).statusCode).toBe(403);
    const current = await call(ctx.app, { method: 'GET', url: '/api/workshift/current', cookie });
    expect(current.json()).toMatchObject({ status: 'in_progress', hora_fin: null, is_forgotten: true });
  });
});
