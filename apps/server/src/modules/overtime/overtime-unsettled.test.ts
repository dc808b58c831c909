import { overtimeYearResponse } from '@jornada/shared/api/overtime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clockDirectly, type LoggedIn, logIn } from '../../../test/clock-helpers';
import { file, send, wall } from '../../../test/petition-helpers';
import { call, createTestContext, demoUsers, type TestContext } from '../../../test/test-app';
import { companyOf } from '../../access/company-of';
import { clockShift, createWorker, dniOf, type NewWorker } from '../reports/register.test-helpers';
import { withClockContext } from '../workshift/clock-context.repository';
import { fillLegacySettledMinutes } from './unsettled-overtime';

/**
 * The testers' case on a fixed clock (Wednesday 10 December 2025, 11:00 in Madrid): November's
 * overtime (1:31 h) is settled as paid; a correction approved afterwards (27/11, end 17:31 → 19:20)
 * brings it to 3:20 h. The 1:49 h that appeared are a new, unsettled balance — on the overtime page,
 * in the payroll export and to the admin — until a second settlement settles them.
 */

let ctx: TestContext;
let admin: LoggedIn;
let otherCompany: LoggedIn;
let worker: NewWorker;
let legacyWorker: NewWorker;
let shiftId: number;

const NOW = new Date('2025-12-10T10:00:00Z');

beforeAll(async () => {
  // Sessions are opened on the real clock (the database checks their expiry with its own); the
  // register and the settlements then read the fixed one.
  ctx = await createTestContext();
  admin = await logIn(ctx, demoUsers.company);
  otherCompany = await logIn(ctx, demoUsers.company2);
  worker = await createWorker(ctx, admin, {
    name: 'Lucía Extra',
    email: 'lucia.extra@jornada.test',
    identification: dniOf(3_131_313),
  });
  legacyWorker = await createWorker(ctx, admin, {
    name: 'Óscar Antiguo',
    email: 'oscar.antiguo@jornada.test',
    identification: dniOf(3_232_323),
  });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  // Thursday 27 November 2025, 07:00–17:31: 10:31 h, 1:31 h beyond the 9 h day.
  const started = await clockShift(ctx, worker.user, '2025-11-27', { start: '07:00', end: '17:31' });
  shiftId = started.id;
});
afterAll(async () => {
  await ctx?.close();
  vi.useRealTimers();
});

const settle = (who: LoggedIn, employeeId: number, body: Record<string, unknown>) =>
  call(ctx.app, {
    method: 'POST',
    url: `/api/employees/${employeeId}/overtime-settlements`,
    cookie: who.cookie,
    payload: body,
  });

