/**
 * Europe/Madrid wall-clock helpers with no dependency: the record's dates and times are Madrid's
 * (the company's legal time), whatever the server's or the browser's zone.
 */
export const MADRID_TZ = 'Europe/Madrid';

// Built on first use: the first Intl.DateTimeFormat of a page loads the browser's locale data (tens of
// milliseconds on a phone), which should not weigh on every module that imports this one.
let partsFormatter: Intl.DateTimeFormat | undefined;
const madridPartsFormatter = () =>
  (partsFormatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: MADRID_TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }));

export interface MadridParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const HOUR_MS = 3_600_000;
/** Madrid's UTC offset (minutes) per UTC hour: it only changes at 01:00 UTC, on a whole hour. */
const offsetByHour = new Map<number, number>();

function formattedParts(instant: Date): MadridParts {
  const parts: Record<string, number> = {};
  for (const part of madridPartsFormatter().formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/**
 * Madrid's wall clock at an instant. Intl is asked once per UTC hour for the offset (it was the
 * costliest call of a clock action in `npm run bench`); the rest is arithmetic on that offset.
 */
export function madridParts(instant: Date): MadridParts {
  const ms = instant.getTime();
  if (!Number.isFinite(ms)) return formattedParts(instant);
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const p = formattedParts(new Date(hour * HOUR_MS));
    offset = Math.round((Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - hour * HOUR_MS) / 60_000);
    if (offsetByHour.size > 50_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  const wall = new Date(ms + offset * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const WEEKDAY_NAMES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTH_NAMES = [
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
];

/**
 * The day of an instant in Madrid, written out in Spanish: «miércoles, 2 de diciembre de 2026», as
 * Intl's es-ES long date. From madridParts, not a formatter of its own: a second Intl.DateTimeFormat
 * with a zone and Spanish names cost a slow phone tens of milliseconds on the worker's first screen.
 */
export function madridLongDate(instant: Date): string {
  const p = madridParts(instant);
  const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay();
  return `${WEEKDAY_NAMES[weekday]}, ${p.day} de ${MONTH_NAMES[p.month - 1]} de ${p.year}`;
}

/** yyyy-MM-dd of an instant in Madrid. */
export function madridDate(instant: Date): string {
  const p = madridParts(instant);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** HH:mm:ss of an instant in Madrid. */
export function madridTime(instant: Date): string {
  const p = madridParts(instant);
  return `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** Madrid's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
export function madridOffsetMinutes(instant: Date): number {
  const p = madridParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant of a Madrid wall-clock date and time. In the autumn hour that happens twice the
 * earlier one is taken; a time in the spring gap (which never happens) moves forward by the gap.
 */
export function madridToInstant(date: string, time = '00:00:00'): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!d || !t) return null;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const [hour, minute, second] = [Number(t[1]), Number(t[2]), Number(t[3] ?? 0)];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // Try both of the day's possible offsets; keep the earliest instant whose Madrid wall time matches.
  const candidates = [120, 60]
    .map((offset) => new Date(wall - offset * 60_000))
    .filter((instant) => madridDate(instant) === date && madridTime(instant) === `${t[1]}:${t[2]}:${pad(second)}`);
  if (candidates[0]) return candidates[0];
  // Spring-forward gap: interpret with the winter offset (02:30 → 03:30 CEST).
  const shifted = new Date(wall - 60 * 60_000);
  return Number.isNaN(shifted.getTime()) ? null : shifted;
}

/**
 * Results of addDays by date and offset: hour classification and the compliance alerts walk the same
 * few hundred dates for every employee of a report, and the arithmetic (a Date per call) dominated.
 */
const shiftedDates = new Map<string, Map<number, string>>();

/** Adds days to a yyyy-MM-dd date (calendar arithmetic, no zone). */
export function addDays(date: string, days: number): string {
  let byOffset = shiftedDates.get(date);
  const known = byOffset?.get(days);
  if (known !== undefined) return known;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + days));
  const result = `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
  if (!byOffset) {
    if (shiftedDates.size > 20_000) shiftedDates.clear();
    byOffset = new Map();
    shiftedDates.set(date, byOffset);
  }
  byOffset.set(days, result);
  return result;
}
