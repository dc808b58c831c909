import type { AlertType } from '../api/reports';
import { workedMinutesByDay } from './daily-worked-minutes';
import {
  type ContractPeriod,
  classifyHours,
  contractInForce,
  DEFAULT_DAILY_CAP_MINUTES,
  mondayOf,
} from './hour-classification';
import { addDays, madridDate, madridTime, madridToInstant } from './madrid-time';
import { annualOvertime, type MonthOvertime } from './overtime-year';
import type { BreakSpan } from './worked-time';
import { daysBetween, weekdayOf } from './working-days';

/**
 * The compliance alerts of one employee's month (ET art. 34.3, 34.4, 35.2, 37.1 and the register of
 * art. 34.9). Pure: the server loads the shifts, calendar and contracts, this decides. The rules:
 *
 * - `open_shift`: a shift still open longer than the company's forgotten-clock-out limit (the same
 *   rule as the forgotten clock-out notice and list, so a night shift still running after midnight
 *   is not an alert), reported on the date it started.
 * - `missing_day`: a scheduled weekday (the employee's shift's weekdays; Monday–Friday without one),
 *   up to yesterday and within the employment, that is not a day off (holiday, approved vacation or
 *   leave) and on which no shift started.
 * - `daily_over_9h`: the worked minutes of a date (a shift counts whole on the date it started, as in
 *   the register) above the contract's daily cap, 9 h by default (art. 34.3).
 * - `rest_under_12h`: less than 12 h from the last end of one worked date to the first start of the
 *   next worked date (art. 34.3); reported on the later date.
 * - `no_break_over_6h`: more than 6 h of work without a pause of at least 15 minutes (art. 34.4's
 *   minimum): shorter pauses, and gaps shorter than 15 minutes between two shifts, do not interrupt
 *   the stretch. Reported on the date of the shift the stretch began in, once per date.
 * - `weekly_rest_under_36h`: an ISO week (Monday–Sunday, Madrid) whose Monday is in the month, once
 *   it has ended, with work in it, that no uninterrupted rest of 36 h overlaps (art. 37.1). A rest
 *   counts for every week it touches: Saturday 14:00 to Monday 08:00 serves the week it began in and
 *   the one it ended in, which keeps any two rests within the 14 days over which art. 37.1 lets the
 *   rest be accumulated. A rest still running after the last shift recorded counts as long enough
 *   (it may yet be). Reported on the week's Monday.
 * - `overtime_over_80h_year`: the year's counted overtime (classified as the register does, ADR
 *   009; months compensated with rest left out; the limit 80 h unless the caller gives the share of
 *   the year a shorter contract covers) is above it at the end of the month and the month added to it:
 *   one alert per month in which the limit is passed or exceeded further. Reported on the month's
 *   last day counted (today in the current month).
 *
 * Durations are measured between instants, so the 23- and 25-hour days of the clock changes and
 * night shifts across midnight need nothing special. An open shift's length is unknown until it is
 * closed: it counts in no duration rule (it is its own alert once forgotten); for the rest rules it
 * occupies the time from its start to now, at most to the forgotten-clock-out limit.
 */

export const MAX_CONTINUOUS_WORK_MINUTES = 6 * 60;
/** Art. 34.4: the pause of a continuous day of more than 6 h lasts at least 15 minutes. */
export const MIN_BREAK_MINUTES = 15;
export const MIN_DAILY_REST_MINUTES = 12 * 60;
export const MIN_WEEKLY_REST_MINUTES = 36 * 60;
/** ISO weekdays (1 = Monday) worked by an employee without an assigned shift. */
export const DEFAULT_SCHEDULED_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];

export interface AlertShift {
  startedAt: Date | string;
  /** null while open. */
  endedAt: Date | string | null;
  breaks: readonly BreakSpan[];
}

