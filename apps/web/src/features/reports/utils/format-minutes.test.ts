import { describe, expect, it } from 'vitest';
import { formatMinutes } from './format-minutes';

describe('formatMinutes', () => {
  it('shows minutes as H:MM, hours unbounded', () => {
    expect(formatMinutes(0)).toBe('0:00');
    expect(formatMinutes(425)).toBe('7:05');
    expect(formatMinutes(10_000)).toBe('166:40');
    expect(formatMinutes(-30)).toBe('-0:30');
    expect(formatMinutes(Number.NaN)).toBe('--:--');
  });
});
