import { addDays, madridDate, madridToInstant } from './madrid-time';

/** SPEC §4.2: an invalid time shows this. */
export const INVALID_DURATION = '--:--';
/** SPEC §9: pause hours are capped at 23 when parsed. */
export const PAUSE_HOURS_CAP = 23;

export interface BreakSpan {
  start: Date | string;
  end?: Date | string | null;
}

export interface WorkedTimeInput {
  startedAt: Date | string | null | undefined;
  endedAt?: Date | string | null;
  breaks?: readonly BreakSpan[];
  breakIncluded: boolean;
  now: Date;
}

function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Seconds of breaks in a shift, the open one counted up to `until`. */
export function breakSeconds(breaks: readonly BreakSpan[], until: Date): number {
  let total = 0;
  for (const span of breaks) {
    const start = toDate(span.start);
    if (!start) continue;
    const end = toDate(span.end ?? null) ?? until;
    total += Math.max(0, Math.min(end.getTime(), until.getTime()) - start.getTime());
  }
  return Math.floor(total / 1000);
}

/**
 * SPEC §4.2: time elapsed since the start (to the end, or to now while open); when breaks are not
 * paid (break_included false) the accumulated breaks and the open one are subtracted; never below
 * zero. Instants, not wall-clock strings, so midnight and DST changes need no special case.
 * Returns null when the start is missing or invalid.
 */
export function workedSeconds(input: WorkedTimeInput): number | null {
  const start = toDate(input.startedAt);
  if (!start) return null;
  const end = toDate(input.endedAt ?? null) ?? input.now;
  const elapsed = Math.floor((end.getTime() - start.getTime()) / 1000);
  const paused = input.breakIncluded ? 0 : breakSeconds(input.breaks ?? [], end);
  return Math.max(0, elapsed - paused);
}

/** HH:mm:ss (hours may exceed 24), or '--:--' for anything that isn't a non-negative number. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return INVALID_DURATION;
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/**
 * horas_pausa arrives as 'HH:MM:SS' or as a PostgreSQL interval object {hours, minutes, seconds}
 * (SPEC §3). Hours are capped at 23 (SPEC §9). Returns seconds, or null when unreadable.
 */
export function parsePauseDuration(value: unknown): number | null {
  let hours: number;
  let minutes: number;
  let seconds: number;
  if (typeof value === 'string') {
    const match = /^(\d{1,3}):(\d{1,2})(?::(\d{1,2})(?:\.\d+)?)?$/.exec(value.trim());
    if (!match) return null;
    [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  } else if (typeof value === 'object' && value !== null) {
    const v = value as Record<string, unknown>;
    const num = (x: unknown) => (x === undefined || x === null ? 0 : typeof x === 'number' ? x : Number(x));
    [hours, minutes, seconds] = [num(v.hours), num(v.minutes), num(v.seconds)];
    if (![hours, minutes, seconds].every(Number.isFinite)) return null;
  } else {
    return null;
  }
  if (minutes > 59 || seconds >= 60 || hours < 0 || minutes < 0 || seconds < 0) return null;
  return Math.min(hours, PAUSE_HOURS_CAP) * 3600 + minutes * 60 + Math.floor(seconds);
}

/**
 * The instant of a wall-clock time of a shift that started on `fecha` at `startTime` (Madrid).
 * A time earlier than the start belongs to the next day: a night shift counts on its start date.
 */
export function shiftTimeToInstant(fecha: string, startTime: string, time: string): Date | null {
  const day = normalizeFecha(fecha);
  if (!day) return null;
  const isNextDay = time < startTime;
  return madridToInstant(isNextDay ? addDays(day, 1) : day, time);
}

/** SPEC §3: fecha may arrive as yyyy-MM-dd, with a time part, or as a numeric timestamp. */
export function normalizeFecha(fecha: unknown): string | null {
  if (typeof fecha === 'number' && Number.isFinite(fecha)) {
    const d = new Date(fecha);
    return Number.isNaN(d.getTime()) ? null : madridDate(d);
  }
  if (typeof fecha !== 'string') return null;
  // With a zone ('…Z', '+01:00') it is an instant: its Madrid date, not the literal one.
  if (/T\d{2}:\d{2}.*(Z|[+-]\d{2}:?\d{2})$/.test(fecha.trim())) {
    const instant = new Date(fecha.trim());
    if (!Number.isNaN(instant.getTime())) return madridDate(instant);
  }
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(fecha.trim());
  return match?.[1] ?? null;
}
