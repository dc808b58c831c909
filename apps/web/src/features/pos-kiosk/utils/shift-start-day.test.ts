import { describe, expect, it } from 'vitest';
import { employeeSinceText, otherStartDay } from './shift-start-day';

const open = { status: 'in_progress' as const };

describe("the kiosk tile's 'desde' line", () => {
  it('a shift started today in Madrid shows only its time', () => {
    const now = new Date('2031-12-02T08:00:00.000Z');
    const tile = { ...open, hora_inicio: '07:49:00', started_at: '2031-12-02T06:49:00.000Z' };
    expect(employeeSinceText(tile, now)).toBe('desde 07:49');
  });

  it('a shift left open since another day shows that day too', () => {
    const now = new Date('2031-12-02T08:00:00.000Z');
    const tile = { ...open, hora_inicio: '07:49:00', started_at: '2031-12-01T06:49:00.000Z' };
    expect(employeeSinceText(tile, now)).toBe('desde el 01/12 a las 07:49');
    expect(employeeSinceText({ ...tile, status: 'on_break' }, now)).toBe('desde el 01/12 a las 07:49');
  });

  it("the days are Madrid's, not UTC's", () => {
    // 23:59 Madrid on the 1st and 00:01 Madrid on the 2nd: the same UTC day, two Madrid days.
    const started = { ...open, hora_inicio: '23:59:00', started_at: '2031-12-01T22:59:00.000Z' };
    expect(employeeSinceText(started, new Date('2031-12-01T23:01:00.000Z'))).toBe('desde el 01/12 a las 23:59');
    // 00:30 Madrid on the 2nd is still the 1st in UTC: the same Madrid day as 23:30 that evening.
    const early = { ...open, hora_inicio: '00:30:00', started_at: '2031-12-01T23:30:00.000Z' };
    expect(employeeSinceText(early, new Date('2031-12-02T22:30:00.000Z'))).toBe('desde 00:30');
  });

  it('a shift from another year carries the year', () => {
    expect(otherStartDay('2031-12-31T08:00:00.000Z', new Date('2032-01-01T09:00:00.000Z'))).toBe('31/12/2031');
  });

  it('nothing when no shift is open, or the start is missing', () => {
    const now = new Date('2031-12-02T08:00:00.000Z');
    expect(employeeSinceText({ status: 'completed', hora_inicio: '07:00:00', started_at: null }, now)).toBeNull();
    expect(employeeSinceText({ status: null, hora_inicio: null, started_at: null }, now)).toBeNull();
    // A server that sends only the time: the time alone, as before.
    expect(employeeSinceText({ ...open, hora_inicio: '07:49:00', started_at: null }, now)).toBe('desde 07:49');
    expect(otherStartDay('not a date', now)).toBeNull();
  });
});
