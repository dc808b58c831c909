import type { RegisterDay, RegisterEmployee, RegisterResponse } from '@jornada/shared/api/reports';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { renderRegister, XLSX_CONTENT_TYPE } from './render-register';
import { REGISTER_CSV_HEADERS } from './render-register-csv';
import { SUMMARY_SHEET, uniqueSheetName } from './render-register-xlsx';

/** The register's files read back as a user's spreadsheet would: CSV fields, the workbook's sheets and cells. */

const day = (date: string, extra: Partial<RegisterDay> = {}): RegisterDay => ({
  date,
  shifts: [],
  worked_minutes: 0,
  ordinary_minutes: 0,
  complementary_minutes: 0,
  overtime_minutes: 0,
  absence: null,
  ...extra,
});

const shift = (id: number, start: string, end: string | null, worked: number, extra = {}) => ({
  id,
  start,
  end,
  end_date: null,
  pauses: [],
  status: end === null ? ('incomplete' as const) : ('closed' as const),
  worked_minutes: end === null ? null : worked,
  pause_minutes: 0,
  work_mode: 'presencial' as const,
  corrected: false,
  original: null,
  offline: false,
  ...extra,
});

const employee = (id: number, name: string, days: RegisterDay[], extra: Partial<RegisterEmployee> = {}) => ({
  id,
  name,
  identification: '12345678Z',
  part_time_percent: 100,
  weekly_hours: 40,
  days,
  totals: { worked: 0, ordinary: 0, complementary: 0, overtime: 0, days_worked: 0 },
  ...extra,
});

const register: RegisterResponse = {
  company: { id: 1, name: 'Panadería & Hijos S.L.', cif: 'B-87654323', schema_name: 'panaderia' },
  from: '2025-05-01',
  to: '2025-05-03',
  generated_at: '2025-06-01T08:00:00.000Z',
  employees: [
    employee(
      1,
      'Ana García',
      [
        day('2025-05-01', { absence: { kind: 'holiday', label: 'Fiesta del Trabajo' } }),
        day('2025-05-02', {
          shifts: [
            shift(10, '08:00', '12:00', 220, {
              pauses: [{ start: '10:00', end: '10:20' }],
              pause_minutes: 20,
              corrected: true,
              original: { start: '08:25', end: '12:00', start_date: null, end_date: null },
            }),
            shift(11, '22:00', '06:00', 480, { end_date: '2025-05-03', work_mode: 'teletrabajo', offline: true }),
          ],
          worked_minutes: 700,
          ordinary_minutes: 540,
          overtime_minutes: 160,
        }),
        day('2025-05-03', { absence: { kind: 'weekend', label: 'Fin de semana' } }),
      ],
      { totals: { worked: 700, ordinary: 540, complementary: 0, overtime: 160, days_worked: 1 } },
    ),
    // A name a spreadsheet would run as a formula, with the separator and a quote in it.
    employee(
      2,
      '=HYPERLINK("http://x";"y")',
      // Still open: shown with its start, counted in no figure (build-register leaves it out).
      [day('2025-05-02', { shifts: [shift(12, '09:00', null, 0)] })],
      { part_time_percent: 50, weekly_hours: 20 },
    ),
    employee(3, 'María José de la Santísima Trinidad Fernández', [], { identification: '' }),
    employee(4, 'María José de la Santísima Trinidad Fernández-Ruiz', [], { identification: '' }),
  ],
};

