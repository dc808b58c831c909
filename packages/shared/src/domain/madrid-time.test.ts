import { describe, expect, it } from 'vitest';
import {
  addDays,
  madridDate,
  madridLongDate,
  madridOffsetMinutes,
  madridParts,
  madridTime,
  madridToInstant,
} from './madrid-time';

const utc = (iso: string) => new Date(iso);

describe('madridOffsetMinutes', () => {
  it('is 60 before and 120 after the spring switch (29 March 2026, 01:00 UTC)', () => {
    expect(madridOffsetMinutes(utc('2026-03-29T00:59:59.000Z'))).toBe(60);
    expect(madridOffsetMinutes(utc('2026-03-29T01:00:00.000Z'))).toBe(120);
    expect(madridOffsetMinutes(utc('2026-01-15T12:00:00.000Z'))).toBe(60);
  });

  it('is 120 before and 60 after the autumn switch (25 October 2026, 01:00 UTC)', () => {
    expect(madridOffsetMinutes(utc('2026-10-25T00:59:59.000Z'))).toBe(120);
    expect(madridOffsetMinutes(utc('2026-10-25T01:00:00.000Z'))).toBe(60);
    expect(madridOffsetMinutes(utc('2026-07-15T12:00:00.999Z'))).toBe(120);
  });
});

describe('madridDate / madridTime / madridParts', () => {
  it("reads an instant on Madrid's clock, whatever the process zone", () => {
    expect(madridDate(utc('2026-11-20T23:30:00Z'))).toBe('2026-11-21');
    expect(madridTime(utc('2026-11-20T23:30:00Z'))).toBe('00:30:00');
    expect(madridDate(utc('2026-07-31T22:00:00Z'))).toBe('2026-08-01');
    expect(madridTime(utc('2026-07-31T22:00:05Z'))).toBe('00:00:05');
    expect(madridParts(utc('2026-12-31T23:00:00Z'))).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      hour: 0,
      minute: 0,
      second: 0,
    });
  });
});

describe('madridToInstant', () => {
  it('builds the instant of a Madrid wall-clock time, winter and summer', () => {
    expect(madridToInstant('2026-01-15', '08:00:00')?.toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(madridToInstant('2026-07-15', '08:00')?.toISOString()).toBe('2026-07-15T06:00:00.000Z');
    expect(madridToInstant('2026-07-15')?.toISOString()).toBe('2026-07-14T22:00:00.000Z');
  });

  it('either side of both switches', () => {
    expect(madridToInstant('2026-03-29', '01:59:59')?.toISOString()).toBe('2026-03-29T00:59:59.000Z');
    expect(madridToInstant('2026-03-29', '03:00:00')?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(madridToInstant('2026-10-25', '01:59:59')?.toISOString()).toBe('2026-10-24T23:59:59.000Z');
    expect(madridToInstant('2026-10-25', '03:00:00')?.toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });

  it('takes the earlier instant in the autumn hour that happens twice', () => {
    // 02:30 happens at 00:30 UTC (summer time) and again at 01:30 UTC (winter time).
    const instant = madridToInstant('2026-10-25', '02:30:00');
    expect(instant?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(madridOffsetMinutes(instant as Date)).toBe(120);
    expect(madridTime(utc('2026-10-25T01:30:00Z'))).toBe('02:30:00');
  });

  it('moves a time in the spring gap forward by the gap', () => {
    // 02:30 never happens on 29 March 2026: read with the winter offset it is 03:30 summer time.
    const instant = madridToInstant('2026-03-29', '02:30:00');
    expect(instant?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(madridTime(instant as Date)).toBe('03:30:00');
    expect(madridDate(instant as Date)).toBe('2026-03-29');
  });

  it('gives null for an unreadable date or time', () => {
    for (const [date, time] of [
      ['2026-13-01', '08:00'],
      ['2026-00-10', '08:00'],
      ['20/11/2026', '08:00'],
      ['2026-11-20', '24:00'],
      ['2026-11-20', '08:60'],
      ['2026-11-20', '8:00'],
      ['2026-11-20', 'mañana'],
    ] as const) {
      expect(madridToInstant(date, time), `${date} ${time}`).toBeNull();
    }
  });
});

describe('addDays', () => {
  it('is calendar arithmetic across months, years, leap days and DST', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-11-20', -14)).toBe('2026-11-06');
    expect(addDays('2026-11-20', 0)).toBe('2026-11-20');
  });
});

describe('madridParts (offset cached per UTC hour)', () => {
  const intl = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Madrid',
    dateStyle: 'short',
    timeStyle: 'medium',
    hourCycle: 'h23',
  });
  const viaIntl = (instant: Date) => intl.format(instant);
  const viaParts = (instant: Date) => {
    const p = madridParts(instant);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${two(p.day)}/${two(p.month)}/${p.year}, ${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
  };

  it('agrees with Intl every 7 minutes and 13 seconds through both 2026 switches', () => {
    for (const switchAt of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)]) {
      for (let ms = switchAt - 6 * 3_600_000; ms < switchAt + 6 * 3_600_000; ms += 433_000) {
        expect(viaParts(new Date(ms))).toBe(viaIntl(new Date(ms)));
      }
    }
  });

  it('agrees with Intl on the last second before and the first after each switch, and on random instants', () => {
    const instants = [Date.UTC(2026, 2, 29, 1) - 1000, Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1) - 1000];
    instants.push(Date.UTC(2026, 9, 25, 1), Date.UTC(1999, 11, 31, 23, 59, 59), Date.UTC(2040, 5, 1, 12));
    let seed = 42;
    for (let i = 0; i < 500; i += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      instants.push(Date.UTC(2000, 0, 1) + (seed / 2 ** 31) * 50 * 365 * 86_400_000);
    }
    for (const ms of instants) expect(viaParts(new Date(ms))).toBe(viaIntl(new Date(ms)));
  });
});

describe('madridLongDate', () => {
  it('writes the Madrid day as Intl es-ES does, across midnights, changes of time and leap days', () => {
    const intl = new Intl.DateTimeFormat('es-ES', {
      timeZone: 'Europe/Madrid',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const start = Date.UTC(2026, 0, 1, 0, 20);
    // Every 7 h 10 min for three years: every weekday, month and hour of the day, both changes of time.
    for (let ms = start; ms < start + 3 * 366 * 86_400_000; ms += 430 * 60_000) {
      const instant = new Date(ms);
      expect(madridLongDate(instant)).toBe(intl.format(instant));
    }
  });

  it('takes the day in Madrid, not in UTC', () => {
    expect(madridLongDate(new Date('2026-12-24T23:50:00Z'))).toBe('viernes, 25 de diciembre de 2026');
    expect(madridLongDate(new Date('2028-02-28T23:20:00Z'))).toBe('martes, 29 de febrero de 2028');
  });
});
