/** A day covered by an approved or pending vacation request (the app route maps the vacations API to it). */
export interface DayOff {
  date: string;
  /** Groups the days of one request. */
  requestId: number;
  /** 'Vacaciones', 'Asuntos propios', 'Permiso'. */
  label: string;
  isApproved: boolean;
  isWorkingDay: boolean;
}

export interface DayOffRange {
  requestId: number;
  label: string;
  isApproved: boolean;
  from: string;
  to: string;
  /** Working days of the request inside this month. */
  workingDays: number;
}

/** One line per request: its first and last day in the month and the working days they take; by date. */
export function groupDaysOff(days: readonly DayOff[]): DayOffRange[] {
  const byRequest = new Map<number, DayOffRange>();
  for (const day of days) {
    const range = byRequest.get(day.requestId);
    if (!range) {
      byRequest.set(day.requestId, {
        requestId: day.requestId,
        label: day.label,
        isApproved: day.isApproved,
        from: day.date,
        to: day.date,
        workingDays: day.isWorkingDay ? 1 : 0,
      });
      continue;
    }
    if (day.date < range.from) range.from = day.date;
    if (day.date > range.to) range.to = day.date;
    if (day.isWorkingDay) range.workingDays += 1;
  }
  return [...byRequest.values()].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

/** The label of an approved day off on a date, for the shift worked that day. */
export function approvedDayOffOn(days: readonly DayOff[], date: string): string | null {
  return days.find((day) => day.date === date && day.isApproved)?.label ?? null;
}

/** The dates no work is expected on besides weekends: holidays and approved days off (not pending ones). */
export function notExpectedDays(holidays: readonly string[], days: readonly DayOff[]): ReadonlySet<string> {
  return new Set([...holidays, ...days.filter((day) => day.isApproved).map((day) => day.date)]);
}
