import { describe, expect, it } from 'vitest';
import { monthRange } from './calendar';
import {
  expectedMonthSeconds,
  expectedSecondsUpTo,
  expectedUntil,
  weekdaysInMonth,
  weekdaysInMonthUpTo,
} from './expected-hours';

describe('weekdaysInMonth', () => {
  it('counts Monday to Friday', () => {
    expect(weekdaysInMonth('2026-11')).toBe(21);
    expect(weekdaysInMonth('2026-02')).toBe(20);
    expect(weekdaysInMonth('2026-03')).toBe(22);
    expect(weekdaysInMonth('2028-02')).toBe(21);
    expect(weekdaysInMonth('2026-08')).toBe(21);
  });
});

describe('monthRange', () => {
  it('gives the first and last day, leap years included', () => {
    expect(monthRange('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthRange('2026-01')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
  });
});

describe('expectedMonthSeconds', () => {
  it('is workday_hours × weekdays, in seconds', () => {
    expect(expectedMonthSeconds('2026-11', 8)).toBe(21 * 8 * 3600);
    expect(expectedMonthSeconds('2026-02', 8)).toBe(20 * 8 * 3600);
    expect(expectedMonthSeconds('2026-11', 7.5)).toBe(21 * 7.5 * 3600);
    expect(expectedMonthSeconds('2026-11', 0)).toBe(0);
  });

  it('leaves out holidays and approved days off on weekdays; a Saturday among them changes nothing', () => {
    // December 2026: 23 weekdays; the 8th (Tuesday) and 25th (Friday) are national holidays.
    const holidays = new Set(['2026-12-08', '2026-12-25', '2026-12-06']);
    expect(weekdaysInMonth('2026-12')).toBe(23);
    expect(weekdaysInMonth('2026-12', holidays)).toBe(21);
    const withVacation = new Set([...holidays, '2026-12-28', '2026-12-29', '2026-12-26']);
    expect(expectedMonthSeconds('2026-12', 8, withVacation)).toBe(19 * 8 * 3600);
    // A date of another month is not counted twice.
    expect(weekdaysInMonth('2026-11', new Set(['2026-12-01']))).toBe(21);
  });
});

describe('expectedSecondsUpTo', () => {
  // November 2026: Sunday the 1st, 21 weekdays; Wednesday the 11th is the 8th weekday.
  it('counts the current month up to today, today included', () => {
    expect(expectedUntil('2026-11', '2026-11-11')).toBe('2026-11-11');
    expect(weekdaysInMonthUpTo('2026-11', '2026-11-11')).toBe(8);
    expect(expectedSecondsUpTo('2026-11', 8, new Set(), '2026-11-11')).toBe(8 * 8 * 3600);
    // A weekend today adds nothing to the Friday before.
    expect(expectedSecondsUpTo('2026-11', 8, new Set(), '2026-11-15')).toBe(10 * 8 * 3600);
    expect(expectedSecondsUpTo('2026-11', 8, new Set(), '2026-11-01')).toBe(0);
    expect(expectedSecondsUpTo('2026-11', 8, new Set(), '2026-11-02')).toBe(8 * 3600);
    expect(expectedSecondsUpTo('2026-11', 7.5, new Set(), '2026-11-30')).toBe(21 * 7.5 * 3600);
  });

  it('is the whole month once it is over and nothing before it starts', () => {
    expect(expectedUntil('2026-10', '2026-11-11')).toBe('2026-10-31');
    expect(expectedSecondsUpTo('2026-10', 8, new Set(), '2026-11-11')).toBe(expectedMonthSeconds('2026-10', 8));
    expect(expectedSecondsUpTo('2025-11', 8, new Set(), '2026-11-11')).toBe(expectedMonthSeconds('2025-11', 8));
    expect(expectedUntil('2026-12', '2026-11-11')).toBeNull();
    expect(expectedSecondsUpTo('2026-12', 8, new Set(), '2026-11-30')).toBe(0);
    // Leap February, the day after it ends.
    expect(expectedSecondsUpTo('2028-02', 8, new Set(), '2028-03-01')).toBe(21 * 8 * 3600);
  });

  it('leaves out holidays and days off only up to today', () => {
    const daysOff = new Set(['2026-12-08', '2026-12-25']);
    expect(expectedSecondsUpTo('2026-12', 8, daysOff, '2026-12-10')).toBe(7 * 8 * 3600);
    expect(expectedSecondsUpTo('2026-12', 8, daysOff, '2026-12-08')).toBe(5 * 8 * 3600);
    expect(expectedSecondsUpTo('2026-12', 8, daysOff, '2026-12-31')).toBe(expectedMonthSeconds('2026-12', 8, daysOff));
  });
});
