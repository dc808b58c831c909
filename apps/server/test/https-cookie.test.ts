import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, DEMO_PASSWORD, demoUsers, type TestContext } from './test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL: 'https://jornada.example.es' } });
});
afterAll(() => ctx.close());

describe('session cookie under HTTPS', () => {
  it('is __Host- prefixed, Secure, HttpOnly, SameSite=Lax, Path=/ and has no Domain', async () => {
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: demoUsers.worker, password: DEMO_PASSWORD },
      headers: { origin: 'https://jornada.example.es' },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies[0];
    expect(cookie).toMatchObject({
      name: '__Host-jornada_session',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(cookie?.domain).toBeUndefined();
    // Its readable marker: Secure too, and without a secret (the user's role, a hint).
    const marker = response.cookies.find((c) => c.name === 'jornada_has_session');
    expect(marker).toMatchObject({ value: 'worker', secure: true, sameSite: 'Lax', path: '/' });
    expect(marker?.httpOnly).toBeFalsy();
    const me = await call(ctx.app, {
      method: 'GET',
      url: '/api/user',
      cookie: `__Host-jornada_session=${cookie?.value}`,
    });
    expect(me.statusCode).toBe(200);
  });

  it('accepts state changes from the configured public origin only', async () => {
    const foreign = await call(ctx.app, {
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'https://otra.example.es' },
    });
    expect(foreign.statusCode).toBe(403);
  });
});
