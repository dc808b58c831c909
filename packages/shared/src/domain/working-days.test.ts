import { describe, expect, it } from 'vitest';
import {
  calendarDaysBetween,
  countWorkingDays,
  countWorkingDaysInYear,
  daysBetween,
  isWeekend,
  weekdayOf,
} from './working-days';

describe('working days', () => {
  const none = new Set<string>();

  it('counts Monday to Friday, both ends included', () => {
    // Monday 2026-03-02 … Sunday 2026-03-15: two working weeks.
    expect(countWorkingDays('2026-03-02', '2026-03-15', none)).toBe(10);
    expect(countWorkingDays('2026-03-07', '2026-03-08', none)).toBe(0); // a weekend
    expect(countWorkingDays('2026-03-04', '2026-03-04', none)).toBe(1);
    expect(countWorkingDays('2026-03-05', '2026-03-04', none)).toBe(0);
  });

  it('leaves out the holidays it is given', () => {
    expect(countWorkingDays('2026-03-02', '2026-03-06', new Set(['2026-03-04', '2026-03-07']))).toBe(4);
  });

  it('splits a range across New Year by year', () => {
    expect(countWorkingDaysInYear('2026-12-28', '2027-01-08', 2026, none)).toBe(4);
    expect(countWorkingDaysInYear('2026-12-28', '2027-01-08', 2027, none)).toBe(6);
    expect(countWorkingDaysInYear('2026-12-28', '2027-01-08', 2025, none)).toBe(0);
  });

  it('walks calendar days across month ends and leap years', () => {
    expect(daysBetween('2028-02-27', '2028-03-01')).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(calendarDaysBetween('2026-01-01', '2026-12-31')).toBe(365);
  });

  it('knows the weekday of a date, whatever the zone', () => {
    expect(weekdayOf('2026-03-29')).toBe(0); // the Sunday clocks go forward
    expect(isWeekend('2026-03-28')).toBe(true);
    expect(isWeekend('2026-03-30')).toBe(false);
  });
});
