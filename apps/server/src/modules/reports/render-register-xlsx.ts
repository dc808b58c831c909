import { PassThrough } from 'node:stream';
import {
  hasNothingToRecord,
  NOTHING_TO_RECORD,
  type RegisterEmployee,
  type RegisterResponse,
} from '@jornada/shared/api/reports';
import { originalTimesText } from '@jornada/shared/domain/register-shift-text';
import ExcelJS from 'exceljs';
import {
  endText,
  INCOMPLETE_NOTE,
  INCOMPLETE_SHIFT,
  pausesText,
  spanishDate,
  weekdayName,
  workModeLabel,
} from './register-format';

/**
 * The register as a real workbook (exceljs): a 'Resumen' sheet with each worker's totals, then one
 * sheet per worker with a row per shift (and per day off without shifts) and a total row. The
 * header stays frozen; durations are numbers (days, as Excel counts time) formatted [h]:mm, so
 * they add up in Excel. An incomplete shift (no end) says 'Incompleta' instead of a duration; a
 * corrected one carries the times first clocked in the last column.
 *
 * Written with exceljs's streaming writer: each row is committed as it is made and the ZIP is
 * deflated by Node's zlib. The in-memory workbook deflated in JavaScript and took several times
 * longer for a month of 500 workers (npm run bench), most of it compressing and collecting garbage.
 */

type Sheet = ExcelJS.Worksheet;

export const SUMMARY_SHEET = 'Resumen';
const DURATION_FORMAT = '[h]:mm';
const DATE_FORMAT = 'dd/mm/yyyy';
/** Excel's limit on a sheet's name, and the characters it refuses in one. */
const SHEET_NAME_MAX = 31;
const FORBIDDEN_IN_SHEET_NAME = /[[\]:*?/\\]/g;

/** Header and footer text: '&' starts a code there, so a literal one is doubled. */
const headerText = (value: string) => value.replaceAll('&', '&&');
const duration = (minutes: number) => minutes / 1440;
const excelDate = (date: string) =>
  new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))));

/**
 * A sheet name Excel accepts, unique in the book (case-insensitively, as Excel compares them):
 * forbidden characters become spaces, no apostrophe at either end, at most 31 characters; a repeat
 * gets ' (2)', ' (3)'… within the limit.
 */
