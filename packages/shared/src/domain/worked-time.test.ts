import { describe, expect, it } from 'vitest';
import { madridDate, madridToInstant } from './madrid-time';
import {
  breakSeconds,
  formatDuration,
  INVALID_DURATION,
  normalizeFecha,
  parsePauseDuration,
  shiftTimeToInstant,
  workedSeconds,
} from './worked-time';

/** A Madrid wall-clock instant (the tests read like the worker's own clock). */
const madrid = (date: string, time: string) => {
  const instant = madridToInstant(date, time);
  if (!instant) throw new Error(`fecha no válida ${date} ${time}`);
  return instant;
};
const day = '2026-11-20';
const HOUR = 3600;

describe('workedSeconds (SPEC §4.2)', () => {
  const shift = {
    startedAt: madrid(day, '08:00:00'),
    endedAt: madrid(day, '16:00:00'),
    breaks: [{ start: madrid(day, '12:00:00'), end: madrid(day, '12:30:00') }],
    now: madrid(day, '20:00:00'),
  };

  it('subtracts the breaks when they are not paid (break_included false)', () => {
    expect(workedSeconds({ ...shift, breakIncluded: false })).toBe(7.5 * HOUR);
  });

  it('keeps the breaks as worked time when the company pays them (break_included true)', () => {
    expect(workedSeconds({ ...shift, breakIncluded: true })).toBe(8 * HOUR);
  });

  it('accepts ISO strings as well as Dates', () => {
    expect(
      workedSeconds({
        startedAt: shift.startedAt.toISOString(),
        endedAt: shift.endedAt.toISOString(),
        breaks: shift.breaks.map((b) => ({ start: b.start.toISOString(), end: b.end.toISOString() })),
        breakIncluded: false,
        now: shift.now,
      }),
    ).toBe(7.5 * HOUR);
  });

  it('while open, counts up to now and subtracts the open break up to now', () => {
    const open = {
      startedAt: madrid(day, '08:00:00'),
      breaks: [
        { start: madrid(day, '10:00:00'), end: madrid(day, '10:15:00') },
        { start: madrid(day, '12:00:00'), end: null },
      ],
      now: madrid(day, '12:10:00'),
    };
    // 4 h 10 min elapsed, 15 min closed break, 10 min of the open one.
    expect(workedSeconds({ ...open, breakIncluded: false })).toBe(4 * HOUR - 15 * 60);
    expect(workedSeconds({ ...open, breakIncluded: true })).toBe(4 * HOUR + 10 * 60);
    expect(breakSeconds(open.breaks, open.now)).toBe(25 * 60);
  });

  it('never goes below zero: a break longer than the time elapsed', () => {
    expect(
      workedSeconds({
        startedAt: madrid(day, '08:00:00'),
        endedAt: madrid(day, '08:30:00'),
        breaks: [{ start: madrid(day, '07:00:00'), end: madrid(day, '09:00:00') }],
        breakIncluded: false,
        now: madrid(day, '20:00:00'),
      }),
    ).toBe(0);
    expect(
      workedSeconds({
        startedAt: madrid(day, '08:00:00'),
        breaks: [
          { start: madrid(day, '08:00:00'), end: null },
          { start: madrid(day, '08:00:00'), end: null },
        ],
        breakIncluded: false,
        now: madrid(day, '08:20:00'),
      }),
    ).toBe(0);
  });

  it('never goes below zero: an end before the start', () => {
    expect(
      workedSeconds({
        startedAt: madrid(day, '16:00:00'),
        endedAt: madrid(day, '08:00:00'),
        breakIncluded: true,
        now: madrid(day, '20:00:00'),
      }),
    ).toBe(0);
    expect(
      workedSeconds({ startedAt: madrid(day, '16:00:00'), breakIncluded: true, now: madrid(day, '15:00:00') }),
    ).toBe(0);
  });

  it("a missing or invalid start gives null, shown as '--:--'", () => {
    const now = madrid(day, '12:00:00');
    for (const startedAt of [null, undefined, 'no es una fecha', '']) {
      const seconds = workedSeconds({ startedAt, breakIncluded: false, now });
      expect(seconds, String(startedAt)).toBeNull();
      expect(formatDuration(seconds)).toBe('--:--');
    }
    expect(INVALID_DURATION).toBe('--:--');
  });
});

