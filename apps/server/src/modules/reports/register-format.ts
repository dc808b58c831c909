import type { RegisterResponse, RegisterShift } from '@jornada/shared/api/reports';
import { workModeLabels } from '@jornada/shared/domain/employee-contract';
import { weekdayOf } from '@jornada/shared/domain/working-days';

/** What the CSV and the XLSX of the register write the same way. */

/** Minutes as H:MM (hours may pass 24): 125 → '2:05'. */
export function hoursAndMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** yyyy-MM-dd → dd/MM/yyyy, as Spanish readers write dates. */
export const spanishDate = (date: string) => date.split('-').reverse().join('/');

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
export const weekdayName = (date: string) => WEEKDAYS[weekdayOf(date)] ?? '';

export const workModeLabel = (shift: RegisterShift) => workModeLabels[shift.work_mode] ?? shift.work_mode;

/** '10:00–10:20, 13:00–…': a shift's pauses on one line. */
export function pausesText(shift: RegisterShift): string {
  return shift.pauses.map((pause) => `${pause.start}–${pause.end ?? '…'}`).join(', ');
}

/** The shift's end as read: the time, with its date when it ended on a later day. */
export function endText(shift: RegisterShift): string {
  if (shift.end === null) return 'En curso';
  return shift.end_date ? `${shift.end} (${spanishDate(shift.end_date)})` : shift.end;
}

/** What the worked-time cell of an incomplete shift says instead of a duration. */
export const INCOMPLETE_SHIFT = 'Incompleta';

/** The shift's own worked time as H:MM, or 'Incompleta' while it has no end. */
export function shiftWorkedText(shift: RegisterShift): string {
  return shift.worked_minutes === null ? INCOMPLETE_SHIFT : hoursAndMinutes(shift.worked_minutes);
}

export const hasIncompleteShift = (register: RegisterResponse) =>
  register.employees.some((employee) =>
    employee.days.some((day) => day.shifts.some((shift) => shift.status === 'incomplete')),
  );

/** The footnote of a register with a shift still open: why its figures leave that shift out. */
export const INCOMPLETE_NOTE =
  'Incompleta: jornada sin hora de salida (en curso o sin cerrar). Consta su entrada, pero no computa en el ' +
  'tiempo trabajado ni en las horas ordinarias, complementarias o extraordinarias hasta que se cierre o se corrija.';

/** registro-jornada-<cif>-<from>-<to>.<ext>, with only safe characters from the CIF. */
export function registerFilename(register: RegisterResponse, extension: string): string {
  const cif = register.company.cif.replace(/[^A-Za-z0-9]/g, '') || 'empresa';
  return `registro-jornada-${cif}-${register.from}-${register.to}.${extension}`;
}
