import type { RegisterResponse } from '@jornada/shared/api/reports';
import type { Workshift } from '@jornada/shared/api/workshift';
import { madridToInstant } from '@jornada/shared/domain/madrid-time';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';
import type { Mail } from '../../lib/mailer';
import { sendMonthlySummaries } from '../monthly-summaries/send-monthly-summaries';
import { unzip } from './bundle/bundle.test-helpers';
import {
  amountOf,
  csvRows,
  mismatches,
  type PrintedEmployee,
  readRegisterCsv,
  readRegisterXlsx,
  spansOf,
} from './printed-figures.test-helpers';
import { readHistoryCsv, readHistoryJson, readHistoryPdf } from './printed-history.test-helpers';
import { readRegisterPdf } from './printed-register-pdf.test-helpers';

/**
 * ADR 021 on the demo's whole November: every row and total a person reads, in every view and
 * format, re-adds by hand at the printed precision, and the worker's history gives the register's
 * total. The demo is seeded as if today were 10 December 2026 and the server's clock says so too.
 */

const NOW = madridToInstant('2026-12-10', '12:00:00') as Date;
const MONTH = '2026-11';
const PERIOD = 'from=2026-11-01&to=2026-11-30';
const CLOCKERS = [
  demoUsers.manager,
  demoUsers.worker,
  'javier.moreno@jornada.test',
  'marta.sanchez@jornada.test',
  'pablo.diaz@jornada.test',
  demoUsers.worker2,
];

let ctx: TestContext;
const cookies = new Map<string, string>();

async function get(url: string, email?: string) {
  let cookie: string | undefined;
  if (email) {
    cookie = cookies.get(email) ?? (await loginAs(ctx.app, email));
    cookies.set(email, cookie);
  }
  const response = await call(ctx.app, { method: 'GET', url, cookie });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response;
}

/** The register's JSON as the same shape: times 'HH:mm', durations in minutes. */
function readRegisterJson(register: RegisterResponse): PrintedEmployee[] {
  return register.employees.map((employee) => ({
    name: employee.name,
    days: employee.days.map((day) => ({
      date: day.date,
      shifts: day.shifts.map((shift) => ({
        start: amountOf(shift.start),
        end: shift.end === null ? null : amountOf(shift.end) + (shift.end_date ? 1440 : 0),
        pause: shift.pause_minutes,
        worked: shift.worked_minutes ?? undefined,
      })),
      pauses: day.shifts.map((shift) => ({
        spans: spansOf(shift.pauses.map((p) => `${p.start}–${p.end ?? ''}`).join(', ')),
        total: shift.pause_minutes,
      })),
      figures: {
        worked: day.worked_minutes,
        ordinary: day.ordinary_minutes,
        complementary: day.complementary_minutes,
        overtime: day.overtime_minutes,
      },
    })),
    total: {
      worked: employee.totals.worked,
      ordinary: employee.totals.ordinary,
      complementary: employee.totals.complementary,
      overtime: employee.totals.overtime,
    },
  }));
}

const totalsByName = (employees: readonly PrintedEmployee[]) =>
  Object.fromEntries(employees.map((employee) => [employee.name, employee.total]));

/** Every file of a monthly bundle re-adds, and says what the register says (without it: what its CSV says). */
async function checkBundle(label: string, zip: Buffer, register?: RegisterResponse) {
  const files = await unzip(zip);
  const found: string[] = [];
  const csvName = [...files.keys()].find((name) => name.endsWith('.csv')) as string;
  const expected = totalsByName(
    register ? readRegisterJson(register) : readRegisterCsv((files.get(csvName) as Buffer).toString('utf8')),
  );
  let workers = 0;
  for (const [name, body] of files) {
    let read: PrintedEmployee[] | null = null;
    if (name.endsWith('.csv')) read = readRegisterCsv(body.toString('utf8'));
    if (name.endsWith('.xlsx')) read = (await readRegisterXlsx(body)).employees;
    if (name.endsWith('.pdf')) read = await readRegisterPdf(body);
    if (!read) continue;
    if (name.startsWith('trabajadores/')) workers++;
    found.push(...mismatches(`${label} ${name}`, read));
    for (const employee of read)
      expect(employee.total, `${label} ${name} ${employee.name}`).toEqual(expected[employee.name]);
  }
  expect(workers).toBe(Object.keys(expected).length);
  return found;
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  ctx = await createTestContext({ demo: { history: 'full', now: NOW } });
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  vi.useRealTimers();
});

