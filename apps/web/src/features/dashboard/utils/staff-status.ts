import {
  type StaffTodayEntry,
  type StaffTodayStatus,
  staffTodayStatuses,
  staffTodayStatusLabels,
} from '@jornada/shared/api/dashboard';
import { spanishDate } from '@jornada/shared/domain/calendar';
import { type StatusTone, workshiftStatusTones } from '../../../lib/status-tones';

/** The shift states in the colours of every other shift status; not in yet stands out in red. */
export const staffStatusTones: Record<StaffTodayStatus, StatusTone> = {
  in_progress: workshiftStatusTones.in_progress,
  on_break: workshiftStatusTones.on_break,
  completed: workshiftStatusTones.completed,
  not_started: 'neutral',
  absent: 'neutral',
  holiday: 'neutral',
  day_off: 'neutral',
};

/**
 * A row's colour: not in yet turns red only once their turno has begun ('HH:mm' Madrid `nowTime`);
 * before it, or without a turno to go by, it is just a fact.
 */
export function staffTone(entry: StaffTodayEntry, nowTime: string): StatusTone {
  if (entry.status === 'not_started') {
    return entry.expected_start !== null && nowTime >= entry.expected_start ? 'danger' : 'neutral';
  }
  return staffStatusTones[entry.status];
}

/** Who needs a look first: working, on a break, not in yet; then the finished and those not expected. */
const order: readonly StaffTodayStatus[] = [
  'in_progress',
  'on_break',
  'not_started',
  'completed',
  'absent',
  'holiday',
  'day_off',
];

export function sortStaff(entries: readonly StaffTodayEntry[]): StaffTodayEntry[] {
  return [...entries].sort(
    (a, b) => order.indexOf(a.status) - order.indexOf(b.status) || a.name.localeCompare(b.name, 'es'),
  );
}

/** How many are in each state, in the states' own order, leaving out the empty ones. */
export function countStaff(entries: readonly StaffTodayEntry[]): { status: StaffTodayStatus; count: number }[] {
  return staffTodayStatuses
    .map((status) => ({ status, count: entries.filter((entry) => entry.status === status).length }))
    .filter((entry) => entry.count > 0);
}

/** The label of a row: the absence's kind or holiday's name where there is one. */
export function staffLabel(entry: StaffTodayEntry): string {
  if ((entry.status === 'absent' || entry.status === 'holiday') && entry.detail) return entry.detail;
  return staffTodayStatusLabels[entry.status];
}

/** The times that matter for the row's state, in Spanish. */
export function staffTimes(entry: StaffTodayEntry, today: string): string {
  const since =
    entry.start_date && entry.start_date !== today ? ` del ${spanishDate(entry.start_date).slice(0, 5)}` : '';
  switch (entry.status) {
    case 'in_progress':
      return `Entrada ${entry.start}${since}`;
    case 'on_break':
      return `Entrada ${entry.start}${since} · en pausa desde ${entry.break_start ?? '--:--'}`;
    case 'completed':
      return `${entry.start}–${entry.end ?? '--:--'}`;
    case 'not_started':
      return entry.expected_start ? `Entrada prevista ${entry.expected_start}` : 'Sin fichar';
    default:
      return '';
  }
}
