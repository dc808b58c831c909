import type { Petition } from '@jornada/shared/api/petitions';
import type { VacationBalance } from '@jornada/shared/api/vacations';
import { addDays, madridDate } from '@jornada/shared/domain/madrid-time';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoggedIn } from '../../../test/clock-helpers';
import {
  file,
  JAVIER,
  MARTA,
  PABLO,
  panaderiaPeople,
  send,
  sessionsFor,
  talleresPeople,
} from '../../../test/petition-helpers';
import { createTestContext, demoUsers, type TestContext } from '../../../test/test-app';

/**
 * Vacations: working days without weekends, national holidays (2025–2027 as data) and the
 * company's own; a yearly allowance (company default 22, optional per employee); the balance with
 * pending requests reserved; overlaps and excess refused. 2027 keeps clear of the demo's own requests.
 * Today is fixed on a Wednesday in December 2026, so that every 2027 date below is still ahead
 * (cancelling before a vacation starts, the company's holidays seeded for this year and the next)
 * whatever day the suite runs.
 */
const NOW = new Date('2026-12-02T10:00:00Z');

let ctx: TestContext;
let as: (email: string) => LoggedIn;

const id = (email: string) => as(email).user.id;
const vacation = (start: string, end: string, type = 'vacaciones') => ({
  table_name: 'vacations' as const,
  vacation_type: type,
  start_date: start,
  end_date: end,
});
const request = (email: string, body: Record<string, unknown>) => send(ctx, as(email), 'POST', '/api/petitions', body);
const balance = async (email: string, query = 'year=2027') => {
  const response = await send(ctx, as(email), 'GET', `/api/vacations/balance?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as VacationBalance;
};
const approve = (email: string, petitionId: number) =>
  send(ctx, as(email), 'POST', `/api/petitions/${petitionId}/decision`, { decision: 'approved' });

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  ctx = await createTestContext({ demo: { now: NOW } });
  as = await sessionsFor(ctx, [...panaderiaPeople, ...talleresPeople]);
});
afterAll(async () => {
  await ctx?.close();
  vi.useRealTimers();
});

type HolidayList = {
  year: number;
  region: string;
  has_national_data: boolean;
  data: { id: number | null; date: string; name: string; scope: string; falls_on_sunday: boolean }[];
};
const datesIn = (body: HolidayList, scope: string) => body.data.filter((h) => h.scope === scope).map((h) => h.date);

describe('holidays', () => {
  it('lists the national ones of the year, the company’s community’s and its own, by date', async () => {
    const response = await send(ctx, as(demoUsers.worker), 'GET', '/api/holidays?year=2027');
    expect(response.statusCode).toBe(200);
    const body = response.json() as HolidayList;
    expect(body.year).toBe(2027);
    expect(body.region).toBe('ES-MD');
    expect(body.has_national_data).toBe(true);
    expect(body.data.filter((h) => h.scope === 'national')).toHaveLength(10);
    expect(body.data.find((h) => h.date === '2027-03-26')).toMatchObject({ name: 'Viernes Santo', id: null });
    expect(body.data.find((h) => h.date === '2027-08-15')?.falls_on_sunday).toBe(true);
    // Comunidad de Madrid: Jueves Santo, and 2 May (a Sunday in 2027) moved to Monday 3.
    expect(datesIn(body, 'regional')).toEqual(['2027-03-25', '2027-05-03']);
    expect(body.data.find((h) => h.date === '2027-05-03')).toMatchObject({
      name: 'Día de la Comunidad de Madrid',
      id: null,
    });
    // The demo's local holiday (San Isidro) for this year and the next.
    expect(datesIn(body, 'company')).toEqual(['2027-05-15']);
    const dates = body.data.map((h) => h.date);
    expect(dates).toEqual([...dates].sort());
    // Years after the old hand-made list (2027) have their holidays too.
    const later = (await send(ctx, as(demoUsers.worker), 'GET', '/api/holidays?year=2031')).json() as HolidayList;
    expect(later.has_national_data).toBe(true);
    expect(datesIn(later, 'national')).toContain('2031-04-11'); // Viernes Santo
    expect(datesIn(later, 'regional')).toContain('2031-04-10'); // Jueves Santo in Madrid
  });

  it("Talleres Norte (Bilbao) gets the País Vasco's days, not Madrid's", async () => {
    const body = (await send(ctx, as(demoUsers.worker2), 'GET', '/api/holidays?year=2026')).json() as HolidayList;
    expect(body.region).toBe('ES-PV');
    expect(datesIn(body, 'regional')).toEqual(['2026-03-19', '2026-04-02', '2026-04-06', '2026-07-25']);
    expect(body.data.some((h) => h.date === '2026-05-02')).toBe(false);
    // Its own local holiday (San Ignacio) is seeded for this year; Santiago is no longer a company row.
    const year = madridDate(new Date()).slice(0, 4);
    const now = (await send(ctx, as(demoUsers.worker2), 'GET', `/api/holidays?year=${year}`)).json() as HolidayList;
    expect(datesIn(now, 'company')).toEqual([`${year}-07-31`]);
    expect(datesIn(now, 'regional')).toContain(`${year}-07-25`);
  });

  it('the company admin adds and removes local ones; not a national day, not twice; others may not', async () => {
    const add = (email: string, body: Record<string, unknown>) => send(ctx, as(email), 'POST', '/api/holidays', body);
    const created = await add(demoUsers.company, { date: '2027-06-24', name: 'San Juan' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ date: '2027-06-24', name: 'San Juan', scope: 'company' });
    expect((await add(demoUsers.company, { date: '2027-06-24', name: 'Otra vez' })).statusCode).toBe(409);
    const national = await add(demoUsers.company, { date: '2027-10-12', name: 'Pilar' });
    expect(national.statusCode).toBe(409);
    expect(national.json().message).toBe('Ese día ya es festivo nacional (Fiesta Nacional de España)');
    const regional = await add(demoUsers.company, { date: '2027-03-25', name: 'Jueves' });
    expect(regional.statusCode).toBe(409);
    expect(regional.json().message).toBe('Ese día ya es festivo en Comunidad de Madrid (Jueves Santo)');
    expect((await add(demoUsers.company, { date: '2027-02-30', name: 'X' })).statusCode).toBe(400);
    expect((await add(demoUsers.company, { date: '2027-07-01', name: ' ' })).json().message).toBe(
      'El nombre del festivo es requerido',
    );
    for (const email of [demoUsers.manager, demoUsers.worker]) {
      expect((await add(email, { date: '2027-07-02', name: 'No' })).statusCode).toBe(403);
    }

    const holidayId = created.json().id as number;
    // Another company can neither see nor remove it.
    expect((await send(ctx, as(demoUsers.company2), 'DELETE', `/api/holidays/${holidayId}`)).statusCode).toBe(404);
    const elena = (await send(ctx, as(demoUsers.company2), 'GET', '/api/holidays?year=2027')).json();
    expect(elena.data.some((h: { date: string }) => h.date === '2027-06-24')).toBe(false);

    const temporary = await add(demoUsers.company, { date: '2027-07-02', name: 'Provisional' });
    const removed = await send(ctx, as(demoUsers.company), 'DELETE', `/api/holidays/${temporary.json().id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Festivo eliminado: Provisional (02/07/2027)');
    expect((await send(ctx, as(demoUsers.company), 'DELETE', `/api/holidays/${temporary.json().id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('working days of a request', () => {
  it('skip weekends, national and regional holidays: Semana Santa 2027 in Madrid takes 8 of 12 days', async () => {
    // Mon 22 Mar – Fri 2 Apr 2027: ten weekdays; Jueves Santo (25 Mar, Comunidad de Madrid) and
    // Viernes Santo (26 Mar, national) are holidays.
    const petition = await file(ctx, as(MARTA), vacation('2027-03-22', '2027-04-02'));
    expect(petition).toMatchObject({
      table_name: 'vacations',
      assigned_to: [id(demoUsers.manager)],
      vacation: { working_days: 8, counts_against_allowance: true, vacation_type: 'vacaciones' },
      summary: 'Vacaciones del 22/03/2027 al 02/04/2027 (8 días laborables)',
    });
  });

  it("skip the company's own holidays (San Juan, added above)", async () => {
    const petition = await file(ctx, as(MARTA), vacation('2027-06-21', '2027-06-27'));
    expect(petition.vacation.working_days).toBe(4);
  });

  it('a range with no working day is refused', async () => {
    const weekend = await request(MARTA, vacation('2027-05-01', '2027-05-02'));
    expect(weekend.statusCode).toBe(400);
    expect(weekend.json().message).toBe(
      'El periodo elegido no incluye ningún día laborable (fines de semana y festivos no cuentan)',
    );
    const backwards = await request(MARTA, vacation('2027-05-10', '2027-05-03'));
    expect(backwards.json().message).toBe('La fecha de fin no puede ser anterior a la de inicio');
  });

  it('across New Year: each year counts its own days', async () => {
    // 28–31 Dec 2026: Mon–Thu = 4. 1–8 Jan 2027: 1 and 6 Jan are holidays = 4.
    const petition = await file(ctx, as(PABLO), vacation('2026-12-28', '2027-01-08'));
    expect(petition.vacation.working_days).toBe(8);
    expect(petition.assigned_to).toEqual([id(demoUsers.company)]);
    expect((await balance(PABLO, 'year=2026')).pending_days).toBe(4);
    expect((await balance(PABLO, 'year=2027')).pending_days).toBe(4);
  });
});

describe('balance', () => {
  it('allowance − approved − pending; asuntos propios and permisos are recorded, not deducted', async () => {
    const before = await balance(MARTA);
    expect(before).toMatchObject({
      user_id: id(MARTA),
      user_name: 'Marta Sánchez',
      year: 2027,
      allowance: 22,
      allowance_source: 'company',
      approved_days: 0,
      pending_days: 12,
      available_days: 10,
    });
    const [semanaSanta] = (
      (await send(ctx, as(MARTA), 'GET', '/api/petitions?view=outbox&table_name=vacations')).json() as {
        data: Petition[];
      }
    ).data.filter((p) => p.table_name === 'vacations' && p.vacation.start_date === '2027-03-22');
    expect((await approve(demoUsers.manager, semanaSanta?.id as number)).statusCode).toBe(200);
    expect(await balance(MARTA)).toMatchObject({ approved_days: 8, pending_days: 4, available_days: 10 });

    const personal = await file(ctx, as(MARTA), vacation('2027-09-06', '2027-09-07', 'asuntos_propios'));
    expect(personal.vacation.counts_against_allowance).toBe(false);
    expect((await approve(demoUsers.manager, personal.id)).statusCode).toBe(200);
    expect(await balance(MARTA)).toMatchObject({ approved_days: 8, available_days: 10, other_approved_days: 2 });
  });

  it('a request beyond what is left is refused with the numbers', async () => {
    // 10 left; 13–27 Oct 2027 is 11 working days.
    const response = await request(MARTA, vacation('2027-10-13', '2027-10-27'));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'No tienes días de vacaciones suficientes en 2027: pides 11 días laborables y te quedan 10.',
    );
    // A permiso is not deducted, so it is not limited by the balance.
    expect((await request(MARTA, vacation('2027-10-13', '2027-10-27', 'permiso'))).statusCode).toBe(200);
  });

  it('overlapping a pending or approved request is refused', async () => {
    const response = await request(MARTA, vacation('2027-04-01', '2027-04-06'));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Ya tienes una petición de vacaciones o permiso para esas fechas (del 22/03/2027 al 02/04/2027)',
    );
  });

  it('the company allowance and an employee’s own change the balance; approval re-checks it', async () => {
    const put = (url: string, body: unknown) => send(ctx, as(demoUsers.company), 'PUT', url, body);
    const company = await put('/api/vacations/allowance', { vacation_days_per_year: 25 });
    expect(company.statusCode, company.body).toBe(200);
    expect(company.json().vacation_days_per_year).toBe(25);
    expect((await balance(MARTA)).allowance).toBe(25);

    const own = await put(`/api/vacations/allowance/${id(MARTA)}`, { vacation_days_per_year: 11 });
    expect(own.statusCode).toBe(200);
    expect(own.json().employees.find((e: { user_id: number }) => e.user_id === id(MARTA))).toMatchObject({
      vacation_days_per_year: 11,
      effective: 11,
    });
    expect(await balance(MARTA)).toMatchObject({ allowance: 11, allowance_source: 'employee', available_days: -1 });
    // 12 taken or reserved of 11: the pending San Juan week no longer fits on approval.
    const [sanJuan] = (
      (await send(ctx, as(MARTA), 'GET', '/api/petitions?view=outbox&table_name=vacations&status=pending')).json() as {
        data: Petition[];
      }
    ).data.filter((p) => p.table_name === 'vacations' && p.vacation.start_date === '2027-06-21');
    const refused = await approve(demoUsers.manager, sanJuan?.id as number);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Aprobarla superaría los días de vacaciones de 2027: son 4 y quedan 3 sin aprobar.',
    );

    expect((await put(`/api/vacations/allowance/${id(MARTA)}`, { vacation_days_per_year: null })).statusCode).toBe(200);
    expect((await balance(MARTA)).allowance_source).toBe('company');
    expect((await put('/api/vacations/allowance', { vacation_days_per_year: 22 })).statusCode).toBe(200);
    expect((await put('/api/vacations/allowance', { vacation_days_per_year: 400 })).statusCode).toBe(400);
    const [audit] = await ctx.superuserQuery<{ n: number }>(
      `select count(*)::int as n from audit_log where action = 'vacation_allowance.updated'`,
    );
    expect(audit?.n).toBe(4);
  });

  it('only the admin manages allowances', async () => {
    for (const email of [demoUsers.manager, demoUsers.worker]) {
      expect(
        (await send(ctx, as(email), 'PUT', '/api/vacations/allowance', { vacation_days_per_year: 30 })).statusCode,
      ).toBe(403);
      expect((await send(ctx, as(email), 'GET', '/api/vacations/allowance')).statusCode).toBe(403);
    }
    const elena = await send(ctx, as(demoUsers.company2), 'PUT', `/api/vacations/allowance/${id(MARTA)}`, {
      vacation_days_per_year: 1,
    });
    expect(elena.statusCode).toBe(404);
  });

  it('reach: own for a worker, the team for a manager, anyone for the admin, nobody of another company', async () => {
    const of = (email: string, userId: number) =>
      send(ctx, as(email), 'GET', `/api/vacations/balance?year=2027&user_id=${userId}`);
    expect((await of(demoUsers.manager, id(MARTA))).statusCode).toBe(200);
    expect((await of(demoUsers.manager, id(PABLO))).statusCode).toBe(404);
    expect((await of(demoUsers.company, id(PABLO))).statusCode).toBe(200);
    expect((await of(JAVIER, id(MARTA))).statusCode).toBe(404);
    expect((await of(demoUsers.company2, id(MARTA))).statusCode).toBe(404);
    expect((await of(demoUsers.worker2, id(MARTA))).statusCode).toBe(404);
    expect((await of(demoUsers.manager, id(demoUsers.manager))).statusCode).toBe(200);
  });
});

describe('days off in the history and on the clocking card', () => {
  it('GET /api/vacations/days lists each day of approved and pending requests in the range', async () => {
    const response = await send(ctx, as(MARTA), 'GET', '/api/vacations/days?from=2027-03-25&to=2027-03-29');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      // Jueves Santo: a holiday in the Comunidad de Madrid, where the demo bakery is.
      expect.objectContaining({ date: '2027-03-25', status: 'approved', is_working_day: false }),
      expect.objectContaining({ date: '2027-03-26', status: 'approved', is_working_day: false }),
      expect.objectContaining({ date: '2027-03-27', is_working_day: false }),
      expect.objectContaining({ date: '2027-03-28', is_working_day: false }),
      expect.objectContaining({ date: '2027-03-29', vacation_type: 'vacaciones', is_working_day: true }),
    ]);
    const tooLong = await send(ctx, as(MARTA), 'GET', '/api/vacations/days?from=2027-01-01&to=2028-06-01');
    expect(tooLong.statusCode).toBe(400);
    expect(
      (
        await send(
          ctx,
          as(demoUsers.company2),
          'GET',
          `/api/vacations/days?from=2027-03-25&to=2027-03-29&user_id=${id(MARTA)}`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('GET /api/vacations/today says so on an approved day off; starting a shift is still allowed', async () => {
    const today = madridDate(new Date());
    const before = (await send(ctx, as(JAVIER), 'GET', '/api/vacations/today')).json();
    expect(before).toMatchObject({ date: today, is_vacation_day: false, vacation: null });

    // A week from today always holds working days.
    const petition = await file(ctx, as(JAVIER), vacation(today, addDays(today, 6), 'permiso'));
    expect((await approve(demoUsers.manager, petition.id)).statusCode).toBe(200);
    const after = (await send(ctx, as(JAVIER), 'GET', '/api/vacations/today')).json();
    expect(after).toMatchObject({
      is_vacation_day: true,
      vacation: { petition_id: petition.id, vacation_type: 'permiso', start_date: today },
    });
    expect((await send(ctx, as(JAVIER), 'POST', '/api/workshift/start', {})).statusCode).toBe(200);
    expect((await send(ctx, as(demoUsers.company), 'GET', '/api/vacations/today')).statusCode).toBe(403);
  });
});

describe('giving back an approved vacation', () => {
  const cancel = (email: string, petitionId: number) =>
    send(ctx, as(email), 'POST', `/api/petitions/${petitionId}/cancel`);

  it('before it starts, the requester cancels it: the days return to the balance and the approver is told', async () => {
    const before = await balance(MARTA);
    const filed = await file(ctx, as(MARTA), vacation('2027-06-07', '2027-06-11'));
    expect((await approve(demoUsers.manager, filed.id)).statusCode).toBe(200);
    expect((await balance(MARTA)).approved_days).toBe(before.approved_days + 5);
    const detail = (await send(ctx, as(MARTA), 'GET', `/api/petitions/${filed.id}`)).json() as Petition;
    expect(detail).toMatchObject({ status: 'approved', can_cancel: true });

    const response = await cancel(MARTA, filed.id);
    expect(response.statusCode, response.body).toBe(200);
    // The decision stays on record beside the cancellation.
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      decided_by: id(demoUsers.manager),
      can_cancel: false,
    });
    expect((await balance(MARTA)).approved_days).toBe(before.approved_days);
    const [note] = await ctx.superuserQuery<{ user_id: number; message: string }>(
      `select user_id, message from notifications where petition_id = $1 and event = 'petition_cancelled'`,
      [filed.id],
    );
    expect(note).toMatchObject({ user_id: id(demoUsers.manager) });
    expect(note?.message).toMatch(/^Marta Sánchez ha cancelado sus vacaciones ya aprobadas: /);
  });

  it('once it has started, or for an approved ticket, it cannot be cancelled; the database refuses other changes', async () => {
    const today = madridDate(new Date());
    // Through the next four days: on a Saturday or Sunday the period must still hold a working day.
    // Carlos files nothing else here, so the period overlaps none of the fixed dates above whatever today is.
    const started = await file(ctx, as(demoUsers.manager), vacation(today, addDays(today, 4), 'permiso'));
    expect((await approve(demoUsers.company, started.id)).statusCode).toBe(200);
    const refused = await cancel(demoUsers.manager, started.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Solo se puede cancelar una petición pendiente, o unas vacaciones aprobadas que aún no han empezado',
    );

    const future = await file(ctx, as(PABLO), vacation('2027-09-06', '2027-09-07'));
    expect((await approve(demoUsers.company, future.id)).statusCode).toBe(200);
    await expect(
      ctx.superuserQuery(`update petitions set status = 'cancelled', decision_comment = 'otra' where id = $1`, [
        future.id,
      ]),
    ).rejects.toThrow('Una petición decidida o cancelada no se puede modificar');
    await expect(
      ctx.superuserQuery(`update petitions set status = 'pending' where id = $1`, [future.id]),
    ).rejects.toThrow('Una petición decidida o cancelada no se puede modificar');
    expect((await cancel(JAVIER, future.id)).statusCode).toBe(404);
  });
});
