import { describe, expect, it } from 'vitest';
import { formatMadridDateTime, formatMadridDay } from './madrid-instant-text';

describe('instants in Madrid time', () => {
  it('reads the Madrid day and time, across midnight and summer time', () => {
    expect(formatMadridDay('2026-03-31T22:30:00.000Z')).toBe('01/04/2026');
    expect(formatMadridDateTime('2026-01-15T23:05:00.000Z')).toBe('16/01/2026 00:05');
    expect(formatMadridDateTime('2026-07-01T06:00:00.000Z')).toBe('01/07/2026 08:00');
  });

  it('says — for nothing or nonsense', () => {
    for (const value of [null, undefined, '', 'ayer']) {
      expect(formatMadridDay(value)).toBe('—');
      expect(formatMadridDateTime(value)).toBe('—');
    }
  });
});
