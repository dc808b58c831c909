import { NOTHING_TO_RECORD } from '@jornada/shared/api/reports';
import ExcelJS from 'exceljs';

/**
 * Reading back what a person reads in each format of a month (register JSON/CSV/XLSX/PDF, the worker's
 * history JSON/CSV/PDF) and re-adding it by hand at the printed precision (ADR 021). Figures are in
 * the unit the format prints: minutes for 'H:MM', seconds for 'HH:mm:ss'.
 */

export interface Figures {
  worked: number;
  ordinary?: number;
  complementary?: number;
  overtime?: number;
}

export interface PrintedShift {
  start: number;
  /** null while open ('En curso'); a next-day end already has a day added. */
  end: number | null;
  /** The shift's own printed pause and worked time, where the format prints them. */
  pause?: number;
  worked?: number;
}

export interface PrintedDay {
  date: string;
  shifts: PrintedShift[];
  /** Each printed pause cell: its spans and the duration printed beside them. */
  pauses: { spans: [number, number][]; total: number }[];
  /** The day's printed figures (the register's); absent where only shifts are printed. */
  figures?: Figures;
}

export interface PrintedEmployee {
  name: string;
  days: PrintedDay[];
  total: Figures;
}

export const DAY_MINUTES = 1440;

/** 'H:MM', 'HH:mm' or 'HH:mm:ss' → minutes (H:MM, HH:mm) or seconds (HH:mm:ss). */
export function amountOf(text: string): number {
  const parts = text.trim().split(':').map(Number);
  if (parts.length < 2 || parts.some((n) => !Number.isInteger(n))) throw new Error(`no es una duración: «${text}»`);
  const [h, m, s] = parts as [number, number, number?];
  return s === undefined ? h * 60 + m : h * 3600 + m * 60 + s;
}

/** A span's end that reads earlier than its start crossed midnight. */
export const after = (start: number, end: number, day: number) => (end < start ? end + day : end);

/** '11:41–12:05, 16:00–16:10' → minute pairs. */
export function spansOf(text: string): [number, number][] {
  return [...text.matchAll(/(\d{2}:\d{2})–(\d{2}:\d{2})/g)].map((m) => {
    const start = amountOf(m[1] as string);
    return [start, after(start, amountOf(m[2] as string), DAY_MINUTES)];
  });
}

/** Every way a printed row or total does not add up (empty when all do). */
export function mismatches(label: string, employees: readonly PrintedEmployee[], unit: 'min' | 's' = 'min'): string[] {
  const found: string[] = [];
  const day = unit === 'min' ? DAY_MINUTES : DAY_MINUTES * 60;
  const sumOf = (figures: Figures) =>
    figures.ordinary === undefined ? null : figures.ordinary + (figures.complementary ?? 0) + (figures.overtime ?? 0);
  for (const employee of employees) {
    const where = (date: string) => `${label} · ${employee.name} · ${date}`;
    let worked = 0;
    let ordinary = 0;
    let complementary = 0;
    let overtime = 0;
    for (const printed of employee.days) {
      for (const pause of printed.pauses) {
        const spans = pause.spans.reduce((sum, [from, to]) => sum + (to - from) * (unit === 's' ? 60 : 1), 0);
        if (spans !== pause.total) found.push(`${where(printed.date)}: pausas ${spans} ≠ impreso ${pause.total}`);
      }
      let elapsed = 0;
      let isClosed = true;
      for (const shift of printed.shifts) {
        if (shift.end === null) {
          isClosed = false;
          continue;
        }
        const span = after(shift.start, shift.end, day) - shift.start;
        elapsed += span;
        if (shift.worked !== undefined && shift.pause !== undefined && span - shift.pause !== shift.worked)
          found.push(`${where(printed.date)}: salida − entrada − pausa = ${span - shift.pause} ≠ ${shift.worked}`);
      }
      const pauses = printed.shifts.every((shift) => shift.pause !== undefined)
        ? printed.shifts.reduce((sum, shift) => sum + (shift.pause ?? 0), 0)
        : printed.pauses.reduce((sum, pause) => sum + pause.total, 0);
      const shiftsWorked = printed.shifts.reduce((sum, shift) => sum + (shift.worked ?? 0), 0);
      const dayWorked = printed.figures?.worked ?? shiftsWorked;
      if (isClosed && printed.shifts.length > 0 && elapsed - pauses !== dayWorked)
        found.push(`${where(printed.date)}: día ${elapsed - pauses} ≠ impreso ${dayWorked}`);
      if (printed.figures) {
        const classified = sumOf(printed.figures);
        if (classified !== null && classified !== printed.figures.worked)
          found.push(`${where(printed.date)}: ord.+compl.+extra ${classified} ≠ trabajado ${printed.figures.worked}`);
        ordinary += printed.figures.ordinary ?? 0;
        complementary += printed.figures.complementary ?? 0;
        overtime += printed.figures.overtime ?? 0;
      }
      worked += dayWorked;
    }
    const total = employee.total;
    if (total.worked !== worked) found.push(`${where('total')}: suma de días ${worked} ≠ total ${total.worked}`);
    if (total.ordinary !== undefined) {
      const sums = { ordinary, complementary, overtime };
      for (const key of ['ordinary', 'complementary', 'overtime'] as const) {
        if (total[key] !== sums[key]) found.push(`${where('total')}: ${key} suma ${sums[key]} ≠ total ${total[key]}`);
      }
      if (sumOf(total) !== total.worked) found.push(`${where('total')}: ord.+compl.+extra ${sumOf(total)} ≠ trabajado`);
    }
  }
  return found;
}

