import { REPORT_MESSAGES, type RegisterResponse, registerResponse } from '@jornada/shared/api/reports';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, logIn } from '../../../test/clock-helpers';
import { call, createTestContext, demoUsers, type TestContext } from '../../../test/test-app';
import { withTenant } from '../../db/tenant';
import { insertContractPeriod } from '../contracts/contracts.repository';
import { buildRegister } from '../register/build-register';
import {
  at,
  clockShift,
  createWorker,
  dayOf,
  dniOf,
  employeeOf,
  getRegister,
  type NewWorker,
} from './register.test-helpers';

/**
 * GET /api/reports/register on a crafted May 2025 (Madrid: 1 May national, 2 May regional holiday),
 * recorded through the real clock service at fixed instants: what each role reaches, the refusals,
 * and the content — shifts, pauses, night shifts, corrections, holidays, vacations, the hour
 * classification of a full-time and a part-time contract.
 */

const MAY = 'from=2025-05-01&to=2025-05-31';

let ctx: TestContext;
const as = new Map<string, LoggedIn>();
let full: NewWorker; // full time (no contract period: the default), on Carlos's team
let part: NewWorker; // 20 h of 40 (50 %) from 2025-01-01, on Carlos's team
let gone: NewWorker; // deactivated, with a shift in May: still in May's register
let goneEmpty: NewWorker; // deactivated, nothing in May: not in it
let panaderiaId = 0;
let talleresId = 0;

const who = (email: string) => as.get(email) as LoggedIn;

