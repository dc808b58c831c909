import type { SessionUser } from '@jornada/shared/api/session';
import { describe, expect, it, vi } from 'vitest';
import { createSessionChecker, SESSION_CHECK_MIN_GAP_MS } from './session-checker';

const user: SessionUser = {
  id: 1,
  name: 'Ana',
  email: 'ana@empresa.es',
  role: 'company',
  schema_name: 'empresa_demo',
  company_id: 1,
  company_name: 'Empresa Demo',
  gestoria_id: null,
  must_change_password: false,
  company_state: null,
};

function setup(fetchUser: () => Promise<SessionUser | null>, start = 0) {
  let now = start;
  const onValid = vi.fn();
  const onExpired = vi.fn();
  const check = createSessionChecker({ fetchUser, onValid, onExpired, now: () => now });
  return {
    check,
    onValid,
    onExpired,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('createSessionChecker (SPEC §4.4)', () => {
  it('refreshes the user while the session is valid', async () => {
    const { check, onValid, onExpired } = setup(async () => user);
    expect(await check()).toBe('valid');
    expect(onValid).toHaveBeenCalledWith(user);
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('reports expiry once when the server says 401/403 (fetchUser → null)', async () => {
    const fetchUser = vi.fn(async () => null);
    const { check, onExpired, advance } = setup(fetchUser);
    expect(await check()).toBe('expired');
    advance(60_000);
    expect(await check()).toBe('skipped');
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(fetchUser).toHaveBeenCalledTimes(1);
  });

  it('never checks twice within 10 s', async () => {
    const fetchUser = vi.fn(async () => user);
    const { check, advance } = setup(fetchUser);
    await check();
    advance(SESSION_CHECK_MIN_GAP_MS - 1);
    expect(await check()).toBe('skipped');
    advance(1);
    expect(await check()).toBe('valid');
    expect(fetchUser).toHaveBeenCalledTimes(2);
  });

  it('keeps the session when the check itself fails (network, timeout, 5xx)', async () => {
    const { check, onExpired } = setup(async () => {
      throw new Error('Error de conexión');
    });
    expect(await check()).toBe('unknown');
    expect(onExpired).not.toHaveBeenCalled();
  });
});
