import { monthRange } from '@jornada/shared/domain/calendar';
import { expectedSecondsUpTo, weekdaysInMonth } from '@jornada/shared/domain/expected-hours';
import { holidayDates } from '@jornada/shared/domain/holidays';
import { addDays, madridDate } from '@jornada/shared/domain/madrid-time';
import { formatDuration } from '@jornada/shared/domain/worked-time';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiGet, apiPost, type LoggedIn, logIn, seededDays } from '../../../test/clock-helpers';
import { pdfItems, pdfPages } from '../../../test/pdf-text';
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

/**
 * What the demo seed wrote for trabajador@ (08:00 + jitter → 15:05:jitter, a 20-minute break), by day,
 * as the export prints it: times cut to the minute and figures from those minutes (ADR 021).
 */
function seededLines(month: string) {
  const pad = (n: number) => String(n).padStart(2, '0');
  const lines: string[] = [];
  let worked = 0;
  seededDays(10).forEach((day, index) => {
    if (!day.startsWith(month)) return;
    const jitter = (index * 7) % 11;
    const seconds = (15 * 60 + 5 - (8 * 60 + jitter) - 20) * 60;
    worked += seconds;
    const observaciones = index % 4 === 3 ? 'Inventario de fin de semana' : 'Jornada Regular';
    const date = day.split('-').reverse().join('/');
    lines.push(`${date};08:${pad(jitter)}:00;15:05:00;1;00:20:00;${formatDuration(seconds)};${observaciones};4`);
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
afterEach(() => vi.useRealTimers());

/** The PDF's text, every page joined (a wrapped text's lines come out joined by spaces). */
const pdfText = async (pdf: Buffer) => (await pdfPages(pdf)).join(' ');
const signed = (seconds: number) => `${seconds > 0 ? '+' : seconds < 0 ? '-' : ''}${formatDuration(Math.abs(seconds))}`;
const WEEKDAYS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];
const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()];

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
      // The current month is compared with what was due up to today; the last one with all of it.
      const dueSoFar = expectedSecondsUpTo(month, 8, holidaysOf(month), madridDate(new Date()));
      if (month === lastMonth) expect(dueSoFar).toBe(weekdaysInMonth(month, holidaysOf(month)) * 8 * 3600);
      expect(lines).toEqual([
        HEADER,
        ...expected.lines,
        '',
        `Total trabajado;${formatDuration(expected.worked)}`,
        `Jornada esperada;${formatDuration(weekdaysInMonth(month, holidaysOf(month)) * 8 * 3600)}`,
        `Jornada esperada hasta hoy;${formatDuration(dueSoFar)}`,
        `Diferencia;${signed(expected.worked - dueSoFar)}`,
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
    expect(lines).toHaveLength(9);
    expect(lines[1]).toMatch(/;0;00:00:00;\d{2}:\d{2}:\d{2};"Reunión; ""cliente"" nuevo";0$/);
    expect(lines[2]).toMatch(/^\d{2}\/\d{2}\/\d{4};\d{2}:\d{2}:\d{2};En curso;0;00:00:00;/);
  });

  it("PDF: application/pdf, the worker's and company's names, a row per seeded day, the totals", async () => {
    const response = await exportOf(demoUsers.worker, `month=${thisMonth}&format=pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="registro-jornada-${thisMonth}.pdf"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    const text = await pdfText(pdf);
    expect(text).toContain('Panadería Ejemplo S.L. CIF: B87654323 Registro de jornada (art. 34.9 ET)');
    expect(text).toContain('Trabajador/a: Lucía Fernández DNI/NIE: 34567890V');
    expect(text).toMatch(/Página 1 de \d+/);
    const { lines, worked } = seededLines(thisMonth);
    for (const line of lines) {
      const [date, start, end, pauses, pause, total, observation] = line.split(';') as string[];
      const iso = (date ?? '').split('/').reverse().join('-');
      expect(text, date).toContain(
        `${weekdayOf(iso)} ${date} ${start} ${end} ${pauses} ${pause} ${total} Presencial 4 ${observation}`,
      );
    }
    expect(text).toContain(`Total trabajado: ${formatDuration(worked)}`);
    expect(text).toContain(`Jornada esperada hasta hoy (${madridDate(new Date()).split('-').reverse().join('/')})`);
  });

  it('a month with nothing recorded still gives a file', async () => {
    const csv = await exportOf(demoUsers.worker, 'month=2020-01&format=csv');
    expect(csv.rawPayload.toString('utf8').slice(1).split('\r\n')).toEqual([
      HEADER,
      '',
      'Total trabajado;00:00:00',
      // 1 and 6 January 2020 were a Wednesday and a Monday.
      `Jornada esperada;${formatDuration(weekdaysInMonth('2020-01', holidaysOf('2020-01')) * 8 * 3600)}`,
      // Nothing recorded, and the month is long past: the whole of it is missing.
      `Jornada esperada hasta hoy;${formatDuration(weekdaysInMonth('2020-01', holidaysOf('2020-01')) * 8 * 3600)}`,
      `Diferencia;-${formatDuration(weekdaysInMonth('2020-01', holidaysOf('2020-01')) * 8 * 3600)}`,
      '',
    ]);
    const pdf = await exportOf(demoUsers.worker, 'month=2020-01&format=pdf');
    expect(await pdfText(pdf.rawPayload)).toContain('No hay jornadas registradas en este mes.');
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
    expect(lines).toContain(
      `Jornada esperada hasta hoy;${formatDuration(expectedSecondsUpTo(month, 8, new Set([...holidaysOf(month), dayOff]), madridDate(new Date())))}`,
    );

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
    const pdf = await pdfText((await exportOf(demoUsers.worker2, `month=${thisMonth}&format=pdf`)).rawPayload);
    expect(pdf).toContain('Sergio López');
    expect(pdf).not.toContain('Lucía');
    expect(pdf).not.toContain('Panadería');
  });

  it('PDF: a 600-character observation is printed whole, wrapped over several lines', async () => {
    const javier = as(JAVIER).cookie;
    const sentence =
      'Revisión del horno número tres, limpieza de bandejas y pedido de harina ecológica para el obrador. ';
    const observation = sentence.repeat(7).slice(0, 600).trim();
    expect(observation.length).toBeGreaterThan(590);
    // Javier's shift left open by an earlier test ends with it (a new one is started when none is open).
    await apiPost(ctx, javier, '/api/workshift/start', {});
    const end = await apiPost(ctx, javier, '/api/workshift/end', { observaciones: observation });
    expect(end.statusCode).toBe(200);
    const response = await exportOf(JAVIER, `month=${madridDate(new Date()).slice(0, 7)}&format=pdf`);
    expect(response.statusCode).toBe(200);
    expect((await pdfPages(response.rawPayload)).join(' ')).toContain(observation);
    // Over several drawn lines, none of them the whole text.
    const lines = (await pdfItems(response.rawPayload)).flat().filter((line) => observation.includes(line.trim()));
    expect(lines.length).toBeGreaterThanOrEqual(6);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThan(120);
  });

  it("'Diferencia' compares with what was due up to today: the month so far, a past month whole, a future one nothing", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Wednesday 15 January 2020, 12:00 in Madrid: nothing recorded that month.
    vi.setSystemTime(new Date('2020-01-15T11:00:00Z'));
    const january = (await exportOf(demoUsers.worker, 'month=2020-01&format=csv')).rawPayload.toString('utf8');
    // 2, 3 and 7 to 15 January: 9 working days (the 1st and the 6th are holidays), not the month's 21.
    expect(weekdaysInMonth('2020-01', holidaysOf('2020-01'))).toBe(21);
    expect(january.split('\r\n').slice(-5)).toEqual([
      'Total trabajado;00:00:00',
      'Jornada esperada;168:00:00',
      'Jornada esperada hasta hoy;72:00:00',
      'Diferencia;-72:00:00',
      '',
    ]);
    const pdf = await pdfText((await exportOf(demoUsers.worker, 'month=2020-01&format=pdf')).rawPayload);
    expect(pdf).toContain('Jornada esperada del mes: 168:00:00');
    expect(pdf).toContain('Jornada esperada hasta hoy (15/01/2020): 72:00:00');
    expect(pdf).toContain('Diferencia: -72:00:00');
    expect(pdf).toContain('Generado el 15/01/2020 a las 12:00');

    const december = (await exportOf(demoUsers.worker, 'month=2019-12&format=csv')).rawPayload.toString('utf8');
    const wholeDecember = formatDuration(weekdaysInMonth('2019-12', holidaysOf('2019-12')) * 8 * 3600);
    expect(december).toContain(`Jornada esperada hasta hoy;${wholeDecember}\r\nDiferencia;-${wholeDecember}`);
    const decemberPdf = await pdfText((await exportOf(demoUsers.worker, 'month=2019-12&format=pdf')).rawPayload);
    expect(decemberPdf).toContain(`Jornada esperada del mes: ${wholeDecember} Diferencia: -${wholeDecember}`);
    expect(decemberPdf).not.toContain('hasta hoy (');
    const february = (await exportOf(demoUsers.worker, 'month=2020-02&format=csv')).rawPayload.toString('utf8');
    expect(february).toContain('Jornada esperada hasta hoy;00:00:00\r\nDiferencia;00:00:00');
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
