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
    payroll_code: '000042',
  });
  // Monday 12 to Friday 16 January 2026, ten hours a day: fifty in a week of forty.
  for (const day of ['12', '13', '14', '15', '16']) {
    await clockShift(ctx, worker.user, `2026-01-${day}`, { start: '08:00', end: '18:00' });
  }
});

afterAll(async () => {
  await ctx.close();
});

const CSV_HEADER = [
  'Empresa',
  'CIF',
  'Mes',
  'Código de nómina',
  'Código empleado',
  'DNI/NIE',
  'Nombre',
  'Horas ordinarias',
  'Horas complementarias',
  'Horas extra pagadas',
  'Horas extra compensadas',
  'Horas extra sin liquidar',
  'Días de vacaciones',
  'Días de asuntos propios',
  'Días de permiso',
  'Días de baja (IT)',
];

/** One worker's CSV row as header → cell. */
const rowOf = (csv: string, dni: string): Record<string, string> => {
  const line = csv.split('\r\n').find((l) => l.includes(dni));
  if (!line) throw new Error(`sin fila para ${dni}`);
  const cells = line.split(';');
  return Object.fromEntries(CSV_HEADER.map((name, index) => [name, cells[index] ?? '']));
};
const num = (cell: string | undefined) => Number(cell?.replace(',', '.'));

describe('GET /api/reports/payroll', () => {
  it('gives the company admin a CSV with a BOM, one row per worker and the payroll columns', async () => {
    const response = await get(admin.cookie, '/api/reports/payroll?month=2026-01&format=csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="nominas-B87654323-2026-01.csv"');
    const body = response.body;
    expect(body.startsWith('\uFEFF')).toBe(true);
    expect(body.split('\r\n')[0]).toBe(`\uFEFF${CSV_HEADER.join(';')}`);
    const row = rowOf(body, dniOf(4242));
    expect(row).toMatchObject({
      'Código de nómina': '000042',
      'Código empleado': String(worker.user.id),
      'DNI/NIE': dniOf(4242),
      Nombre: 'Irene Nómina',
    });
    const worked =
      num(row['Horas ordinarias']) + num(row['Horas complementarias']) + num(row['Horas extra sin liquidar']);
    expect(worked).toBe(50);
    expect(row['Horas extra pagadas']).toBe('0');
    expect(row['Horas extra compensadas']).toBe('0');
  });

  it('names the company (name and CIF) and the month on every CSV row, above no table a payroll import would misread', async () => {
    const [company] = await ctx.superuserQuery<{ name: string; cif: string }>(
      'select name, cif from companies where id = $1',
      [bakery],
    );
    const body = (await get(admin.cookie, '/api/reports/payroll?month=2026-01&format=csv')).body;
    const lines = body.slice(1).split('\r\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(2);
    // Row 1 is the column names, every other row a worker of this company and month.
    expect(lines[0]?.startsWith('Empresa;CIF;Mes;Código de nómina;')).toBe(true);
    for (const line of lines.slice(1)) {
      expect(line.startsWith(`${company?.name};${company?.cif};2026-01;`), line).toBe(true);
    }
  });

  it('leaves the code empty for a worker without one and follows a changed code', async () => {
    const demoWorker = await ctx.superuserQuery<{ identification: string; payroll_code: string | null }>(
      `select e.identification, e.payroll_code from employees e join users u on u.id = e.user_id where u.email = $1`,
      [demoUsers.worker],
    );
    const lucia = demoWorker[0];
    expect(lucia?.payroll_code).toBeTruthy();
    const before = rowOf(
      (await get(admin.cookie, '/api/reports/payroll?month=2026-01')).body,
      lucia?.identification ?? '',
    );
    expect(before['Código de nómina']).toBe(lucia?.payroll_code);
    const cleared = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/employees/${worker.user.id}`,
      cookie: admin.cookie,
      payload: { auth_user_id: worker.user.id, payroll_code: '' },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(
      rowOf((await get(admin.cookie, '/api/reports/payroll?month=2026-01')).body, dniOf(4242))['Código de nómina'],
    ).toBe('');
    const set = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/employees/${worker.user.id}`,
      cookie: admin.cookie,
      payload: { auth_user_id: worker.user.id, payroll_code: '000042' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(
      rowOf((await get(admin.cookie, '/api/reports/payroll?month=2026-01')).body, dniOf(4242))['Código de nómina'],
    ).toBe('000042');
  });

  it('puts a month settled as paid in the paid column', async () => {
    const before = rowOf((await get(admin.cookie, '/api/reports/payroll?month=2026-01')).body, dniOf(4242));
    expect(num(before['Horas extra sin liquidar'])).toBeGreaterThan(0);
    const settled = await call(ctx.app, {
      method: 'POST',
      url: `/api/employees/${worker.user.id}/overtime-settlements`,
      cookie: admin.cookie,
      payload: { month: '2026-01', mode: 'paid' },
    });
    expect(settled.statusCode, settled.body).toBeLessThan(300);
    const row = rowOf((await get(admin.cookie, '/api/reports/payroll?month=2026-01')).body, dniOf(4242));
    expect(row['Horas extra pagadas']).toBe(before['Horas extra sin liquidar']);
    expect(row['Horas extra sin liquidar']).toBe('0');
    expect(row['Horas extra compensadas']).toBe('0');
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
    expect(Object.values(row).slice(12)).toEqual(['0', '1', '1', '3']);
  });

  it('gives the gestoría its client’s XLSX, headed by company, CIF and month, logged in the client’s activity log', async () => {
    const [company] = await ctx.superuserQuery<{ name: string; cif: string }>(
      'select name, cif from companies where id = $1',
      [bakery],
    );
    const response = await get(gestoria, `/api/reports/payroll?company_id=${bakery}&month=2026-01&format=xlsx`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('sin hoja');
    const valuesOf = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(valuesOf(1)).toEqual(['Empresa', company?.name]);
    expect(valuesOf(2)).toEqual(['CIF', company?.cif]);
    expect(valuesOf(3)).toEqual(['Mes', 'enero de 2026']);
    expect(valuesOf(4)).toEqual([]);
    expect(valuesOf(5).slice(0, 4)).toEqual(['Código de nómina', 'Código empleado', 'DNI/NIE', 'Nombre']);
    const rows: unknown[][] = [];
    sheet.eachRow((row, number) => {
      if (number > 5) rows.push((row.values as unknown[]).slice(1));
    });
    // The code stays text: its leading zeros survive.
    expect(rows.find((row) => row[3] === 'Irene Nómina')?.slice(0, 3)).toEqual(['000042', worker.user.id, dniOf(4242)]);
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
