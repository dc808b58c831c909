import { monthRange, weekdaysInMonth } from '@jornada/shared/domain/calendar';
import { holidayDates } from '@jornada/shared/domain/holidays';
import { addDays, madridDate } from '@jornada/shared/domain/madrid-time';
import { formatDuration } from '@jornada/shared/domain/worked-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiPost, type LoggedIn, logIn, seededDays } from '../../../test/clock-helpers';
import { createTestContext, demoUsers, type TestContext } from '../../../test/test-app';

const HEADER = 'Fecha;Inicio;Fin;Pausas;Tiempo de pausa;Tiempo trabajado;Observaciones;Ubicaciones';
const JAVIER = 'javier.moreno@jornada.test';

let ctx: TestContext;
const people = new Map<string, LoggedIn>();
const thisMonth = madridDate(new Date()).slice(0, 7);
const lastMonth = addDays(`${thisMonth}-01`, -1).slice(0, 7);
/** The demo company's holidays of a month: the national and the Comunidad de Madrid's (its own fall in May). */
const holidaysOf = (month: string) => holidayDates(monthRange(month).from, monthRange(month).to, 'ES-MD');

function as(email: string): LoggedIn {
  const who = people.get(email);
  if (!who) throw new Error(`sin sesión para ${email}`);
  return who;
}
const exportOf = (email: string | undefined, query: string) =>
  apiGet(ctx, email ? as(email).cookie : undefined, `/api/workshift/history/export?${query}`);

/** What the demo seed wrote for trabajador@ (08:00 + jitter → 15:05:jitter, a 20-minute break), by day. */
function seededLines(month: string) {
  const pad = (n: number) => String(n).padStart(2, '0');
  const lines: string[] = [];
  let worked = 0;
  seededDays(10).forEach((day, index) => {
    if (!day.startsWith(month)) return;
    const jitter = (index * 7) % 11;
    const seconds = (15 * 60 + 5 - (8 * 60 + jitter)) * 60 + jitter - 20 * 60;
    worked += seconds;
    const observaciones = index % 4 === 3 ? 'Inventario de fin de semana' : 'Jornada Regular';
    const date = day.split('-').reverse().join('/');
    lines.push(
      `${date};08:${pad(jitter)}:00;15:05:${pad(jitter)};1;00:20:00;${formatDuration(seconds)};${observaciones};4`,
    );
  });
  return { lines, worked };
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const email of [demoUsers.company, demoUsers.worker, demoUsers.worker2, JAVIER]) {
    people.set(email, await logIn(ctx, email));
  }
});
afterAll(() => ctx?.close());

