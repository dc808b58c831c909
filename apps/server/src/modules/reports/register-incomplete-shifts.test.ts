import {
  type ComplianceAlert,
  NOTHING_TO_RECORD,
  type RegisterEmployee,
  type RegisterResponse,
  registerResponse,
} from '@jornada/shared/api/reports';
import { madridTime, madridToInstant } from '@jornada/shared/domain/madrid-time';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfPages } from '../../../test/pdf-text';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';
import { hoursAndMinutes } from './register-format';

/**
 * The full demo seeded on Wednesday 11 March 2026 at 10:00 (Madrid): Carlos (the manager) forgot to
 * clock out on Tuesday the 10th, Marta's late start of a February day was corrected, and the
 * company admin never clocks. Every request runs with the clock at that instant (Date only).
 */
const NOW = madridToInstant('2026-03-11', '10:00:00') as Date;
const FORGOTTEN_DAY = '2026-03-10';

let ctx: TestContext;
const cookies = new Map<string, string>();
let bakery: number;
let carlos: number;
let marta: number;
let admin: { id: number; name: string };
let openStart: string;
let original: { start: string; end: string };

const hhmm = (instant: Date | string) => madridTime(new Date(instant)).slice(0, 5);

async function atNow<T>(request: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  try {
    return await request();
  } finally {
    vi.useRealTimers();
  }
}

const get = (email: string | null, url: string) =>
  atNow(() => call(ctx.app, { method: 'GET', url, cookie: email ? cookies.get(email) : undefined }));

