import { type LocationAction, locationActions, locationEntrySchema } from '@jornada/shared/api/workshift';
import type { z } from 'zod';

/** SPEC §3 Location: the browser keeps the last position of each action under this key. */
export const LOCATION_HISTORY_KEY = 'locationHistory';

export type LocationEntry = z.infer<typeof locationEntrySchema>;
export type LocationHistory = Partial<Record<LocationAction, LocationEntry>>;
export type LocationStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): LocationStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can throw when blocked (privacy settings): the history is then simply not kept.
    return null;
  }
}

/** The stored history; unreadable or foreign entries are dropped rather than sent to the server. */
export function readLocationHistory(storage: LocationStorage | null = browserStorage()): LocationHistory {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(LOCATION_HISTORY_KEY) ?? null;
  } catch {
    return {};
  }
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const history: LocationHistory = {};
  for (const action of locationActions) {
    const entry = locationEntrySchema.safeParse((parsed as Record<string, unknown>)[action]);
    if (entry.success) history[action] = entry.data;
  }
  return history;
}

/** Stores the position of an action (replacing the previous one of the same action) and returns the history. */
export function recordLocation(
  action: LocationAction,
  point: { latitude: number; longitude: number },
  now: Date,
  storage: LocationStorage | null = browserStorage(),
): LocationHistory {
  const history: LocationHistory = {
    ...readLocationHistory(storage),
    [action]: { latitude: point.latitude, longitude: point.longitude, timestamp: now.toISOString() },
  };
  try {
    storage?.setItem(LOCATION_HISTORY_KEY, JSON.stringify(history));
  } catch {
    // Quota or blocked storage: the history still goes with this request.
  }
  return history;
}

/** SPEC §4.1: cleared once the shift has ended, so the next shift starts with no stale positions. */
export function clearLocationHistory(storage: LocationStorage | null = browserStorage()): void {
  try {
    storage?.removeItem(LOCATION_HISTORY_KEY);
  } catch {
    // Nothing to do: a storage we cannot write holds nothing of ours.
  }
}
