import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';

/** The full-time week and remote work (ADR 010): set with PUT /api/company/config, audited, read by everyone. */
let ctx: TestContext;
const cookies = new Map<string, string>();

const send = (email: string, method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  call(ctx.app, { method, url, cookie: cookies.get(email), ...(payload ? { payload } : {}) });

const spec = {
  break_included: false,
  break_obligatory: false,
  break_time_min: 0,
  break_time_max: 0,
  max_breaks_per_day: 2,
  min_break_interval: 30,
  workday_hours: 8,
  forgotten_clockout_hours: 12,
};

beforeAll(async () => {
  ctx = await createTestContext();
  for (const email of [demoUsers.company, demoUsers.worker, demoUsers.company2]) {
    cookies.set(email, await loginAs(ctx.app, email));
  }
});
afterAll(() => ctx?.close());

describe('contract settings in the company config', () => {
  it('the demo companies: the panadería allows remote work, the talleres do not; both have a 40 h week', async () => {
    expect((await send(demoUsers.worker, 'GET', '/api/company/config')).json()).toMatchObject({
      full_time_weekly_hours: 40,
      allows_remote_work: true,
    });
    expect((await send(demoUsers.company2, 'GET', '/api/company/config')).json()).toMatchObject({
      full_time_weekly_hours: 40,
      allows_remote_work: false,
    });
  });

  it('saves both, logs old → new, and the workers read them', async () => {
    const response = await send(demoUsers.company2, 'PUT', '/api/company/config', {
      ...spec,
      full_time_weekly_hours: 37.5,
      allows_remote_work: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ full_time_weekly_hours: 37.5, allows_remote_work: true });
    const [row] = await ctx.superuserQuery<{ details: Record<string, unknown> }>(
      `select a.details from audit_log a join users u on u.company_id = a.company_id and u.email = $1
        where a.action = 'company_config.updated' order by a.id desc limit 1`,
      [demoUsers.company2],
    );
    expect(row?.details).toEqual({
      changes: {
        full_time_weekly_hours: { from: 40, to: 37.5 },
        allows_remote_work: { from: false, to: true },
      },
    });
    // SPEC's body (the §3 config fields only, without these two) keeps the stored values.
    const again = await send(demoUsers.company2, 'PUT', '/api/company/config', spec);
    expect(again.json()).toMatchObject({ full_time_weekly_hours: 37.5, allows_remote_work: true });
  });
});
