import { ALLOWANCE_VACATION_TYPES, type VacationType } from '@jornada/shared/api/petitions';
import { calendarDaysBetween, countWorkingDaysInYear } from '@jornada/shared/domain/working-days';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Both dates given, real-looking and in order. */
export function isRange(start: string, end: string): boolean {
  return DAY.test(start) && DAY.test(end) && start <= end;
}

/** The years a range touches (a request across New Year counts in both). */
export function yearsOf(start: string, end: string): number[] {
  const first = Number(start.slice(0, 4));
  const last = Number(end.slice(0, 4));
  const years: number[] = [];
  for (let year = first; year <= last; year++) years.push(year);
  return years;
}

export interface VacationCount {
  calendarDays: number;
  workingDays: number;
  /** Working days per calendar year (a balance is per year). */
  byYear: { year: number; workingDays: number }[];
}

/**
 * Working days a request takes, as the server counts them: weekends and the holidays of the years it
 * touches (`holidayDates`, yyyy-MM-dd, as GET /api/holidays lists them: national, the company's
 * community's and its own) left out. null for an incomplete range.
 */
export function countVacationDays(start: string, end: string, holidayDates: Iterable<string>): VacationCount | null {
  if (!isRange(start, end)) return null;
  const holidays = new Set(holidayDates);
  const byYear = yearsOf(start, end).map((year) => ({
    year,
    workingDays: countWorkingDaysInYear(start, end, year, holidays),
  }));
  return {
    calendarDays: calendarDaysBetween(start, end),
    workingDays: byYear.reduce((sum, y) => sum + y.workingDays, 0),
    byYear,
  };
}

export function countsAgainstAllowance(type: VacationType): boolean {
  return ALLOWANCE_VACATION_TYPES.includes(type);
}

/**
 * Why a request would be refused for lack of days, before sending it (the server checks again):
 * null when it fits, or when the balance of a year it touches is not known.
 */
export function balanceShortfall(
  type: VacationType,
  count: VacationCount | null,
  availableByYear: ReadonlyMap<number, number>,
): string | null {
  if (!count || !countsAgainstAllowance(type)) return null;
  for (const { year, workingDays } of count.byYear) {
    const available = availableByYear.get(year);
    if (available === undefined || workingDays <= available) continue;
    const left = available === 1 ? '1 día' : `${Math.max(0, available)} días`;
    return `Solo te quedan ${left} de vacaciones en ${year} y esta solicitud ocupa ${workingDays}.`;
  }
  return null;
}

/** '1 día laborable', '5 días laborables'. */
export function workingDaysLabel(days: number): string {
  return `${days} ${days === 1 ? 'día laborable' : 'días laborables'}`;
}

export interface RemainingDays {
  year: number;
  available: number;
  after: number;
}

/**
 * The balance right beside the count (on phones the balance card is below the form): only for a
 * request within one year that counts against the allowance and fits it.
 */
export function remainingAfter(
  type: VacationType,
  count: VacationCount | null,
  availableByYear: ReadonlyMap<number, number>,
): RemainingDays | null {
  const only = count?.byYear.length === 1 ? count.byYear[0] : undefined;
  const available = only ? availableByYear.get(only.year) : undefined;
  if (!only || available === undefined || !countsAgainstAllowance(type)) return null;
  if (balanceShortfall(type, count, availableByYear)) return null;
  return { year: only.year, available, after: available - only.workingDays };
}

/** The balances to show: the years a range touches (two at most), else the start's year or this one. */
export function balanceYears(start: string, end: string, thisYear: number): number[] {
  if (isRange(start, end)) return yearsOf(start, end).slice(0, 2);
  return [Number((start || `${thisYear}`).slice(0, 4)) || thisYear];
}
