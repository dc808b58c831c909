import { MAX_REPORT_DAYS, periodDays, REPORT_MESSAGES } from '@jornada/shared/api/reports';
import { monthRange, spanishDate } from '@jornada/shared/domain/calendar';
import { addMonths, formatMonthLabel, isMonth, madridMonth } from '../../../lib/month';

export { addMonths, formatMonthLabel, isMonth, madridMonth } from '../../../lib/month';

/** The register's period: a whole month, or any range of days up to a year. */
export interface ReportPeriod {
  from: string;
  to: string;
}

export const PERIOD_MESSAGES = {
  fromRequired: 'Indica la fecha de inicio',
  toRequired: 'Indica la fecha de fin',
  toBeforeFrom: REPORT_MESSAGES.toBeforeFrom,
  tooLong: REPORT_MESSAGES.tooLong,
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day (not 2025-02-30). */
export function isDay(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const monthPeriod = (month: string): ReportPeriod => monthRange(month);

/** The month a period covers exactly (its first to its last day), or null for any other range. */
export function wholeMonthOf(period: ReportPeriod): string | null {
  const month = period.from.slice(0, 7);
  const whole = monthRange(month);
  return whole.from === period.from && whole.to === period.to ? month : null;
}

/** Why a typed range cannot be asked for (Spanish), or null when it can. */
export function rangeError(from: string, to: string): { field: 'from' | 'to'; message: string } | null {
  if (!isDay(from)) return { field: 'from', message: PERIOD_MESSAGES.fromRequired };
  if (!isDay(to)) return { field: 'to', message: PERIOD_MESSAGES.toRequired };
  if (to < from) return { field: 'to', message: PERIOD_MESSAGES.toBeforeFrom };
  if (periodDays(from, to) > MAX_REPORT_DAYS) return { field: 'to', message: PERIOD_MESSAGES.tooLong };
  return null;
}

/**
 * The period in the page's URL: ?month=yyyy-MM, or ?from=…&to=… when valid; anything else (or
 * nothing) is the current Madrid month.
 */
export function periodFromSearch(params: URLSearchParams, now: Date): ReportPeriod {
  const month = params.get('month');
  if (isMonth(month)) return monthPeriod(month);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (rangeError(from, to) === null) return { from, to };
  return monthPeriod(madridMonth(now));
}

/** The URL search of a period (a whole month reads as ?month=). */
export function periodSearch(period: ReportPeriod): Record<string, string> {
  const month = wholeMonthOf(period);
  return month ? { month } : { from: period.from, to: period.to };
}

/** The months a period touches (yyyy-MM), oldest first: alerts are read month by month. */
export function monthsOf(period: ReportPeriod): string[] {
  const months: string[] = [];
  for (let month = period.from.slice(0, 7); month <= period.to.slice(0, 7); month = addMonths(month, 1)) {
    months.push(month);
  }
  return months;
}

/** 'Marzo de 2026' for a whole month, else 'del 03/03/2026 al 17/03/2026'. */
export function formatPeriodLabel(period: ReportPeriod): string {
  const month = wholeMonthOf(period);
  return month ? formatMonthLabel(month) : `del ${spanishDate(period.from)} al ${spanishDate(period.to)}`;
}
