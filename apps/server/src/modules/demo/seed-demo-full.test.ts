import type { OvertimeYearResponse } from '@jornada/shared/api/overtime';
import { addDays, madridDate, madridToInstant } from '@jornada/shared/domain/madrid-time';
import { workedSeconds } from '@jornada/shared/domain/worked-time';
import { daysBetween, isWeekend } from '@jornada/shared/domain/working-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, loginAs, type TestContext } from '../../../test/test-app';
import { withTenant } from '../../db/tenant';
import { daysOffOf } from '../vacations/holiday-calendar';
import { verifyRecords } from '../workshift/verify-records';
import { firstOfPreviousMonth } from './seed-full-history';

/** Everyone who clocks in the demo: the workers and the manager of both companies (admins do not clock). */
const clockers = [
  'manager@jornada.test',
  'trabajador@jornada.test',
  'javier.moreno@jornada.test',
  'marta.sanchez@jornada.test',
  'pablo.diaz@jornada.test',
  'trabajador2@jornada.test',
];

interface ShiftRow {
  email: string;
  user_id: number;
  company_id: number;
  fecha: string;
  started_at: Date;
  ended_at: Date | null;
  status: string;
  breaks: { start: string; end: string | null }[];
  work_mode: string;
  corrections: unknown[];
}

/**
 * The full demo as `npm start` seeds it, with the seeding's "today" given (the real date and hour
 * never matter): mid-month just after midnight, and the 1st of a month late in the evening.
 */
