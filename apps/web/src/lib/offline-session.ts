import { getUserResponse, type SessionUser } from '@jornada/shared/api/session';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isUnreachable } from './clock-queue/clock-queue';
import { LAST_SESSION_KEY } from './last-session-key';

/**
 * The last known session: the user and the few answers the home card needs (current
 * shift, company settings), so a reload with no connection shows the card from its last state
 * instead of the login page. Kept in localStorage; forgotten on logout, on a 401 and after a week
 * (the server takes no offline tap older than that either); the emergency recovery clears it too.
 */
export const LAST_SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

interface LastSession {
  savedAt: number;
  user: unknown;
  queries: [QueryKey, unknown][];
}

export function readLastSession(storage: Pick<Storage, 'getItem'>, now: number): LastSession | null {
  try {
    const saved = JSON.parse(storage.getItem(LAST_SESSION_KEY) ?? 'null') as LastSession | null;
    if (!saved || typeof saved.savedAt !== 'number' || !Array.isArray(saved.queries)) return null;
    if (now - saved.savedAt > LAST_SESSION_MAX_AGE_MS || saved.savedAt > now + 60_000) return null;
    return saved;
  } catch {
    return null;
  }
}

/**
 * The user query's fallback: when the server cannot be reached, the last known user, with the saved
 * answers put back in the cache. Anything else (or nothing saved) fails as before.
 */
export function lastKnownUser(
  error: unknown,
  client: QueryClient,
  storage: Pick<Storage, 'getItem'> = localStorage,
  now = Date.now(),
): SessionUser {
  const saved = isUnreachable(error) ? readLastSession(storage, now) : null;
  const user = saved ? getUserResponse.safeParse(saved.user) : null;
  if (!saved || !user?.success) throw error;
  for (const [key, data] of saved.queries) {
    if (client.getQueryData(key) === undefined) client.setQueryData(key, data, { updatedAt: now });
  }
  return user.data;
}

export function saveLastSession(
  user: SessionUser,
  queries: [QueryKey, unknown][],
  storage: Pick<Storage, 'setItem'> = localStorage,
  now = Date.now(),
): void {
  try {
    storage.setItem(LAST_SESSION_KEY, JSON.stringify({ savedAt: now, user, queries } satisfies LastSession));
  } catch {
    // Quota or blocked storage: an offline reload then shows the login page, as before.
  }
}

const isNeverGuess = () => false;

/**
 * While logged in, keeps the last known session up to date: now, and whenever one of `keys` gets an
 * answer. `isGuess` marks data that is not the server's (an optimistic shift): the last real answer
 * for that key is kept instead.
 */
export function useLastSessionSnapshot(
  client: QueryClient,
  user: SessionUser,
  keys: readonly QueryKey[],
  isGuess: (data: unknown) => boolean = isNeverGuess,
) {
  useEffect(() => {
    // Plain arrays of strings: JSON is their hash (TanStack's hashKey would split its chunks for the landing).
    const hashes = new Set(keys.map((key) => JSON.stringify(key)));
    const lastReal = new Map<string, [QueryKey, unknown]>();
    const save = () => {
      for (const key of keys) {
        const data = client.getQueryData(key);
        if (data !== undefined && !isGuess(data)) lastReal.set(JSON.stringify(key), [key, data]);
      }
      saveLastSession(user, [...lastReal.values()]);
    };
    save();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || !hashes.has(event.query.queryHash)) return;
      clearTimeout(timer);
      timer = setTimeout(save, 250);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
    // `keys` and `isGuess` must be stable (module constants): a new array each render would save each render.
  }, [client, user, keys, isGuess]);
}
