import { describe, expect, it } from 'vitest';
import { madridToInstant } from './madrid-time';
import { madridMinuteTime, pauseMinutes, shiftMinutes } from './shift-minutes';

const at = (date: string, time: string) => madridToInstant(date, time) as Date;
const now = at('2026-11-13', '20:00:00');

describe('shiftMinutes (ADR 021)', () => {
  it("Carlos's 13/11: 16:02 − 07:43 − (12:05 − 11:41) = 7:55, whatever the seconds", () => {
    const figures = shiftMinutes({
      startedAt: at('2026-11-13', '07:43:50'),
      endedAt: at('2026-11-13', '16:02:10'),
      breaks: [{ start: at('2026-11-13', '11:41:55'), end: at('2026-11-13', '12:05:05') }],
      breakIncluded: false,
      now,
    });
    expect(figures).toEqual({ pauseMinutes: 24, workedMinutes: 8 * 60 + 19 - 24 });
  });

  it('paid breaks are not subtracted; each pause counts from its printed minutes', () => {
    const breaks = [
      { start: at('2026-11-13', '10:00:59'), end: at('2026-11-13', '10:10:00') },
      { start: at('2026-11-13', '13:00:30'), end: at('2026-11-13', '13:30:59') },
    ];
    const input = { startedAt: at('2026-11-13', '08:00:30'), endedAt: at('2026-11-13', '16:00:29'), breaks, now };
    expect(shiftMinutes({ ...input, breakIncluded: true })).toEqual({ pauseMinutes: 40, workedMinutes: 480 });
    expect(shiftMinutes({ ...input, breakIncluded: false })).toEqual({ pauseMinutes: 40, workedMinutes: 440 });
  });

  it('an open shift and an open pause count up to the minute of now; never below zero', () => {
    const open = shiftMinutes({
      startedAt: at('2026-11-13', '18:00:45'),
      breaks: [{ start: at('2026-11-13', '19:30:15'), end: null }],
      breakIncluded: false,
      now: at('2026-11-13', '20:00:40'),
    });
    expect(open).toEqual({ pauseMinutes: 30, workedMinutes: 90 });
    expect(pauseMinutes([{ start: at('2026-11-13', '19:30:15'), end: null }], at('2026-11-13', '19:30:59'))).toBe(0);
    const odd = shiftMinutes({
      startedAt: at('2026-11-13', '10:00:00'),
      endedAt: at('2026-11-13', '10:05:00'),
      breaks: [{ start: at('2026-11-13', '09:00:00'), end: at('2026-11-13', '10:05:00') }],
      breakIncluded: false,
      now,
    });
    expect(odd?.workedMinutes).toBe(0);
    expect(shiftMinutes({ startedAt: 'no es una fecha', breakIncluded: false, now })).toBeNull();
  });

  it('a night shift across the October clock change is measured between instants', () => {
    // 25 October 2026: 03:00 CEST becomes 02:00 CET, so 22:00 → 06:00 is nine hours.
    const figures = shiftMinutes({
      startedAt: at('2026-10-24', '22:00:30'),
      endedAt: at('2026-10-25', '06:00:10'),
      breakIncluded: false,
      now,
    });
    expect(figures?.workedMinutes).toBe(9 * 60);
  });

  it('prints a time cut to its minute with :00 seconds', () => {
    expect(madridMinuteTime(at('2026-11-13', '07:43:59'))).toBe('07:43:00');
    expect(madridMinuteTime('2026-07-24T06:00:40.000Z')).toBe('08:00:00');
  });
});
