import { monthRange } from './calendar';

/*
 * Expected hours of a month, kept apart from calendar.ts: the landing page loads calendar.ts, and
 * only the time history and the exports need these.
 */

/** Monday-to-Friday days of a month (yyyy-MM) not in `daysOff` (holidays, approved days off). */
export function weekdaysInMonth(month: string, daysOff: ReadonlySet<string> = new Set()): number {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
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
 * The last day of `month` whose work is already due on `today` (yyyy-MM-dd, Madrid): the month's
 * last day when the month is over, `today` itself during the month (today's hours are expected,
 * as today's worked time is counted), null when the month has not started.
 */
export function expectedUntil(month: string, today: string): string | null {
  const { from, to } = monthRange(month);
  if (today < from) return null;
  return today < to ? today : to;
}

/** Monday-to-Friday days of `month` not in `daysOff`, counted up to `today` (see expectedUntil). */
export function weekdaysInMonthUpTo(month: string, today: string, daysOff: ReadonlySet<string> = new Set()): number {
  const until = expectedUntil(month, today);
  if (until === null) return 0;
  const lastDay = Number(until.slice(8, 10));
  let count = 0;
  for (let day = 1; day <= lastDay; day++) {
    const date = `${month}-${String(day).padStart(2, '0')}`;
    const weekday = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, day)).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !daysOff.has(date)) count++;
  }
  return count;
}

/**
 * What a 'Diferencia' compares with: the hours expected of `month` up to `today` (yyyy-MM-dd,
 * Madrid) — the whole month when it is past, the days so far (today included) in the current
 * month, nothing for a month still to come. Same rule as expectedMonthSeconds otherwise.
 */
export function expectedSecondsUpTo(
  month: string,
  workdayHours: number,
  daysOff: ReadonlySet<string>,
  today: string,
): number {
  return Math.round(weekdaysInMonthUpTo(month, today, daysOff) * workdayHours * 3600);
}
