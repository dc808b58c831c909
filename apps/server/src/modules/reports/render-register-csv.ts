import {
  hasNothingToRecord,
  NOTHING_TO_RECORD,
  type RegisterDay,
  type RegisterEmployee,
  type RegisterResponse,
} from '@jornada/shared/api/reports';
import { originalTimesText } from '@jornada/shared/domain/register-shift-text';
import {
  endText,
  hasIncompleteShift,
  hoursAndMinutes,
  INCOMPLETE_NOTE,
  pausesText,
  shiftWorkedText,
  spanishDate,
  workModeLabel,
} from './register-format';

/**
 * The register as CSV for Spanish Excel: UTF-8 with a BOM, ';' between fields, CRLF. One row per
 * shift, the day's figures (worked, ordinary, complementary, overtime) on its first shift's row so
 * that a column's sum is the month's; a row for each day off without shifts (holiday, vacation,
 * leave, weekend); and a total row per worker. Someone with nothing to record in the period (no
 * shift, no leave of their own) gets one row saying so. A corrected shift carries the times first
 * clocked in the last column (last, so that readers of the earlier columns by position are not moved).
 */

export const REGISTER_CSV_HEADERS = [
  'Trabajador',
  'DNI/NIE',
  'Fecha',
  'Entrada',
  'Salida',
  'Pausas',
  'Tiempo de pausa',
  'Tiempo trabajado',
  'Modalidad',
  'Corregida',
  'Sin conexión',
  'Trabajado del día',
  'Ordinarias',
  'Complementarias',
  'Extraordinarias',
  'Ausencia',
  'Fichaje original',
] as const;

/**
 * A text cell Excel would run as a formula (=, +, -, @, or a tab or CR first) is prefixed with an
 * apostrophe (OWASP's CSV injection advice); names and labels come from users.
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvField(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const text = (value: string) => csvField(neutralizeFormula(value));

function dayFigures(day: RegisterDay): string[] {
  return [
    hoursAndMinutes(day.worked_minutes),
    hoursAndMinutes(day.ordinary_minutes),
    hoursAndMinutes(day.complementary_minutes),
    hoursAndMinutes(day.overtime_minutes),
  ];
}

function employeeRows(employee: RegisterEmployee): string[][] {
  const who = [text(employee.name), text(employee.identification)];
  const rows: string[][] = [];
  if (hasNothingToRecord(employee)) {
    return [[...who, NOTHING_TO_RECORD, ...Array<string>(REGISTER_CSV_HEADERS.length - 3).fill('')]];
  }
  for (const day of employee.days) {
    const absence = day.absence ? text(day.absence.label) : '';
    if (day.shifts.length === 0) {
      if (day.absence)
        rows.push([...who, spanishDate(day.date), '', '', '', '', '', '', '', '', ...dayFigures(day), absence, '']);
      continue;
    }
    day.shifts.forEach((shift, index) => {
      rows.push([
        ...who,
        spanishDate(day.date),
        shift.start,
        csvField(endText(shift)),
        csvField(pausesText(shift)),
        hoursAndMinutes(shift.pause_minutes),
        shiftWorkedText(shift),
        workModeLabel(shift),
        shift.corrected ? 'Sí' : 'No',
        shift.offline ? 'Sí' : 'No',
        ...(index === 0 ? dayFigures(day) : ['', '', '', '']),
        absence,
        csvField(originalTimesText(shift)),
      ]);
    });
  }
  const totals = employee.totals;
  rows.push([
    ...who,
    `Total (${totals.days_worked} días trabajados)`,
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    hoursAndMinutes(totals.worked),
    hoursAndMinutes(totals.ordinary),
    hoursAndMinutes(totals.complementary),
    hoursAndMinutes(totals.overtime),
    '',
    '',
  ]);
  return rows;
}

export function renderRegisterCsv(register: RegisterResponse): string {
  const lines = [REGISTER_CSV_HEADERS.join(';')];
  for (const employee of register.employees) {
    for (const row of employeeRows(employee)) lines.push(row.join(';'));
  }
  if (hasIncompleteShift(register)) {
    lines.push([csvField(INCOMPLETE_NOTE), ...Array<string>(REGISTER_CSV_HEADERS.length - 1).fill('')].join(';'));
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
