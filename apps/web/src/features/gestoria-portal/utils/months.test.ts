import { describe, expect, it } from 'vitest';
import { monthLabel, previousMonth, recentMonths, shiftMonth } from './months';

describe('gestoría months', () => {
  it('defaults to the month before the current Madrid month', () => {
    expect(previousMonth(new Date('2026-11-27T12:00:00Z'))).toBe('2026-10');
    expect(previousMonth(new Date('2026-01-15T12:00:00Z'))).toBe('2025-12');
    // 1 March 00:30 in Madrid is still 28 February in UTC: Madrid's month counts.
    expect(previousMonth(new Date('2026-02-28T23:30:00Z'))).toBe('2026-02');
  });

  it('steps months across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-03', -15)).toBe('2024-12');
  });

  it('offers the current month and the ones before it, newest first', () => {
    expect(recentMonths(new Date('2026-02-10T12:00:00Z'), 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
    expect(recentMonths(new Date('2026-02-10T12:00:00Z'))).toHaveLength(24);
  });

  it('names a month in Spanish', () => {
    expect(monthLabel('2026-10')).toBe('Octubre de 2026');
  });
});