describe('formatDuration', () => {
  it('formats HH:mm:ss, hours past 24 included', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(59)).toBe('00:00:59');
    expect(formatDuration(7.5 * HOUR)).toBe('07:30:00');
    expect(formatDuration(25 * HOUR + 61)).toBe('25:01:01');
    expect(formatDuration(100 * HOUR)).toBe('100:00:00');
    expect(formatDuration(3661.9)).toBe('01:01:01');
  });

  it("shows '--:--' for anything that is not a non-negative number", () => {
    for (const value of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -1]) {
      expect(formatDuration(value), String(value)).toBe('--:--');
    }
  });
});

describe('night shifts and DST (instants, Europe/Madrid)', () => {
  it('a night shift 22:00→06:00 is 8 h and counts on its start date', () => {
    const start = shiftTimeToInstant('2026-11-20', '22:00:00', '22:00:00');
    const end = shiftTimeToInstant('2026-11-20', '22:00:00', '06:00:00');
    expect(start?.toISOString()).toBe('2026-11-20T21:00:00.000Z');
    // An end earlier than the start is on the next day.
    expect(end?.toISOString()).toBe('2026-11-21T05:00:00.000Z');
    expect(workedSeconds({ startedAt: start, endedAt: end, breakIncluded: false, now: new Date() })).toBe(8 * HOUR);
    expect(formatDuration(8 * HOUR)).toBe('08:00:00');
    // The day it counts on: the start's Madrid date, whatever form fecha arrives in.
    expect(madridDate(start as Date)).toBe('2026-11-20');
    expect(normalizeFecha('2026-11-20 22:00:00')).toBe('2026-11-20');
    expect(shiftTimeToInstant('2026-11-20T00:00:00', '22:00:00', '06:00:00')?.toISOString()).toBe(
      '2026-11-21T05:00:00.000Z',
    );
  });

  it('00:30→05:30 on 29 March 2026 (clocks go forward) is 4 h of real time', () => {
    const start = madrid('2026-03-29', '00:30:00');
    const end = madrid('2026-03-29', '05:30:00');
    expect(start.toISOString()).toBe('2026-03-28T23:30:00.000Z');
    expect(end.toISOString()).toBe('2026-03-29T03:30:00.000Z');
    expect(workedSeconds({ startedAt: start, endedAt: end, breakIncluded: false, now: end })).toBe(4 * HOUR);
    expect(shiftTimeToInstant('2026-03-29', '00:30:00', '05:30:00')?.getTime()).toBe(end.getTime());
    expect(shiftTimeToInstant('2026-03-29', '00:30:00', '00:30:00')?.getTime()).toBe(start.getTime());
  });

  it('00:30→05:30 on 25 October 2026 (clocks go back) is 6 h of real time', () => {
    const start = madrid('2026-10-25', '00:30:00');
    const end = madrid('2026-10-25', '05:30:00');
    expect(start.toISOString()).toBe('2026-10-24T22:30:00.000Z');
    expect(end.toISOString()).toBe('2026-10-25T04:30:00.000Z');
    expect(workedSeconds({ startedAt: start, endedAt: end, breakIncluded: false, now: end })).toBe(6 * HOUR);
    expect(shiftTimeToInstant('2026-10-25', '00:30:00', '05:30:00')?.getTime()).toBe(end.getTime());
  });

  it('shiftTimeToInstant gives null for an unreadable fecha', () => {
    expect(shiftTimeToInstant('ayer', '08:00:00', '15:00:00')).toBeNull();
  });
});

