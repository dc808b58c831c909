import Holidays from 'date-holidays';
import type { SpainRegion } from './spain-regions';
import { weekdayOf } from './working-days';

/**
 * Spain's public holidays, national and of each autonomous community, from `date-holidays` (kept
 * up to date by its maintainers from the BOE and the regional bulletins; computed by rule for any
 * year). Only public holidays count (no observances such as Mother's Day or San Isidro in Madrid,
 * which are local: a company adds its local ones as its own holidays, table `holidays`).
 *
 * date-holidays and its parser weigh megabytes: this module is for the server. The web gets the
 * holidays from GET /api/holidays and does its arithmetic with working-days.ts.
 */

export interface Holiday {
  date: string;
  name: string;
}

export interface PublicHoliday extends Holiday {
  /** 'national' when Spain as a whole keeps it that day, else the community's own. */
  scope: 'national' | 'regional';
  /** A Sunday holiday: its substitute, if any, is a separate day chosen by each community. */
  fallsOnSunday: boolean;
}

export type NationalHoliday = PublicHoliday;

/** The names the BOE uses where date-holidays' Spanish ones differ. */
const BOE_NAMES: [from: string, to: string][] = [
  ['Día de los Reyes Magos', 'Epifanía del Señor'],
  ['Día del Trabajador', 'Fiesta del Trabajo'],
  ['Asunción', 'Asunción de la Virgen'],
  ['La inmaculada concepción', 'Inmaculada Concepción'],
  ['Navidad', 'Natividad del Señor'],
  ['Dia de Cataluña', 'Diada Nacional de Cataluña'],
];

function boeName(name: string): string {
  for (const [from, to] of BOE_NAMES) {
    if (name === from || name.startsWith(`${from} (`)) return to + name.slice(from.length);
  }
  return name;
}

const calendars = new Map<string, Holidays>();
const byYear = new Map<string, readonly Holiday[]>();

function calendarOf(region: SpainRegion | null): Holidays {
  const key = region ?? 'ES';
  let calendar = calendars.get(key);
  if (!calendar) {
    const options = { languages: ['es'], types: ['public' as const] };
    calendar = region ? new Holidays('ES', region.slice(3), options) : new Holidays('ES', options);
    calendars.set(key, calendar);
  }
  return calendar;
}

/** The public holidays of Spain (region null) or of a community for a year, one per date, by date. */
function publicDays(year: number, region: SpainRegion | null): readonly Holiday[] {
  const key = `${region ?? 'ES'}:${year}`;
  let days = byYear.get(key);
  if (!days) {
    const seen = new Map<string, Holiday>();
    for (const holiday of calendarOf(region).getHolidays(year) || []) {
      const date = holiday.date.slice(0, 10);
      if (holiday.type !== 'public' || !date.startsWith(String(year)) || seen.has(date)) continue;
      seen.set(date, { date, name: boeName(holiday.name) });
    }
    days = [...seen.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    byYear.set(key, days);
  }
  return days;
}

/** Spain's national public holidays of a year, by date. */
export function nationalHolidays(year: number): NationalHoliday[] {
  return publicDays(year, null).map((h) => ({ ...h, scope: 'national', fallsOnSunday: weekdayOf(h.date) === 0 }));
}

/** National and the community's public holidays of a year, by date; each day once. */
export function publicHolidays(year: number, region: SpainRegion): PublicHoliday[] {
  const national = new Set(publicDays(year, null).map((h) => h.date));
  return publicDays(year, region).map((h) => ({
    ...h,
    scope: national.has(h.date) ? 'national' : 'regional',
    fallsOnSunday: weekdayOf(h.date) === 0,
  }));
}

/** date-holidays computes every year by rule; kept for the API's `has_national_data`. */
export function hasNationalHolidayData(year: number): boolean {
  return publicDays(year, null).length > 0;
}

/**
 * The dates that are not working days besides weekends: the national and the region's public
 * holidays of every year the range touches, plus the company's own (`companyHolidays`, yyyy-MM-dd).
 */
export function holidayDates(
  start: string,
  end: string,
  region: SpainRegion,
  companyHolidays: Iterable<string> = [],
): Set<string> {
  const dates = new Set<string>(companyHolidays);
  for (let year = Number(start.slice(0, 4)); year <= Number(end.slice(0, 4)); year++) {
    for (const holiday of publicDays(year, region)) dates.add(holiday.date);
  }
  return dates;
}

// The day arithmetic moved to working-days.ts (the web uses it without this module's data); the
// server's callers keep importing it from here.
export {
  calendarDaysBetween,
  countWorkingDays,
  countWorkingDaysInYear,
  daysBetween,
  isWeekend,
  weekdayOf,
  workingDaysBetween,
} from './working-days';
