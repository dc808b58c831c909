import { describe, expect, it } from 'vitest';
import { formatInstant, formatLastSeen, NEVER_SEEN } from './last-seen';

const now = new Date('2026-03-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('formatLastSeen', () => {
  it('says never for a terminal not yet used, or a value that is not a date', () => {
    expect(formatLastSeen(null, now)).toBe(NEVER_SEEN);
    expect(formatLastSeen('ayer', now)).toBe(NEVER_SEEN);
  });

  it('reads the last minute as now, in either direction (clocks drift)', () => {
    expect(formatLastSeen(ago(30_000), now)).toBe('ahora mismo');
    expect(formatLastSeen(ago(-30_000), now)).toBe('ahora mismo');
  });

  it('counts minutes, hours and days within a month, rounding down', () => {
    expect(formatLastSeen(ago(5 * 60_000 + 50_000), now)).toBe('hace 5 minutos');
    expect(formatLastSeen(ago(60_000), now)).toBe('hace 1 minuto');
    expect(formatLastSeen(ago(3 * 3_600_000 + 59 * 60_000), now)).toBe('hace 3 horas');
    expect(formatLastSeen(ago(2 * 86_400_000 + 3_600_000), now)).toBe('hace 2 días');
  });

  it('gives the Madrid date beyond a month, or when the time is ahead of now', () => {
    expect(formatLastSeen('2026-01-05T23:30:00Z', now)).toBe('el 06/01/2026');
    expect(formatLastSeen('2026-03-21T09:00:00Z', now)).toBe('el 21/03/2026');
  });
});

describe('formatInstant', () => {
  it('writes the Madrid date and time, or nothing', () => {
    expect(formatInstant('2026-03-20T08:05:09Z')).toBe('20/03/2026 09:05');
    expect(formatInstant(null)).toBe('');
    expect(formatInstant('no')).toBe('');
  });
});
