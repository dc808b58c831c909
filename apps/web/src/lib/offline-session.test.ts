import type { SessionUser } from '@jornada/shared/api/session';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { LAST_SESSION_KEY } from './last-session-key';
import { LAST_SESSION_MAX_AGE_MS, lastKnownUser, readLastSession, saveLastSession } from './offline-session';

const user: SessionUser = {
  id: 7,
  name: 'Trabajador Demo',
  email: 'trabajador@jornada.test',
  role: 'worker',
  schema_name: 'demo',
  company_id: 1,
  company_name: 'Demo',
  gestoria_id: null,
  must_change_password: false,
  company_state: 'active',
};

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

const network = new ApiError('Error de conexión', { status: 0, kind: 'network' });
const now = Date.parse('2025-07-24T08:00:00Z');

describe('the last known session', () => {
  it('saved, then read back offline: the user, and the saved answers back in the cache', () => {
    const storage = memoryStorage();
    const shift = { id: 3, status: 'in_progress' };
    saveLastSession(user, [[['workshift', 'current'], shift]], storage, now);
    const client = new QueryClient();
    expect(lastKnownUser(network, client, storage, now + 1000)).toMatchObject({ id: 7 });
    expect(client.getQueryData(['workshift', 'current'])).toEqual(shift);
  });

  it('only when the server is out of reach: a 500 or no answer, not a refusal', () => {
    const storage = memoryStorage();
    saveLastSession(user, [], storage, now);
    const client = new QueryClient();
    const serverDown = new ApiError('Error', { status: 503, kind: 'http' });
    expect(lastKnownUser(serverDown, client, storage, now).id).toBe(7);
    const refused = new ApiError('Prohibido', { status: 400, kind: 'http' });
    expect(() => lastKnownUser(refused, client, storage, now)).toThrow(refused);
  });

  it('nothing saved, unreadable or older than a week: the error stands', () => {
    const client = new QueryClient();
    expect(() => lastKnownUser(network, client, memoryStorage(), now)).toThrow(network);
    const broken = memoryStorage();
    broken.setItem(LAST_SESSION_KEY, '{nope');
    expect(readLastSession(broken, now)).toBeNull();
    const old = memoryStorage();
    saveLastSession(user, [], old, now - LAST_SESSION_MAX_AGE_MS - 1);
    expect(() => lastKnownUser(network, client, old, now)).toThrow(network);
  });
});
