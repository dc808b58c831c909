import { describe, expect, it } from 'vitest';
import {
  dayLocationPoints,
  formatCoordinates,
  locationDays,
  locationEntries,
  readLocationHistory,
  shiftLocationPoints,
  toCoordinate,
} from './location-points';

const history = (locationHistory: unknown) => ({ locationHistory });

describe('toCoordinate', () => {
  it('accepts numbers and numeric-like strings only', () => {
    expect(toCoordinate(40.4168)).toBe(40.4168);
    expect(toCoordinate('-3.7038')).toBe(-3.7038);
    expect(toCoordinate(' 0 ')).toBe(0);
    expect(toCoordinate('')).toBeNull();
    expect(toCoordinate('abc')).toBeNull();
    expect(toCoordinate(null)).toBeNull();
    expect(toCoordinate(undefined)).toBeNull();
    expect(toCoordinate(Number.NaN)).toBeNull();
    expect(toCoordinate({})).toBeNull();
  });
});

describe('readLocationHistory', () => {
  it('reads json_security as an object or a JSON string', () => {
    const start = { latitude: 1, longitude: 2, timestamp: 't' };
    expect(readLocationHistory(history({ start }))).toEqual({ start });
    expect(readLocationHistory(JSON.stringify(history({ start })))).toEqual({ start });
    expect(readLocationHistory({ locationHistory: JSON.stringify({ start }) })).toEqual({ start });
  });

  it('no history: null', () => {
    expect(readLocationHistory(null)).toBeNull();
    expect(readLocationHistory('not json')).toBeNull();
    expect(readLocationHistory({})).toBeNull();
    expect(readLocationHistory({ locationHistory: [] })).toBeNull();
  });
});

describe('shiftLocationPoints', () => {
  it('uses string coordinates, skips 0,0 and non-numeric entries, orders by time, formats Madrid time and date', () => {
    const points = shiftLocationPoints({
      fecha: '2025-07-24',
      json_security: history({
        end: { latitude: '40.4170', longitude: '-3.7040', timestamp: '2025-07-24T14:00:05.000Z' },
        start: { latitude: 40.4168, longitude: -3.7038, timestamp: '2025-07-24T06:00:00.000Z' },
        pause: { latitude: 0, longitude: 0, timestamp: '2025-07-24T09:00:00.000Z' },
        resume: { latitude: 'n/a', longitude: '-3.7', timestamp: '2025-07-24T09:30:00.000Z' },
        incident: { latitude: 41.1, longitude: 2.1, timestamp: '2025-07-24T10:00:00.000Z' },
      }),
    });
    expect(points.map((p) => [p.action, p.label, p.time, p.date])).toEqual([
      ['start', 'Inicio jornada', '08:00:00', '24/07/2025'],
      ['incident', 'Incidencia', '12:00:00', '24/07/2025'],
      ['end', 'Fin jornada', '16:00:05', '24/07/2025'],
    ]);
    expect(points[0]).toMatchObject({ latitude: 40.4168, longitude: -3.7038, color: '#16a34a' });
    expect(points[1]?.color).toBe('#9333ea');
    expect(points[2]?.color).toBe('#dc2626');
  });

  it("prefers the shift's full `locations` list (a second pause is kept)", () => {
    const shift = {
      fecha: '2025-07-24',
      json_security: history({ pause: { latitude: 1, longitude: 1, timestamp: '2025-07-24T11:00:00.000Z' } }),
      locations: [
        { action: 'pause', latitude: 2, longitude: 2, accuracy: null, timestamp: '2025-07-24T09:00:00.000Z' },
        { action: 'pause', latitude: 1, longitude: 1, accuracy: null, timestamp: '2025-07-24T11:00:00.000Z' },
      ],
    };
    expect(shiftLocationPoints(shift).map((p) => p.time)).toEqual(['11:00:00', '13:00:00']);
  });

  it('an unreadable timestamp keeps the point, with an unknown time, last', () => {
    const points = shiftLocationPoints({
      fecha: '2025-07-24',
      json_security: history({
        end: { latitude: 1, longitude: 1 },
        start: { latitude: 2, longitude: 2, timestamp: '2025-07-24T06:00:00.000Z' },
      }),
    });
    expect(points.map((p) => [p.action, p.time, p.date])).toEqual([
      ['start', '08:00:00', '24/07/2025'],
      ['end', '--:--:--', '24/07/2025'],
    ]);
  });
});

describe('locationDays and dayLocationPoints', () => {
  const shifts = [
    {
      fecha: '2025-07-22',
      json_security: history({ start: { latitude: 1, longitude: 1, timestamp: '2025-07-22T06:00:00Z' } }),
    },
    {
      fecha: '2025-07-24T00:00:00',
      json_security: JSON.stringify(
        history({ start: { latitude: '1', longitude: '2', timestamp: '2025-07-24T06:00:00Z' } }),
      ),
    },
    // No history, or none usable: not a map date.
    { fecha: '2025-07-25', json_security: null },
    { fecha: '2025-07-26', json_security: history({ start: { latitude: 'x', longitude: 1 } }) },
    { fecha: '2025-07-27', json_security: history({}) },
    // Only 0,0: a map date (it has a history), but nothing to draw.
    {
      fecha: '2025-07-23',
      json_security: history({ start: { latitude: 0, longitude: 0, timestamp: '2025-07-23T06:00:00Z' } }),
    },
    // Two shifts on one day: one date, both shifts' points.
    {
      fecha: '2025-07-22',
      json_security: history({ end: { latitude: 3, longitude: 3, timestamp: '2025-07-22T20:00:00Z' } }),
    },
  ];

  it('lists only days with a usable location history, newest first, dd/MM/yyyy', () => {
    expect(locationDays(shifts)).toEqual([
      { date: '2025-07-24', label: '24/07/2025' },
      { date: '2025-07-23', label: '23/07/2025' },
      { date: '2025-07-22', label: '22/07/2025' },
    ]);
  });

  it('numeric timestamps as fecha are Madrid days', () => {
    expect(
      locationDays([{ fecha: Date.parse('2025-07-24T23:30:00Z'), json_security: shifts[0]?.json_security }]),
    ).toEqual([{ date: '2025-07-25', label: '25/07/2025' }]);
  });

  it("a day's points come from every shift of that day, in order; 0,0 gives none", () => {
    expect(dayLocationPoints(shifts, '2025-07-22').map((p) => p.action)).toEqual(['start', 'end']);
    expect(dayLocationPoints(shifts, '2025-07-23')).toEqual([]);
    expect(dayLocationPoints(shifts, '2025-07-24')).toHaveLength(1);
  });

  it('locationEntries keeps 0,0 (it is the map that skips it)', () => {
    expect(locationEntries(shifts[5]!)).toHaveLength(1);
  });
});

describe('formatCoordinates', () => {
  it('6 decimals in popups, 4 in the table', () => {
    expect(formatCoordinates({ latitude: 40.4168, longitude: -3.7038 }, 6)).toBe('40.416800, -3.703800');
    expect(formatCoordinates({ latitude: 40.41684, longitude: -3.70379 }, 4)).toBe('40.4168, -3.7038');
  });
});