/** A minimal CSV reader (RFC 4180 with ';'): quoted fields, doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

describe('CSV', async () => {
  const file = await renderRegister(register, 'csv');
  const text = file.body as string;
  const rows = parseCsv(text.slice(1));

  it('is UTF-8 with a BOM, ; separated, CRLF, with Spanish headers', () => {
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.filename).toBe('registro-jornada-B87654323-2025-05-01-2025-05-03.csv');
    expect(text.startsWith('\ufeffTrabajador;DNI/NIE;Fecha;Entrada;Salida;')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/\n/);
    expect(rows[0]).toEqual([...REGISTER_CSV_HEADERS]);
    for (const row of rows) expect(row).toHaveLength(REGISTER_CSV_HEADERS.length);
  });

  it("one row per shift, the day's figures on its first; day-off rows; a total row per worker", () => {
    const ana = rows.filter((row) => row[0] === 'Ana García');
    expect(ana).toEqual([
      [
        'Ana García',
        '12345678Z',
        '01/05/2025',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '0:00',
        '0:00',
        '0:00',
        '0:00',
        'Fiesta del Trabajo',
        '',
      ],
      [
        'Ana García',
        '12345678Z',
        '02/05/2025',
        '08:00',
        '12:00',
        '10:00–10:20',
        '0:20',
        '3:40',
        'Presencial',
        'Sí',
        'No',
        '11:40',
        '9:00',
        '0:00',
        '2:40',
        '',
        // Corrected: the times first clocked beside the corrected ones.
        '08:25–12:00',
      ],
      [
        'Ana García',
        '12345678Z',
        '02/05/2025',
        '22:00',
        '06:00 (03/05/2025)',
        '',
        '0:00',
        '8:00',
        'Teletrabajo',
        'No',
        'Sí',
        '',
        '',
        '',
        '',
        '',
        '',
      ],
      [
        'Ana García',
        '12345678Z',
        '03/05/2025',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '0:00',
        '0:00',
        '0:00',
        '0:00',
        'Fin de semana',
        '',
      ],
      [
        'Ana García',
        '12345678Z',
        'Total (1 días trabajados)',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '11:40',
        '9:00',
        '0:00',
        '2:40',
        '',
        '',
      ],
    ]);
  });

  it('a text that would run as a formula is neutralised and quoted; an open shift says so', () => {
    const formula = rows.filter((row) => row[1] === '12345678Z' && row[0]?.includes('HYPERLINK'));
    expect(formula[0]?.[0]).toBe(`'=HYPERLINK("http://x";"y")`);
    expect(text).toContain(`"'=HYPERLINK(""http://x"";""y"")"`);
    expect(formula[0]?.[4]).toBe('En curso');
  });

  it('an open shift has no duration and adds nothing; a footnote says why', () => {
    const open = rows.filter((row) => row[0]?.includes('HYPERLINK'));
    expect(open[0]?.slice(3, 8)).toEqual(['09:00', 'En curso', '', '0:00', 'Incompleta']);
    expect(open[0]?.slice(11, 15)).toEqual(['0:00', '0:00', '0:00', '0:00']);
    expect(open[1]?.slice(2)).toEqual([
      'Total (0 días trabajados)',
      ...Array(8).fill(''),
      '0:00',
      '0:00',
      '0:00',
      '0:00',
      '',
      '',
    ]);
    expect(rows.at(-1)?.[0]).toMatch(/^Incompleta: jornada sin hora de salida .* no computa en el tiempo trabajado/);
  });

  it('someone with nothing to record in the period has one row saying so', () => {
    const nobody = rows.filter((row) => row[0]?.startsWith('María José'));
    expect(nobody.map((row) => row.slice(2, 4))).toEqual([
      ['Sin registros en el periodo', ''],
      ['Sin registros en el periodo', ''],
    ]);
  });
});

/**
 * A duration cell in minutes. exceljs reads a number formatted as time ([h]:mm) back as a Date from
 * Excel's epoch (30 Dec 1899); the file itself holds the fraction of a day.
 */
