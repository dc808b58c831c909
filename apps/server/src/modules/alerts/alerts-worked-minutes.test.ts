import type { RegisterResponse } from '@jornada/shared/api/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, logIn } from '../../../test/clock-helpers';
import { call, createTestContext, demoUsers, type TestContext } from '../../../test/test-app';
import { withTenant } from '../../db/tenant';
import { clockShift, dayOf } from '../reports/register.test-helpers';
import { sumWorkedMinutesByDay } from './alerts.repository';

/**
 * The yearly overtime alert sums a year of days in SQL: each day must be what the register prints
 * for it (ADR 021: from the minutes of the printed times), seconds or not.
 */

let ctx: TestContext;
let worker: LoggedIn;
let admin: LoggedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  worker = await logIn(ctx, demoUsers.worker);
  admin = await logIn(ctx, demoUsers.company);
  // 07:43:50 → 16:02:10 with a pause 11:41:05 → 12:05:55: printed 16:02 − 07:43 − (12:05 − 11:41) =
  // 7:55, where the seconds give 8:18:20 − 0:24:50 = 7:53:30.
  await clockShift(ctx, worker.user, '2025-02-12', {
    start: '07:43:50',
    breaks: [['11:41:05', '12:05:55']],
    end: '16:02:10',
  });
  // Two shifts the same day, each losing most of a minute to the seconds: 2 × 4:00 = 8:00 printed,
  // 7:58:02 in seconds.
  await clockShift(ctx, worker.user, '2025-02-13', { start: '08:00:59', end: '12:00:00' });
  await clockShift(ctx, worker.user, '2025-02-13', { start: '13:00:59', end: '17:00:00' });
});

afterAll(() => ctx?.close());

describe('sumWorkedMinutesByDay (the yearly alert)', () => {
  it("gives each day the register's printed figure", async () => {
    const register = (
      await call(ctx.app, {
        method: 'GET',
        url: '/api/reports/register?from=2025-02-12&to=2025-02-13',
        cookie: admin.cookie,
      })
    ).json() as RegisterResponse;
    const companyId = worker.user.company_id as number;
    const rows = await withTenant(ctx.database.db, companyId, (trx) =>
      sumWorkedMinutesByDay(trx, companyId, [worker.user.id], { from: '2025-02-12', to: '2025-02-13' }, false),
    );
    const byDate = Object.fromEntries(rows.map((row) => [row.date, Number(row.minutes)]));
    expect(byDate).toEqual({
      '2025-02-12': dayOf(register, worker.user.id, '2025-02-12').worked_minutes,
      '2025-02-13': dayOf(register, worker.user.id, '2025-02-13').worked_minutes,
    });
    expect(byDate).toEqual({ '2025-02-12': 7 * 60 + 55, '2025-02-13': 8 * 60 });
  });
});
