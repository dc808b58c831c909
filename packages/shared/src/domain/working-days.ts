/**
 * Calendar-day and working-day arithmetic on yyyy-MM-dd dates. Pure and dependency-free, so the web
 * can use it; which days are holidays comes from holidays.ts on the server (GET /api/holidays).
 */

function utcDay(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

/** Weekdays already computed (reports ask for the same dates once per employee). */
const weekdays = new Map<string, number>();

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  const known = weekdays.get(date);
  if (known !== undefined) return known;
  const day = utcDay(date).getUTCDay();
  if (weekdays.size > 20_000) weekdays.clear();
  weekdays.set(date, day);
  return day;
}

export function isWeekend(date: string): boolean {
  const day = weekdayOf(date);
  return day === 0 || day === 6;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function isoOf(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Every calendar day from `start` to `end`, both included (empty when end < start). */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  const last = utcDay(end).getTime();
  for (let at = utcDay(start); at.getTime() <= last; at = new Date(at.getTime() + 86_400_000)) {
    days.push(isoOf(at));
  }
  return days;
}

/** Number of calendar days from `start` to `end`, both included. */
export function calendarDaysBetween(start: string, end: string): number {
  return Math.round((utcDay(end).getTime() - utcDay(start).getTime()) / 86_400_000) + 1;
}

/** The working days (Monday to Friday, not a holiday) from `start` to `end`, both included. */
export function workingDaysBetween(start: string, end: string, holidays: ReadonlySet<string>): string[] {
  return daysBetween(start, end).filter((day) => !isWeekend(day) && !holidays.has(day));
}

/** How many working days a vacation from `start` to `end` (both included) takes. */
export function countWorkingDays(start: string, end: string, holidays: ReadonlySet<string>): number {
  return workingDaysBetween(start, end, holidays).length;
}

/** Working days of the range that fall in `year` (a request across New Year counts in both). */
export function countWorkingDaysInYear(
  start: string,
  end: string,
  year: number,
  holidays: ReadonlySet<string>,
): number {
  const from = start > `${year}-01-01` ? start : `${year}-01-01`;
  const to = end < `${year}-12-31` ? end : `${year}-12-31`;
  if (from > to) return 0;
  return countWorkingDays(from, to, holidays);
}