async function registerOf(email: string, query: string): Promise<RegisterResponse> {
  const response = await get(email, `/api/reports/register?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return registerResponse.parse(response.json());
}

const employeeIn = (register: RegisterResponse, id: number) =>
  register.employees.find((employee) => employee.id === id) as RegisterEmployee;

/** Carlos's March register as any reader gets it must not count the open shift anywhere. */
function expectOpenShiftLeftOut(employee: RegisterEmployee) {
  const day = employee.days.find((d) => d.date === FORGOTTEN_DAY);
  expect(day?.shifts).toMatchObject([{ start: openStart, end: null, status: 'incomplete', worked_minutes: null }]);
  expect(day).toMatchObject({ worked_minutes: 0, ordinary_minutes: 0, complementary_minutes: 0, overtime_minutes: 0 });
  const closed = employee.days.flatMap((d) => d.shifts).filter((shift) => shift.status === 'closed');
  expect(closed.length).toBeGreaterThan(3);
  // One shift a day in the demo: the day's worked time is its closed shift's, and the total their sum.
  expect(employee.totals.worked).toBe(closed.reduce((sum, shift) => sum + (shift.worked_minutes ?? 0), 0));
  expect(employee.totals.worked).toBe(employee.days.reduce((sum, d) => sum + d.worked_minutes, 0));
  expect(employee.totals.overtime).toBe(employee.days.reduce((sum, d) => sum + d.overtime_minutes, 0));
  expect(employee.totals.days_worked).toBe(closed.length);
}

beforeAll(async () => {
  ctx = await createTestContext({ demo: { history: 'full', now: NOW } });
  for (const email of [demoUsers.company, demoUsers.gestoria, demoUsers.manager]) {
    cookies.set(email, await loginAs(ctx.app, email));
  }
  const users = await ctx.superuserQuery<{ email: string; id: number; name: string; company_id: number }>(
    'select email, id, name, company_id from users where company_id is not null',
  );
  const idOf = (email: string) => users.find((u) => u.email === email)?.id as number;
  carlos = idOf(demoUsers.manager);
  marta = idOf('marta.sanchez@jornada.test');
  const company = users.find((u) => u.email === demoUsers.company) as (typeof users)[number];
  admin = { id: company.id, name: company.name };
  bakery = company.company_id;
  const [open] = await ctx.superuserQuery<{ fecha: string; started_at: Date }>(
    'select fecha::text as fecha, started_at from workshifts where user_id = $1 and ended_at is null',
    [carlos],
  );
  expect(open?.fecha).toBe(FORGOTTEN_DAY);
  openStart = hhmm(open?.started_at as Date);
  const [corrected] = await ctx.superuserQuery<{ original: { started_at: string; ended_at: string } }>(
    `select corrections->0->'original' as original from workshifts
      where user_id = $1 and jsonb_array_length(corrections) > 0`,
    [marta],
  );
  const first = corrected?.original as { started_at: string; ended_at: string };
  original = { start: hhmm(first.started_at), end: hhmm(first.ended_at) };
}, 120_000);
afterAll(() => ctx?.close());

describe('a forgotten clock-out in the register', () => {
  it('JSON: the open shift is incomplete with its start and no duration, counted in no figure of the day or month', async () => {
    const register = await registerOf(demoUsers.company, 'from=2026-03-01&to=2026-03-11');
    expectOpenShiftLeftOut(employeeIn(register, carlos));
    // Up to the day before, the figures are the same: the open shift adds no time and no overtime.
    const before = employeeIn(await registerOf(demoUsers.company, 'from=2026-03-01&to=2026-03-09'), carlos);
    const { days_worked: _, ...figures } = employeeIn(register, carlos).totals;
    const { days_worked: __, ...figuresBefore } = before.totals;
    expect(figures).toEqual(figuresBefore);
  });

  it('keeps its alert', async () => {
    const response = await get(demoUsers.company, '/api/reports/alerts?month=2026-03');
    expect(response.statusCode, response.body).toBe(200);
    const alerts = response.json().data as ComplianceAlert[];
    expect(alerts.filter((a) => a.type === 'open_shift' && a.employee_id === carlos)).toMatchObject([
      { date: FORGOTTEN_DAY },
    ]);
  });

  it('CSV: Entrada with En curso and Incompleta, the day at 0:00, the total without it, and the footnote', async () => {
    const json = employeeIn(await registerOf(demoUsers.company, 'from=2026-03-01&to=2026-03-11'), carlos);
    const response = await get(demoUsers.company, '/api/reports/register?from=2026-03-01&to=2026-03-11&format=csv');
    expect(response.statusCode).toBe(200);
    const rows = response.body
      .slice(1)
      .split('\r\n')
      .map((line) => line.split(';'));
    const ofCarlos = rows.filter((row) => row[0] === 'Carlos Ruiz');
    const open = ofCarlos.find((row) => row[2] === '10/03/2026');
    expect(open?.slice(3, 5)).toEqual([openStart, 'En curso']);
    expect(open?.[7]).toBe('Incompleta');
    expect(open?.slice(11, 15)).toEqual(['0:00', '0:00', '0:00', '0:00']);
    const total = ofCarlos.at(-1) as string[];
    expect(total[2]).toBe(`Total (${json.totals.days_worked} días trabajados)`);
    expect(total.slice(11, 15)).toEqual(
      [json.totals.worked, json.totals.ordinary, json.totals.complementary, json.totals.overtime].map(hoursAndMinutes),
    );
    expect(rows.filter((row) => row[0]?.startsWith('Incompleta: jornada sin hora de salida'))).toHaveLength(1);
  });

  it('PDF: the day shows the start, sin salida and Incompleta; the month total leaves it out', async () => {
    // The month's figures are those up to the day before the forgotten shift.
    const json = employeeIn(await registerOf(demoUsers.company, 'from=2026-03-01&to=2026-03-09'), carlos);
    const response = await get(
      demoUsers.company,
      `/api/reports/register?from=2026-03-01&to=2026-03-11&employee_id=${carlos}&format=pdf`,
    );
    expect(response.statusCode).toBe(200);
    const text = (await pdfPages(response.rawPayload)).join(' ');
    expect(text).toMatch(
      new RegExp(`mar 10/03/2026 ${openStart} – sin salida .*Incompleta — — — Incompleta: no computa`),
    );
    expect(text).toContain(
      `Total de marzo de 2026 ${json.totals.days_worked} ${hoursAndMinutes(json.totals.worked)} ${hoursAndMinutes(json.totals.ordinary)}`,
    );
    expect(text).toContain('no computa en el tiempo trabajado ni en las horas ordinarias');
  });

  it("the inspector's and the gestoría's registers leave it out too", async () => {
    const link = await atNow(() =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/inspector-links',
        cookie: cookies.get(demoUsers.company),
        payload: {
          label: 'ITSS Madrid',
          from: '2026-03-01',
          to: '2026-03-11',
          expires_at: new Date(NOW.getTime() + 7 * 86_400_000).toISOString(),
        },
      }),
    );
    expect(link.statusCode, link.body).toBe(201);
    const inspector = await get(null, `/api/inspeccion/${link.json().token}/register`);
    expect(inspector.statusCode, inspector.body).toBe(200);
    expectOpenShiftLeftOut(employeeIn(registerResponse.parse(inspector.json()), carlos));

    const gestoria = await registerOf(demoUsers.gestoria, `company_id=${bakery}&from=2026-03-01&to=2026-03-11`);
    expectOpenShiftLeftOut(employeeIn(gestoria, carlos));
  });

  it("the overtime overview's March is the register's, without the open shift", async () => {
    const response = await get(demoUsers.company, `/api/reports/overtime?year=2026&employee_id=${carlos}`);
    expect(response.statusCode, response.body).toBe(200);
    const march = response.json().data[0].months.find((m: { month: string }) => m.month === '2026-03');
    const before = employeeIn(await registerOf(demoUsers.company, 'from=2026-03-01&to=2026-03-09'), carlos);
    expect(march.overtime_minutes).toBe(before.totals.overtime);
  });
});

describe("a forgotten clock-out in the worker's own month (export and monthly summary)", () => {
  const seconds = (duration: string) => {
    const [h, m, sec] = duration.split(':').map(Number) as [number, number, number];
    return h * 3600 + m * 60 + sec;
  };

  it('the open shift says Incompleta and the month total is the closed shifts alone', async () => {
    const response = await get(demoUsers.manager, '/api/workshift/history/export?month=2026-03');
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.body
      .slice(1)
      .split('\r\n')
      .map((line) => line.split(';'));
    const shifts = rows.filter((row) => /^\d{2}\/03\/2026$/.test(row[0] ?? ''));
    const open = shifts.filter((row) => row[2] === 'En curso');
    expect(open.map((row) => [row[0], row[1]?.slice(0, 5), row[5]])).toEqual([['10/03/2026', openStart, 'Incompleta']]);
    const closed = shifts.filter((row) => row[2] !== 'En curso');
    expect(closed.length).toBeGreaterThan(3);
    const total = rows.find((row) => row[0] === 'Total trabajado')?.[1] as string;
    expect(seconds(total)).toBe(closed.reduce((sum, row) => sum + seconds(row[5] as string), 0));
  });
});

describe('a corrected shift in the company register', () => {
  const query = `from=2026-02-01&to=2026-02-28&employee_id=${'MARTA'}`;
  const queryOf = (format: string) => `${query.replace('MARTA', String(marta))}&format=${format}`;

  it('JSON: the corrected times and the originally clocked ones', async () => {
    const register = await registerOf(demoUsers.company, queryOf('json'));
    const shifts = employeeIn(register, marta).days.flatMap((d) => d.shifts);
    const corrected = shifts.filter((shift) => shift.corrected);
    expect(corrected).toHaveLength(1);
    expect(corrected[0]?.original).toEqual({ ...original, start_date: null, end_date: null });
    expect(corrected[0]?.start).not.toBe(original.start);
    expect(shifts.filter((shift) => !shift.corrected).every((shift) => shift.original === null)).toBe(true);
  });

  it('CSV, XLSX and PDF print the original times beside the corrected ones', async () => {
    const csv = await get(demoUsers.company, `/api/reports/register?${queryOf('csv')}`);
    const row = csv.body.split('\r\n').find((line) => line.split(';')[9] === 'Sí');
    expect(row?.split(';').at(-1)).toBe(`${original.start}–${original.end}`);

    const xlsx = await get(demoUsers.company, `/api/reports/register?${queryOf('xlsx')}`);
    const book = new ExcelJS.Workbook();
    const body = xlsx.rawPayload;
    await book.xlsx.load(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer);
    const sheet = book.worksheets[1] as ExcelJS.Worksheet;
    const values: string[] = [];
    sheet.eachRow((r) => {
      if (r.getCell(9).value === 'Sí') values.push(String(r.getCell(16).value));
    });
    expect(values).toEqual([`${original.start}–${original.end}`]);

    const pdf = await get(demoUsers.company, `/api/reports/register?${queryOf('pdf')}`);
    expect((await pdfPages(pdf.rawPayload)).join(' ')).toContain(
      `Corregido (fichado ${original.start}–${original.end})`,
    );
  });
});

describe('the admin, who never clocks', () => {
  it('is listed once in the company PDF, on the last page, and gets no pages of empty days', async () => {
    const response = await get(demoUsers.company, '/api/reports/register?from=2026-03-01&to=2026-03-11&format=pdf');
    const pages = await pdfPages(response.rawPayload);
    expect(pages.filter((page) => page.includes(`Trabajador/a: ${admin.name}`))).toEqual([]);
    const last = pages.at(-1) as string;
    expect(last).toContain(NOTHING_TO_RECORD);
    expect(last).toMatch(new RegExp(`${admin.name} .*${NOTHING_TO_RECORD}`));
    expect(pages.slice(0, -1).some((page) => page.includes(admin.name))).toBe(false);
  });

  it("the admin's own register PDF is a single page", async () => {
    const response = await get(
      demoUsers.company,
      `/api/reports/register?from=2026-03-01&to=2026-03-31&employee_id=${admin.id}&format=pdf`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const pages = await pdfPages(response.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain(`${admin.name} `);
    expect(pages[0]).toContain(NOTHING_TO_RECORD);
  });
});
