/** Monday-to-Friday days of a month (yyyy-MM) not in `daysOff` (holidays, approved days off). */
export function weekdaysInMonth(month: string, daysOff: ReadonlySet<string> = new Set()): number {
  return weekdaysThrough(month, 31, daysOff);
}

/** Weekdays of the month from its 1st to its `lastDay`-th (capped at the month's end), not in `daysOff`. */
function weekdaysThrough(month: string, lastDay: number, daysOff: ReadonlySet<string>): number {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const days = Math.min(lastDay, new Date(Date.UTC(year, m, 0)).getUTCDate());
  let count = 0;
  for (let day = 1; day <= days; day++) {
    const weekday = new Date(Date.UTC(year, m - 1, day)).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    if (!daysOff.has(`${month}-${String(day).padStart(2, '0')}`)) count++;
  }
  return count;
}

/**
 * Hours a worker is expected to work in a month: workday_hours × its working days — weekdays that
 * are neither a holiday (national or the company's) nor one of the worker's approved days off.
 */
export function expectedMonthSeconds(
  month: string,
  workdayHours: number,
  daysOff: ReadonlySet<string> = new Set(),
): number {
  return Math.round(weekdaysInMonth(month, daysOff) * workdayHours * 3600);
}

/**
 * What a month's worked time is compared with on `today` (yyyy-MM-dd, Madrid): the hours expected on
 * its working days up to and including today. A past month counts whole, a future one counts nothing,
 * so mid-month the difference says how far ahead or behind the worker is, not how much is left.
 */
export function expectedMonthSecondsUpTo(
  month: string,
  workdayHours: number,
  daysOff: ReadonlySet<string>,
  today: string,
): number {
  const { from, to } = monthRange(month);
  if (today < from) return 0;
  if (today >= to) return expectedMonthSeconds(month, workdayHours, daysOff);
  return Math.round(weekdaysThrough(month, Number(today.slice(8, 10)), daysOff) * workdayHours * 3600);
}

/** Calendar arithmetic on yyyy-MM months. */
export function addMonths(month: string, delta: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** First and last yyyy-MM-dd of a month. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** dd/MM/yyyy of a yyyy-MM-dd date, as Spanish readers write it. */
export function spanishDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** Month names as Spanish writes them (lower case), January first. */
export const spanishMonthNames = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** 'noviembre de 2026' of a yyyy-MM month. */
export function spanishMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${spanishMonthNames[m - 1]} de ${year}`;
}

/** '22 de noviembre de 2026' of a yyyy-MM-dd date. */
export function spanishLongDate(date: string): string {
  return `${Number(date.slice(8, 10))} de ${spanishMonth(date.slice(0, 7))}`;
}