async function registerOf(actor: { cookie: string }, query = MAY): Promise<RegisterResponse> {
  const response = await getRegister(ctx, actor, query);
  expect(response.statusCode, response.body).toBe(200);
  return registerResponse.parse(response.json());
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const email of [
    demoUsers.company,
    demoUsers.manager,
    demoUsers.worker,
    demoUsers.company2,
    demoUsers.worker2,
    demoUsers.gestoria,
  ]) {
    as.set(email, await logIn(ctx, email));
  }
  const admin = who(demoUsers.company);
  panaderiaId = admin.user.company_id as number;
  talleresId = who(demoUsers.company2).user.company_id as number;
  const managerId = who(demoUsers.manager).user.id;
  full = await createWorker(ctx, admin, {
    name: 'Zoe Completa',
    email: 'zoe.completa@jornada.test',
    identification: dniOf(11111111),
    managerId,
  });
  part = await createWorker(ctx, admin, {
    name: 'Paula Parcial',
    email: 'paula.parcial@jornada.test',
    identification: dniOf(22222222),
    managerId,
  });
  gone = await createWorker(ctx, admin, {
    name: 'Gonzalo Baja',
    email: 'gonzalo@jornada.test',
    identification: dniOf(33333333),
  });
  goneEmpty = await createWorker(ctx, admin, {
    name: 'Irene Baja',
    email: 'irene@jornada.test',
    identification: dniOf(44444444),
  });
  await withTenant(ctx.database.db, panaderiaId, (trx) =>
    insertContractPeriod(trx, panaderiaId, {
      userId: part.user.id,
      effectiveFrom: '2025-01-01',
      weeklyMinutes: 20 * 60,
      workMode: 'presencial',
      createdBy: admin.user.id,
    }),
  );

  // Full time. Week of 28 April: Mon–Wed 8 h (30 min unpaid pause), Thu and Fri holidays, so the
  // week's ordinary 24 h are filled before Saturday 3 May, whose 4 h are overtime.
  for (const date of ['2025-04-28', '2025-04-29', '2025-04-30']) {
    await clockShift(ctx, full.user, date, { start: '08:00', breaks: [['12:00', '12:30']], end: '16:30' });
  }
  await clockShift(ctx, full.user, '2025-05-03', { start: '09:00', end: '13:00', workMode: 'teletrabajo' });
  // A night shift: the day it started, ending the next.
  await clockShift(ctx, full.user, '2025-05-12', { start: '22:00', end: '2025-05-13 06:00' });
  const toCorrect = await clockShift(ctx, full.user, '2025-05-14', { start: '08:00', end: '15:00' });

  // Part time, 20 h: Mon–Fri 5 h in the week of 5 May; Friday's 5 h are beyond the contract.
  for (const date of ['2025-05-05', '2025-05-06', '2025-05-07', '2025-05-08', '2025-05-09']) {
    await clockShift(ctx, part.user, date, { start: '09:00', end: '14:00' });
  }
  // Approved vacation 19–23 May (a petition as the vacations flow leaves it once approved).
  await ctx.superuserQuery(
    `insert into petitions (company_id, table_name, status, requester_id, employee_id, assigned_to, payload, start_date, end_date, decided_by, decided_at)
     values ($1, 'vacations', 'approved', $2, $2, $3::int[], $4::jsonb, '2025-05-19', '2025-05-23', $5, now())`,
    [panaderiaId, part.user.id, `{${managerId}}`, JSON.stringify({ vacation_type: 'vacaciones', days: 5 }), managerId],
  );

  await clockShift(ctx, gone.user, '2025-05-06', { start: '10:00', end: '12:00' });
  for (const worker of [gone, goneEmpty]) {
    const response = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/employees/${worker.user.id}`,
      cookie: admin.cookie,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
  }

  // Zoe asks to correct 14 May to 07:30–15:30; Carlos approves.
  const filed = await call(ctx.app, {
    method: 'POST',
    url: '/api/petitions',
    cookie: full.cookie,
    payload: {
      table_name: 'wscorrections',
      workshift_id: toCorrect.id,
      started_at: '2025-05-14T07:30',
      ended_at: '2025-05-14T15:30',
      reason: 'Entré antes para el reparto',
    },
  });
  expect(filed.statusCode, filed.body).toBe(200);
  const decided = await call(ctx.app, {
    method: 'POST',
    url: `/api/petitions/${filed.json().id}/decision`,
    cookie: who(demoUsers.manager).cookie,
    payload: { decision: 'approved' },
  });
  expect(decided.statusCode, decided.body).toBe(200);
}, 120_000);
afterAll(() => ctx?.close());

describe('reach: each role gets exactly its people (compared with the rows read as a superuser)', () => {
  interface Row {
    id: number;
    company_id: number;
    is_active: boolean;
    has_may_shifts: boolean;
  }

  async function expectedIds(actor: LoggedIn, kind: 'own' | 'team+self' | 'company'): Promise<number[]> {
    const rows = await ctx.superuserQuery<Row>(
      `select e.user_id as id, e.company_id, e.deactivated_at is null as is_active,
              exists (select 1 from workshifts w where w.company_id = e.company_id and w.user_id = e.user_id
                        and w.fecha between '2025-05-01' and '2025-05-31') as has_may_shifts
         from employees e`,
    );
    const team = await ctx.superuserQuery<{ employee_id: number }>(
      'select employee_id from employee_managers where manager_id = $1',
      [actor.user.id],
    );
    const inReach = (row: Row) =>
      kind === 'company'
        ? true
        : kind === 'own'
          ? row.id === actor.user.id
          : row.id === actor.user.id || team.some((t) => t.employee_id === row.id);
    return rows
      .filter(
        (row) => row.company_id === actor.user.company_id && inReach(row) && (row.is_active || row.has_may_shifts),
      )
      .map((row) => row.id)
      .sort((a, b) => a - b);
  }

  const cases = [
    [demoUsers.company, 'company'],
    [demoUsers.manager, 'team+self'],
    [demoUsers.worker, 'own'],
    [demoUsers.company2, 'company'],
    [demoUsers.worker2, 'own'],
  ] as const;
  for (const [email, kind] of cases) {
    it(`${email} (${kind})`, async () => {
      const register = await registerOf(who(email));
      const listed = register.employees.map((e) => e.id).sort((a, b) => a - b);
      const expected = await expectedIds(who(email), kind);
      expect(expected.length).toBeGreaterThan(0);
      expect(listed).toEqual(expected);
      expect(register.company.id).toBe(who(email).user.company_id);
    });
  }

  it('the manager is in their own register, beside their team (Zoe and Paula included)', async () => {
    const ids = (await registerOf(who(demoUsers.manager))).employees.map((e) => e.id);
    expect(ids).toEqual(expect.arrayContaining([who(demoUsers.manager).user.id, full.user.id, part.user.id]));
    expect(ids).not.toContain(who(demoUsers.company).user.id);
  });

  it('a deactivated employee with shifts in the period is listed; one without is not', async () => {
    const ids = (await registerOf(who(demoUsers.company))).employees.map((e) => e.id);
    expect(ids).toContain(gone.user.id);
    expect(ids).not.toContain(goneEmpty.user.id);
  });

  it('the gestoría must name a client company (400); an anonymous caller is refused', async () => {
    expect((await getRegister(ctx, who(demoUsers.gestoria), MAY)).statusCode).toBe(400);
    expect((await getRegister(ctx, undefined, MAY)).statusCode).toBe(401);
  });
});

describe('employee_id and company_id', () => {
  const outcome = async (actor: LoggedIn, query: string) => {
    const response = await getRegister(ctx, actor, `${MAY}&${query}`);
    return { status: response.statusCode, message: response.json().message as string | undefined };
  };

  it('narrows to one employee in reach (the manager also to themself)', async () => {
    const one = await registerOf(who(demoUsers.manager), `${MAY}&employee_id=${part.user.id}`);
    expect(one.employees.map((e) => e.id)).toEqual([part.user.id]);
    const self = await registerOf(who(demoUsers.manager), `${MAY}&employee_id=${who(demoUsers.manager).user.id}`);
    expect(self.employees.map((e) => e.id)).toEqual([who(demoUsers.manager).user.id]);
  });

  it('an employee out of reach or of another company is 404, as an unknown one', async () => {
    const notFound = { status: 404, message: REPORT_MESSAGES.employeeNotFound };
    expect(await outcome(who(demoUsers.company), `employee_id=${who(demoUsers.worker2).user.id}`)).toEqual(notFound);
    expect(await outcome(who(demoUsers.company2), `employee_id=${full.user.id}`)).toEqual(notFound);
    expect(await outcome(who(demoUsers.manager), `employee_id=${who(demoUsers.company).user.id}`)).toEqual(notFound);
    expect(await outcome(who(demoUsers.worker), `employee_id=${full.user.id}`)).toEqual(notFound);
    expect(await outcome(who(demoUsers.company), 'employee_id=999999')).toEqual(notFound);
  });

  it('another company is 404; the own company_id is accepted', async () => {
    const notFound = { status: 404, message: REPORT_MESSAGES.companyNotFound };
    expect(await outcome(who(demoUsers.company), `company_id=${talleresId}`)).toEqual(notFound);
    expect(await outcome(who(demoUsers.worker2), `company_id=${panaderiaId}`)).toEqual(notFound);
    expect((await outcome(who(demoUsers.company), `company_id=${panaderiaId}`)).status).toBe(200);
  });
});

describe('bad queries: 400 with a Spanish message', () => {
  const cases: [string, string][] = [
    ['to=2025-05-31', REPORT_MESSAGES.fromRequired],
    ['from=2025-05-01', REPORT_MESSAGES.toRequired],
    ['from=2025-02-30&to=2025-03-31', 'Fecha no válida (yyyy-MM-dd)'],
    ['from=mayo&to=2025-05-31', 'Fecha no válida (yyyy-MM-dd)'],
    ['from=2025-05-31&to=2025-05-01', REPORT_MESSAGES.toBeforeFrom],
    ['from=2024-01-01&to=2025-01-01', REPORT_MESSAGES.tooLong],
    [`${MAY}&format=docx`, REPORT_MESSAGES.format],
    [`${MAY}&employee_id=abc`, REPORT_MESSAGES.employeeNotFound],
  ];
  for (const [query, message] of cases) {
    it(query, async () => {
      const response = await getRegister(ctx, who(demoUsers.company), query);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    });
  }

  it('366 days (a leap year) is allowed', async () => {
    const response = await getRegister(ctx, who(demoUsers.worker), 'from=2024-01-01&to=2024-12-31');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().employees[0].days).toHaveLength(366);
  });
});

describe('the content of the register (JSON)', () => {
  let register: RegisterResponse;
  beforeAll(async () => {
    register = await registerOf(who(demoUsers.company), `${MAY}&employee_id=${full.user.id}`);
    register = {
      ...register,
      employees: [
        ...register.employees,
        ...(await registerOf(who(demoUsers.company), `${MAY}&employee_id=${part.user.id}`)).employees,
      ],
    };
  });

  it('names the company and the period, and every day of it for each worker', () => {
    expect(register.company).toMatchObject({ id: panaderiaId, name: 'Panadería Ejemplo S.L.', cif: 'B87654323' });
    expect(register).toMatchObject({ from: '2025-05-01', to: '2025-05-31' });
    const zoe = employeeOf(register, full.user.id);
    expect(zoe).toMatchObject({
      name: 'Zoe Completa',
      identification: dniOf(11111111),
      part_time_percent: 100,
      weekly_hours: 40,
    });
    expect(zoe.days.map((d) => d.date)).toEqual(
      Array.from({ length: 31 }, (_, i) => `2025-05-${String(i + 1).padStart(2, '0')}`),
    );
  });

  it('holidays and weekends say why the day was off; a working day says nothing', () => {
    expect(dayOf(register, full.user.id, '2025-05-01').absence).toEqual({
      kind: 'holiday',
      label: 'Fiesta del Trabajo',
    });
    expect(dayOf(register, full.user.id, '2025-05-02').absence).toEqual({
      kind: 'holiday',
      label: 'Día de la Comunidad de Madrid',
    });
    expect(dayOf(register, full.user.id, '2025-05-04').absence).toEqual({ kind: 'weekend', label: 'Fin de semana' });
    expect(dayOf(register, full.user.id, '2025-05-05').absence).toBeNull();
  });

  it("Saturday's hours after a week whose ordinary hours were filled are overtime, worked from home", () => {
    const saturday = dayOf(register, full.user.id, '2025-05-03');
    expect(saturday).toMatchObject({
      worked_minutes: 240,
      ordinary_minutes: 0,
      complementary_minutes: 0,
      overtime_minutes: 240,
      absence: { kind: 'weekend', label: 'Fin de semana' },
    });
    expect(saturday.shifts).toEqual([
      {
        id: expect.any(Number),
        start: '09:00',
        end: '13:00',
        end_date: null,
        pauses: [],
        worked_minutes: 240,
        pause_minutes: 0,
        work_mode: 'teletrabajo',
        corrected: false,
        original: null,
        status: 'closed',
        offline: false,
      },
    ]);
  });

  it('a night shift belongs to the day it started and says the date it ended', () => {
    const night = dayOf(register, full.user.id, '2025-05-12');
    expect(night.shifts[0]).toMatchObject({
      start: '22:00',
      end: '06:00',
      end_date: '2025-05-13',
      worked_minutes: 480,
    });
    expect(night).toMatchObject({ worked_minutes: 480, ordinary_minutes: 480, overtime_minutes: 0 });
    expect(dayOf(register, full.user.id, '2025-05-13').shifts).toEqual([]);
  });

  it('a corrected shift shows its corrected times and says so', () => {
    const corrected = dayOf(register, full.user.id, '2025-05-14');
    expect(corrected.shifts[0]).toMatchObject({ start: '07:30', end: '15:30', worked_minutes: 480, corrected: true });
  });

  it("the full-time worker's totals", () => {
    expect(employeeOf(register, full.user.id).totals).toEqual({
      worked: 1200,
      ordinary: 960,
      complementary: 0,
      overtime: 240,
      days_worked: 3,
    });
  });

  it('part time (50 %): beyond the contracted 20 h in the week is complementary, not overtime', () => {
    const paula = employeeOf(register, part.user.id);
    expect(paula).toMatchObject({ part_time_percent: 50, weekly_hours: 20 });
    expect(dayOf(register, part.user.id, '2025-05-08')).toMatchObject({
      ordinary_minutes: 300,
      complementary_minutes: 0,
    });
    expect(dayOf(register, part.user.id, '2025-05-09')).toMatchObject({
      worked_minutes: 300,
      ordinary_minutes: 0,
      complementary_minutes: 300,
      overtime_minutes: 0,
    });
    expect(paula.totals).toEqual({ worked: 1500, ordinary: 1200, complementary: 300, overtime: 0, days_worked: 5 });
  });

  it('approved vacation days say so (the weekend inside them stays a weekend)', () => {
    for (const date of ['2025-05-19', '2025-05-23']) {
      expect(dayOf(register, part.user.id, date).absence).toEqual({ kind: 'vacation', label: 'Vacaciones' });
    }
    expect(dayOf(register, part.user.id, '2025-05-24').absence?.kind).toBe('weekend');
    expect(dayOf(register, full.user.id, '2025-05-19').absence).toBeNull();
  });

  it('pauses are listed with their Madrid times and are not worked time (break_included false)', async () => {
    const april = await registerOf(who(demoUsers.company), `from=2025-04-28&to=2025-04-28&employee_id=${full.user.id}`);
    expect(april.employees[0]?.days[0]?.shifts[0]).toMatchObject({
      start: '08:00',
      end: '16:30',
      pauses: [{ start: '12:00', end: '12:30' }],
      pause_minutes: 30,
      worked_minutes: 480,
    });
  });
});

describe('files', () => {
  it('CSV and XLSX are attachments named after the CIF and the period', async () => {
    for (const [format, type] of [
      ['csv', 'text/csv'],
      ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ] as const) {
      const response = await getRegister(ctx, who(demoUsers.company), `${MAY}&format=${format}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toContain(type);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="registro-jornada-B87654323-2025-05-01-2025-05-31.${format}"`,
      );
    }
  });

  it('the CSV holds the crafted shifts with their classification', async () => {
    const response = await getRegister(ctx, who(demoUsers.manager), `${MAY}&format=csv&employee_id=${full.user.id}`);
    const lines = response.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]?.split(';').slice(0, 3)).toEqual(['Trabajador', 'DNI/NIE', 'Fecha']);
    expect(lines).toContain(
      `Zoe Completa;${dniOf(11111111)};03/05/2025;09:00;13:00;;0:00;4:00;Teletrabajo;No;No;4:00;0:00;0:00;4:00;Fin de semana;`,
    );
  });
});

describe('the XLSX of the route', () => {
  it("has the summary and each worker's sheet with their totals", async () => {
    const response = await getRegister(ctx, who(demoUsers.manager), `${MAY}&format=xlsx`);
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    const raw = response.rawPayload;
    await book.xlsx.load(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength) as ArrayBuffer);
    const names = book.worksheets.map((sheet) => sheet.name);
    expect(names[0]).toBe('Resumen');
    expect(names).toEqual(expect.arrayContaining(['Zoe Completa', 'Paula Parcial', 'Carlos Ruiz']));
    const summary = book.getWorksheet('Resumen') as ExcelJS.Worksheet;
    const zoe = summary.getRows(2, summary.rowCount - 1)?.find((row) => row.getCell(1).value === 'Zoe Completa');
    expect(zoe?.getCell(5).value).toBe(3);
    const worked = zoe?.getCell(6).value;
    const days = worked instanceof Date ? (worked.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000 : Number(worked);
    expect(Math.round(days * 1440)).toBe(1200);
  });
});

describe('an open shift', () => {
  it('has no end, is incomplete and counts in no figure (the record has no duration for it yet)', async () => {
    await clockShift(ctx, part.user, '2025-05-29', { start: '09:00' });
    const register = await withTenant(ctx.database.db, panaderiaId, (trx) =>
      buildRegister(
        trx,
        { companyId: panaderiaId, reach: { kind: 'company', companyId: panaderiaId }, employeeId: part.user.id },
        { from: '2025-05-29', to: '2025-05-29' },
        at('2025-05-29', '11:30'),
      ),
    );
    expect(register.generated_at).toBe(at('2025-05-29', '11:30').toISOString());
    expect(register.employees[0]?.days[0]).toMatchObject({
      worked_minutes: 0,
      ordinary_minutes: 0,
      complementary_minutes: 0,
      overtime_minutes: 0,
      shifts: [{ start: '09:00', end: null, end_date: null, status: 'incomplete', worked_minutes: null }],
    });
    expect(register.employees[0]?.totals).toMatchObject({ worked: 0, days_worked: 0 });
  });
});
