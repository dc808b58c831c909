import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoggedIn } from '../../../../test/clock-helpers';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../../test/test-app';
import { clockShift, createWorker, dniOf, type NewWorker } from '../register.test-helpers';

let ctx: TestContext;
let admin: LoggedIn;
let gestoria: string;
let worker: NewWorker;
let bakery: number;

const get = (cookie: string | undefined, url: string) => call(ctx.app, { method: 'GET', url, cookie });

beforeAll(async () => {
  ctx = await createTestContext();
  const adminCookie = await loginAs(ctx.app, demoUsers.company);
  admin = { cookie: adminCookie, user: (await get(adminCookie, '/api/user')).json() };
  bakery = admin.user.company_id as number;
  gestoria = await loginAs(ctx.app, demoUsers.gestoria);
  worker = await createWorker(ctx, admin, {
    name: 'Irene Nómina',
    email: 'irene.nomina@jornada.test',
    identification: dniOf(4242),
  });
  // Monday 12 to Friday 16 January 2026, ten hours a day: fifty in a week of forty.
  for (const day of ['12', '13', '14', '15', '16']) {
    await clockShift(ctx, worker.user, `2026-01-${day}`, { start: '08:00', end: '18:00' });
  }
});

afterAll(async () => {
  await ctx.close();
});

const rowOf = (csv: string, dni: string) => {
  const line = csv.split('\r\n').find((l) => l.includes(dni));
  if (!line) throw new Error(`sin fila para ${dni}`);
  return line.split(';');
};

describe('GET /api/reports/payroll (issue 14 §3)', () => {
  it('gives the company admin a CSV with a BOM, one row per worker and the payroll columns', async () => {
    const response = await get(admin.cookie, '/api/reports/payroll?month=2026-01&format=csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="nominas-B87654323-2026-01.csv"');
    const body = response.body;
    expect(body.startsWith('\uFEFF')).toBe(true);
    expect(body.split('\r\n')[0]).toBe(
      '\uFEFFCódigo empleado;DNI/NIE;Nombre;Horas ordinarias;Horas complementarias;Horas extra pagadas;Horas extra compensadas;Horas extra sin liquidar;Días de vacaciones;Días de asuntos propios;Días de permiso;Días de baja (IT)',
    );
    const row = rowOf(body, dniOf(4242));
    expect(row.slice(0, 3)).toEqual([String(worker.user.id), dniOf(4242), 'Irene Nómina']);
    const worked =
      Number(row[3]?.replace(',', '.')) + Number(row[4]?.replace(',', '.')) + Number(row[7]?.replace(',', '.'));
    expect(worked).toBe(50);
    expect(row[5]).toBe('0');
    expect(row[6]).toBe('0');
  });

  it('puts a month settled as paid in the paid column', async () => {
    const before = rowOf((await get(admin.cookie, '/api/reports/payroll?month=2026-01')).body, dniOf(4242));
    expect(Number(before[7]?.replace(',', '.'))).toBeGreaterThan(0);
    const settled = await call(ctx.app, {
      method: 'POST',
      url: `/api/employees/${worker.user.id}/overtime-settlements`,
      cookie: admin.cookie,
      payload: { month: '2026-01', mode: 'paid' },
    });
    expect(settled.statusCode, settled.body).toBeLessThan(300);
    const row = rowOf((await get(admin.cookie, '/api/reports/payroll?month=2026-01')).body, dniOf(4242));
    expect(row[5]).toBe(before[7]);
    expect(row[7]).toBe('0');
    expect(row[6]).toBe('0');
  });

  it('counts approved days off by type: asuntos propios, permiso and sick leave (baja médica) in their columns', async () => {
    // February 2026: Monday 2 to Wednesday 4 sick, Thursday 5 asuntos propios, Friday 6 permiso.
    const requests = [
      { vacation_type: 'baja_medica', start_date: '2026-02-02', end_date: '2026-02-04' },
      { vacation_type: 'asuntos_propios', start_date: '2026-02-05', end_date: '2026-02-05' },
      { vacation_type: 'permiso', start_date: '2026-02-06', end_date: '2026-02-06' },
    ];
    for (const request of requests) {
      const filed = await call(ctx.app, {
        method: 'POST',
        url: '/api/petitions',
        cookie: worker.cookie,
        payload: { table_name: 'vacations', ...request },
      });
      expect(filed.statusCode, filed.body).toBe(200);
      const decided = await call(ctx.app, {
        method: 'POST',
        url: `/api/petitions/${filed.json().id}/decision`,
        cookie: admin.cookie,
        payload: { decision: 'approved' },
      });
      expect(decided.statusCode, decided.body).toBe(200);
    }
    const row = rowOf((await get(admin.cookie, '/api/reports/payroll?month=2026-02')).body, dniOf(4242));
    expect(row.slice(8)).toEqual(['0', '1', '1', '3']);
  });

  it('gives the gestoría its client’s XLSX, logged in the client’s activity log', async () => {
    const response = await get(gestoria, `/api/reports/payroll?company_id=${bakery}&month=2026-01&format=xlsx`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Código empleado');
    const names: unknown[] = [];
    sheet?.eachRow((row) => names.push(row.getCell(3).value));
    expect(names).toContain('Irene Nómina');
    const audit = await ctx.superuserQuery<{ entity: string; details: Record<string, unknown> }>(
      `select entity, details from audit_log where company_id = $1 and action = 'gestoria.access' order by id desc limit 1`,
      [bakery],
    );
    expect(audit[0]).toMatchObject({ entity: 'payroll', details: { month: '2026-01', format: 'xlsx' } });
  });

  it('refuses the gestoría without a client company, a company it does not advise, and the roles without the grant', async () => {
    expect((await get(gestoria, '/api/reports/payroll?month=2026-01')).statusCode).toBe(400);
    expect((await get(gestoria, '/api/reports/payroll?company_id=999999&month=2026-01')).statusCode).toBe(404);
    for (const email of [demoUsers.worker, demoUsers.manager, demoUsers.navegatel]) {
      const cookie = await loginAs(ctx.app, email);
      expect((await get(cookie, '/api/reports/payroll?month=2026-01')).statusCode, email).toBe(403);
    }
    const bad = await get(admin.cookie, '/api/reports/payroll?month=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/mes/i);
  });
});