/** Split on ';' honouring quotes, as Excel reads the CSV. */
export function csvRows(body: string): string[][] {
  const rows: string[][] = [];
  for (const line of body.replace(/^\ufeff/, '').split('\r\n')) {
    if (line === '') {
      rows.push([]);
      continue;
    }
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i] as string;
      if (quoted) {
        if (c === '"' && line[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (c === '"') quoted = false;
        else cell += c;
      } else if (c === '"') quoted = true;
      else if (c === ';') {
        cells.push(cell);
        cell = '';
      } else cell += c;
    }
    cells.push(cell);
    rows.push(cells);
  }
  return rows;
}

/** '16:02' or '06:30 (13/11/2026)' or 'En curso' → the shift's end, a later day's with a day added. */
function registerEnd(text: string, start: number): number | null {
  const match = /^(\d{2}:\d{2})/.exec(text);
  if (!match) return null;
  const end = amountOf(match[1] as string);
  return text.includes('(') ? end + DAY_MINUTES : after(start, end, DAY_MINUTES);
}

/** A worker's rows of the register's CSV or XLSX sheet, by column name. */
function registerEmployee(name: string, rows: Map<string, string | number>[]): PrintedEmployee {
  const days = new Map<string, PrintedDay>();
  let total: Figures = { worked: Number.NaN };
  const figuresOf = (row: Map<string, string | number>): Figures => ({
    worked: Number(row.get('Trabajado del día')),
    ordinary: Number(row.get('Ordinarias')),
    complementary: Number(row.get('Complementarias')),
    overtime: Number(row.get('Extraordinarias')),
  });
  for (const row of rows) {
    const date = String(row.get('Fecha'));
    // Listed once, with nothing recorded: every figure is zero.
    if (date === NOTHING_TO_RECORD) {
      total = { worked: 0, ordinary: 0, complementary: 0, overtime: 0 };
      continue;
    }
    if (date.startsWith('Total')) {
      total = figuresOf(row);
      continue;
    }
    const printed = days.get(date) ?? { date, shifts: [], pauses: [] };
    days.set(date, printed);
    const entry = String(row.get('Entrada') ?? '');
    if (entry === '') {
      printed.figures = figuresOf(row);
      continue;
    }
    if (row.get('Trabajado del día') !== '') printed.figures = figuresOf(row);
    const start = amountOf(entry);
    const pause = Number(row.get('Tiempo de pausa'));
    printed.shifts.push({
      start,
      end: registerEnd(String(row.get('Salida')), start),
      pause,
      worked: Number(row.get('Tiempo trabajado')),
    });
    printed.pauses.push({ spans: spansOf(String(row.get('Pausas') ?? '')), total: pause });
  }
  return { name, days: [...days.values()], total };
}

const DURATION_COLUMNS = new Set([
  'Tiempo de pausa',
  'Tiempo trabajado',
  'Trabajado del día',
  'Ordinarias',
  'Complementarias',
  'Extraordinarias',
]);

/** The register's CSV, per worker, durations read as printed (H:MM). */
export function readRegisterCsv(body: string): PrintedEmployee[] {
  const [header, ...rows] = csvRows(body).filter((row) => row.length > 1);
  const byWorker = new Map<string, Map<string, string | number>[]>();
  for (const cells of rows) {
    const row = new Map<string, string | number>(
      (header as string[]).map((name, i) => {
        const cell = cells[i] ?? '';
        return [name, DURATION_COLUMNS.has(name) && cell !== '' ? amountOf(cell) : cell];
      }),
    );
    const name = String(row.get('Trabajador'));
    byWorker.set(name, [...(byWorker.get(name) ?? []), row]);
  }
  return [...byWorker].map(([name, list]) => registerEmployee(name, list));
}

/** A [h]:mm cell: exceljs reads it back as a Date from Excel's epoch; the file holds a fraction of a day. */
function cellMinutes(value: ExcelJS.CellValue): number | string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Math.round(((value.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000) * 1440);
  return typeof value === 'number' ? Math.round(value * 1440) : String(value);
}

/** The register's workbook: each worker's sheet, and the summary sheet's totals by name. */
export async function readRegisterXlsx(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer);
  const [summary, ...sheets] = book.worksheets as [ExcelJS.Worksheet, ...ExcelJS.Worksheet[]];
  const read = (sheet: ExcelJS.Worksheet) => {
    const names: string[] = [];
    sheet.getRow(1).eachCell((cell, column) => {
      names[column] = String(cell.value);
    });
    const rows: Map<string, string | number>[] = [];
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      const cells = new Map<string, string | number>();
      names.forEach((name, column) => {
        const value = row.getCell(column).value;
        if (name === 'Fecha' && value instanceof Date) cells.set(name, value.toISOString().slice(0, 10));
        else if (DURATION_COLUMNS.has(name) || name === 'Trabajadas') cells.set(name, cellMinutes(value));
        else cells.set(name, String(value ?? ''));
      });
      rows.push(cells);
    });
    return rows;
  };
  const totals = read(summary).map((row) => ({
    name: String(row.get('Trabajador')),
    total: {
      worked: Number(row.get('Trabajadas')),
      ordinary: Number(row.get('Ordinarias')),
      complementary: Number(row.get('Complementarias')),
      overtime: Number(row.get('Extraordinarias')),
    },
  }));
  return { totals, employees: sheets.map((sheet) => registerEmployee(sheet.name, read(sheet))) };
}
