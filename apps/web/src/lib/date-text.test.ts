import { describe, expect, it } from 'vitest';
import { dateOfIsoDay, formatDateText, formatTimeText, isoDayOfDate, parseDateText, parseTimeText } from './date-text';

describe('parseDateText', () => {
  it('reads a Spanish day in the ways people type it', () => {
    expect(parseDateText('24/07/2025')).toBe('2025-07-24');
    expect(parseDateText('4/7/2025')).toBe('2025-07-04');
    expect(parseDateText(' 04-07-2025 ')).toBe('2025-07-04');
    expect(parseDateText('04.07.25')).toBe('2025-07-04');
    expect(parseDateText('04072025')).toBe('2025-07-04');
  });

  it('reads an ISO day too (pasted, or filled by a test)', () => {
    expect(parseDateText('2026-03-02')).toBe('2026-03-02');
  });

  it('is day first, never month first: 02/03 is 2 March', () => {
    expect(parseDateText('02/03/2026')).toBe('2026-03-02');
    expect(parseDateText('07/24/2025')).toBeNull();
  });

  it('nothing typed is empty; not a real day is null', () => {
    expect(parseDateText('')).toBe('');
    expect(parseDateText('   ')).toBe('');
    expect(parseDateText('30/02/2026')).toBeNull();
    expect(parseDateText('29/02/2025')).toBeNull();
    expect(parseDateText('29/02/2024')).toBe('2024-02-29');
    expect(parseDateText('24/07')).toBeNull();
    expect(parseDateText('mañana')).toBeNull();
  });
});

describe('formatDateText', () => {
  it('shows dd/MM/yyyy, and nothing for an empty or unreadable value', () => {
    expect(formatDateText('2025-07-04')).toBe('04/07/2025');
    expect(formatDateText('')).toBe('');
    expect(formatDateText(undefined)).toBe('');
    expect(formatDateText('04/07/2025')).toBe('');
  });

  it('round-trips with parseDateText', () => {
    for (const day of ['2025-01-01', '2026-12-31', '2024-02-29']) expect(parseDateText(formatDateText(day))).toBe(day);
  });
});

describe('calendar dates', () => {
  it('the calendar shows and returns the same day in any time zone', () => {
    const date = dateOfIsoDay('2026-03-29') as Date;
    expect(date.getDate()).toBe(29);
    expect(isoDayOfDate(date)).toBe('2026-03-29');
    expect(dateOfIsoDay('')).toBeUndefined();
  });
});

describe('parseTimeText', () => {
  it('reads 24 h times in the ways people type them', () => {
    expect(parseTimeText('08:05')).toBe('08:05');
    expect(parseTimeText('8:05')).toBe('08:05');
    expect(parseTimeText('8.05')).toBe('08:05');
    expect(parseTimeText('805')).toBe('08:05');
    expect(parseTimeText('2215')).toBe('22:15');
    expect(parseTimeText('8')).toBe('08:00');
    expect(parseTimeText('23:59:30')).toBe('23:59');
  });

  it('nothing typed is empty; not a time is null (no AM/PM, no 24:00)', () => {
    expect(parseTimeText('')).toBe('');
    expect(parseTimeText('24:00')).toBeNull();
    expect(parseTimeText('12:60')).toBeNull();
    expect(parseTimeText('8:05 PM')).toBeNull();
    expect(parseTimeText('ocho')).toBeNull();
  });
});

describe('formatTimeText', () => {
  it('shows HH:mm', () => {
    expect(formatTimeText('08:05:00')).toBe('08:05');
    expect(formatTimeText('22:15')).toBe('22:15');
    expect(formatTimeText('')).toBe('');
    expect(formatTimeText('8:05')).toBe('');
  });
});
