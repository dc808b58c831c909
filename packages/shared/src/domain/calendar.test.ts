import { describe, expect, it } from 'vitest';
import { expectedMonthSeconds, monthRange, weekdaysInMonth } from './calendar';

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
});