describe("a demo month's printed figures add up by hand (ADR 021)", () => {
  const registers = new Map<string, RegisterResponse>();

  beforeAll(async () => {
    for (const admin of [demoUsers.company, demoUsers.company2]) {
      registers.set(admin, (await get(`/api/reports/register?${PERIOD}`, admin)).json() as RegisterResponse);
    }
  }, 60_000);

  const registerTotal = (name: string) => {
    for (const register of registers.values()) {
      const employee = register.employees.find((e) => e.name === name);
      if (employee) return employee.totals;
    }
    throw new Error(`${name} no está en el registro`);
  };

  it('in the register as JSON, CSV, XLSX and PDF, each format with the same totals', async () => {
    const found: string[] = [];
    for (const [admin, register] of registers) {
      const json = readRegisterJson(register);
      const expected = totalsByName(json);
      expect(json.some((e) => e.days.some((d) => d.shifts.length > 0))).toBe(true);
      const csv = readRegisterCsv((await get(`/api/reports/register?${PERIOD}&format=csv`, admin)).body);
      const xlsx = await readRegisterXlsx((await get(`/api/reports/register?${PERIOD}&format=xlsx`, admin)).rawPayload);
      const pdf = await readRegisterPdf((await get(`/api/reports/register?${PERIOD}&format=pdf`, admin)).rawPayload);
      found.push(
        ...mismatches(`${admin} JSON`, json),
        ...mismatches(`${admin} CSV`, csv),
        ...mismatches(`${admin} XLSX`, xlsx.employees),
        ...mismatches(`${admin} PDF`, pdf),
      );
      for (const read of [csv, xlsx.employees]) expect(totalsByName(read)).toEqual(expected);
      // The PDF gives pages only to people with something recorded; the others are listed once at the
      // end (register-incomplete-shifts.test.ts), and their figures are all zero.
      const pdfTotals = totalsByName(pdf);
      const zero = { worked: 0, ordinary: 0, complementary: 0, overtime: 0 };
      for (const [name, total] of Object.entries(expected)) {
        if (!(name in pdfTotals) && JSON.stringify(total) === JSON.stringify(zero)) pdfTotals[name] = total;
      }
      expect(pdfTotals).toEqual(expected);
      for (const { name, total } of xlsx.totals.filter((t) => t.name !== 'Total'))
        expect(total).toEqual(expected[name]);
    }
    expect(found).toEqual([]);
  });

  it("in each worker's own history (JSON, CSV, PDF) and monthly summary, equal to the register's total", async () => {
    const mails: Mail[] = [];
    const mailer = { isConfigured: true, send: async (mail: Mail) => void mails.push(mail) };
    await sendMonthlySummaries(
      ctx.database.db,
      { mailer, baseUrl: 'http://localhost', log: ctx.app.log },
      {
        now: NOW,
        month: MONTH,
      },
    );
    const found: string[] = [];
    for (const email of CLOCKERS) {
      const history = (await get(`/api/workshift/history?${PERIOD}&page_size=100`, email)).json() as {
        data: Workshift[];
      };
      const name = ((await get('/api/user', email)).json() as { name: string }).name;
      const json = readHistoryJson(name, history.data);
      const csv = readHistoryCsv(
        name,
        (await get(`/api/workshift/history/export?month=${MONTH}&format=csv`, email)).body,
      );
      const pdf = await readHistoryPdf(
        (await get(`/api/workshift/history/export?month=${MONTH}&format=pdf`, email)).rawPayload,
      );
      const mail = mails.find((m) => m.to === email);
      const summary = mail?.attachments?.[0] ? await readHistoryPdf(mail.attachments[0].content) : null;
      for (const [label, read] of [
        ['JSON', json],
        ['CSV', csv],
        ['PDF', pdf],
        ['resumen mensual', summary],
      ] as const) {
        if (!read) continue;
        found.push(...mismatches(`${email} ${label}`, [read], 's'));
        expect(read.total.worked, `${email} ${label}`).toBe(registerTotal(name).worked * 60);
      }
      for (const shift of history.data) expect(shift.worked_seconds).toBe(amountOf(shift.horas_totales ?? ''));
      if (mail) {
        const said = /Tiempo trabajado: (\d+:\d{2}:\d{2})/.exec(mail.text)?.[1] ?? '';
        expect(amountOf(said), email).toBe(registerTotal(name).worked * 60);
      }
    }
    expect(mails.length).toBeGreaterThan(0);
    expect(found).toEqual([]);
  }, 60_000);

  it("in the monthly bundle, the inspector's view and its bundle", async () => {
    const register = registers.get(demoUsers.company) as RegisterResponse;
    const found = await checkBundle(
      'bundle',
      (await get(`/api/reports/register/bundle?month=${MONTH}`, demoUsers.company)).rawPayload,
      register,
    );
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/inspector-links',
      cookie: cookies.get(demoUsers.company),
      payload: {
        label: 'ITSS, comprobación de sumas',
        from: '2026-11-01',
        to: '2026-11-30',
        expires_at: new Date(NOW.getTime() + 7 * 86_400_000).toISOString(),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const token = created.json().token as string;
    const inspected = (await get(`/api/inspeccion/${token}/register`)).json() as RegisterResponse;
    expect(totalsByName(readRegisterJson(inspected))).toEqual(totalsByName(readRegisterJson(register)));
    found.push(...mismatches('inspección JSON', readRegisterJson(inspected)));
    found.push(
      ...mismatches(
        'inspección CSV',
        readRegisterCsv((await get(`/api/inspeccion/${token}/register?format=csv`)).body),
      ),
    );
    found.push(
      ...(await checkBundle(
        'inspección',
        (
          await get(`/api/inspeccion/${token}/bundle?month=${MONTH}`)
        ).rawPayload,
        register,
      )),
    );
    expect(found).toEqual([]);
  }, 60_000);

  it("in the gestoría's views of each client and its bundle of all of them, and the payroll export", async () => {
    const found: string[] = [];
    const clients = new Map<number, RegisterResponse>();
    for (const register of registers.values()) clients.set(register.company.id, register);
    for (const [id, register] of clients) {
      const query = `${PERIOD}&company_id=${id}`;
      const seen = (await get(`/api/reports/register?${query}`, demoUsers.gestoria)).json() as RegisterResponse;
      expect(totalsByName(readRegisterJson(seen))).toEqual(totalsByName(readRegisterJson(register)));
      const csv = readRegisterCsv((await get(`/api/reports/register?${query}&format=csv`, demoUsers.gestoria)).body);
      found.push(...mismatches(`gestoría ${id} CSV`, csv));
      const payroll = csvRows(
        (await get(`/api/reports/payroll?month=${MONTH}&company_id=${id}`, demoUsers.gestoria)).body,
      );
      const [header, ...rows] = payroll.filter((row) => row.length > 1) as [string[], ...string[][]];
      const hours = (row: string[], title: string) => Number((row[header.indexOf(title)] ?? '').replace(',', '.'));
      const printedHours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
      for (const row of rows) {
        const totals = registerTotal(row[header.indexOf('Nombre')] as string);
        expect(hours(row, 'Horas ordinarias')).toBe(printedHours(totals.ordinary));
        expect(hours(row, 'Horas complementarias')).toBe(printedHours(totals.complementary));
        const overtime = ['Horas extra pagadas', 'Horas extra compensadas', 'Horas extra sin liquidar'].map((t) =>
          hours(row, t),
        );
        expect(Math.max(...overtime)).toBe(printedHours(totals.overtime));
      }
    }
    const outer = await unzip((await get(`/api/gestoria/bundle?month=${MONTH}`, demoUsers.gestoria)).rawPayload);
    const known = [...clients.values()].filter((r) =>
      [...outer.keys()].some((n) => n.startsWith(`${r.company.schema_name}/`)),
    );
    expect(known).toHaveLength(clients.size);
    for (const [name, inner] of outer) {
      const register = [...clients.values()].find((r) => name.startsWith(`${r.company.schema_name}/`));
      found.push(...(await checkBundle(`gestoría ${name}`, inner, register)));
    }
    expect(found).toEqual([]);
  }, 60_000);
});