describe('GET /api/workshift/history/export', () => {
  it('CSV: an attachment with a BOM, the header, one line per seeded day of the month and the totals', async () => {
    let seen = 0;
    for (const month of [thisMonth, lastMonth]) {
      const response = await exportOf(demoUsers.worker, `month=${month}&format=csv`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="registro-jornada-${month}.csv"`);
      expect(response.headers['cache-control']).toBe('no-store');
      expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

      const text = response.rawPayload.toString('utf8').slice(1);
      const lines = text.split('\r\n');
      const expected = seededLines(month);
      seen += expected.lines.length;
      expect(lines).toEqual([
        HEADER,
        ...expected.lines,
        '',
        `Total trabajado;${formatDuration(expected.worked)}`,
        `Jornada esperada;${formatDuration(weekdaysInMonth(month, holidaysOf(month)) * 8 * 3600)}`,
        '',
      ]);
    }
    // Ten weekdays span at most two months: every seeded day was in one of the two files.
    expect(seen).toBe(10);
  });

  it('CSV: an open shift shows "En curso"; text with ; or quotes is quoted', async () => {
    const javier = as(JAVIER).cookie;
    expect((await apiPost(ctx, javier, '/api/workshift/start', {})).statusCode).toBe(200);
    const end = await apiPost(ctx, javier, '/api/workshift/end', { observaciones: 'Reunión; "cliente" nuevo' });
    expect(end.statusCode).toBe(200);
    expect((await apiPost(ctx, javier, '/api/workshift/start', {})).statusCode).toBe(200);
    const month = madridDate(new Date()).slice(0, 7);
    const lines = (await exportOf(JAVIER, `month=${month}`)).rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(7);
    expect(lines[1]).toMatch(/;0;00:00:00;\d{2}:\d{2}:\d{2};"Reunión; ""cliente"" nuevo";0$/);
    expect(lines[2]).toMatch(/^\d{2}\/\d{2}\/\d{4};\d{2}:\d{2}:\d{2};En curso;0;00:00:00;/);
  });

  it("PDF: application/pdf, '%PDF-1.4', with the worker's and company's names in WinAnsi", async () => {
    const response = await exportOf(demoUsers.worker, `month=${thisMonth}&format=pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="registro-jornada-${thisMonth}.pdf"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.includes(Buffer.from('Trabajador/a: Lucía Fernández · 34567890V', 'latin1'))).toBe(true);
    expect(pdf.includes(Buffer.from('(Empresa: Panadería Ejemplo S.L. \\(CIF B87654321\\)) Tj', 'latin1'))).toBe(true);
    expect(pdf.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    for (const line of seededLines(thisMonth).lines) {
      const [date, start] = line.split(';') as [string, string];
      expect(pdf.includes(Buffer.from(`(${date}) Tj`, 'latin1')), date).toBe(true);
      expect(pdf.includes(Buffer.from(`(${start}) Tj`, 'latin1')), start).toBe(true);
    }
  });

  it('a month with nothing recorded still gives a file', async () => {
    const csv = await exportOf(demoUsers.worker, 'month=2020-01&format=csv');
    expect(csv.rawPayload.toString('utf8').slice(1).split('\r\n')).toEqual([
      HEADER,
      '',
      'Total trabajado;00:00:00',
      // 1 and 6 January 2020 were a Wednesday and a Monday.
      `Jornada esperada;${formatDuration(weekdaysInMonth('2020-01', holidaysOf('2020-01')) * 8 * 3600)}`,
      '',
    ]);
    const pdf = await exportOf(demoUsers.worker, 'month=2020-01&format=pdf');
    expect(pdf.rawPayload.includes(Buffer.from('No hay jornadas registradas en este mes.', 'latin1'))).toBe(true);
  });

  it("the expected hours leave out the worker's approved days off and the company's holidays", async () => {
    const [approved] = await ctx.superuserQuery<{ date: string }>(
      "select start_date::text as date from petitions p join users u on u.id = p.employee_id where u.email = $1 and p.status = 'approved' and p.table_name = 'vacations'",
      [JAVIER],
    );
    if (!approved) throw new Error('la demo no tiene un día libre aprobado de Javier');
    const dayOff = approved.date;
    const month = dayOff.slice(0, 7);
    const lines = (await exportOf(JAVIER, `month=${month}&format=csv`)).rawPayload.toString('utf8').split('\r\n');
    const days = weekdaysInMonth(month, new Set([...holidaysOf(month), dayOff]));
    expect(days).toBe(weekdaysInMonth(month, holidaysOf(month)) - 1);
    expect(lines).toContain(`Jornada esperada;${formatDuration(days * 8 * 3600)}`);

    // May: the Comunidad de Madrid's day (regional) and San Isidro, the company's own holiday, count as well.
    const may = `${thisMonth.slice(0, 4)}-05`;
    const mayLines = (await exportOf(JAVIER, `month=${may}&format=csv`)).rawPayload.toString('utf8').split('\r\n');
    expect(holidaysOf(may).has(`${may}-02`) || holidaysOf(may).has(`${may}-03`)).toBe(true);
    const companyDays = [`${may}-15`];
    const mayDays = weekdaysInMonth(may, new Set([...holidaysOf(may), ...companyDays]));
    expect(mayLines).toContain(`Jornada esperada;${formatDuration(mayDays * 8 * 3600)}`);
  });

  it("only ever contains the caller's own record", async () => {
    const response = await exportOf(demoUsers.worker2, `month=${thisMonth}&format=csv`);
    expect(response.statusCode).toBe(200);
    const text = response.rawPayload.toString('utf8');
    const days = seededDays(3).filter((day) => day.startsWith(thisMonth));
    // Sergio's days start at 09:00 and end at 18:00; none of Lucía's (08:xx → 15:05) is there.
    expect(text.split('\r\n').filter((line) => /^\d{2}\/\d{2}\/\d{4};/.test(line))).toEqual(
      days.map((day) => expect.stringMatching(new RegExp(`^${day.split('-').reverse().join('/')};09:`))),
    );
    expect(text).not.toContain('Inventario');
    expect(text).not.toContain(';15:05:');
    const pdf = (await exportOf(demoUsers.worker2, `month=${thisMonth}&format=pdf`)).rawPayload;
    expect(pdf.includes(Buffer.from('Sergio López', 'latin1'))).toBe(true);
    expect(pdf.includes(Buffer.from('Lucía', 'latin1'))).toBe(false);
    expect(pdf.includes(Buffer.from('Panadería', 'latin1'))).toBe(false);
  });

  it('refuses a bad month or format (400), no session (401), a company role (403)', async () => {
    for (const [query, message] of [
      ['month=2026-13&format=csv', 'Mes no válido (yyyy-MM)'],
      ['month=2026-00', 'Mes no válido (yyyy-MM)'],
      ['month=noviembre', 'Mes no válido (yyyy-MM)'],
      ['month=2026-11-01', 'Mes no válido (yyyy-MM)'],
      [`month=${thisMonth}&format=xls`, 'Formato no válido (csv o pdf)'],
    ] as const) {
      const response = await exportOf(demoUsers.worker, query);
      expect({ status: response.statusCode, message: response.json().message }, query).toEqual({
        status: 400,
        message,
      });
    }
    const missing = await exportOf(demoUsers.worker, 'format=csv');
    expect(missing.statusCode).toBe(400);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);

    const anonymous = await exportOf(undefined, `month=${thisMonth}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('No has iniciado sesión');
    const company = await exportOf(demoUsers.company, `month=${thisMonth}`);
    expect(company.statusCode).toBe(403);
    expect(company.json().message).toBe('No tienes permiso para realizar esta acción');
    expect(company.headers['content-disposition']).toBeUndefined();
  });
});