function minutesOf(cell: ExcelJS.Cell): number {
  const value = cell.value;
  const days = value instanceof Date ? (value.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000 : Number(value);
  return Math.round(days * 1440);
}

describe('XLSX', async () => {
  const file = await renderRegister(register, 'xlsx');
  const book = new ExcelJS.Workbook();
  const body = file.body as Buffer;
  await book.xlsx.load(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer);

  it('is a workbook with a summary sheet and one sheet per worker, valid unique names', () => {
    expect(file.contentType).toBe(XLSX_CONTENT_TYPE);
    expect(file.filename).toBe('registro-jornada-B87654323-2025-05-01-2025-05-03.xlsx');
    const names = book.worksheets.map((sheet) => sheet.name);
    expect(names).toHaveLength(5);
    expect(names[0]).toBe(SUMMARY_SHEET);
    expect(names[1]).toBe('Ana García');
    expect(names[2]).toBe('=HYPERLINK("http x";"y")');
    expect(names[3]).toBe('María José de la Santísima Trin');
    expect(names[4]).toBe('María José de la Santísima (2)');
    for (const name of names) {
      expect(name.length).toBeLessThanOrEqual(31);
      expect(name).not.toMatch(/[[\]:*?/\\]/);
    }
  });

  it('freezes the header row of every sheet', () => {
    for (const sheet of book.worksheets) {
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.getRow(1).font?.bold).toBe(true);
    }
  });

  it("the summary holds each worker's totals as [h]:mm durations, and a total", () => {
    const summary = book.getWorksheet(SUMMARY_SHEET) as ExcelJS.Worksheet;
    const header = summary.getRow(1).values as unknown[];
    expect(header.slice(1, 10)).toEqual([
      'Trabajador',
      'DNI/NIE',
      'Jornada (%)',
      'Horas semanales',
      'Días trabajados',
      'Trabajadas',
      'Ordinarias',
      'Complementarias',
      'Extraordinarias',
    ]);
    const ana = summary.getRow(2);
    expect(ana.getCell(1).value).toBe('Ana García');
    expect(ana.getCell(5).value).toBe(1);
    expect(minutesOf(ana.getCell(6))).toBe(700);
    expect(ana.getCell(6).numFmt).toBe('[h]:mm');
    expect(minutesOf(ana.getCell(9))).toBe(160);
    expect(summary.getRow(3).getCell(3).value).toBe(50);
    const total = summary.getRow(6);
    expect(total.getCell(1).value).toBe('Total');
    expect(minutesOf(total.getCell(6))).toBe(700);
  });

  it("a worker's sheet lists shifts and days off, with widths, and ends with the totals", () => {
    const sheet = book.getWorksheet('Ana García') as ExcelJS.Worksheet;
    expect(sheet.getColumn(1).width).toBeGreaterThan(8);
    expect(sheet.rowCount).toBe(6);
    expect(sheet.getRow(2).getCell(15).value).toBe('Fiesta del Trabajo');
    const first = sheet.getRow(3);
    expect(first.getCell(1).value).toEqual(new Date(Date.UTC(2025, 4, 2)));
    expect(first.getCell(3).value).toBe('08:00');
    expect(first.getCell(5).value).toBe('10:00–10:20');
    expect(minutesOf(first.getCell(7))).toBe(220);
    expect(first.getCell(9).value).toBe('Sí');
    expect(sheet.getRow(1).getCell(16).value).toBe('Fichaje original');
    expect(first.getCell(16).value).toBe('08:25–12:00');
    expect(sheet.getRow(1).getCell(10).value).toBe('Sin conexión');
    expect(first.getCell(10).value).toBe('No');
    expect(sheet.getRow(4).getCell(4).value).toBe('06:00 (03/05/2025)');
    expect(sheet.getRow(4).getCell(10).value).toBe('Sí');
    const total = sheet.getRow(6);
    expect(total.getCell(1).value).toBe('Total (1 días trabajados)');
    expect(minutesOf(total.getCell(11))).toBe(700);
    expect(minutesOf(total.getCell(14))).toBe(160);
  });
});

describe('XLSX: open shifts and people with nothing to record', async () => {
  const file = await renderRegister(register, 'xlsx');
  const book = new ExcelJS.Workbook();
  const body = file.body as Buffer;
  await book.xlsx.load(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer);

  it('an open shift says Incompleta instead of a duration, with the footnote under the total', () => {
    const sheet = book.getWorksheet('=HYPERLINK("http x";"y")') as ExcelJS.Worksheet;
    const open = sheet.getRow(2);
    expect(open.getCell(3).value).toBe('09:00');
    expect(open.getCell(4).value).toBe('En curso');
    expect(open.getCell(7).value).toBe('Incompleta');
    expect(minutesOf(open.getCell(11))).toBe(0);
    expect(String(sheet.getRow(4).getCell(1).value)).toMatch(/^Incompleta: jornada sin hora de salida/);
  });

  it("someone with nothing to record gets one line in their sheet, not the period's days", () => {
    const sheet = book.getWorksheet('María José de la Santísima Trin') as ExcelJS.Worksheet;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe('Sin registros en el periodo');
  });
});

describe('uniqueSheetName', () => {
  it('cleans, trims to 31 and numbers repeats case-insensitively', () => {
    const taken = new Set(['resumen']);
    expect(uniqueSheetName('Resumen', taken)).toBe('Resumen (2)');
    expect(uniqueSheetName('a/b:c*d?e[f]g\\h', taken)).toBe('a b c d e f g h');
    expect(uniqueSheetName('ANA', taken)).toBe('ANA');
    expect(uniqueSheetName('ana', taken)).toBe('ana (2)');
    expect(uniqueSheetName("'quoted'", taken)).toBe('quoted');
    expect(uniqueSheetName('', taken)).toBe('Trabajador');
    expect(uniqueSheetName('History', taken)).toBe('History (2)');
  });
});