export interface ComplianceAlertsInput {
  /** yyyy-MM */
  month: string;
  now: Date;
  /**
   * The employee's shifts started within `alertsWindow(month)` (the month plus the weeks around it
   * that the rest and week rules need).
   */
  shifts: readonly AlertShift[];
  /** ISO weekdays (1 = Monday … 7 = Sunday) the employee is scheduled to work. */
  scheduledWeekdays: readonly number[];
  /** Holidays and approved vacations or leaves, from January 1st's week to the window's end. */
  daysOff: ReadonlySet<string>;
  /** yyyy-MM-dd, both included; `to` null while employed. */
  employment: { from: string; to: string | null };
  /** The employee's contract periods; one is needed (the company's full time when none is recorded). */
  contracts: readonly ContractPeriod[];
  /** Whether pauses count as worked time (company setting), as in the register's worked minutes. */
  breakIncluded: boolean;
  /** The company's forgotten clock-out limit, in hours. */
  forgottenClockoutHours: number;
  /**
   * Worked minutes (closed shifts) per date of the year before the window (`earlierYearSpan`): the
   * year's overtime so far. Only read when the month added overtime (see `assessMonth`).
   */
  earlierWorkedMinutes?: ReadonlyMap<string, number>;
  /**
   * Per month (yyyy-MM), the overtime minutes its settlements compensated with rest in time: not
   * counted (art. 35.2); the rest of the month's overtime counts.
   */
  compensatedMinutes?: ReadonlyMap<string, number>;
  /**
   * The part of the 80 h limit that applies (0–1): art. 35.2 reduces it for a contract shorter than
   * the year. 1 when not given — the record holds no reliable hiring date (an employee's creation is
   * the day they entered the app, their first contract period may be recorded later), and a limit cut
   * from those would raise false alerts.
   */
  overtimeLimitShare?: number;
}

export interface ComplianceAlertDraft {
  type: AlertType;
  /** yyyy-MM-dd */
  date: string;
  /** Spanish, with the figures. */
  detail: string;
}

