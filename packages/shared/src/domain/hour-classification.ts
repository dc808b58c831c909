import { addDays } from './madrid-time';
import { weekdayOf } from './working-days';

/**
 * Ordinary, complementary and overtime minutes of a period (draft RD on the digital register; art.
 * 12.4.c, 34.3 and 35 ET). Pure: the worked minutes of each Madrid date come in (see
 * daily-worked-minutes.ts), with the contracts in force. The rule is ADR 009:
 *
 * - Each ISO week (Monday–Sunday, Madrid dates) is measured as a whole; a day's minutes stay with
 *   that day, so a week across two months puts each day's share in its own month.
 * - The contracted week is spread over Monday–Friday (weekly / 5 a day). A day off on a weekday (a
 *   holiday, an approved vacation or leave) is a not-worked day: it takes its share off the week.
 * - In the week, worked minutes fill, in date order: ordinary up to the contracted minutes;
 *   complementary (part-time only) up to the full-time week; overtime beyond. Minutes beyond the
 *   daily cap (9 h by default, art. 34.3, or the collective agreement's) are overtime whatever the week.
 * - A week split by a contract change is measured in parts, each against its own contract's share
 *   of the weekdays it covers; a change on a Saturday or Sunday counts from the next Monday.
 */

/** Art. 34.3 ET: at most nine ordinary hours a day unless a collective agreement sets another split. */
export const DEFAULT_DAILY_CAP_MINUTES = 9 * 60;
const SCHEDULED_WEEKDAYS = 5;

export interface ContractTerms {
  /** Contracted minutes a week. */
  weeklyMinutes: number;
  /** The company's full-time week, in minutes. */
  fullTimeWeeklyMinutes: number;
  /** The collective agreement's daily maximum of ordinary minutes; 540 (9 h) when absent. */
  dailyCapMinutes?: number;
}

export interface ContractPeriod extends ContractTerms {
  /** yyyy-MM-dd: in force from this date until the next period's. */
  effectiveFrom: string;
}

export interface WorkedDay {
  date: string;
  workedMinutes: number;
  /** A holiday (national, regional or the company's) or an approved day off: a not-worked day. */
  isDayOff?: boolean;
}

export interface MinuteTotals {
  workedMinutes: number;
  ordinaryMinutes: number;
  complementaryMinutes: number;
  overtimeMinutes: number;
}

export interface ClassifiedDay extends MinuteTotals {
  date: string;
  isDayOff: boolean;
}

export interface ClassifiedWeek extends MinuteTotals {
  monday: string;
  sunday: string;
  /** The week's contracted minutes after its days off (what fills as ordinary). */
  ordinaryLimitMinutes: number;
  /** The full-time week after its days off (up to here a part-timer's extra is complementary). */
  fullTimeLimitMinutes: number;
  /** false when part of the week lies outside the period (its totals cover the period's days only). */
  isWholeWeekInPeriod: boolean;
}

export interface ContractShape {
  weeklyMinutes: number;
  fullTimeWeeklyMinutes: number;
  isPartTime: boolean;
  /** Contracted week as a percentage of the full-time week, two decimals at most; 100 for full time. */
  partTimePercent: number;
}

export interface HourClassification {
  from: string;
  to: string;
  days: ClassifiedDay[];
  weeks: ClassifiedWeek[];
  totals: MinuteTotals;
  /** The contract in force on the period's last day. */
  contract: ContractShape;
}

export function contractShape(terms: ContractTerms): ContractShape {
  const isPartTime = terms.weeklyMinutes < terms.fullTimeWeeklyMinutes;
  const percent = isPartTime ? Math.round((terms.weeklyMinutes / terms.fullTimeWeeklyMinutes) * 10_000) / 100 : 100;
  return {
    weeklyMinutes: terms.weeklyMinutes,
    fullTimeWeeklyMinutes: terms.fullTimeWeeklyMinutes,
    isPartTime,
    partTimePercent: Math.max(0, percent),
  };
}

/** The period in force on a date: the latest that started on or before it (the first one before any). */
export function contractInForce<T extends ContractPeriod>(periods: readonly T[], date: string): T {
  const sorted = [...periods].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
  const first = sorted[0];
  if (!first) throw new RangeError('Hace falta al menos un contrato para clasificar las horas');
  return sorted.filter((period) => period.effectiveFrom <= date).at(-1) ?? first;
}

/** The Monday of a date's ISO week. */
export function mondayOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

const zero = (): MinuteTotals => ({
  workedMinutes: 0,
  ordinaryMinutes: 0,
  complementaryMinutes: 0,
  overtimeMinutes: 0,
});

function add(into: MinuteTotals, day: MinuteTotals): void {
  into.workedMinutes += day.workedMinutes;
  into.ordinaryMinutes += day.ordinaryMinutes;
  into.complementaryMinutes += day.complementaryMinutes;
  into.overtimeMinutes += day.overtimeMinutes;
}

