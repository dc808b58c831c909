import { addDays, madridDate, madridToInstant } from '@jornada/shared/domain/madrid-time';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoggedIn } from '../../test/clock-helpers';
import { file, PABLO, send, sessionsFor, ticket } from '../../test/petition-helpers';
import { call, createTestContext, demoUsers, type TestContext } from '../../test/test-app';

/** SPEC's polled reads: each answers a per-user ETag and 304 to a matching If-None-Match. */
const POLLED = [
  '/api/workshift/current',
  '/api/workshift/status',
  '/api/workshift/user/today',
  '/api/petitions/pending-count',
  '/api/petitions/notifications/recent',
];

/** A weekday morning after every seeded shift, so the clock rules' answers never depend on today. */
function nextWeekdayAtNine(): Date {
  let day = addDays(madridDate(new Date()), 1);
  while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, 1);
  return madridToInstant(day, '09:00:00') as Date;
}
const NINE = nextWeekdayAtNine();

let ctx: TestContext;
let as: (email: string) => LoggedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  // Before logging in: PGlite's now() follows the faked Date, so sessions start on the clock they are used with.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NINE);
  as = await sessionsFor(ctx, [demoUsers.worker, demoUsers.manager, PABLO]);
});
afterAll(async () => {
  vi.useRealTimers();
  await ctx?.close();
});

const get = (email: string, url: string, etag?: string) =>
  call(ctx.app, {
    method: 'GET',
    url,
    cookie: as(email).cookie,
    headers: etag === undefined ? {} : { 'if-none-match': etag },
  });
const post = (email: string, url: string, payload: Record<string, unknown> = {}) =>
  send(ctx, as(email), 'POST', url, payload);

describe('ETag and 304 on the polled reads', () => {
  it.each(POLLED)('%s: a private weak ETag, and 304 with no body when it still matches', async (url) => {
    const first = await get(demoUsers.worker, url);
    expect(first.statusCode, first.body).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await get(demoUsers.worker, url, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A list of candidates and the strong form of the same tag match too (weak comparison).
    expect((await get(demoUsers.worker, url, `"other", ${etag.slice(2)}`)).statusCode).toBe(304);
    expect((await get(demoUsers.worker, url, '"other"')).statusCode).toBe(200);
  });

  it('a clock action changes the answers: 200 with a new ETag, and the old one no longer matches', async () => {
    const urls = ['/api/workshift/current', '/api/workshift/status', '/api/workshift/user/today'];
    const before = await Promise.all(urls.map((url) => get(demoUsers.worker, url)));
    const start = await post(demoUsers.worker, '/api/workshift/start', {
      location: { latitude: 40.4, longitude: -3.7 },
    });
    expect(start.statusCode, start.body).toBe(200);
    for (const [index, url] of urls.entries()) {
      const previous = String(before[index]?.headers.etag);
      const after = await get(demoUsers.worker, url, previous);
      expect(after.statusCode, url).toBe(200);
      expect(after.headers.etag, url).not.toBe(previous);
    }
    const status = await get(demoUsers.worker, '/api/workshift/status');
    expect(status.json().cursor).not.toBe(before[1]?.json().cursor);
  });

  it("an open shift's running totals moving with the clock is no change: still 304", async () => {
    const open = await get(demoUsers.worker, '/api/workshift/current');
    expect(open.json().status).toBe('in_progress');
    vi.setSystemTime(new Date(NINE.getTime() + 10 * 60_000));
    const later = await get(demoUsers.worker, '/api/workshift/current');
    expect(later.json().worked_seconds).toBeGreaterThan(open.json().worked_seconds);
    expect(later.headers.etag).toBe(open.headers.etag);
    expect((await get(demoUsers.worker, '/api/workshift/current', String(open.headers.etag))).statusCode).toBe(304);
    expect((await get(demoUsers.worker, '/api/workshift/user/today')).statusCode).toBe(200);
    // A break is a change of state.
    expect((await post(demoUsers.worker, '/api/workshift/break/start')).statusCode).toBe(200);
    expect((await get(demoUsers.worker, '/api/workshift/current', String(open.headers.etag))).statusCode).toBe(200);
  });

  it('a petition changes the approver’s pending count and notifications', async () => {
    const count = await get(demoUsers.manager, '/api/petitions/pending-count');
    const notifications = await get(demoUsers.manager, '/api/petitions/notifications/recent');
    await file(ctx, as(demoUsers.worker), ticket());
    const countAfter = await get(demoUsers.manager, '/api/petitions/pending-count', String(count.headers.etag));
    expect(countAfter.statusCode).toBe(200);
    expect(countAfter.json().count).toBe(count.json().count + 1);
    const notificationsAfter = await get(
      demoUsers.manager,
      '/api/petitions/notifications/recent',
      String(notifications.headers.etag),
    );
    expect(notificationsAfter.statusCode).toBe(200);
  });

  it('two users with the same answer never share an ETag', async () => {
    const mine = await get(PABLO, '/api/petitions/pending-count');
    const theirs = await get(demoUsers.worker, '/api/petitions/pending-count');
    expect(mine.body).toBe(theirs.body);
    expect(mine.headers.etag).not.toBe(theirs.headers.etag);
    const crossed = await get(PABLO, '/api/petitions/pending-count', String(theirs.headers.etag));
    expect(crossed.statusCode).toBe(200);
    expect(crossed.json()).toEqual(mine.json());
  });

  it('errors and other reads carry no ETag', async () => {
    const anonymous = await call(ctx.app, { method: 'GET', url: '/api/workshift/status' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers.etag).toBeUndefined();
    const history = await get(demoUsers.worker, '/api/workshift/history');
    expect(history.statusCode).toBe(200);
    expect(history.headers.etag).toBeUndefined();
  });
});
