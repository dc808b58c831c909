import type { ComplianceAlert } from '@jornada/shared/api/reports';
import { addDays, madridToInstant } from '@jornada/shared/domain/madrid-time';
import { daysBetween, isWeekend } from '@jornada/shared/domain/working-days';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clockDirectly, type LoggedIn } from '../../../test/clock-helpers';
import { JAVIER, MARTA, PABLO, send, sessionsFor } from '../../../test/petition-helpers';
import { createTestContext, demoUsers, type TestContext } from '../../../test/test-app';

/**
 * GET /api/reports/alerts on crafted months of 2025, recorded through the clock service with given
 * instants (as the demo's history is), read with the clock faked to 8 April 2025, 10:00 Madrid.
 */

const ADMIN = demoUsers.company;
const MANAGER = demoUsers.manager;
const LUCIA = demoUsers.worker;
const ADMIN_B = demoUsers.company2;
const SERGIO = demoUsers.worker2;

let ctx: TestContext;
let as: (email: string) => LoggedIn;
const idOf = (email: string) => as(email).user.id;

const at = (date: string, time: string) => madridToInstant(date, time) as Date;
const NOW = at('2025-04-08', '10:00');

/** A shift through the clock service: pauses as ['11:00', '11:30'] on the start's date; `end` null leaves it open. */
async function work(email: string, date: string, start: string, end: string | null, pauses: [string, string][] = []) {
  const user = as(email).user;
  await clockDirectly(ctx, user, 'start', { occurredAt: at(date, start) });
  for (const [from, to] of pauses) {
    await clockDirectly(ctx, user, 'break_start', { occurredAt: at(date, from) });
    await clockDirectly(ctx, user, 'break_end', { occurredAt: at(date, to) });
  }
  if (end !== null) {
    await clockDirectly(ctx, user, 'end', { occurredAt: at(end < start ? addDays(date, 1) : date, end) });
  }
}

/** The request with the clock faked to `now` (only Date: the database's timers keep running). */
async function alerts(email: string, query: string, now = NOW) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  try {
    return await send(ctx, as(email), 'GET', `/api/reports/alerts?${query}`);
  } finally {
    vi.useRealTimers();
  }
}

