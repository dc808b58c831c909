import { cardStatusLabels, type Workshift } from '@jornada/shared/api/workshift';
import { expectedMonthSeconds, expectedSecondsUpTo } from '@jornada/shared/domain/expected-hours';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import { shiftMinutes } from '@jornada/shared/domain/shift-minutes';
import { formatDuration, normalizeFecha, parsePauseDuration } from '@jornada/shared/domain/worked-time';
import { type CorrectionNote, correctionNotes, originalTimes } from './correction-notes';
import { approvedDayOffOn, type DayOff } from './days-off';

export const NO_TIME = '--:--';

export interface HistoryRow {
  id: number;
  /** dd/MM/yyyy */
  fecha: string;
  inicio: string;
  fin: string;
  /** The shift ended on a later Madrid day than it started (a night shift). */
  isEndNextDay: boolean;
  breakCount: number;
  breakTotal: string;
  workedSeconds: number | null;
  workedTime: string;
  observaciones: string | null;
  locationCount: number;
  isOpen: boolean;
  isForgotten: boolean;
  statusLabel: string;
  /** Approved corrections, oldest first; empty when the shift is as recorded. */
  corrections: CorrectionNote[];
  /** The times first recorded, when a correction changed them ('Corregida'). */
  original: { inicio: string; fin: string } | null;
  /** Worked on an approved day off (its label). */
  dayOff: string | null;
  /** One of its clock actions came from a device's offline queue. */
  isOffline: boolean;
}

/** yyyy-MM-dd (or with a time part) → dd/MM/yyyy. */
export function formatFecha(fecha: string): string {
  const day = normalizeFecha(fecha);
  if (!day) return fecha;
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/**
 * One history line. A completed shift shows the server's horas_totales (the recorded figure); an open
 * one is counted up to `now` with the server's rule (ADR 021: whole minutes, as the register), so
 * the month's total is the register's. Only the home card's live timer counts seconds.
 */
export function describeHistoryRow(
  shift: Workshift,
  config: { break_included: boolean },
  now: Date,
  daysOff: readonly DayOff[] = [],
): HistoryRow {
  const isOpen = shift.status !== 'completed';
  const figures = shiftMinutes({
    startedAt: shift.started_at,
    endedAt: shift.ended_at,
    breaks: shift.break_spans,
    breakIncluded: config.break_included,
    now,
  });
  const counted = figures ? { worked: figures.workedMinutes * 60, pause: figures.pauseMinutes * 60 } : null;
  const seconds = isOpen ? (counted?.worked ?? null) : shift.worked_seconds;
  const pauseSeconds = isOpen ? (counted?.pause ?? null) : (parsePauseDuration(shift.horas_pausa) ?? counted?.pause);
  const startDay = normalizeFecha(shift.fecha);
  return {
    id: shift.id,
    fecha: formatFecha(shift.fecha),
    inicio: shift.hora_inicio || NO_TIME,
    fin: shift.hora_fin ?? NO_TIME,
    isEndNextDay: Boolean(shift.ended_at && startDay && madridDate(new Date(shift.ended_at)) > startDay),
    breakCount: shift.break_spans.length,
    breakTotal: formatDuration(pauseSeconds),
    workedSeconds: seconds,
    workedTime: !isOpen && shift.horas_totales ? shift.horas_totales : formatDuration(seconds),
    observaciones: shift.observaciones?.trim() ? shift.observaciones : null,
    locationCount: shift.locations.length,
    isOpen,
    isForgotten: shift.is_forgotten,
    statusLabel: cardStatusLabels[shift.status],
    corrections: correctionNotes(shift),
    isOffline: shift.offline === true,
    original: originalTimes(shift),
    dayOff: startDay ? approvedDayOffOn(daysOff, startDay) : null,
  };
}

export interface MonthSummary {
  workedSeconds: number;
  /** The whole month's expected time. */
  expectedSeconds: number;
  /** What was due by today: what the difference compares with. */
  expectedSoFarSeconds: number;
  differenceSeconds: number;
  worked: string;
  expected: string;
  expectedSoFar: string;
  difference: string;
}

/** '+01:30:00', '-02:00:00' or '00:00:00'. */
export function formatSignedDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return NO_TIME;
  const sign = seconds > 0 ? '+' : seconds < 0 ? '-' : '';
  return `${sign}${formatDuration(Math.abs(seconds))}`;
}

/**
 * Worked in the month against workday_hours × its working days (weekdays minus `notExpected`). The
 * difference compares with what was due by `today` (yyyy-MM-dd, Madrid): the whole of a past month,
 * the working days so far (today included) of the current one, nothing of a month still to come.
 */
export function summarizeMonth(
  rows: readonly HistoryRow[],
  month: string,
  workdayHours: number,
  today: string,
  notExpected: ReadonlySet<string> = new Set(),
): MonthSummary {
  const worked = rows.reduce((sum, row) => sum + (row.workedSeconds ?? 0), 0);
  const expected = expectedMonthSeconds(month, workdayHours, notExpected);
  const dueSoFar = expectedSecondsUpTo(month, workdayHours, notExpected, today);
  return {
    workedSeconds: worked,
    expectedSeconds: expected,
    expectedSoFarSeconds: dueSoFar,
    differenceSeconds: worked - dueSoFar,
    worked: formatDuration(worked),
    expected: formatDuration(expected),
    expectedSoFar: formatDuration(dueSoFar),
    difference: formatSignedDuration(worked - dueSoFar),
  };
}

/** Pages still to fetch after the first one: the month may hold more shifts than one page. */
export function remainingPages(total: number, pageSize: number): number[] {
  const pages = Math.ceil(Math.max(0, total) / Math.max(1, pageSize));
  return Array.from({ length: Math.max(0, pages - 1) }, (_, i) => i + 2);
}
