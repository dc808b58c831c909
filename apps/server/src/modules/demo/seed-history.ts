import { DEFAULT_OBSERVACIONES } from '@jornada/shared/api/workshift';
import { addDays, madridToInstant } from '@jornada/shared/domain/madrid-time';
import type { Place } from './demo-routines';
import type { PlannedEvent } from './write-sealed-history';

/** Weekdays (yyyy-MM-dd) before today, oldest first. */
export function previousWeekdays(today: string, count: number): string[] {
  const days: string[] = [];
  let day = today;
  while (days.length < count) {
    day = addDays(day, -1);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.unshift(day);
  }
  return days;
}

const at = (day: string, time: string) => madridToInstant(day, time) as Date;

/**
 * The light demo history of one worker (what the API tests run on): the `days` weekdays before
 * today, each a start, a 20-minute pause 200 minutes in and an end, on site. The same instants and
 * contents the clock service recorded when this history was clocked action by action; written now
 * by writeSealedHistory, sealed the same way.
 */
export function planWorkHistory(
  userId: number,
  today: string,
  options: { days: number; start: string; end: string; place: Place },
): PlannedEvent[] {
  const [startHour, startMinute] = options.start.split(':').map(Number) as [number, number];
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
  const event = (kind: PlannedEvent['kind'], when: Date, details: Record<string, unknown>): PlannedEvent => ({
    userId,
    kind,
    at: when,
    place: options.place,
    accuracy: 15,
    details,
  });
  return previousWeekdays(today, options.days).flatMap((day, index) => {
    // A few minutes of natural variation, the same on every seeding.
    const jitter = (index * 7) % 11;
    const start = startHour * 60 + startMinute + jitter;
    return [
      event('start', at(day, clock(start)), { work_mode: 'presencial' }),
      event('break_start', at(day, clock(start + 200)), {}),
      event('break_end', at(day, clock(start + 220)), {}),
      event('end', at(day, `${options.end}:${pad(jitter)}`), {
        observaciones: index % 4 === 3 ? 'Inventario de fin de semana' : DEFAULT_OBSERVACIONES,
      }),
    ];
  });
}
