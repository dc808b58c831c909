import { describe, expect, it } from 'vitest';
import { calendarDateSchema, DATE_INVALID_MESSAGE, isRealDate } from './calendar-date';

describe('isRealDate', () => {
  it('knows month lengths and leap years', () => {
    for (const date of [
      '2026-01-31',
      '2026-02-28',
      '2028-02-29',
      '2000-02-29',
      '2026-04-30',
      '1000-01-01',
      '9999-12-31',
    ]) {
      expect(isRealDate(date), date).toBe(true);
    }
    for (const date of [
      '2026-02-29',
      '2026-02-30',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-01',
      '2026-01-00',
    ]) {
      expect(isRealDate(date), date).toBe(false);
    }
  });

  it('takes only yyyy-MM-dd with a four-digit year from 1000 (PostgreSQL has no year 0)', () => {
    for (const date of ['0000-01-01', '0999-12-31', '2026-1-05', '20260105', '2026-01-05T00:00', '+2026-01-05', '']) {
      expect(isRealDate(date), date).toBe(false);
    }
  });
});

describe('calendarDateSchema', () => {
  it('trims, and gives the required message when empty and the date message otherwise', () => {
    const schema = calendarDateSchema('La fecha es requerida');
    expect(schema.parse(' 2026-03-01 ')).toBe('2026-03-01');
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('La fecha es requerida');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('La fecha es requerida');
    expect(schema.safeParse('2026-02-30').error?.issues[0]?.message).toBe(DATE_INVALID_MESSAGE);
  });
});
