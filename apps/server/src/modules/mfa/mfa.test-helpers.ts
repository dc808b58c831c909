import { generate } from 'otplib';
import { expect } from 'vitest';
import { call, DEMO_PASSWORD, type TestContext } from '../../../test/test-app';

/**
 * Two-step verification codes for tests (ADR 015), computed with otplib from the same clock the server
 * reads: a code of "now" is in the step the server is in (or the one before, if a step boundary passed meanwhile),
 * and `inNextStep` gives the following step's code, which the server's one-step tolerance accepts.
 */
export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const codeNow = (secret: string) => generate({ secret, epoch: nowSeconds() });
export const inNextStep = (secret: string) => generate({ secret, epoch: nowSeconds() + 30 });

/** A 6-digit code the server cannot accept now: none of the steps around this moment. */
export async function wrongCode(secret: string): Promise<string> {
  const now = nowSeconds();
  const valid = await Promise.all([-60, -30, 0, 30, 60].map((offset) => generate({ secret, epoch: now + offset })));
  const code = ['000000', '111111', '222222', '333333', '444444', '555555'].find((c) => !valid.includes(c));
  if (!code) throw new Error('sin código incorrecto');
  return code;
}

export const post = (ctx: TestContext, url: string, cookie: string, payload?: object) =>
  call(ctx.app, { method: 'POST', url, cookie, payload: payload ?? {} });

export const loginWith = (
  ctx: TestContext,
  email: string,
  ip: string,
  extra: { code?: string; password?: string } = {},
) =>
  call(ctx.app, {
    method: 'POST',
    url: '/api/login',
    remoteAddress: ip,
    payload: {
      email,
      password: extra.password ?? DEMO_PASSWORD,
      ...(extra.code === undefined ? {} : { code: extra.code }),
    },
  });

/** Setup and enable for a logged-in user; the secret and the recovery codes. */
export async function turnOn(ctx: TestContext, cookie: string) {
  const setup = await post(ctx, '/api/auth/mfa/setup', cookie);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enable = await post(ctx, '/api/auth/mfa/enable', cookie, { code: await codeNow(secret) });
  expect(enable.statusCode).toBe(200);
  return { secret, recoveryCodes: (enable.json() as { recovery_codes: string[] }).recovery_codes };
}

export async function actionsInLog(ctx: TestContext, cookie: string, action: string) {
  const response = await call(ctx.app, { method: 'GET', url: `/api/logs?action=${action}`, cookie });
  return (response.json() as { data: { action: string }[] }).data;
}
