import { madridTime } from './madrid-time';
import { type BreakSpan, formatDuration, type WorkedTimeInput } from './worked-time';

/**
 * ADR 021: every figure a person reads of a shift is computed from its instants cut to the whole
 * minute, the same minute that is printed as HH:mm, so any printed row re-adds by hand. The record
 * keeps the instants to the millisecond; only what is shown is cut.
 */

const MINUTE_MS = 60_000;

export interface ShiftMinutes {
  /** Σ (pause end minute − pause start minute), an open pause up to the shift's end (or now). */
  pauseMinutes: number;
  /** End minute − start minute − pauses (pauses kept in when break_included); never below zero. */
  workedMinutes: number;
}

function epochMs(value: Date | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const ms = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The minute an instant is printed at (epoch minutes). Madrid's offsets are whole hours, so cutting
 * the epoch is cutting the wall-clock time.
 */
export function minuteOf(instant: Date | string): number {
  return Math.floor((epochMs(instant) ?? Number.NaN) / MINUTE_MS);
}

/** Whole minutes of pauses, each from its printed start minute to its printed end minute (or `until`'s). */
export function pauseMinutes(breaks: readonly BreakSpan[], until: Date | string): number {
  const last = minuteOf(until);
  let total = 0;
  for (const span of breaks) {
    const start = epochMs(span.start);
    if (start === null) continue;
    const end = epochMs(span.end ?? null);
    const endMinute = end === null ? last : Math.min(minuteOf(new Date(end)), last);
    total += Math.max(0, endMinute - Math.floor(start / MINUTE_MS));
  }
  return total;
}

/**
 * A shift's figures under ADR 021: its end (or `now` while open) and start, and each pause, cut to
 * the minute before subtracting. Null when the start is missing or invalid. A day's figure is the
 * sum of its shifts', a month's the sum of its days'.
 */
export function shiftMinutes(input: WorkedTimeInput): ShiftMinutes | null {
  const start = epochMs(input.startedAt);
  if (start === null) return null;
  const until = epochMs(input.endedAt ?? null) ?? input.now.getTime();
  const paused = pauseMinutes(input.breaks ?? [], new Date(until));
  const elapsed = minuteOf(new Date(until)) - Math.floor(start / MINUTE_MS);
  return {
    pauseMinutes: paused,
    workedMinutes: Math.max(0, elapsed - (input.breakIncluded ? 0 : paused)),
  };
}

/** A whole-minute figure where a view prints HH:mm:ss (SPEC §4.2): the seconds are always ':00'. */
export function formatMinutesAsDuration(minutes: number | null | undefined): string {
  return formatDuration(minutes === null || minutes === undefined ? minutes : minutes * 60);
}

/** HH:mm:00 in Madrid: a time as a view that prints seconds shows it, cut to the minute its figures use. */
export function madridMinuteTime(instant: Date | string): string {
  return `${madridTime(instant instanceof Date ? instant : new Date(instant)).slice(0, 5)}:00`;
}
