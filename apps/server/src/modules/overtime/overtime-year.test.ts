import { overtimeYearResponse } from '@jornada/shared/api/overtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, logIn } from '../../../test/clock-helpers';
import { call, createTestContext, demoUsers, type TestContext } from '../../../test/test-app';
import { clockShift, createWorker, dniOf, type NewWorker } from '../reports/register.test-helpers';

/**
 * GET /api/reports/overtime on a crafted 2025: a week of 11 h days in March (15 h of overtime: 2 h a
 * day beyond the 9 h cap, and 5 h beyond the 40 h week) and one 12 h Monday in April (3 h), recorded
 * through the real clock service at fixed instants. March is then settled as compensated with rest,
 * which takes it out of the yearly 80 h counter.
 */

let ctx: TestContext;
let admin: LoggedIn;
let manager: LoggedIn;
let worker: NewWorker;

const overtimeOf = (who: { cookie: string } | undefined, query: string) =>
  call(ctx.app, { method: 'GET', url: `/api/reports/overtime?${query}`, cookie: who?.cookie });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await logIn(ctx, demoUsers.company);
  manager = await logIn(ctx, demoUsers.manager);
  worker = await createWorker(ctx, admin, {
    name: 'Irene Horas',
    email: 'irene.horas@jornada.test',
    identification: dniOf(4_242_424),
    managerId: manager.user.id,
  });
  for (const date of ['2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07']) {
    await clockShift(ctx, worker.user, date, { start: '08:00', end: '19:00' });
  }
  await clockShift(ctx, worker.user, '2025-04-07', { start: '07:00', end: '19:00' });
});
afterAll(() => ctx?.close());

describe('GET /api/reports/overtime', () => {
  it("gives each month's overtime and counts it against the 80 h until it is compensated with rest", async () => {
    const before = await overtimeOf(admin, `year=2025&employee_id=${worker.user.id}`);
    expect(before.statusCode, before.body).toBe(200);
    const [irene] = overtimeYearResponse.parse(before.json()).data;
    expect(irene?.employee_name).toBe('Irene Horas');
    const unsettled = (month: string, minutes: number) => ({
      month,
      overtime_minutes: minutes,
      paid_minutes: 0,
      compensated_minutes: 0,
      unsettled_minutes: minutes,
      status: 'unsettled',
      settlements: [],
    });
    expect(irene?.months.filter((m) => m.overtime_minutes > 0)).toEqual([
      unsettled('2025-03', 900),
      unsettled('2025-04', 180),
    ]);
    expect(irene?.counter).toEqual({
      limit_minutes: 4800,
      counted_minutes: 1080,
      compensated_minutes: 0,
      remaining_minutes: 3720,
      is_over_limit: false,
    });

    const settled = await call(ctx.app, {
      method: 'POST',
      url: `/api/employees/${worker.user.id}/overtime-settlements`,
      cookie: admin.cookie,
      payload: { month: '2025-03', mode: 'compensated' },
    });
    expect(settled.statusCode, settled.body).toBe(201);

    const [after] = overtimeYearResponse.parse(
      (await overtimeOf(admin, `year=2025&employee_id=${worker.user.id}`)).json(),
    ).data;
    expect(after?.months.find((m) => m.month === '2025-03')).toMatchObject({
      compensated_minutes: 900,
      unsettled_minutes: 0,
      status: 'settled',
      settlements: [{ mode: 'compensated', settled_minutes: 900, created_by: { id: admin.user.id } }],
    });
    expect(after?.counter).toMatchObject({ counted_minutes: 180, compensated_minutes: 900, remaining_minutes: 4620 });
  });

  it('the worker reads only their own year; the manager their team; another company nobody', async () => {
    const own = await overtimeOf(worker, 'year=2025');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.map((e: { employee_id: number }) => e.employee_id)).toEqual([worker.user.id]);
    const team = await overtimeOf(manager, `year=2025&employee_id=${worker.user.id}`);
    expect(team.statusCode).toBe(200);
    const other = await logIn(ctx, demoUsers.company2);
    const refused = await overtimeOf(other, `year=2025&employee_id=${worker.user.id}`);
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 404,
      message: 'Empleado no encontrado',
    });
  });

  it('refuses a bad year in Spanish and asks for a session', async () => {
    const bad = await overtimeOf(admin, 'year=20x5');
    expect({ status: bad.statusCode, message: bad.json().message }).toEqual({
      status: 400,
      message: 'Año no válido (yyyy)',
    });
    expect((await overtimeOf(undefined, 'year=2025')).statusCode).toBe(401);
  });
});
