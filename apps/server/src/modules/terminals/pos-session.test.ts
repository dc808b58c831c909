import { POS_MESSAGES, posLoginResponse, posVerifyResponse } from '@jornada/shared/api/pos';
import { SUBSCRIPTION_EXPIRED_EMPLOYEE_MESSAGE } from '@jornada/shared/api/session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../../test/test-app';
import {
  ADMIN,
  asPos,
  asUser,
  auditRows,
  createTerminal,
  ctx,
  DEMO_POS,
  outcome,
  posCookieOf,
  posLogin,
  usePosContext,
} from './pos.test-helpers';
import { POS_SESSION_DAYS } from './pos-session.service';

usePosContext();
afterEach(() => {
  vi.useRealTimers();
});

const login = (payload: unknown, ip: string) =>
  call(ctx.app, {
    method: 'POST',
    url: '/api/pos/login',
    payload: payload as Record<string, unknown>,
    remoteAddress: ip,
  });

const verify = async (cookie: string | undefined, url = '/api/pos/verify?schema_name=panaderia_ejemplo') => {
  const response = await asPos(cookie, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return posVerifyResponse.strict().parse(response.json());
};

describe('POST /api/pos/login', () => {
  it("200 with SPEC's company record and a POS cookie of its own: HttpOnly, SameSite=Lax, Path=/, 180 days; audited", async () => {
    const response = await login({ id_acceso: ' pos-0001 ', pin: '123456' }, '10.70.0.1');
    expect(response.statusCode, response.body).toBe(200);
    const body = posLoginResponse.strict().parse(response.json());
    const companies = await ctx.superuserQuery<{ id: number }>(
      "select id from companies where schema_name = 'panaderia_ejemplo'",
    );
    expect(body).toEqual({
      id: companies[0]?.id,
      schema_name: 'panaderia_ejemplo',
      nombre: 'Panadería Ejemplo S.L.',
      id_acceso: 'POS-0001',
      terminal: {
        id: expect.any(Number),
        name: 'Mostrador',
        require_employee_pin: true,
        centre: { id: expect.any(Number), name: 'Tienda Centro' },
      },
    });
    const cookie = response.cookies.find((c) => c.name === 'jornada_pos');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: POS_SESSION_DAYS * 86_400 });
    expect(response.cookies.some((c) => c.name.endsWith('jornada_session'))).toBe(false);
    const [stored] = await ctx.superuserQuery<{ token_hash: string; expires_at: Date }>(
      'select token_hash, expires_at from pos_sessions order by id desc limit 1',
    );
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toBe(cookie?.value);
    const days = (new Date(stored?.expires_at as Date).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(POS_SESSION_DAYS - 1);
    expect((await auditRows('pos.login')).length).toBeGreaterThan(0);
  });

  it('a PIN sent as a number works too', async () => {
    expect((await login({ id_acceso: 'POS-0001', pin: 123456 }, '10.70.0.2')).statusCode).toBe(200);
  });

  it('400 in Spanish for a missing identifier or PIN, and for NaN/undefined/null as identifier (SPEC §5)', async () => {
    const cases: [unknown, string][] = [
      [{ pin: '123456' }, POS_MESSAGES.identifierRequired],
      [{ id_acceso: '  ', pin: '123456' }, POS_MESSAGES.identifierRequired],
      [{ id_acceso: 'POS-0001' }, POS_MESSAGES.pinRequired],
      [{ id_acceso: 'POS-0001', pin: '' }, POS_MESSAGES.pinRequired],
      [{ id_acceso: 'NaN', pin: '123456' }, POS_MESSAGES.identifierInvalid],
      [{ id_acceso: 'undefined', pin: '123456' }, POS_MESSAGES.identifierInvalid],
      [{ id_acceso: 'null', pin: '123456' }, POS_MESSAGES.identifierInvalid],
    ];
    for (const [payload, message] of cases) {
      expect(outcome(await login(payload, '10.70.0.3')), JSON.stringify(payload)).toEqual({ status: 400, message });
    }
  });

  it('401 in Spanish for a wrong PIN or an unknown terminal, the same answer for both', async () => {
    for (const payload of [
      { id_acceso: 'POS-0001', pin: '654321' },
      { id_acceso: 'POS-ZZZZ', pin: '123456' },
    ]) {
      const response = await login(payload, '10.70.0.4');
      expect(outcome(response)).toEqual({ status: 401, message: POS_MESSAGES.wrongCredentials });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it("403 with SPEC's employee message when the company's subscription has expired (after the right PIN)", async () => {
    const terminal = await createTerminal(ADMIN, { name: 'Suscripción' });
    await ctx.superuserQuery(
      "update companies set subscription_status = 'canceled', subscription_ends_at = now() - interval '1 day' where schema_name = 'panaderia_ejemplo'",
    );
    try {
      const response = await login({ id_acceso: terminal.id_acceso, pin: terminal.pin }, '10.73.0.1');
      expect(outcome(response)).toEqual({ status: 403, message: SUBSCRIPTION_EXPIRED_EMPLOYEE_MESSAGE });
    } finally {
      await ctx.superuserQuery(
        "update companies set subscription_status = 'active', subscription_ends_at = null where schema_name = 'panaderia_ejemplo'",
      );
    }
  });

  it('403 with the same message when the platform has suspended the company', async () => {
    const terminal = await createTerminal(ADMIN, { name: 'Suspendida' });
    await ctx.superuserQuery("update companies set suspended_at = now() where schema_name = 'panaderia_ejemplo'");
    try {
      const response = await login({ id_acceso: terminal.id_acceso, pin: terminal.pin }, '10.73.0.2');
      expect(outcome(response)).toEqual({ status: 403, message: SUBSCRIPTION_EXPIRED_EMPLOYEE_MESSAGE });
    } finally {
      await ctx.superuserQuery("update companies set suspended_at = null where schema_name = 'panaderia_ejemplo'");
    }
  });

  it('an open kiosk of a company that is then suspended is refused at its next call, and works again once reactivated', async () => {
    const kiosk = await posLogin(DEMO_POS, '10.73.0.3');
    const config = () => asPos(kiosk, 'GET', '/api/pos/company/config');
    expect((await config()).statusCode).toBe(200);
    await ctx.superuserQuery("update companies set suspended_at = now() where schema_name = 'panaderia_ejemplo'");
    try {
      expect(outcome(await config())).toEqual({ status: 401, message: SUBSCRIPTION_EXPIRED_EMPLOYEE_MESSAGE });
      // The kiosk's own check tells it why, so it can say so on its login screen.
      expect(await verify(kiosk)).toMatchObject({ valid: false, message: SUBSCRIPTION_EXPIRED_EMPLOYEE_MESSAGE });
    } finally {
      await ctx.superuserQuery("update companies set suspended_at = null where schema_name = 'panaderia_ejemplo'");
    }
    expect((await config()).statusCode).toBe(200);
    expect((await verify(kiosk)).valid).toBe(true);
  });

  it('a new login from the same browser ends the session its old cookie had', async () => {
    const first = await posLogin(DEMO_POS, '10.74.0.1');
    const again = await call(ctx.app, {
      method: 'POST',
      url: '/api/pos/login',
      payload: { id_acceso: 'POS-0001', pin: '123456' },
      cookie: first,
      remoteAddress: '10.74.0.1',
    });
    expect(again.statusCode).toBe(200);
    expect((await verify(first)).valid).toBe(false);
    expect((await verify(posCookieOf(again))).valid).toBe(true);
  });
});

describe('GET /api/pos/verify and /api/pos/verify/terminal/{terminalId}', () => {
  it('valid for its company and terminal, with the terminal as it is now; updates last_seen_at at most once a minute', async () => {
    const cookie = await posLogin(DEMO_POS, '10.75.0.1');
    expect(await verify(cookie)).toEqual({
      success: true,
      valid: true,
      message: POS_MESSAGES.connected,
      terminal: {
        id: expect.any(Number),
        name: 'Mostrador',
        require_employee_pin: true,
        centre: { id: expect.any(Number), name: 'Tienda Centro' },
      },
    });
    expect((await verify(cookie, '/api/pos/verify')).valid).toBe(true);
    expect((await verify(cookie, '/api/pos/verify/terminal/pos-0001?schema_name=panaderia_ejemplo')).valid).toBe(true);
    const seen = async () =>
      (
        await ctx.superuserQuery<{ at: Date }>(
          "select last_seen_at as at from pos_terminals where id_acceso = 'POS-0001'",
        )
      )[0]?.at;
    const first = await seen();
    expect(first).not.toBeNull();
    await verify(cookie);
    expect(await seen()).toEqual(first);
    const listed = (await asUser(ADMIN, 'GET', '/api/pos-terminals')).json() as {
      id_acceso: string;
      last_seen_at: string;
    }[];
    expect(listed.find((t) => t.id_acceso === 'POS-0001')?.last_seen_at).toBe(new Date(first as Date).toISOString());
  });

  it('invalid for another company, another terminal, or NaN/undefined/null as terminal (SPEC §5)', async () => {
    const cookie = await posLogin(DEMO_POS, '10.75.0.2');
    expect(await verify(cookie, '/api/pos/verify?schema_name=talleres_norte')).toEqual({
      success: true,
      valid: false,
      message: POS_MESSAGES.otherCompany,
    });
    for (const terminalId of ['POS-0002', 'NaN', 'undefined', 'null']) {
      const answer = await verify(cookie, `/api/pos/verify/terminal/${terminalId}?schema_name=panaderia_ejemplo`);
      expect(answer, terminalId).toEqual({ success: true, valid: false, message: POS_MESSAGES.otherTerminal });
    }
  });

  it('invalid after logout, a new PIN or revocation, each saying why; the POS calls then answer 401', async () => {
    const logoutCookie = await posLogin(DEMO_POS, '10.76.0.1');
    const loggedOut = await asPos(logoutCookie, 'POST', '/api/pos/logout');
    expect(loggedOut.json()).toEqual({ success: true, message: POS_MESSAGES.loggedOut });
    expect(loggedOut.cookies.find((c) => c.name === 'jornada_pos')?.value).toBe('');
    // Audited once: logging out an ended session again changes nothing.
    const logouts = (await auditRows('pos.logout')).length;
    expect(logouts).toBeGreaterThan(0);
    expect((await asPos(logoutCookie, 'POST', '/api/pos/logout')).statusCode).toBe(200);
    expect(await auditRows('pos.logout')).toHaveLength(logouts);
    expect(await verify(logoutCookie)).toMatchObject({ valid: false, message: POS_MESSAGES.sessionClosed });
    expect(outcome(await asPos(logoutCookie, 'GET', '/api/pos/employees'))).toEqual({
      status: 401,
      message: POS_MESSAGES.sessionClosed,
    });

    const terminal = await createTerminal(ADMIN, { name: 'Ciclo' });
    const beforePin = await posLogin({ idAcceso: terminal.id_acceso, pin: terminal.pin }, '10.76.0.2');
    const renewed = (await asUser(ADMIN, 'POST', `/api/pos-terminals/${terminal.id}/pin`)).json();
    expect(await verify(beforePin)).toMatchObject({ valid: false, message: POS_MESSAGES.pinChanged });
    const afterPin = await posLogin({ idAcceso: terminal.id_acceso, pin: renewed.pin }, '10.76.0.3');
    expect((await verify(afterPin)).valid).toBe(true);
    await asUser(ADMIN, 'DELETE', `/api/pos-terminals/${terminal.id}`);
    expect(await verify(afterPin)).toMatchObject({ valid: false, message: POS_MESSAGES.terminalRevoked });
    expect(outcome(await asPos(afterPin, 'GET', '/api/pos/company/config'))).toEqual({
      status: 401,
      message: POS_MESSAGES.terminalRevoked,
    });
  });

  it(`invalid once ${POS_SESSION_DAYS} days have passed (faked clock)`, async () => {
    const cookie = await posLogin(DEMO_POS, '10.77.0.1');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (POS_SESSION_DAYS - 1) * 86_400_000);
    expect((await verify(cookie)).valid).toBe(true);
    vi.setSystemTime(Date.now() + 2 * 86_400_000);
    expect(await verify(cookie)).toMatchObject({ valid: false, message: POS_MESSAGES.sessionExpired });
    expect((await asPos(cookie, 'GET', '/api/pos/employees')).statusCode).toBe(401);
  });
});
