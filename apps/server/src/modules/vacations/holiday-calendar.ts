import { countWorkingDaysInYear, daysBetween, holidayDates } from '@jornada/shared/domain/holidays';
import type { Trx } from '../../db/tenant';
import { listCompanyHolidays, listVacationsOverlapping } from './vacations.repository';

/**
 * Working days exclude weekends, Spain's national holidays (data in packages/shared) and the
 * company's own holidays.
 */

export const yearOf = (date: string) => Number(date.slice(0, 4));

/** Weekends aside, the days off between from and to: national holidays and the company's. */
export async function holidaySet(trx: Trx, companyId: number, from: string, to: string): Promise<Set<string>> {
  const own = await listCompanyHolidays(trx, companyId, from, to);
  return holidayDates(
    from,
    to,
    own.map((h) => h.date),
  );
}

/**
 * The days a worker is not expected to work in a range besides weekends: holidays (national and the
 * company's) and the days of their approved vacations and leaves. For the month's expected hours.
 */
export async function daysOffOf(
  trx: Trx,
  companyId: number,
  userId: number,
  range: { from: string; to: string },
): Promise<Set<string>> {
  const days = await holidaySet(trx, companyId, range.from, range.to);
  for (const vacation of await listVacationsOverlapping(trx, companyId, userId, range, ['approved'])) {
    for (const day of daysBetween(vacation.start_date, vacation.end_date)) days.add(day);
  }
  return days;
}

/** Working days a range takes (national and company holidays as of now). */
export async function workingDaysOf(trx: Trx, companyId: number, start: string, end: string): Promise<number> {
  const holidays = await holidaySet(trx, companyId, start, end);
  let total = 0;
  for (let year = yearOf(start); year <= yearOf(end); year++) {
    total += countWorkingDaysInYear(start, end, year, holidays);
  }
  return total;
}