async function alertsOf(email: string, month: string): Promise<ComplianceAlert[]> {
  const response = await alerts(email, `month=${month}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const ofEmployee = (list: ComplianceAlert[], email: string) => list.filter((a) => a.employee_id === idOf(email));
const brief = (list: ComplianceAlert[]) => list.map(({ type, date, detail }) => ({ type, date, detail }));

beforeAll(async () => {
  ctx = await createTestContext();
  as = await sessionsFor(ctx, [ADMIN, MANAGER, LUCIA, JAVIER, MARTA, PABLO, ADMIN_B, SERGIO]);

  // A company holiday and an approved leave day: no missing_day on either.
  expect(
    (await send(ctx, as(ADMIN), 'POST', '/api/holidays', { date: '2025-03-19', name: 'San José' })).statusCode,
  ).toBe(200);
  const leave = await send(ctx, as(LUCIA), 'POST', '/api/petitions', {
    table_name: 'vacations',
    vacation_type: 'permiso',
    start_date: '2025-03-20',
    end_date: '2025-03-20',
  });
  expect(leave.statusCode, leave.body).toBe(200);
  const decided = await send(ctx, as(ADMIN), 'POST', `/api/petitions/${leave.json().id}/decision`, {
    decision: 'approved',
  });
  expect(decided.statusCode, decided.body).toBe(200);

  // Lucía (Mañana, Monday to Friday): a 9:40 h day, a day without record, 7 h without a pause, a 9 h rest.
  const usual: [string, string][] = [['11:00', '11:30']];
  await work(LUCIA, '2025-03-03', '08:00', '15:00', usual);
  await work(LUCIA, '2025-03-04', '07:00', '17:30', [
    ['10:00', '10:30'],
    ['14:00', '14:20'],
  ]);
  await work(LUCIA, '2025-03-06', '08:00', '15:00');
  await work(LUCIA, '2025-03-07', '08:00', '15:00', usual);
  await work(LUCIA, '2025-03-10', '14:00', '22:00', [['17:00', '17:30']]);
  await work(LUCIA, '2025-03-11', '07:00', '14:30', [['10:00', '10:30']]);
  for (const day of daysBetween('2025-03-12', '2025-03-31')) {
    if (!isWeekend(day) && day !== '2025-03-19' && day !== '2025-03-20')
      await work(LUCIA, day, '08:00', '15:00', usual);
  }

  // Javier: every day from Sunday 9 to Monday 17 March, never 36 h off in the week of the 10th.
  for (const day of daysBetween('2025-03-09', '2025-03-17'))
    await work(JAVIER, day, '09:00', '15:00', [['12:00', '12:30']]);

  // Carlos (the manager) clocks too: a 10-hour night shift without a pause.
  await work(MANAGER, '2025-03-12', '22:00', '08:00');

  // Pablo (full time since 1 January): 16-hour weekends, 14 h of overtime each. Five in January and
  // February (70 h, summed by the database), the sixth on 1–2 March passes 80 h.
  const added = await send(ctx, as(ADMIN), 'POST', `/api/employees/${idOf(PABLO)}/contracts`, {
    effective_from: '2025-01-01',
    weekly_hours: 40,
    work_mode: 'presencial',
  });
  expect(added.statusCode, added.body).toBe(201);
  await work(PABLO, '2025-01-04', '05:00', '22:00', [['12:00', '13:00']]);
  await work(PABLO, '2025-01-05', '06:00', '22:00');
  for (const saturday of ['2025-01-11', '2025-01-18', '2025-01-25', '2025-02-01', '2025-03-01']) {
    await work(PABLO, saturday, '06:00', '22:00');
    await work(PABLO, addDays(saturday, 1), '06:00', '22:00');
  }

  // Marta forgot to clock out on Monday 31 March.
  await work(MARTA, '2025-03-31', '14:00', null);

  // Talleres Norte: Sergio's 8 hours without a pause.
  await work(SERGIO, '2025-03-05', '08:00', '16:00');
});

afterAll(() => ctx?.close());

describe('GET /api/reports/alerts', () => {
  it("a worker gets their own month's alerts, each with its figures", async () => {
    const data = await alertsOf(LUCIA, '2025-03');
    expect(data.every((a) => a.employee_id === idOf(LUCIA) && a.employee_name === 'Lucía Fernández')).toBe(true);
    expect(brief(data)).toEqual([
      { type: 'daily_over_9h', date: '2025-03-04', detail: 'Jornada de 9:40 h el 04/03 (máximo 9 h ordinarias)' },
      { type: 'missing_day', date: '2025-03-05', detail: 'Sin fichajes el miércoles 05/03, día laborable' },
      {
        type: 'no_break_over_6h',
        date: '2025-03-06',
        detail: '7:00 h seguidas sin una pausa de al menos 15 min el 06/03 (08:00–15:00; máximo 6 h)',
      },
      {
        type: 'rest_under_12h',
        date: '2025-03-11',
        detail:
          'Descanso de 9:00 h entre jornadas: fin el 10/03 a las 22:00, inicio el 11/03 a las 07:00 (mínimo 12 h)',
      },
    ]);
  });

  it('a manager gets their team and themself, not the rest of the company', async () => {
    const data = await alertsOf(MANAGER, '2025-03');
    expect(new Set(data.map((a) => a.employee_id))).toEqual(
      new Set([idOf(LUCIA), idOf(JAVIER), idOf(MARTA), idOf(MANAGER)]),
    );
    expect(brief(ofEmployee(data, JAVIER).filter((a) => a.type === 'weekly_rest_under_36h'))).toEqual([
      {
        type: 'weekly_rest_under_36h',
        date: '2025-03-10',
        detail: 'Semana del 10/03 al 16/03: el descanso seguido más largo fue de 18:00 h (mínimo 36 h)',
      },
    ]);
    expect(brief(ofEmployee(data, MARTA))).toEqual([
      {
        type: 'open_shift',
        date: '2025-03-31',
        detail: 'Jornada iniciada el 31/03 a las 14:00 sin cerrar: 188:00 h abierta (límite de la empresa: 12 h)',
      },
    ]);
    expect(brief(ofEmployee(data, MANAGER).filter((a) => a.date === '2025-03-12'))).toEqual([
      { type: 'daily_over_9h', date: '2025-03-12', detail: 'Jornada de 10:00 h el 12/03 (máximo 9 h ordinarias)' },
      {
        type: 'no_break_over_6h',
        date: '2025-03-12',
        detail: '10:00 h seguidas sin una pausa de al menos 15 min el 12/03 (22:00–08:00; máximo 6 h)',
      },
    ]);
    // Scheduled days after his first record with none are missing; the company holiday is not.
    const missing = ofEmployee(data, MANAGER).filter((a) => a.type === 'missing_day');
    expect(missing.map((a) => a.date)).toContain('2025-03-13');
    expect(missing.map((a) => a.date)).not.toContain('2025-03-19');
  });

  it('a company admin gets every employee who clocks, by date and then name', async () => {
    const data = await alertsOf(ADMIN, '2025-03');
    expect(new Set(data.map((a) => a.employee_id))).toEqual(
      new Set([idOf(LUCIA), idOf(JAVIER), idOf(MARTA), idOf(MANAGER), idOf(PABLO)]),
    );
    const keys = data.map((a) => [a.date, a.employee_name] as const);
    const sorted = [...keys].sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1], 'es'));
    expect(keys).toEqual(sorted);
    const pablo = ofEmployee(data, PABLO);
    expect(brief(pablo.filter((a) => a.type === 'overtime_over_80h_year'))).toEqual([
      {
        type: 'overtime_over_80h_year',
        date: '2025-03-31',
        detail: '84:00 h extra en 2025 hasta el 31/03 (límite 80 h; 14:00 h este mes)',
      },
    ]);
    expect(pablo.filter((a) => a.type === 'rest_under_12h').map((a) => a.date)).toEqual(['2025-03-02']);
    // His contract dates his employment from January: every scheduled weekday of March without a record.
    expect(pablo.filter((a) => a.type === 'missing_day')).toHaveLength(20);
  });

  it('the yearly overtime alert is in the month the limit is passed, not before', async () => {
    for (const month of ['2025-01', '2025-02']) {
      const data = await alertsOf(ADMIN, month);
      expect(data.filter((a) => a.type === 'overtime_over_80h_year')).toEqual([]);
    }
    expect(ofEmployee(await alertsOf(ADMIN, '2025-02'), PABLO).filter((a) => a.type === 'daily_over_9h')).toHaveLength(
      2,
    );
  });

  it('the current month counts up to today; a future month has none', async () => {
    const early = await alerts(LUCIA, 'month=2025-03', at('2025-03-06', '00:20'));
    expect(brief(early.json().data).map((a) => a.type)).toEqual(['daily_over_9h', 'missing_day']);
    expect(await alertsOf(ADMIN, '2025-05')).toEqual([]);
  });

  it("another company's admin sees only theirs", async () => {
    const data = await alertsOf(ADMIN_B, '2025-03');
    expect(new Set(data.map((a) => a.employee_id))).toEqual(new Set([idOf(SERGIO)]));
    expect(brief(data.filter((a) => a.type === 'no_break_over_6h'))).toEqual([
      {
        type: 'no_break_over_6h',
        date: '2025-03-05',
        detail: '8:00 h seguidas sin una pausa de al menos 15 min el 05/03 (08:00–16:00; máximo 6 h)',
      },
    ]);
  });

  it("company_id: one's own is accepted, another company's is not found", async () => {
    const own = as(ADMIN).user.company_id as number;
    const other = as(ADMIN_B).user.company_id as number;
    expect((await alerts(ADMIN, `month=2025-03&company_id=${own}`)).statusCode).toBe(200);
    for (const [email, company] of [
      [ADMIN, other],
      [LUCIA, other],
      [ADMIN_B, own],
      [ADMIN, 99999999],
    ] as const) {
      const response = await alerts(email, `month=2025-03&company_id=${company}`);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({
        status: 404,
        message: 'Empresa no encontrada',
      });
    }
  });

  it.each([['month=2025-13'], ['month=marzo'], ['month=2025-3'], [''], ['month=']])(
    '%s → 400 in Spanish',
    async (query) => {
      const response = await alerts(ADMIN, query);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({
        status: 400,
        message: 'Mes no válido (yyyy-MM)',
      });
    },
  );

  it('overtime compensated with rest stops counting towards the yearly limit; paid overtime counts', async () => {
    const settle = async (month: string, mode: 'paid' | 'compensated') => {
      const response = await send(ctx, as(ADMIN), 'POST', `/api/employees/${idOf(PABLO)}/overtime-settlements`, {
        month,
        mode,
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    const yearly = async () =>
      brief(ofEmployee(await alertsOf(ADMIN, '2025-03'), PABLO).filter((a) => a.type === 'overtime_over_80h_year'));
    const over = [
      {
        type: 'overtime_over_80h_year',
        date: '2025-03-31',
        detail: '84:00 h extra en 2025 hasta el 31/03 (límite 80 h; 14:00 h este mes)',
      },
    ];

    expect(await yearly()).toEqual(over);
    // January's 56 h paid: still counted, the alert stays.
    await settle('2025-01', 'paid');
    expect(await yearly()).toEqual(over);
    // March itself compensated with rest: the month adds nothing, so it raises no yearly alert.
    await settle('2025-03', 'compensated');
    expect(await yearly()).toEqual([]);
  });

  it('the platform may not read a company’s alerts (403); the gestoría names a client company (400 without one)', async () => {
    const logged = await sessionsFor(ctx, [demoUsers.navegatel, demoUsers.gestoria]);
    const platform = await send(ctx, logged(demoUsers.navegatel), 'GET', '/api/reports/alerts?month=2025-03');
    expect(platform.statusCode).toBe(403);
    const gestoria = await send(ctx, logged(demoUsers.gestoria), 'GET', '/api/reports/alerts?month=2025-03');
    expect(gestoria.statusCode).toBe(400);
  });
});