describe('parsePauseDuration (SPEC §3 horas_pausa, §9 cap)', () => {
  it("reads 'HH:MM:SS' and 'H:MM'", () => {
    expect(parsePauseDuration('01:30:15')).toBe(HOUR + 30 * 60 + 15);
    expect(parsePauseDuration('00:00:00')).toBe(0);
    expect(parsePauseDuration('1:05')).toBe(HOUR + 5 * 60);
    expect(parsePauseDuration(' 0:45 ')).toBe(45 * 60);
    expect(parsePauseDuration('00:20:30.250')).toBe(20 * 60 + 30);
  });

  it('reads an interval object {hours, minutes, seconds}, with numbers or numeric strings', () => {
    expect(parsePauseDuration({ hours: 1, minutes: 30, seconds: 15 })).toBe(HOUR + 30 * 60 + 15);
    expect(parsePauseDuration({ hours: '2', minutes: '15', seconds: '0' })).toBe(2 * HOUR + 15 * 60);
    expect(parsePauseDuration({ minutes: 20 })).toBe(20 * 60);
    expect(parsePauseDuration({ seconds: 12.7 })).toBe(12);
    // PostgreSQL sends a zero interval as an empty object.
    expect(parsePauseDuration({})).toBe(0);
  });

  it('caps the hours at 23', () => {
    expect(parsePauseDuration('23:59:59')).toBe(23 * HOUR + 59 * 60 + 59);
    expect(parsePauseDuration('30:00:00')).toBe(23 * HOUR);
    expect(parsePauseDuration('123:10:00')).toBe(23 * HOUR + 10 * 60);
    expect(parsePauseDuration({ hours: 48, minutes: 5 })).toBe(23 * HOUR + 5 * 60);
    expect(parsePauseDuration({ hours: '24' })).toBe(23 * HOUR);
  });

  it('gives null for anything unreadable', () => {
    for (const value of [
      'abc',
      '',
      '01:60:00',
      '01:00:60',
      '-1:00',
      '1:2:3:4',
      '1234:00',
      { hours: 'x' },
      { minutes: 75 },
      { hours: -1 },
      null,
      undefined,
      42,
      true,
    ]) {
      expect(parsePauseDuration(value), JSON.stringify(value)).toBeNull();
    }
  });
});

describe('normalizeFecha (SPEC §3 fecha)', () => {
  it("keeps 'yyyy-MM-dd'", () => {
    expect(normalizeFecha('2026-11-20')).toBe('2026-11-20');
    expect(normalizeFecha(' 2026-02-28 ')).toBe('2026-02-28');
  });

  it('drops a time part', () => {
    expect(normalizeFecha('2026-11-20T08:15:00')).toBe('2026-11-20');
    expect(normalizeFecha('2026-11-20 08:15:00')).toBe('2026-11-20');
    expect(normalizeFecha('2026-11-20T00:00:00.000')).toBe('2026-11-20');
  });

  it("reads a numeric timestamp as Madrid's date", () => {
    // 23:30 UTC is already the next day in Madrid (winter, +1; summer, +2).
    expect(normalizeFecha(Date.UTC(2026, 10, 20, 23, 30))).toBe('2026-11-21');
    expect(normalizeFecha(Date.UTC(2026, 10, 20, 22, 59, 59))).toBe('2026-11-20');
    expect(normalizeFecha(Date.UTC(2026, 6, 31, 22, 30))).toBe('2026-08-01');
    expect(normalizeFecha(Date.UTC(2026, 6, 31, 21, 59))).toBe('2026-07-31');
  });

  it('gives null for anything else', () => {
    for (const value of ['ayer', '20/11/2026', '', Number.NaN, 1e20, null, undefined, {}, new Date()]) {
      expect(normalizeFecha(value), String(value)).toBeNull();
    }
  });
});
