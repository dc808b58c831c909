import { describe, expect, it } from 'vitest';
import { joinDateTime, splitDateTime } from './date-time-value';

describe('splitDateTime', () => {
  it('splits a full value into its day and time', () => {
    expect(splitDateTime('2025-07-24T08:05')).toEqual({ date: '2025-07-24', time: '08:05' });
  });

  it('drops seconds', () => {
    expect(splitDateTime('2025-07-24T08:05:30')).toEqual({ date: '2025-07-24', time: '08:05' });
  });

  it('gives empty parts for an empty or half value', () => {
    expect(splitDateTime('')).toEqual({ date: '', time: '' });
    expect(splitDateTime('2025-07-24T')).toEqual({ date: '2025-07-24', time: '' });
    expect(splitDateTime('T14:00')).toEqual({ date: '', time: '14:00' });
  });
});

describe('joinDateTime', () => {
  it('joins a day and a time', () => {
    expect(joinDateTime('2025-07-24', '14:00')).toBe('2025-07-24T14:00');
  });

  it('is empty only when both parts are', () => {
    expect(joinDateTime('', '')).toBe('');
    expect(joinDateTime('2025-07-24', '')).toBe('2025-07-24T');
    expect(joinDateTime('', '14:00')).toBe('T14:00');
  });

  it('round-trips every half value', () => {
    for (const value of ['', '2025-07-24T', 'T14:00', '2025-07-24T14:00']) {
      const { date, time } = splitDateTime(value);
      expect(joinDateTime(date, time)).toBe(value);
    }
  });
});
