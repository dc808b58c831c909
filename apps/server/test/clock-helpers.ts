import type { SessionUser } from '@jornada/shared/api/session';
import type { Workshift } from '@jornada/shared/api/workshift';
import { addDays, madridDate } from '@jornada/shared/domain/madrid-time';
import { type ClockAction, type ClockInput, performClockAction } from '../src/modules/workshift/clock-action.service';
import { call, loginAs, type TestContext } from './test-app';

/** A logged-in user: the session cookie and the user as GET /api/user returns it. */
export interface LoggedIn {
  cookie: string;
  user: SessionUser;
}

export async function logIn(ctx: TestContext, email: string): Promise<LoggedIn> {
  const cookie = await loginAs(ctx.app, email);
  const response = await call(ctx.app, { method: 'GET', url: '/api/user', cookie });
  if (response.statusCode !== 200) throw new Error(`GET /api/user de ${email}: ${response.body}`);
  return { cookie, user: response.json() as SessionUser };
}

/** A clock action through the service itself, as seeding does: the only way to give the instant. */
export function clockDirectly(ctx: TestContext, user: SessionUser, action: ClockAction, input: ClockInput = {}) {
  return performClockAction(ctx.database.db, { user, sessionId: null, source: 'web' }, action, input);
}

export function apiGet(ctx: TestContext, cookie: string | undefined, url: string) {
  return call(ctx.app, { method: 'GET', url, cookie });
}

export function apiPost(ctx: TestContext, cookie: string | undefined, url: string, payload: unknown = {}) {
  return call(ctx.app, { method: 'POST', url, cookie, payload: payload as Record<string, unknown> });
}

/** Rows of clock_events, counted as a superuser (RLS never hides any). */
export async function countClockEvents(ctx: TestContext, userId?: number): Promise<number> {
  const rows = await ctx.superuserQuery<{ n: number }>(
    userId === undefined
      ? 'select count(*)::int as n from clock_events'
      : 'select count(*)::int as n from clock_events where user_id = $1',
    userId === undefined ? [] : [userId],
  );
  return rows[0]?.n ?? -1;
}

/** The weekdays before today (Madrid) that the demo seed fills, oldest first. */
export function seededDays(count: number, now = new Date()): string[] {
  const days: string[] = [];
  let day = madridDate(now);
  while (days.length < count) {
    day = addDays(day, -1);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.unshift(day);
  }
  return days;
}

export type { Workshift };