describe.each([
  { label: 'a Wednesday mid-month at 00:20', today: '2026-03-11', time: '00:20:00' },
  { label: 'the 1st of a month at 23:50', today: '2026-06-01', time: '23:50:00' },
])('the full demo seeded on $label (Madrid)', ({ today, time }) => {
  const now = madridToInstant(today, time) as Date;
  const from = firstOfPreviousMonth(today);
  const yesterday = addDays(today, -1);
  let ctx: TestContext;
  let shifts: ShiftRow[];
  const ids = new Map<string, { id: number; company_id: number }>();

  beforeAll(async () => {
    ctx = await createTestContext({ demo: { history: 'full', now } });
    shifts = await ctx.superuserQuery<ShiftRow>(
      `select u.email, w.user_id, w.company_id, w.fecha::text as fecha, w.started_at, w.ended_at, w.status,
              w.breaks, w.work_mode, w.corrections
         from workshifts w join users u on u.id = w.user_id order by w.started_at`,
    );
    const users = await ctx.superuserQuery<{ email: string; id: number; company_id: number }>(
      'select email, id, company_id from users where company_id is not null',
    );
    for (const u of users) ids.set(u.email, u);
  }, 60_000);
  afterAll(() => ctx?.close());

  const shiftsOf = (email: string) => shifts.filter((s) => s.email === email);

  it('every worker and manager has a shift on every working day from the 1st of the previous month to yesterday, and none on a day off', async () => {
    for (const email of clockers) {
      const { id, company_id } = ids.get(email) as { id: number; company_id: number };
      const daysOff = await withTenant(ctx.database.db, company_id, (trx) =>
        daysOffOf(trx, company_id, id, { from, to: yesterday }),
      );
      const expected = daysBetween(from, yesterday).filter((d) => !isWeekend(d) && !daysOff.has(d));
      const worked = shiftsOf(email).map((s) => s.fecha);
      expect(worked, email).toEqual(expected);
    }
    // Nobody clocked today: the home card offers 'Iniciar jornada'.
    expect(shifts.filter((s) => s.fecha >= today)).toEqual([]);
  });

  it('a local holiday of Talleres Norte and an approved vacation of Javier fall on weekdays of the previous month', async () => {
    const previousMonth = from.slice(0, 7);
    const holidays = await ctx.superuserQuery<{ date: string }>(
      `select date::text as date from holidays where company_id = $1 and to_char(date, 'YYYY-MM') = $2`,
      [ids.get('trabajador2@jornada.test')?.company_id, previousMonth],
    );
    expect(holidays.filter((h) => !isWeekend(h.date))).toHaveLength(1);
    const vacations = await ctx.superuserQuery<{ start_date: string; end_date: string }>(
      `select start_date::text as start_date, end_date::text as end_date from petitions
        where table_name = 'vacations' and status = 'approved' and employee_id = $1 and start_date < $2`,
      [ids.get('javier.moreno@jornada.test')?.id, today],
    );
    expect(vacations).toHaveLength(1);
    const vacation = vacations[0] as { start_date: string; end_date: string };
    expect(vacation.start_date.slice(0, 7)).toBe(previousMonth);
    const javierDays = new Set(shiftsOf('javier.moreno@jornada.test').map((s) => s.fecha));
    for (const day of daysBetween(vacation.start_date, vacation.end_date)) expect(javierDays.has(day)).toBe(false);
  });

  it('Marta is part time at 50 % (20 h of a 40 h week) and works about 4 h a day', async () => {
    const cookie = await loginAs(ctx.app, 'empresa@jornada.test');
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/employees/${ids.get('marta.sanchez@jornada.test')?.id}/contracts`,
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      full_time_weekly_hours: 40,
      current: { effective_from: from, weekly_hours: 20, is_part_time: true, part_time_percent: 50 },
    });
    const hours = shiftsOf('marta.sanchez@jornada.test').map((s) => worked(s) / 3600);
    expect(Math.min(...hours)).toBeGreaterThan(3.5);
    expect(hours.filter((h) => h > 4.5).length).toBeGreaterThan(0); // complementary hours
  });

  const worked = (s: ShiftRow) =>
    workedSeconds({ startedAt: s.started_at, endedAt: s.ended_at, breaks: s.breaks, breakIncluded: false, now }) ?? 0;

  it('has remote days where the company allows them, long days, a pause every day and natural minutes', () => {
    const remote = shifts.filter((s) => s.work_mode === 'teletrabajo');
    expect(remote.length).toBeGreaterThan(5);
    expect(new Set(remote.map((s) => s.email))).toContain('javier.moreno@jornada.test');
    expect(shiftsOf('trabajador2@jornada.test').every((s) => s.work_mode === 'presencial')).toBe(true);
    expect(shifts.filter((s) => worked(s) > 9 * 3600).length).toBeGreaterThan(0);
    expect(shifts.every((s) => s.breaks.length >= 1)).toBe(true);
    const starts = new Set(shiftsOf('trabajador@jornada.test').map((s) => s.started_at.toISOString().slice(14, 19)));
    expect(starts.size).toBeGreaterThan(5);
  });

  it('one shift was corrected through an approved petition, and one is a forgotten clock-out left open', async () => {
    const corrected = shifts.filter((s) => s.corrections.length > 0);
    expect(corrected.map((s) => s.email)).toEqual(['marta.sanchez@jornada.test']);
    const petitions = await ctx.superuserQuery<{ status: string; n: number }>(
      `select status, count(*)::int as n from petitions where table_name = 'wscorrections' group by status`,
    );
    expect(petitions).toEqual([{ status: 'approved', n: 1 }]);
    const open = shifts.filter((s) => s.status !== 'completed');
    expect(open.map((s) => s.email)).toEqual(['manager@jornada.test']);
    const openShift = open[0] as ShiftRow;
    expect(now.getTime() - openShift.started_at.getTime()).toBeGreaterThan(12 * 3600_000);
    expect(madridDate(openShift.started_at) < today).toBe(true);
  });

  it("Lucía's overtime of the previous month is settled as paid by the company admin; other months with overtime stay pending", async () => {
    const previousMonth = from.slice(0, 7);
    const settlements = await ctx.superuserQuery<{ user_id: number; month: string; mode: string; created_by: number }>(
      `select user_id, to_char(month, 'YYYY-MM') as month, mode, created_by from overtime_settlements`,
    );
    expect(settlements).toEqual([
      {
        user_id: ids.get('trabajador@jornada.test')?.id,
        month: previousMonth,
        mode: 'paid',
        created_by: ids.get('empresa@jornada.test')?.id,
      },
    ]);
    const audits = await ctx.superuserQuery<{ n: number }>(
      `select count(*)::int as n from audit_log where action = 'employee.overtime_settled'`,
    );
    expect(audits[0]?.n).toBe(1);

    const cookie = await loginAs(ctx.app, 'empresa@jornada.test');
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/reports/overtime?year=${previousMonth.slice(0, 4)}`,
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const months = (response.json() as OvertimeYearResponse).data.flatMap((e) =>
      e.months.map((m) => ({ ...m, name: e.employee_name })),
    );
    const settled = months.filter((m) => m.settlements.length > 0);
    expect(settled).toMatchObject([
      {
        name: 'Lucía Fernández',
        month: previousMonth,
        status: 'settled',
        unsettled_minutes: 0,
        settlements: [{ mode: 'paid', created_by: { name: 'Ana García' } }],
      },
    ]);
    // The settlement recorded the minutes it settled: the month's overtime when it was recorded.
    expect(settled[0]?.overtime_minutes).toBeGreaterThan(0);
    expect(settled[0]?.settlements[0]?.settled_minutes).toBe(settled[0]?.overtime_minutes);
    expect(settled[0]?.paid_minutes).toBe(settled[0]?.overtime_minutes);
    expect(months.filter((m) => m.status === 'unsettled' && m.overtime_minutes > 0).length).toBeGreaterThan(0);
  });

  it('the record verifies: every chain whole and matching the signed digests published at seeding', async () => {
    for (const email of ['empresa@jornada.test', 'empresa2@jornada.test']) {
      const companyId = ids.get(email)?.company_id as number;
      const report = await verifyRecords(ctx.database.db, companyId, { publicKey: ctx.signingKey });
      expect(report.broken).toBeNull();
      expect(report.events).toBeGreaterThan(50);
    }
    const digests = await ctx.superuserQuery<{ n: number }>('select count(*)::int as n from record_digests');
    expect(digests[0]?.n).toBe(2);
  });

  it('every employee of the two demo companies has a «Código de nómina», unique within the company', async () => {
    const rows = await ctx.superuserQuery<{ schema_name: string; codes: string[]; employees: number }>(
      `select c.schema_name, array_agg(e.payroll_code order by e.payroll_code) as codes, count(*)::int as employees
         from employees e join companies c on c.id = e.company_id
        where c.schema_name in ('panaderia_ejemplo', 'talleres_norte') group by 1 order by 1`,
    );
    expect(rows.map((r) => r.schema_name)).toEqual(['panaderia_ejemplo', 'talleres_norte']);
    for (const row of rows) {
      expect(
        row.codes.every((code) => /^\d{6}$/.test(code)),
        row.schema_name,
      ).toBe(true);
      expect(new Set(row.codes).size, row.schema_name).toBe(row.employees);
    }
  });

  it('the console shows a company the platform signed up on a 5-day trial, linked to the gestoría, and open requests', async () => {
    const [company] = await ctx.superuserQuery<{ id: number; trial_ends_at: Date; gestoria: string }>(
      `select c.id, c.trial_ends_at, g.name as gestoria
         from companies c join gestorias g on g.id = c.gestoria_id where c.name = 'Ferretería Sol S.L.'`,
    );
    expect(company?.gestoria).toBe('Asesoría Demo');
    expect(new Date(company?.trial_ends_at as Date).getTime() - now.getTime()).toBe(5 * 86_400_000);
    const history = await ctx.superuserQuery<{ action: string; actor: string }>(
      `select a.action, u.email as actor from audit_log a join users u on u.id = a.actor_user_id
        where a.company_id = $1 order by a.id`,
      [company?.id],
    );
    expect(history).toEqual([
      { action: 'company.created', actor: 'plataforma@jornada.test' },
      { action: 'company.gestoria_linked', actor: 'plataforma@jornada.test' },
    ]);
    await loginAs(ctx.app, 'empresa3@jornada.test');
    const requests = await ctx.superuserQuery<{ kind: string; handled_by: string | null }>(
      `select r.kind, u.email as handled_by from contact_requests r left join users u on u.id = r.handled_by
        where not r.is_spam order by r.id`,
    );
    // Two still open, one already «atendida» by the platform admin.
    expect(requests).toEqual([
      { kind: 'contact', handled_by: null },
      { kind: 'custom_plan', handled_by: null },
      { kind: 'contact', handled_by: 'plataforma@jornada.test' },
    ]);
  });
});
