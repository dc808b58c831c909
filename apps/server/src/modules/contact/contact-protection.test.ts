import { CONTACT_MESSAGES } from '@jornada/shared/api/contact';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/test-app';
import { CONTACT_RATE_LIMIT } from './contact.service';
import {
  ctx,
  customPlan,
  dialog,
  nextIp,
  page,
  postContact,
  postCustomPlan,
  rowsFrom,
  useContactContext,
} from './contact.test-helpers';

useContactContext();

describe('CSRF on /api/sendemail', () => {
  it('refuses a post without X-Requested-With or from another site, and stores nothing', async () => {
    const ip = nextIp();
    const bare = await call(ctx.app, {
      method: 'POST',
      url: '/api/sendemail',
      payload: dialog,
      remoteAddress: ip,
      skipCsrfHeader: true,
    });
    expect(bare.statusCode).toBe(403);
    const crossSite = await postContact(dialog, ip, { origin: 'https://atacante.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(await rowsFrom(ip)).toEqual([]);
  });

  it('is not skipped by %-escaping the path (the router decodes it, the guard looks at the route)', async () => {
    const ip = nextIp();
    for (const [url, payload] of [
      ['/%61pi/sendemail', dialog],
      ['/%73endemail/customplan', customPlan],
      ['/sendemail/%63ustomplan', customPlan],
    ] as const) {
      const response = await call(ctx.app, { method: 'POST', url, payload, remoteAddress: ip, skipCsrfHeader: true });
      expect(response.statusCode, url).toBe(403);
    }
    expect(await rowsFrom(ip)).toEqual([]);
  });
});

describe('per-IP rate limit', () => {
  it(`of ${CONTACT_RATE_LIMIT.perIp} requests per ${CONTACT_RATE_LIMIT.windowMinutes} minutes holds for parallel posts: exactly ${CONTACT_RATE_LIMIT.perIp} of 10 get through`, async () => {
    const ip = nextIp();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => postContact({ ...dialog, name: `Persona ${i}` }, ip)),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([
      ...Array(CONTACT_RATE_LIMIT.perIp).fill(200),
      ...Array(10 - CONTACT_RATE_LIMIT.perIp).fill(429),
    ]);
    const refused = responses.find((r) => r.statusCode === 429);
    expect(refused?.json().message).toBe('Has enviado demasiadas solicitudes. Inténtalo de nuevo más tarde.');
    const retryAfter = Number(refused?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.windowMinutes * 60);
    expect(await rowsFrom(ip)).toHaveLength(CONTACT_RATE_LIMIT.perIp);

    // Each endpoint has its own count; other addresses are not affected.
    expect((await postCustomPlan(customPlan, ip)).statusCode).toBe(200);
    expect((await postContact(dialog, nextIp())).statusCode).toBe(200);
    // Honeypot submissions count too (a bot is refused like anyone else once over the limit).
    expect((await postContact({ ...dialog, website: 'x' }, ip)).statusCode).toBe(429);
  });

  it('the custom plan endpoint has the same limit, answered with `error` too', async () => {
    const ip = nextIp();
    const responses = await Promise.all(Array.from({ length: 8 }, () => postCustomPlan(customPlan, ip)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(CONTACT_RATE_LIMIT.perIp);
    const refused = responses.find((r) => r.statusCode === 429);
    expect(refused?.json()).toMatchObject({
      message: CONTACT_MESSAGES.tooManyRequests,
      error: CONTACT_MESSAGES.tooManyRequests,
    });
  });

  it('counts only the window: requests older than it no longer count', async () => {
    const ip = nextIp();
    for (let i = 0; i < CONTACT_RATE_LIMIT.perIp; i++) expect((await postContact(page, ip)).statusCode).toBe(200);
    expect((await postContact(page, ip)).statusCode).toBe(429);
    // The owner moves them back in time (the app role may not: it only updates emailed_at).
    await ctx.superuserQuery(
      `update contact_requests set created_at = created_at - make_interval(mins => $2) where ip = $1`,
      [ip, CONTACT_RATE_LIMIT.windowMinutes + 1],
    );
    expect((await postContact(page, ip)).statusCode).toBe(200);
  });
});

describe('the application role on contact_requests', () => {
  it('may insert and read, and update only emailed_at: no rewriting, no deleting', async () => {
    const db = ctx.database.db;
    await expect(
      db
        .updateTable('contact_requests')
        .set({ name: 'otro' } as never)
        .execute(),
    ).rejects.toThrow(/permission denied/);
    await expect(db.deleteFrom('contact_requests').execute()).rejects.toThrow(/permission denied/);
  });
});