async function novemberOf(who: LoggedIn) {
  const response = await call(ctx.app, {
    method: 'GET',
    url: `/api/reports/overtime?year=2025&employee_id=${worker.user.id}`,
    cookie: who.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  const [employee] = overtimeYearResponse.parse(response.json()).data;
  return { month: employee?.months.find((m) => m.month === '2025-11'), counter: employee?.counter };
}

async function payrollRow() {
  const response = await call(ctx.app, {
    method: 'GET',
    url: '/api/reports/payroll?month=2025-11&format=csv',
    cookie: admin.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  const [header = '', ...lines] = response.body.replace(/^\uFEFF/, '').split('\r\n');
  const columns = header.split(';');
  const cells = lines.find((l) => l.includes(dniOf(3_131_313)))?.split(';') ?? [];
  const cell = (name: string) => cells[columns.indexOf(name)];
  return {
    paid: cell('Horas extra pagadas'),
    compensated: cell('Horas extra compensadas'),
    unsettled: cell('Horas extra sin liquidar'),
  };
}

async function correctEnd(end: string) {
  const petition = await file(ctx, worker, {
    table_name: 'wscorrections',
    workshift_id: shiftId,
    started_at: wall('2025-11-27', '07:00'),
    ended_at: wall('2025-11-27', end),
    reason: 'Me quedé a cerrar el almacén',
  });
  const decided = await send(ctx, admin, 'POST', `/api/petitions/${petition.id}/decision`, { decision: 'approved' });
  expect(decided.statusCode, decided.body).toBe(200);
}

const unsettledNotices = async () => {
  const response = await send(ctx, admin, 'GET', '/api/petitions/notifications/recent');
  return (response.json() as { title: string; message: string; link: string }[]).filter(
    (n) => n.title === 'Horas extra sin liquidar',
  );
};

describe('hours that appear after a month was settled', () => {
  it('a settlement records the minutes it settled', async () => {
    const paid = await settle(admin, worker.user.id, { month: '2025-11', mode: 'paid' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ month: '2025-11', mode: 'paid', settled_minutes: 91 });
    const { month } = await novemberOf(admin);
    expect(month).toMatchObject({
      overtime_minutes: 91,
      paid_minutes: 91,
      compensated_minutes: 0,
      unsettled_minutes: 0,
      status: 'settled',
    });
    expect(await payrollRow()).toEqual({ paid: '1,52', compensated: '0', unsettled: '0' });
  });

  it('a correction approved afterwards leaves the new hours unsettled: page, payroll and the admin told', async () => {
    await correctEnd('19:20');
    const { month, counter } = await novemberOf(admin);
    expect(month).toMatchObject({
      overtime_minutes: 200,
      paid_minutes: 91,
      compensated_minutes: 0,
      unsettled_minutes: 109,
      status: 'partly_settled',
    });
    expect(month?.settlements.map((s) => [s.mode, s.settled_minutes])).toEqual([['paid', 91]]);
    // Paid and unsettled hours both count towards the 80 h (only compensation with rest is left out).
    expect(counter).toMatchObject({ counted_minutes: 200, compensated_minutes: 0 });
    // 91 min = 1,52 h paid and 109 min = 1,82 h unsettled, each rounded from its own minutes.
    expect(await payrollRow()).toEqual({ paid: '1,52', compensated: '0', unsettled: '1,82' });
    const notices = await unsettledNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toBe(
      'Lucía Extra tiene 1:49 h extra sin liquidar en noviembre de 2025: aparecieron después de liquidar 1:31 h. Liquídalas en Informes de jornada.',
    );
    expect(notices[0]?.link).toBe('/workshift-reports');
  });

  it('settling the remainder is a second settlement of those minutes; then nothing is left', async () => {
    const rest = await settle(admin, worker.user.id, { month: '2025-11', mode: 'compensated' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json()).toMatchObject({ mode: 'compensated', settled_minutes: 109 });
    const { month, counter } = await novemberOf(admin);
    expect(month).toMatchObject({
      paid_minutes: 91,
      compensated_minutes: 109,
      unsettled_minutes: 0,
      status: 'settled',
    });
    expect(month?.settlements.map((s) => s.settled_minutes)).toEqual([91, 109]);
    expect(counter).toMatchObject({ counted_minutes: 91, compensated_minutes: 109 });
    expect(await payrollRow()).toEqual({ paid: '1,52', compensated: '1,82', unsettled: '0' });
    const audit = await ctx.superuserQuery<{ details: Record<string, unknown> }>(
      `select details from audit_log where action = 'employee.overtime_settled' and entity_id = $1 order by id`,
      [String(worker.user.id)],
    );
    expect(audit.map((entry) => entry.details)).toEqual([
      { settlement_id: expect.any(Number), month: '2025-11', mode: 'paid', settled_minutes: 91 },
      { settlement_id: rest.json().id, month: '2025-11', mode: 'compensated', settled_minutes: 109 },
    ]);
    const again = await settle(admin, worker.user.id, { month: '2025-11', mode: 'paid' });
    expect({ status: again.statusCode, message: again.json().message }).toEqual({
      status: 400,
      message: 'Ese mes no tiene horas extra sin liquidar',
    });
  });

  it('a correction that takes hours away shows the settlements beyond the overtime, never hidden', async () => {
    await correctEnd('16:00');
    const { month, counter } = await novemberOf(admin);
    expect(month).toMatchObject({ overtime_minutes: 0, unsettled_minutes: -200, status: 'over_settled' });
    expect(counter).toMatchObject({ counted_minutes: 0, compensated_minutes: 0 });
    expect(await payrollRow()).toEqual({ paid: '1,52', compensated: '1,82', unsettled: '-3,33' });
    // Nothing new to settle, and no notice of new hours.
    expect((await settle(admin, worker.user.id, { month: '2025-11', mode: 'paid' })).statusCode).toBe(400);
    expect(await unsettledNotices()).toHaveLength(1);
  });

  it('refuses in Spanish a month with nothing to settle, one not begun, and another company’s employee', async () => {
    const outcome = async (who: LoggedIn, id: number, month: string) => {
      const response = await settle(who, id, { month, mode: 'paid' });
      return { status: response.statusCode, message: response.json().message };
    };
    expect(await outcome(admin, worker.user.id, '2025-10')).toEqual({
      status: 400,
      message: 'Ese mes no tiene horas extra sin liquidar',
    });
    expect(await outcome(admin, worker.user.id, '2026-01')).toEqual({
      status: 400,
      message: 'No se puede liquidar un mes que aún no ha empezado',
    });
    expect(await outcome(otherCompany, worker.user.id, '2025-11')).toEqual({
      status: 404,
      message: 'Empleado no encontrado',
    });
    const rows = await ctx.superuserQuery<{ n: number }>(
      'select count(*)::int as n from overtime_settlements where user_id = $1',
      [worker.user.id],
    );
    expect(rows[0]?.n).toBe(2);
  });
});

describe('a shift closed into a month already settled', () => {
  it('tells the admin of the new unsettled hours, after the clock-out itself', async () => {
    // Monday 1 December 2025, 07:00–17:00: 1 h beyond the 9 h day, settled as paid on the 10th.
    await clockShift(ctx, worker.user, '2025-12-01', { start: '07:00', end: '17:00' });
    const paid = await settle(admin, worker.user.id, { month: '2025-12', mode: 'paid' });
    expect(paid.json()).toMatchObject({ settled_minutes: 60 });
    // Tuesday 2 December, closed afterwards (a late clock-out): 2 h more.
    await clockShift(ctx, worker.user, '2025-12-02', { start: '07:00', end: '18:00' });
    const expected =
      'Lucía Extra tiene 2:00 h extra sin liquidar en diciembre de 2025: aparecieron después de liquidar 1:00 h. Liquídalas en Informes de jornada.';
    await vi.waitFor(async () => expect((await unsettledNotices()).map((n) => n.message)).toContain(expected), {
      timeout: 5000,
      interval: 100,
    });
  });

  it('a clock-out learns under the record lock whether its month is settled, and only then looks further', async () => {
    const monthSettledOf = () =>
      withClockContext(
        ctx.database.db,
        companyOf(worker.user),
        worker.user.id,
        { withBreaksOfDay: false, contractOn: null },
        async (_trx, context) => ({ result: context.isMonthSettled }),
      );
    // No open shift: nothing to close, nothing settled.
    expect(await monthSettledOf()).toBe(false);
    // December 2025 was settled above; January 2026 never was.
    await clockShift(ctx, worker.user, '2025-12-03', { start: '08:00' });
    expect(await monthSettledOf()).toBe(true);
    await clockDirectly(ctx, worker.user, 'end', { occurredAt: new Date('2025-12-03T15:00:00Z') });
    await clockShift(ctx, worker.user, '2026-01-05', { start: '08:00' });
    expect(await monthSettledOf()).toBe(false);
    await clockDirectly(ctx, worker.user, 'end', { occurredAt: new Date('2026-01-05T15:00:00Z') });
  });
});

describe('settlements recorded before they kept their minutes', () => {
  it('get them once from the month as then classified: the latest row all, the superseded ones none', async () => {
    const other = legacyWorker;
    // Monday 6 October 2025, 07:00–19:00: 3 h beyond the 9 h day.
    await clockShift(ctx, other.user, '2025-10-06', { start: '07:00', end: '19:00' });
    const company = admin.user.company_id as number;
    for (const mode of ['compensated', 'paid']) {
      await ctx.superuserQuery(
        `insert into overtime_settlements (company_id, user_id, month, mode, created_by) values ($1, $2, '2025-10-01', $3, $4)`,
        [company, other.user.id, mode, admin.user.id],
      );
    }
    expect(await fillLegacySettledMinutes(ctx.database.db, NOW)).toBe(2);
    const rows = await ctx.superuserQuery<{ mode: string; settled_minutes: number }>(
      'select mode, settled_minutes from overtime_settlements where user_id = $1 order by id',
      [other.user.id],
    );
    expect(rows).toEqual([
      { mode: 'compensated', settled_minutes: 0 },
      { mode: 'paid', settled_minutes: 180 },
    ]);
    expect(await fillLegacySettledMinutes(ctx.database.db, NOW)).toBe(0);
    // Filled once; from then on fixed like any other.
    await expect(ctx.superuserQuery('update overtime_settlements set settled_minutes = 1')).rejects.toThrow(
      /no se modifican ni se borran/,
    );
  });
});
