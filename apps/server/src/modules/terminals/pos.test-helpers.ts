import { addDays, madridDate, madridToInstant } from '@jornada/shared/domain/madrid-time';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';
import { DEMO_KIOSK_PIN, DEMO_POS_TERMINAL } from '../demo/seed-demo';

/**
 * What the POS tests share. Each test file calls `usePosContext()` once and gets its own database;
 * Vitest loads this module afresh for every file, so `ctx`, the cookies and the ids are that file's.
 */
export let ctx: TestContext;
export const ids = new Map<string, number>();
const userCookies = new Map<string, string>();

export const ADMIN = demoUsers.company;
export const ADMIN_B = demoUsers.company2;
export const MANAGER = demoUsers.manager;
export const LUCIA = demoUsers.worker;
export const PABLO = 'pablo.diaz@jornada.test';
export const JAVIER = 'javier.moreno@jornada.test';
export const WORKER_B = demoUsers.worker2;
export const DEMO_POS: { idAcceso: string; pin: string } = {
  idAcceso: DEMO_POS_TERMINAL.idAcceso,
  pin: DEMO_POS_TERMINAL.pin,
};
export const KIOSK_PIN = DEMO_KIOSK_PIN;
export const FORBIDDEN = 'No tienes permiso para realizar esta acción';

/** Tomorrow (Madrid) at 09:00: a fixed time of day, after every seeded shift, for tests that clock. */
export function tomorrowAtNine(): Date {
  return madridToInstant(addDays(madridDate(new Date()), 1), '09:00:00') as Date;
}

/**
 * A fresh demo database for this file, every user's id, user sessions of both admins, the manager and
 * Lucía. With `fakeNow`, Date is faked at that instant (after the seed) until the file ends: keep the
 * file's clock moves well inside the user sessions' 12-hour idle limit.
 */
export function usePosContext(options: { fakeNow?: () => Date } = {}) {
  beforeAll(async () => {
    ctx = await createTestContext();
    for (const user of await ctx.superuserQuery<{ id: number; email: string }>('select id, email from users')) {
      ids.set(user.email, user.id);
    }
    // Before logging in: PGlite's now() follows the faked Date (the embedded database asks the JS
    // clock), so sessions must start on the clock they will be used with.
    if (options.fakeNow) {
      const now = options.fakeNow();
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(now);
    }
    for (const email of [ADMIN, ADMIN_B, MANAGER, LUCIA]) userCookies.set(email, await loginAs(ctx.app, email));
  });
  afterAll(async () => {
    vi.useRealTimers();
    await ctx?.close();
  });
}

export const idOf = (email: string) => ids.get(email) as number;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call with a user's session. */
export function asUser(
  email: string,
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return call(ctx.app, {
    method,
    url,
    cookie: userCookies.get(email),
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A call with a POS session's cookie (or none). */
export function asPos(
  cookie: string | undefined,
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return call(ctx.app, {
    method,
    url,
    cookie,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export function posCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('jornada_pos'));
  if (!cookie) throw new Error('la respuesta no fija la cookie del POS');
  return `${cookie.name}=${cookie.value}`;
}

/** POST /api/pos/login as the kiosk does it; answers the POS cookie. */
export async function posLogin(credentials = DEMO_POS, ip = '10.60.0.1'): Promise<string> {
  const response = await call(ctx.app, {
    method: 'POST',
    url: '/api/pos/login',
    payload: { id_acceso: credentials.idAcceso, pin: credentials.pin },
    remoteAddress: ip,
  });
  expect(response.statusCode, response.body).toBe(200);
  return posCookieOf(response);
}

/** Moves the admin's company to a plan (Talleres Norte is on Gratis, which has no terminals). */
export async function setPlanOf(admin: string, planType: 'free' | 'professional' | 'premium'): Promise<void> {
  await ctx.superuserQuery(
    `update companies set plan_id = (select id from plans where type = $1)
       where id = (select company_id from users where email = $2)`,
    [planType, admin],
  );
}

/** A terminal created by an admin through the API (its PIN shown once). */
export async function createTerminal(
  admin: string,
  body: Record<string, unknown> = {},
): Promise<{ id: number; id_acceso: string; pin: string; employee_ids: number[] | null }> {
  const response = await asUser(admin, 'POST', '/api/pos-terminals', { name: 'Entrada', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export const outcome = (response: { statusCode: number; json(): { message?: string } }) => ({
  status: response.statusCode,
  message: response.json().message,
});

export async function auditRows(action: string) {
  return ctx.superuserQuery<{
    company_id: number;
    actor_user_id: number | null;
    entity_id: string;
    details: Record<string, unknown>;
  }>('select company_id, actor_user_id, entity_id, details from audit_log where action = $1 order by id', [action]);
}
