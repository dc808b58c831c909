import { holidayDates, type PublicHoliday, publicHolidays } from '@jornada/shared/domain/holidays';
import { DEFAULT_REGION, isSpainRegion, type SpainRegion } from '@jornada/shared/domain/spain-regions';
import { countWorkingDaysInYear, daysBetween } from '@jornada/shared/domain/working-days';
import type { Trx } from '../../db/tenant';
import { findCompanyRegion, listCompanyHolidays, listVacationsOverlapping } from './vacations.repository';

/**
 * Working days exclude weekends, Spain's national holidays, those of the company's autonomous
 * community (both from date-holidays, packages/shared) and the company's own holidays.
 */

export const yearOf = (date: string) => Number(date.slice(0, 4));

/** The company's region; the column's check keeps it valid, the default covers a missing row. */
export async function companyRegion(trx: Trx, companyId: number): Promise<SpainRegion> {
  const region = await findCompanyRegion(trx, companyId);
  return isSpainRegion(region) ? region : DEFAULT_REGION;
}

/** The national and regional public holiday of a date for the company, if it is one. */
export async function publicHolidayOn(trx: Trx, companyId: number, date: string): Promise<PublicHoliday | undefined> {
  const region = await companyRegion(trx, companyId);
  return publicHolidays(yearOf(date), region).find((h) => h.date === date);
}

/** Weekends aside, the days off between from and to: national, regional and the company's holidays. */
export async function holidaySet(trx: Trx, companyId: number, from: string, to: string): Promise<Set<string>> {
  const region = await companyRegion(trx, companyId);
  const own = await listCompanyHolidays(trx, companyId, from, to);
  return holidayDates(
    from,
    to,
    region,
    own.map((h) => h.date),
  );
}

/**
 * The days a worker is not expected to work in a range besides weekends: holidays (national, the
 * region's and the company's) and the days of their approved vacations and leaves. For the month's
 * expected hours.
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

/** Working days a range takes (national, regional and company holidays as of now). */
export async function workingDaysOf(trx: Trx, companyId: number, start: string, end: string): Promise<number> {
  const holidays = await holidaySet(trx, companyId, start, end);
  let total = 0;
  for (let year = yearOf(start); year <= yearOf(end); year++) {
    total += countWorkingDaysInYear(start, end, year, holidays);
  }
  return total;
}

/**
 * holidaySet with each day's name (for reports that say why a day was off): national and regional
 * holidays under their official names, the company's own under the name it gave them.
 */
export async function namedHolidays(
  trx: Trx,
  companyId: number,
  from: string,
  to: string,
): Promise<Map<string, string>> {
  const region = await companyRegion(trx, companyId);
  const days = new Map<string, string>();
  for (let year = yearOf(from); year <= yearOf(to); year++) {
    for (const holiday of publicHolidays(year, region)) {
      if (holiday.date >= from && holiday.date <= to) days.set(holiday.date, holiday.name);
    }
  }
  for (const own of await listCompanyHolidays(trx, companyId, from, to)) {
    if (!days.has(own.date)) days.set(own.date, own.name);
  }
  return days;
}
