import { describe, expect, it } from 'vitest';
import {
  clearLocationHistory,
  LOCATION_HISTORY_KEY,
  type LocationStorage,
  readLocationHistory,
  recordLocation,
} from './location-history';

function memoryStorage(initial: Record<string, string> = {}): LocationStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const at = new Date('2025-07-24T08:00:00.000Z');

describe('location history', () => {
  it('records each action under its key in localStorage, replacing the same action', () => {
    const storage = memoryStorage();
    recordLocation('start', { latitude: 40.4, longitude: -3.7 }, at, storage);
    recordLocation('pause', { latitude: 40.5, longitude: -3.6 }, at, storage);
    const later = new Date('2025-07-24T09:00:00.000Z');
    const history = recordLocation('start', { latitude: 41, longitude: 2 }, later, storage);
    const expected = {
      start: { latitude: 41, longitude: 2, timestamp: later.toISOString() },
      pause: { latitude: 40.5, longitude: -3.6, timestamp: at.toISOString() },
    };
    expect(history).toEqual(expected);
    expect(JSON.parse(storage.data.get(LOCATION_HISTORY_KEY) ?? 'null')).toEqual(expected);
    expect(readLocationHistory(storage)).toEqual(expected);
  });

  it('drops unreadable JSON and entries that are not actions or not positions', () => {
    expect(readLocationHistory(memoryStorage({ [LOCATION_HISTORY_KEY]: '{no json' }))).toEqual({});
    const mixed = memoryStorage({
      [LOCATION_HISTORY_KEY]: JSON.stringify({
        end: { latitude: 1, longitude: 2, timestamp: 'x' },
        resume: { latitude: 'a', longitude: 2, timestamp: 'x' },
        other: { latitude: 1, longitude: 2, timestamp: 'x' },
      }),
    });
    expect(readLocationHistory(mixed)).toEqual({ end: { latitude: 1, longitude: 2, timestamp: 'x' } });
  });

  it('clears the key after the shift ends', () => {
    const storage = memoryStorage();
    recordLocation('end', { latitude: 0, longitude: 0 }, at, storage);
    clearLocationHistory(storage);
    expect(storage.data.has(LOCATION_HISTORY_KEY)).toBe(false);
    expect(readLocationHistory(storage)).toEqual({});
  });

  it('a storage that throws or is missing never breaks an action', () => {
    const broken: LocationStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(recordLocation('incident', { latitude: 1, longitude: 2 }, at, broken)).toEqual({
      incident: { latitude: 1, longitude: 2, timestamp: at.toISOString() },
    });
    expect(() => clearLocationHistory(broken)).not.toThrow();
    expect(readLocationHistory(null)).toEqual({});
  });
});