const MINUTE_MS = 60_000;
const WEEKDAY_NAMES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** yyyy-MM-01 and the month's last day. */
export function monthBounds(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/**
 * The dates whose shifts the alerts of a month need: the week before the month's first week (rests
 * running into it) to a few days after its last week (the rest after that week's last shift).
 */
export function alertsWindow(month: string): { from: string; to: string } {
  const { from, to } = monthBounds(month);
  return { from: addDays(mondayOf(from), -7), to: addDays(mondayOf(to), 9) };
}

/** The dates of the year whose worked minutes come in `earlierWorkedMinutes` (may be empty: from > to). */
export function earlierYearSpan(month: string): { from: string; to: string } {
  return { from: mondayOf(`${month.slice(0, 4)}-01-01`), to: addDays(alertsWindow(month).from, -1) };
}

/** The ISO weekday of a date (1 = Monday … 7 = Sunday). */
const isoWeekday = (date: string) => weekdayOf(date) || 7;

const ddmm = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
const hhmm = (instant: number) => madridTime(new Date(instant)).slice(0, 5);

/** 632 → '10:32 h'. */
export function hoursLabel(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')} h`;
}

/** A limit: 540 → '9 h', 510 → '8:30 h'. */
const limitLabel = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} h` : hoursLabel(minutes));

const minutesBetween = (from: number, to: number) => Math.floor((to - from) / MINUTE_MS);

interface Interval {
  start: number;
  end: number;
}

interface NormalizedShift {
  date: string;
  start: number;
  /** null while open. */
  end: number | null;
  breaks: Interval[];
  source: AlertShift;
}

const toMs = (value: Date | string) => new Date(value).getTime();

/** The shifts as instants, by start; none begun after `now` (the record as it stood then). */
function normalize(shifts: readonly AlertShift[], now: Date): NormalizedShift[] {
  const result: NormalizedShift[] = [];
  for (const shift of shifts) {
    const start = toMs(shift.startedAt);
    if (!Number.isFinite(start) || start > now.getTime()) continue;
    const end = shift.endedAt === null ? null : toMs(shift.endedAt);
    if (end !== null && (!Number.isFinite(end) || end < start)) continue;
    const until = end ?? Number.POSITIVE_INFINITY;
    const breaks: Interval[] = [];
    for (const span of shift.breaks) {
      const from = Math.max(start, toMs(span.start));
      const to = Math.min(until, span.end ? toMs(span.end) : until);
      if (Number.isFinite(from) && to > from) breaks.push({ start: from, end: to });
    }
    breaks.sort((a, b) => a.start - b.start);
    result.push({ date: madridDate(new Date(start)), start, end, breaks, source: shift });
  }
  return result.sort((a, b) => a.start - b.start);
}

function openShiftAlerts(
  shifts: NormalizedShift[],
  input: ComplianceAlertsInput,
  month: Bounds,
): ComplianceAlertDraft[] {
  const limitMs = input.forgottenClockoutHours * 3_600_000;
  const now = input.now.getTime();
  return shifts
    .filter((s) => s.end === null && inMonth(s.date, month) && now - s.start > limitMs)
    .map((s) => ({
      type: 'open_shift',
      date: s.date,
      detail: `Jornada iniciada el ${ddmm(s.date)} a las ${hhmm(s.start)} sin cerrar: ${hoursLabel(minutesBetween(s.start, now))} abierta (límite de la empresa: ${limitLabel(Math.round(input.forgottenClockoutHours * 60))})`,
    }));
}

function missingDayAlerts(
  shifts: NormalizedShift[],
  input: ComplianceAlertsInput,
  month: Bounds,
  today: string,
): ComplianceAlertDraft[] {
  const from = [month.from, input.employment.from].reduce((a, b) => (a > b ? a : b));
  const to = [month.to, addDays(today, -1), input.employment.to ?? month.to].reduce((a, b) => (a < b ? a : b));
  if (from > to) return [];
  const recorded = new Set(shifts.map((s) => s.date));
  return daysBetween(from, to)
    .filter((date) => input.scheduledWeekdays.includes(isoWeekday(date)))
    .filter((date) => !input.daysOff.has(date) && !recorded.has(date))
    .map((date) => ({
      type: 'missing_day',
      date,
      detail: `Sin fichajes el ${WEEKDAY_NAMES[weekdayOf(date)]} ${ddmm(date)}, día laborable`,
    }));
}

function dailyOverCapAlerts(
  worked: ReadonlyMap<string, number>,
  input: ComplianceAlertsInput,
  month: Bounds,
): ComplianceAlertDraft[] {
  const alerts: ComplianceAlertDraft[] = [];
  for (const [date, minutes] of worked) {
    if (!inMonth(date, month)) continue;
    const cap = contractInForce(input.contracts, date).dailyCapMinutes ?? DEFAULT_DAILY_CAP_MINUTES;
    if (minutes > cap) {
      alerts.push({
        type: 'daily_over_9h',
        date,
        detail: `Jornada de ${hoursLabel(minutes)} el ${ddmm(date)} (máximo ${limitLabel(cap)} ordinarias)`,
      });
    }
  }
  return alerts;
}

/** When an open shift stops counting for the rest rules: now, at most the forgotten clock-out limit. */
function restEnd(shift: NormalizedShift, input: ComplianceAlertsInput): number {
  if (shift.end !== null) return shift.end;
  return Math.max(shift.start, Math.min(input.now.getTime(), shift.start + input.forgottenClockoutHours * 3_600_000));
}

function dailyRestAlerts(
  shifts: NormalizedShift[],
  input: ComplianceAlertsInput,
  month: Bounds,
): ComplianceAlertDraft[] {
  const days = new Map<string, { start: number; end: number }>();
  for (const shift of shifts) {
    const day = days.get(shift.date);
    const end = restEnd(shift, input);
    if (!day) days.set(shift.date, { start: shift.start, end });
    else days.set(shift.date, { start: Math.min(day.start, shift.start), end: Math.max(day.end, end) });
  }
  const dates = [...days.keys()].sort();
  const alerts: ComplianceAlertDraft[] = [];
  for (let index = 1; index < dates.length; index++) {
    const [previousDate, date] = [dates[index - 1] as string, dates[index] as string];
    if (!inMonth(date, month)) continue;
    const previous = days.get(previousDate) as { start: number; end: number };
    const next = days.get(date) as { start: number; end: number };
    const rest = Math.max(0, minutesBetween(previous.end, next.start));
    if (rest < MIN_DAILY_REST_MINUTES) {
      alerts.push({
        type: 'rest_under_12h',
        date,
        detail: `Descanso de ${hoursLabel(rest)} entre jornadas: fin el ${ddmm(madridDate(new Date(previous.end)))} a las ${hhmm(previous.end)}, inicio el ${ddmm(date)} a las ${hhmm(next.start)} (mínimo 12 h)`,
      });
    }
  }
  return alerts;
}

/** A shift's work as intervals between its pauses. */
function workIntervals(shift: NormalizedShift & { end: number }): Interval[] {
  const intervals: Interval[] = [];
  let cursor = shift.start;
  for (const pause of shift.breaks) {
    if (pause.start > cursor) intervals.push({ start: cursor, end: pause.start });
    cursor = Math.max(cursor, pause.end);
  }
  if (shift.end > cursor) intervals.push({ start: cursor, end: shift.end });
  return intervals;
}

function continuousWorkAlerts(closed: NormalizedShift[], month: Bounds): ComplianceAlertDraft[] {
  const minPauseMs = MIN_BREAK_MINUTES * MINUTE_MS;
  const stretches: (Interval & { date: string })[] = [];
  for (const shift of closed) {
    for (const interval of workIntervals(shift as NormalizedShift & { end: number })) {
      const last = stretches.at(-1);
      if (last && interval.start - last.end < minPauseMs) last.end = Math.max(last.end, interval.end);
      else stretches.push({ ...interval, date: shift.date });
    }
  }
  const longest = new Map<string, Interval>();
  for (const stretch of stretches) {
    if (!inMonth(stretch.date, month)) continue;
    const known = longest.get(stretch.date);
    if (!known || stretch.end - stretch.start > known.end - known.start) longest.set(stretch.date, stretch);
  }
  const alerts: ComplianceAlertDraft[] = [];
  for (const [date, stretch] of longest) {
    const minutes = minutesBetween(stretch.start, stretch.end);
    if (minutes <= MAX_CONTINUOUS_WORK_MINUTES) continue;
    alerts.push({
      type: 'no_break_over_6h',
      date,
      detail: `${hoursLabel(minutes)} seguidas sin una pausa de al menos ${MIN_BREAK_MINUTES} min el ${ddmm(date)} (${hhmm(stretch.start)}–${hhmm(stretch.end)}; máximo 6 h)`,
    });
  }
  return alerts;
}

/** Madrid midnight of a date, in ms; remembered, as every employee of a report asks for the same weeks. */
const midnights = new Map<string, number>();
function midnightOf(date: string): number {
  let instant = midnights.get(date);
  if (instant === undefined) {
    instant = (madridToInstant(date) as Date).getTime();
    if (midnights.size > 5_000) midnights.clear();
    midnights.set(date, instant);
  }
  return instant;
}

function weeklyRestAlerts(
  shifts: NormalizedShift[],
  input: ComplianceAlertsInput,
  month: Bounds,
): ComplianceAlertDraft[] {
  // Time at work, merged; the rests are the gaps between, open-ended before the first and after the last.
  const busy: Interval[] = [];
  for (const shift of shifts) {
    const interval = { start: shift.start, end: restEnd(shift, input) };
    const last = busy.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else busy.push(interval);
  }
  const rests: Interval[] = [];
  let restStart = Number.NEGATIVE_INFINITY;
  for (const interval of busy) {
    rests.push({ start: restStart, end: interval.start });
    restStart = interval.end;
  }
  rests.push({ start: restStart, end: Number.POSITIVE_INFINITY });

  const alerts: ComplianceAlertDraft[] = [];
  const now = input.now.getTime();
  for (let monday = mondayOf(month.from); monday <= month.to; monday = addDays(monday, 7)) {
    if (monday < month.from) continue;
    const weekStart = midnightOf(monday);
    const weekEnd = midnightOf(addDays(monday, 7));
    if (weekEnd > now) continue;
    if (!shifts.some((s) => s.start >= weekStart && s.start < weekEnd)) continue;
    const touching = rests.filter((rest) => rest.end > weekStart && rest.start < weekEnd);
    const longest = Math.max(0, ...touching.map((rest) => rest.end - rest.start));
    if (longest >= MIN_WEEKLY_REST_MINUTES * MINUTE_MS) continue;
    alerts.push({
      type: 'weekly_rest_under_36h',
      date: monday,
      detail: `Semana del ${ddmm(monday)} al ${ddmm(addDays(monday, 6))}: el descanso seguido más largo fue de ${hoursLabel(Math.floor(longest / MINUTE_MS))} (mínimo 36 h)`,
    });
  }
  return alerts;
}

/** Worked minutes per date of the closed shifts, as the register counts them. */
function workedByDay(closed: NormalizedShift[], input: ComplianceAlertsInput): Map<string, number> {
  return workedMinutesByDay(
    closed.map((s) => ({ ...s.source, breakIncluded: input.breakIncluded })),
    input.now,
  );
}

/** Overtime minutes per month (yyyy-MM) of the days from `from` to `to`, classified as the register does. */
function overtimeByMonth(
  worked: ReadonlyMap<string, number>,
  input: ComplianceAlertsInput,
  from: string,
  to: string,
): Map<string, number> {
  const spanFrom = mondayOf(from);
  const dates = new Set<string>();
  for (const date of worked.keys()) if (date >= spanFrom) dates.add(date);
  for (const date of input.daysOff) if (date >= spanFrom) dates.add(date);
  const classified = classifyHours({
    from,
    to,
    days: [...dates].map((date) => ({
      date,
      workedMinutes: worked.get(date) ?? 0,
      isDayOff: input.daysOff.has(date),
    })),
    contracts: input.contracts,
  });
  const perMonth = new Map<string, number>();
  for (const day of classified.days) {
    const key = day.date.slice(0, 7);
    perMonth.set(key, (perMonth.get(key) ?? 0) + day.overtimeMinutes);
  }
  return perMonth;
}

const lastCountedOf = (month: Bounds, today: string) => (month.to < today ? month.to : today);

/** The yearly alert, given the month's own overtime (already known to be above zero). */
function yearlyOvertimeAlerts(
  recent: ReadonlyMap<string, number>,
  addedThisMonth: number,
  earlierWorkedMinutes: ReadonlyMap<string, number>,
  input: ComplianceAlertsInput,
  lastCounted: string,
): ComplianceAlertDraft[] {
  const year = Number(input.month.slice(0, 4));
  const worked = new Map(earlierWorkedMinutes);
  for (const [date, minutes] of recent) worked.set(date, (worked.get(date) ?? 0) + minutes);
  const months: MonthOvertime[] = [...overtimeByMonth(worked, input, `${year}-01-01`, lastCounted)].map(
    ([key, minutes]) => ({
      month: key,
      overtimeMinutes: minutes,
      compensatedMinutes: input.compensatedMinutes?.get(key) ?? 0,
    }),
  );
  const counter = annualOvertime(year, months, { shareOfYear: input.overtimeLimitShare ?? 1 });
  if (!counter.isOverLimit) return [];
  return [
    {
      type: 'overtime_over_80h_year',
      date: lastCounted,
      detail: `${hoursLabel(counter.countedMinutes)} extra en ${year} hasta el ${ddmm(lastCounted)} (límite ${limitLabel(counter.limitMinutes)}; ${hoursLabel(addedThisMonth)} este mes)`,
    },
  ];
}

interface Bounds {
  from: string;
  to: string;
}

const inMonth = (date: string, month: Bounds) => date >= month.from && date <= month.to;

const typeOrder = (type: AlertType) =>
  [
    'open_shift',
    'missing_day',
    'daily_over_9h',
    'rest_under_12h',
    'no_break_over_6h',
    'weekly_rest_under_36h',
    'overtime_over_80h_year',
  ].indexOf(type);

const byDateAndType = (a: ComplianceAlertDraft, b: ComplianceAlertDraft) =>
  a.date === b.date ? typeOrder(a.type) - typeOrder(b.type) : a.date < b.date ? -1 : 1;

export interface MonthAssessment {
  /** Every alert of the month but the yearly overtime one, by date (then by type). */
  alerts: ComplianceAlertDraft[];
  /**
   * Overtime minutes the month added so far, less what was compensated with rest. Without any there is no
   * yearly alert, and the rest of the year need not be loaded for this employee.
   */
  overtimeMinutes: number;
  /** The yearly overtime alert, if any, from the worked minutes of the year before the window. */
  yearlyAlerts(earlierWorkedMinutes: ReadonlyMap<string, number>): ComplianceAlertDraft[];
}

/**
 * One employee's month in two steps, for a caller that loads the earlier part of the year only for
 * those who need it: the month's alerts now, the yearly overtime alert once that year is known.
 */
export function assessMonth(input: ComplianceAlertsInput): MonthAssessment {
  const month = monthBounds(input.month);
  const today = madridDate(input.now);
  if (month.from > today) return { alerts: [], overtimeMinutes: 0, yearlyAlerts: () => [] };
  const shifts = normalize(input.shifts, input.now);
  const closed = shifts.filter((s) => s.end !== null);
  const recent = workedByDay(closed, input);
  const lastCounted = lastCountedOf(month, today);
  const monthOvertime = overtimeByMonth(recent, input, month.from, lastCounted).get(input.month) ?? 0;
  const overtimeMinutes = Math.max(0, monthOvertime - (input.compensatedMinutes?.get(input.month) ?? 0));
  const alerts = [
    ...openShiftAlerts(shifts, input, month),
    ...missingDayAlerts(shifts, input, month, today),
    ...dailyOverCapAlerts(recent, input, month),
    ...dailyRestAlerts(shifts, input, month),
    ...continuousWorkAlerts(closed, month),
    ...weeklyRestAlerts(shifts, input, month),
  ].sort(byDateAndType);
  return {
    alerts,
    overtimeMinutes,
    yearlyAlerts: (earlier) =>
      overtimeMinutes > 0 ? yearlyOvertimeAlerts(recent, overtimeMinutes, earlier, input, lastCounted) : [],
  };
}

/** The alerts of one employee's month, by date (then by type). Nothing for a month not begun yet. */
export function complianceAlerts(input: ComplianceAlertsInput): ComplianceAlertDraft[] {
  const assessment = assessMonth(input);
  return [...assessment.alerts, ...assessment.yearlyAlerts(input.earlierWorkedMinutes ?? new Map())].sort(
    byDateAndType,
  );
}
