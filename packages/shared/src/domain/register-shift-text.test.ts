import { describe, expect, it } from 'vitest';
import { hasNothingToRecord, isRegisterDayWorked, type RegisterDay, type RegisterShift } from '../api/reports';
import { originalTimesText } from './register-shift-text';

const shift = (extra: Partial<RegisterShift> = {}): RegisterShift => ({
  id: 1,
  start: '08:00',
  end: '16:00',
  end_date: null,
  pauses: [],
  status: 'closed',
  worked_minutes: 480,
  pause_minutes: 0,
  work_mode: 'presencial',
  corrected: false,
  original: null,
  offline: false,
  ...extra,
});

const day = (extra: Partial<RegisterDay> = {}): RegisterDay => ({
  date: '2026-03-10',
  shifts: [],
  worked_minutes: 0,
  ordinary_minutes: 0,
  complementary_minutes: 0,
  overtime_minutes: 0,
  absence: null,
  ...extra,
});

describe('originalTimesText', () => {
  it("prints the first-clocked times, a date where it is not the shift's day, and sin salida", () => {
    expect(originalTimesText(shift())).toBe('');
    const original = { start: '08:40', end: '16:00', start_date: null, end_date: null };
    expect(originalTimesText(shift({ corrected: true, original }))).toBe('08:40–16:00');
    expect(originalTimesText(shift({ original: { ...original, end: '06:10', end_date: '2026-03-11' } }))).toBe(
      '08:40–06:10 (11/03/2026)',
    );
    expect(originalTimesText(shift({ original: { ...original, end: null } }))).toBe('08:40–sin salida');
  });
});

describe('a register day and person', () => {
  const incomplete = shift({ end: null, status: 'incomplete', worked_minutes: null });

  it('a day is worked only with a closed shift', () => {
    expect(isRegisterDayWorked(day())).toBe(false);
    expect(isRegisterDayWorked(day({ shifts: [incomplete] }))).toBe(false);
    expect(isRegisterDayWorked(day({ shifts: [shift(), incomplete] }))).toBe(true);
  });

  it('nothing to record: no shift (even an incomplete one) and no leave of their own; holidays and weekends are the company’s', () => {
    const weekend = day({ absence: { kind: 'weekend', label: 'Fin de semana' } });
    const holiday = day({ absence: { kind: 'holiday', label: 'San José' } });
    expect(hasNothingToRecord({ days: [] })).toBe(true);
    expect(hasNothingToRecord({ days: [day(), weekend, holiday] })).toBe(true);
    expect(hasNothingToRecord({ days: [day(), day({ absence: { kind: 'vacation', label: 'Vacaciones' } })] })).toBe(
      false,
    );
    expect(hasNothingToRecord({ days: [day({ shifts: [incomplete] })] })).toBe(false);
  });
});
