import type { StaffTodayEntry } from '@jornada/shared/api/dashboard';
import { vacationTypeLabels } from '@jornada/shared/api/petitions';
import { madridTime } from '@jornada/shared/domain/madrid-time';
import { shiftMinutes } from '@jornada/shared/domain/shift-minutes';
import { isWeekend, weekdayOf } from '@jornada/shared/domain/working-days';
import type { StaffRow, TodayShiftRow } from './dashboard.repository';

export interface StaffDay {
  today: string;
  now: Date;
  /** Today's holiday name for the company, or null. */
  holiday: string | null;
  breakIncluded: boolean;
}

const hhmm = (instant: Date) => madridTime(instant).slice(0, 5);

/** ISO weekday (1 = lunes … 7 = domingo). */
const isoWeekday = (date: string) => weekdayOf(date) || 7;

/** Whether the employee is expected to work today: their turno's weekdays, else Monday to Friday. */
function isWorkingDayFor(person: StaffRow, today: string): boolean {
  if (person.weekdays && person.weekdays.length > 0) return person.weekdays.includes(isoWeekday(today));
  return !isWeekend(today);
}

/**
 * One employee's day at a glance. A shift on the record always wins (someone may work on a holiday
 * or their day off); without one, an approved absence, then the company's holiday, then their day
 * off explain why nobody is expected; otherwise they have not clocked in yet.
 */
export function describeStaffDay(
  person: StaffRow,
  shifts: readonly TodayShiftRow[],
  absence: keyof typeof vacationTypeLabels | undefined,
  day: StaffDay,
): StaffTodayEntry {
  const open = shifts.find((shift) => shift.status !== 'completed');
  const todays = shifts.filter((shift) => shift.fecha === day.today);
  const shown = open ?? todays[0];
  const worked = shifts
    .filter((shift) => shift === open || shift.fecha === day.today)
    .reduce(
      (total, shift) =>
        total +
        (shiftMinutes({
          startedAt: shift.started_at,
          endedAt: shift.ended_at,
          breaks: shift.breaks,
          breakIncluded: day.breakIncluded,
          now: day.now,
        })?.workedMinutes ?? 0),
      0,
    );
  const lastEnd = todays.filter((shift) => shift.ended_at !== null).at(-1)?.ended_at ?? null;
  const openBreak = open?.status === 'on_break' ? open.breaks.findLast((b) => b.end === null) : undefined;

  let status: StaffTodayEntry['status'];
  let detail: string | null = null;
  if (open) status = open.status === 'on_break' ? 'on_break' : 'in_progress';
  else if (todays.length > 0) status = 'completed';
  else if (absence) {
    status = 'absent';
    detail = vacationTypeLabels[absence] ?? null;
  } else if (day.holiday !== null) {
    status = 'holiday';
    detail = day.holiday;
  } else if (!isWorkingDayFor(person, day.today)) status = 'day_off';
  else status = 'not_started';

  return {
    employee_id: person.user_id,
    name: person.name,
    status,
    start: shown ? hhmm(new Date(shown.started_at)) : null,
    start_date: shown ? shown.fecha : null,
    end: open ? null : lastEnd ? hhmm(new Date(lastEnd)) : null,
    break_start: openBreak ? hhmm(new Date(openBreak.start)) : null,
    worked_minutes: worked,
    expected_start: person.shift_start,
    detail,
  };
}
