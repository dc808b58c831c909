/**
 * Spain's national public holidays (fiestas de ámbito nacional) and working-day arithmetic for
 * vacation requests. Pure: no zone, dates are yyyy-MM-dd calendar days.
 *
 * Only the days every autonomous community keeps are listed (BOE resolutions for 2025–2027:
 * 1 Jan, 6 Jan, Viernes Santo, 1 May, 15 Aug, 12 Oct, 1 Nov, 6 Dec, 8 Dec, 25 Dec). When one falls on
 * a Sunday it is only marked (`fallsOnSunday`): the substitute day, if any, is chosen by each
 * community, so a company adds it as one of its own holidays. Regional and local holidays are the
 * company's (table `holidays`). Years without data count weekends only (`hasNationalHolidayData`).
 */

export interface Holiday {
  date: string;
  name: string;
}

export interface NationalHoliday extends Holiday {
  fallsOnSunday: boolean;
}

const FIXED: [monthDay: string, name: string][] = [
  ['01-01', 'Año Nuevo'],
  ['01-06', 'Epifanía del Señor'],
  ['05-01', 'Fiesta del Trabajo'],
  ['08-15', 'Asunción de la Virgen'],
  ['10-12', 'Fiesta Nacional de España'],
  ['11-01', 'Todos los Santos'],
  ['12-06', 'Día de la Constitución Española'],
  ['12-08', 'Inmaculada Concepción'],
  ['12-25', 'Natividad del Señor'],
];

/** Viernes Santo of each year with data (the only national holiday that moves). */
const GOOD_FRIDAY: Record<number, string> = {
  2025: '2025-04-18',
  2026: '2026-04-03',
  2027: '2027-03-26',
};

export const NATIONAL_HOLIDAY_YEARS = Object.keys(GOOD_FRIDAY).map(Number);

export function hasNationalHolidayData(year: number): boolean {
  return GOOD_FRIDAY[year] !== undefined;
}

function utcDay(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return utcDay(date).getUTCDay();
}

export function isWeekend(date: string): boolean {
  const day = weekdayOf(date);
  return day === 0 || day === 6;
}

/** The national holidays of a year, by date; empty for a year without data. */
export function nationalHolidays(year: number): NationalHoliday[] {
  const goodFriday = GOOD_FRIDAY[year];
  if (!goodFriday) return [];
  const days: Holiday[] = [
    ...FIXED.map(([monthDay, name]) => ({ date: `${year}-${monthDay}`, name })),
    { date: goodFriday, name: 'Viernes Santo' },
  ];
  return days
    .map((h) => ({ ...h, fallsOnSunday: weekdayOf(h.date) === 0 }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
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

/**
 * The dates that are not working days besides weekends: national holidays of every year the range
 * touches plus the company's own (`companyHolidays`, yyyy-MM-dd).
 */
export function holidayDates(start: string, end: string, companyHolidays: Iterable<string> = []): Set<string> {
  const dates = new Set<string>(companyHolidays);
  const first = Number(start.slice(0, 4));
  const last = Number(end.slice(0, 4));
  for (let year = first; year <= last; year++) {
    for (const holiday of nationalHolidays(year)) dates.add(holiday.date);
  }
  return dates;
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
