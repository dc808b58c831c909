import { describe, expect, it } from 'vitest';
import { formatClock, listShiftStatus, recentShifts } from './employee-shifts';

describe('formatClock', () => {
  it("HH:mm, or '--:--' when there is no time", () => {
    expect(formatClock('08:05:09')).toBe('08:05');
    expect(formatClock('17:30')).toBe('17:30');
    expect(formatClock(null)).toBe('--:--');
    expect(formatClock(undefined)).toBe('--:--');
    expect(formatClock('')).toBe('--:--');
  });
});

describe('listShiftStatus', () => {
  it("reads 'not_started' when today has no shift, and null only when the status could not be loaded", () => {
    expect(listShiftStatus({ isLoaded: true, shift: null })).toBe('not_started');
    expect(listShiftStatus({ isLoaded: false, shift: null })).toBeNull();
    const shift = { status: 'on_break' } as Parameters<typeof listShiftStatus>[0]['shift'];
    expect(listShiftStatus({ isLoaded: true, shift })).toBe('on_break');
  });
});

describe('recentShifts', () => {
  const located = { locationHistory: { start: { latitude: 1, longitude: 1 }, end: { latitude: 0, longitude: 0 } } };
  const shifts = [
    { id: 1, fecha: '2025-07-20', hora_inicio: '08:00:00', hora_fin: '15:00:00', json_security: located },
    { id: 2, fecha: '2025-07-24', hora_inicio: '08:00:00', hora_fin: null, json_security: null },
    {
      id: 3,
      fecha: '2025-07-22',
      hora_inicio: '16:00:00',
      hora_fin: '20:00:00',
      json_security: located,
      offline: true,
    },
    { id: 4, fecha: '2025-07-22', hora_inicio: '08:00:00', hora_fin: '12:00:00', json_security: null },
  ];

  it('the 3 most recent, newest first, with their map points (0,0 not counted) and the offline flag', () => {
    expect(recentShifts(shifts)).toEqual([
      { key: '2', id: 2, date: '24/07/2025', start: '08:00', end: '--:--', locationCount: 0, isOffline: false },
      { key: '3', id: 3, date: '22/07/2025', start: '16:00', end: '20:00', locationCount: 1, isOffline: true },
      { key: '4', id: 4, date: '22/07/2025', start: '08:00', end: '12:00', locationCount: 0, isOffline: false },
    ]);
  });

  it('fewer shifts, fewer rows', () => {
    expect(recentShifts([])).toEqual([]);
    expect(recentShifts(shifts.slice(0, 1))).toHaveLength(1);
  });
});