export function uniqueSheetName(wanted: string, taken: Set<string>): string {
  const base =
    wanted
      .replace(FORBIDDEN_IN_SHEET_NAME, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^'+|'+$/g, '')
      .trim()
      .slice(0, SHEET_NAME_MAX)
      .trim() || 'Trabajador';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()) || name.toLowerCase() === 'history'; n++) {
    const suffix = ` (${n})`;
    name = `${base.slice(0, SHEET_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
  }
  taken.add(name.toLowerCase());
  return name;
}

function styleHeader(row: ExcelJS.Row): void {
  row.font = { bold: true };
  row.alignment = { vertical: 'middle' };
  row.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E7EB' } };
    cell.border = { bottom: { style: 'thin' } };
  });
}

const durationStyle = { numFmt: DURATION_FORMAT };
const frozenHeader = { views: [{ state: 'frozen' as const, ySplit: 1 }] };

function addWorkerSheet(book: ExcelJS.Workbook, employee: RegisterEmployee, name: string, register: RegisterResponse) {
  const sheet: Sheet = book.addWorksheet(name, frozenHeader);
  sheet.headerFooter.oddHeader = `&L${headerText(register.company.name)} (CIF ${headerText(register.company.cif)})&R${headerText(employee.name)}`;
  sheet.columns = [
    { header: 'Fecha', key: 'date', width: 12, style: { numFmt: DATE_FORMAT } },
    { header: 'Día', key: 'weekday', width: 11 },
    { header: 'Entrada', key: 'start', width: 9 },
    { header: 'Salida', key: 'end', width: 20 },
    { header: 'Pausas', key: 'pauses', width: 26 },
    { header: 'Tiempo de pausa', key: 'pause', width: 15, style: durationStyle },
    { header: 'Tiempo trabajado', key: 'shiftWorked', width: 16, style: durationStyle },
    { header: 'Modalidad', key: 'mode', width: 13 },
    { header: 'Corregida', key: 'corrected', width: 10 },
    { header: 'Sin conexión', key: 'offline', width: 12 },
    { header: 'Trabajado del día', key: 'worked', width: 17, style: durationStyle },
    { header: 'Ordinarias', key: 'ordinary', width: 11, style: durationStyle },
    { header: 'Complementarias', key: 'complementary', width: 16, style: durationStyle },
    { header: 'Extraordinarias', key: 'overtime', width: 15, style: durationStyle },
    { header: 'Ausencia', key: 'absence', width: 24 },
    { header: 'Fichaje original', key: 'original', width: 26 },
  ];
  styleHeader(sheet.getRow(1));
  sheet.getRow(1).commit();
  if (hasNothingToRecord(employee)) {
    const row = sheet.addRow({ date: NOTHING_TO_RECORD });
    row.getCell('date').numFmt = 'General';
    row.commit();
    sheet.commit();
    return;
  }
  let hasIncomplete = false;
  for (const day of employee.days) {
    const figures = {
      worked: duration(day.worked_minutes),
      ordinary: duration(day.ordinary_minutes),
      complementary: duration(day.complementary_minutes),
      overtime: duration(day.overtime_minutes),
    };
    const common = { date: excelDate(day.date), weekday: weekdayName(day.date), absence: day.absence?.label ?? '' };
    if (day.shifts.length === 0) {
      if (day.absence) sheet.addRow({ ...common, ...figures }).commit();
      continue;
    }
    day.shifts.forEach((shift, index) => {
      if (shift.worked_minutes === null) hasIncomplete = true;
      sheet
        .addRow({
          ...common,
          start: shift.start,
          end: endText(shift),
          pauses: pausesText(shift),
          pause: duration(shift.pause_minutes),
          shiftWorked: shift.worked_minutes === null ? INCOMPLETE_SHIFT : duration(shift.worked_minutes),
          mode: workModeLabel(shift),
          corrected: shift.corrected ? 'Sí' : 'No',
          offline: shift.offline ? 'Sí' : 'No',
          original: originalTimesText(shift),
          // The day's figures once, on its first shift, so that a column's sum is the period's.
          ...(index === 0 ? figures : {}),
        })
        .commit();
    });
  }
  const totals = employee.totals;
  const total = sheet.addRow({
    date: `Total (${totals.days_worked} días trabajados)`,
    worked: duration(totals.worked),
    ordinary: duration(totals.ordinary),
    complementary: duration(totals.complementary),
    overtime: duration(totals.overtime),
  });
  total.font = { bold: true };
  total.getCell('date').numFmt = 'General';
  total.commit();
  if (hasIncomplete) {
    const note = sheet.addRow({ date: INCOMPLETE_NOTE });
    note.getCell('date').numFmt = 'General';
    note.commit();
  }
  sheet.commit();
}

function addSummarySheet(book: ExcelJS.Workbook, register: RegisterResponse, sheetNames: string[]) {
  const sheet: Sheet = book.addWorksheet(SUMMARY_SHEET, frozenHeader);
  sheet.headerFooter.oddHeader = `&L${headerText(register.company.name)} (CIF ${headerText(register.company.cif)})&RDel ${spanishDate(register.from)} al ${spanishDate(register.to)}`;
  sheet.columns = [
    { header: 'Trabajador', key: 'name', width: 32 },
    { header: 'DNI/NIE', key: 'identification', width: 12 },
    { header: 'Jornada (%)', key: 'percent', width: 12 },
    { header: 'Horas semanales', key: 'weekly', width: 15 },
    { header: 'Días trabajados', key: 'days', width: 15 },
    { header: 'Trabajadas', key: 'worked', width: 12, style: durationStyle },
    { header: 'Ordinarias', key: 'ordinary', width: 12, style: durationStyle },
    { header: 'Complementarias', key: 'complementary', width: 16, style: durationStyle },
    { header: 'Extraordinarias', key: 'overtime', width: 15, style: durationStyle },
    { header: 'Hoja', key: 'sheet', width: 32 },
  ];
  styleHeader(sheet.getRow(1));
  sheet.getRow(1).commit();
  register.employees.forEach((employee, index) => {
    sheet
      .addRow({
        name: employee.name,
        identification: employee.identification,
        percent: employee.part_time_percent,
        weekly: employee.weekly_hours,
        days: employee.totals.days_worked,
        worked: duration(employee.totals.worked),
        ordinary: duration(employee.totals.ordinary),
        complementary: duration(employee.totals.complementary),
        overtime: duration(employee.totals.overtime),
        sheet: sheetNames[index] ?? '',
      })
      .commit();
  });
  const sum = (pick: (employee: RegisterEmployee) => number) =>
    duration(register.employees.reduce((total, employee) => total + pick(employee), 0));
  const total = sheet.addRow({
    name: 'Total',
    days: register.employees.reduce((total, employee) => total + employee.totals.days_worked, 0),
    worked: sum((e) => e.totals.worked),
    ordinary: sum((e) => e.totals.ordinary),
    complementary: sum((e) => e.totals.complementary),
    overtime: sum((e) => e.totals.overtime),
  });
  total.font = { bold: true };
  total.commit();
  sheet.commit();
}

export async function renderRegisterXlsx(register: RegisterResponse): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  book.creator = 'Jornada';
  book.title = `Registro de jornada ${register.company.name} ${register.from} – ${register.to}`;
  book.created = new Date(register.generated_at);
  const taken = new Set([SUMMARY_SHEET.toLowerCase()]);
  const sheetNames = register.employees.map((employee) => uniqueSheetName(employee.name, taken));
  addSummarySheet(book, register, sheetNames);
  register.employees.forEach((employee, index) => {
    addWorkerSheet(book, employee, sheetNames[index] as string, register);
  });
  await book.commit();
  await finished;
  return Buffer.concat(chunks);
}