const wholeMinutes = (value: number) => (Number.isFinite(value) && value > 0 ? Math.round(value) : 0);

/** The input by date; a date given twice adds its minutes (e.g. one entry per shift). */
function byDate(days: readonly WorkedDay[]): Map<string, { minutes: number; isDayOff: boolean }> {
  const map = new Map<string, { minutes: number; isDayOff: boolean }>();
  for (const day of days) {
    const known = map.get(day.date) ?? { minutes: 0, isDayOff: false };
    map.set(day.date, {
      minutes: known.minutes + wholeMinutes(day.workedMinutes),
      isDayOff: known.isDayOff || day.isDayOff === true,
    });
  }
  return map;
}

interface WeekPart {
  contract: ContractPeriod;
  dates: string[];
}

/** The week's dates grouped by the contract of their weekdays (weekend days stay with Friday's). */
function partsOfWeek(monday: string, periods: readonly ContractPeriod[]): WeekPart[] {
  const parts: WeekPart[] = [];
  for (let offset = 0; offset < 7; offset++) {
    const date = addDays(monday, offset);
    const current = parts.at(-1);
    const contract = offset < SCHEDULED_WEEKDAYS || !current ? contractInForce(periods, date) : current.contract;
    if (current && current.contract === contract) current.dates.push(date);
    else parts.push({ contract, dates: [date] });
  }
  return parts;
}

function classifyPart(
  part: WeekPart,
  worked: ReturnType<typeof byDate>,
  periods: readonly ContractPeriod[],
): { days: ClassifiedDay[]; ordinaryLimit: number; fullTimeLimit: number } {
  const scheduled = part.dates.filter((date) => weekdayOf(date) % 6 !== 0 && !worked.get(date)?.isDayOff).length;
  const ordinaryLimit = Math.round((part.contract.weeklyMinutes * scheduled) / SCHEDULED_WEEKDAYS);
  const fullTimeLimit = Math.max(
    ordinaryLimit,
    Math.round((part.contract.fullTimeWeeklyMinutes * scheduled) / SCHEDULED_WEEKDAYS),
  );
  let filled = 0; // ordinary + complementary minutes so far in this part of the week
  const days = part.dates.map((date) => {
    const day = worked.get(date);
    const minutes = day?.minutes ?? 0;
    const cap = contractInForce(periods, date).dailyCapMinutes ?? DEFAULT_DAILY_CAP_MINUTES;
    const withinCap = Math.min(minutes, Math.max(0, cap));
    const ordinary = Math.min(withinCap, Math.max(0, ordinaryLimit - filled));
    const complementary = Math.min(withinCap - ordinary, Math.max(0, fullTimeLimit - Math.max(filled, ordinaryLimit)));
    filled += ordinary + complementary;
    return {
      date,
      isDayOff: day?.isDayOff ?? false,
      workedMinutes: minutes,
      ordinaryMinutes: ordinary,
      complementaryMinutes: complementary,
      overtimeMinutes: minutes - ordinary - complementary,
    };
  });
  return { days, ordinaryLimit, fullTimeLimit };
}

/**
 * Classifies the worked minutes of the days from `from` to `to` (both included). Pass the days of
 * every week the period touches, also those outside it: a week is measured as a whole, and a date
 * not given counts as not worked.
 */
export function classifyHours(input: {
  from: string;
  to: string;
  days: readonly WorkedDay[];
  contracts: readonly ContractPeriod[];
}): HourClassification {
  const { from, to, contracts } = input;
  const worked = byDate(input.days);
  const days: ClassifiedDay[] = [];
  const weeks: ClassifiedWeek[] = [];
  const totals = zero();
  for (let monday = mondayOf(from); monday <= to; monday = addDays(monday, 7)) {
    const sunday = addDays(monday, 6);
    const week: ClassifiedWeek = {
      monday,
      sunday,
      ordinaryLimitMinutes: 0,
      fullTimeLimitMinutes: 0,
      isWholeWeekInPeriod: monday >= from && sunday <= to,
      ...zero(),
    };
    for (const part of partsOfWeek(monday, contracts)) {
      const classified = classifyPart(part, worked, contracts);
      week.ordinaryLimitMinutes += classified.ordinaryLimit;
      week.fullTimeLimitMinutes += classified.fullTimeLimit;
      for (const day of classified.days) {
        if (day.date < from || day.date > to) continue;
        days.push(day);
        add(week, day);
        add(totals, day);
      }
    }
    weeks.push(week);
  }
  return { from, to, days, weeks, totals, contract: contractShape(contractInForce(contracts, to)) };
}

/** The dates whose worked minutes `classifyHours` needs for a period: its weeks, Monday to Sunday. */
export function classificationSpan(from: string, to: string): { from: string; to: string } {
  return { from: mondayOf(from), to: addDays(mondayOf(to), 6) };
}
