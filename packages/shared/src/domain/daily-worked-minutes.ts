import { madridDate } from './madrid-time';
import { shiftMinutes } from './shift-minutes';
import type { BreakSpan } from './worked-time';

export interface ShiftSpan {
  startedAt: Date | string;
  /** null or absent while open: counted up to `now`. */
  endedAt?: Date | string | null;
  breaks?: readonly BreakSpan[];
  breakIncluded: boolean;
}

/**
 * Worked minutes per Madrid date, as hour classification takes them. A shift counts whole on the
 * date it started, as the app shows it (a night shift from 22:00 to 06:00 is the first day's), and
 * its time is measured between instants, so the 23- and 25-hour days of the clock changes need
 * nothing special. A corrected shift comes in with its corrected times. A day's figure is the sum
 * of its shifts' whole-minute figures (ADR 021, shift-minutes.ts), as the register prints them.
 */
export function workedMinutesByDay(shifts: readonly ShiftSpan[], now: Date): Map<string, number> {
  const minutes = new Map<string, number>();
  for (const shift of shifts) {
    const start = new Date(shift.startedAt);
    const figures = shiftMinutes({ ...shift, now });
    if (figures === null || Number.isNaN(start.getTime())) continue;
    const date = madridDate(start);
    minutes.set(date, (minutes.get(date) ?? 0) + figures.workedMinutes);
  }
  return minutes;
}
