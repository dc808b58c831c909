import { describe, expect, it } from 'vitest';
import {
  addMonths,
  formatPeriodLabel,
  isDay,
  monthsOf,
  PERIOD_MESSAGES,
  periodFromSearch,
  periodSearch,
  rangeError,
  wholeMonthOf,
} from './period';

// 00:20 on 1 March 2026 in Madrid is still February in UTC: the current month is Madrid's.
const justAfterMidnight = new Date('2026-02-28T23:20:00Z');

describe('periodFromSearch', () => {
  it('defaults to the current Madrid month', () => {
    expect(periodFromSearch(new URLSearchParams(), justAfterMidnight)).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    });
  });

  it('reads ?month= as the whole month, leap February included', () => {
    expect(periodFromSearch(new URLSearchParams('month=2024-02'), justAfterMidnight)).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
  });

  it('reads a valid ?from=&to= range and ignores an invalid one', () => {
    expect(periodFromSearch(new URLSearchParams('from=2026-01-05&to=2026-02-10'), justAfterMidnight)).toEqual({
      from: '2026-01-05',
      to: '2026-02-10',
    });
    for (const bad of [
      'from=2026-02-10&to=2026-01-05',
      'from=2025-01-01&to=2026-01-02',
      'from=2026-02-30&to=2026-03-01',
      'month=2026-13',
    ]) {
      expect(periodFromSearch(new URLSearchParams(bad), justAfterMidnight)).toEqual({
        from: '2026-03-01',
        to: '2026-03-31',
      });
    }
  });
});

describe('rangeError', () => {
  it('says in Spanish what is wrong with a typed range', () => {
    expect(rangeError('', '2026-01-01')).toEqual({ field: 'from', message: PERIOD_MESSAGES.fromRequired });
    expect(rangeError('2026-01-01', '')).toEqual({ field: 'to', message: PERIOD_MESSAGES.toRequired });
    expect(rangeError('2026-01-02', '2026-01-01')?.message).toBe(
      'La fecha de fin no puede ser anterior a la de inicio',
    );
    expect(rangeError('2024-01-01', '2024-12-31')).toBeNull(); // 366 days, a leap year
    expect(rangeError('2025-01-01', '2026-01-02')?.message).toBe('El periodo no puede superar 366 días');
  });
});

describe('months and labels', () => {
  it('knows a whole month from any other range', () => {
    expect(wholeMonthOf({ from: '2026-02-01', to: '2026-02-28' })).toBe('2026-02');
    expect(wholeMonthOf({ from: '2026-02-01', to: '2026-02-27' })).toBeNull();
    expect(periodSearch({ from: '2026-02-01', to: '2026-02-28' })).toEqual({ month: '2026-02' });
    expect(periodSearch({ from: '2026-02-02', to: '2026-02-28' })).toEqual({ from: '2026-02-02', to: '2026-02-28' });
  });

  it('lists the months a period touches, across a new year', () => {
    expect(monthsOf({ from: '2025-11-20', to: '2026-01-10' })).toEqual(['2025-11', '2025-12', '2026-01']);
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });

  it('labels a month and a range in Spanish', () => {
    expect(formatPeriodLabel({ from: '2026-03-01', to: '2026-03-31' })).toBe('Marzo de 2026');
    expect(formatPeriodLabel({ from: '2026-03-03', to: '2026-03-17' })).toBe('del 03/03/2026 al 17/03/2026');
    expect(isDay('2026-02-29')).toBe(false);
  });
});
