import type { SessionUser } from '@jornada/shared/api/session';
import { addDays, madridDate, madridToInstant } from '@jornada/shared/domain/madrid-time';
import type { Db } from '../../db/tenant';
import { performClockAction } from '../workshift/workshift.service';

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
 * A few past working days for a demo worker, recorded through the same service as a real clock-in
 * (only the instants are given), so the demo's history is a genuine hash-chained record.
 */
export async function seedWorkHistory(
  db: Db,
  user: SessionUser,
  options: { days: number; start: string; end: string; place: { latitude: number; longitude: number } },
) {
  const actor = { user, sessionId: null, source: 'web' as const };
  const location = { ...options.place, accuracy: 15 };
  const [startHour, startMinute] = options.start.split(':').map(Number) as [number, number];
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
  for (const [index, day] of previousWeekdays(madridDate(new Date()), options.days).entries()) {
    // A few minutes of natural variation, the same on every seeding.
    const jitter = (index * 7) % 11;
    const start = startHour * 60 + startMinute + jitter;
    await performClockAction(db, actor, 'start', { location, occurredAt: at(day, clock(start)) });
    await performClockAction(db, actor, 'break_start', { location, occurredAt: at(day, clock(start + 200)) });
    await performClockAction(db, actor, 'break_end', { location, occurredAt: at(day, clock(start + 220)) });
    await performClockAction(db, actor, 'end', {
      location,
      occurredAt: at(day, `${options.end}:${pad(jitter)}`),
      observaciones: index % 4 === 3 ? 'Inventario de fin de semana' : undefined,
    });
  }
}
