import { CONTACT_REQUESTS_MESSAGES, type ContactRequestEntry } from '@jornada/shared/api/contact';
import { describe, expect, it } from 'vitest';
import { call, demoUsers, loginAs } from '../../../test/test-app';
import {
  ctx,
  dialog,
  mailFrom,
  nextIp,
  page,
  postContact,
  rowsFrom,
  useContactContext,
  waitFor,
} from './contact.test-helpers';

useContactContext();

const FORBIDDEN = 'No tienes permiso para realizar esta acción';

async function platformCookie() {
  return loginAs(ctx.app, demoUsers.navegatel, undefined, nextIp());
}

function mark(cookie: string | undefined, id: number | string, payload: unknown) {
  return call(ctx.app, {
    method: 'PATCH',
    url: `/api/admin/contact-requests/${id}`,
    cookie,
    payload: payload as object,
  });
}

async function listed(cookie: string, query: string): Promise<ContactRequestEntry[]> {
  const response = await call(ctx.app, { method: 'GET', url: `/api/admin/contact-requests${query}`, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** A fresh request from its own address, its id, once its email has reached sales. */
async function deliveredRequest(payload: object = dialog): Promise<{ id: number; ip: string }> {
  const ip = nextIp();
  expect((await postContact(payload, ip)).statusCode).toBe(200);
  await mailFrom(ip);
  const row = await waitFor(async () => (await rowsFrom(ip)).find((r) => r.emailed_at !== null), 'emailed_at');
  return { id: row.id as number, ip };
}

async function lastPlatformEntry() {
  const [row] = await ctx.superuserQuery<{ action: string; details: Record<string, unknown>; email: string }>(
    `select l.action, l.details, u.email from platform_audit_log l join users u on u.id = l.actor_user_id
      where l.action like 'contact_request.%' order by l.id desc limit 1`,
  );
  return row;
}

async function openRequests(cookie: string): Promise<number> {
  const response = await call(ctx.app, { method: 'GET', url: '/api/admin/stats', cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().open_contact_requests;
}

describe('PATCH /api/admin/contact-requests/:id (atendida / reabrir)', () => {
  it('marks a request «atendida» and reopens it, each step in the platform’s log; the list shows the state and filters it', async () => {
    const cookie = await platformCookie();
    const { id } = await deliveredRequest();
    const [platformAdmin] = await ctx.superuserQuery<{ id: number; name: string }>(
      'select id, name from users where email = $1',
      [demoUsers.navegatel],
    );

    const handled = await mark(cookie, id, { handled: true });
    expect(handled.statusCode, handled.body).toBe(200);
    const entry = handled.json() as ContactRequestEntry;
    expect(entry).toMatchObject({ id, handledBy: platformAdmin });
    expect(Number.isNaN(Date.parse(entry.handledAt ?? ''))).toBe(false);
    expect(await lastPlatformEntry()).toEqual({
      action: 'contact_request.handled',
      email: demoUsers.navegatel,
      details: { from: 'open', to: 'handled', kind: 'contact', entity: 'contact_request', entityId: id },
    });

    const ids = async (query: string) => (await listed(cookie, `${query}&pageSize=100`)).map((r) => r.id);
    expect(await ids('?status=handled')).toContain(id);
    expect(await ids('?status=open')).not.toContain(id);
    const inAll = (await listed(cookie, '?pageSize=100')).find((r) => r.id === id);
    expect(inAll).toMatchObject({ handledAt: entry.handledAt, handledBy: platformAdmin });

    // Marked again: the first mark's time and author stand.
    const again = await mark(cookie, id, { handled: true });
    expect(again.statusCode).toBe(200);
    expect(again.json().handledAt).toBe(entry.handledAt);
    expect((await lastPlatformEntry())?.details).toMatchObject({ from: 'handled', to: 'handled' });

    const reopened = await mark(cookie, id, { handled: false });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ id, handledAt: null, handledBy: null });
    expect(await lastPlatformEntry()).toMatchObject({
      action: 'contact_request.reopened',
      details: { from: 'handled', to: 'open' },
    });
    expect(await ids('?status=open')).toContain(id);
    expect(await ids('?status=handled')).not.toContain(id);
  });

  it('«Solicitudes abiertas» counts the requests not handled yet, even once emailed to sales, never spam', async () => {
    const cookie = await platformCookie();
    const before = await openRequests(cookie);
    const { id } = await deliveredRequest(page);
    const spamIp = nextIp();
    expect((await postContact({ ...dialog, website: 'bot' }, spamIp)).statusCode).toBe(200);
    expect(await openRequests(cookie)).toBe(before + 1);

    expect((await mark(cookie, id, { handled: true })).statusCode).toBe(200);
    expect(await openRequests(cookie)).toBe(before);
    expect((await mark(cookie, id, { handled: false })).statusCode).toBe(200);
    expect(await openRequests(cookie)).toBe(before + 1);
  });

  it('is the platform admin’s only: a company admin and every other role get 403, anonymous 401, nothing changes', async () => {
    const { id, ip } = await deliveredRequest();
    const [{ n: logged } = { n: 0 }] = await ctx.superuserQuery<{ n: number }>(
      `select count(*)::int as n from platform_audit_log where action like 'contact_request.%'`,
    );
    expect((await mark(undefined, id, { handled: true })).statusCode).toBe(401);
    for (const email of [demoUsers.company, demoUsers.gestoria, demoUsers.manager, demoUsers.worker]) {
      const cookie = await loginAs(ctx.app, email, undefined, nextIp());
      const response = await mark(cookie, id, { handled: true });
      expect(response.statusCode, email).toBe(403);
      expect(response.json().message).toBe(FORBIDDEN);
    }
    expect((await rowsFrom(ip))[0]).toMatchObject({ handled_at: null, handled_by: null });
    const [{ n: after } = { n: 0 }] = await ctx.superuserQuery<{ n: number }>(
      `select count(*)::int as n from platform_audit_log where action like 'contact_request.%'`,
    );
    expect(after).toBe(logged);
  });

  it('answers bad input in Spanish and writes nothing for an unknown request', async () => {
    const cookie = await platformCookie();
    const { id, ip } = await deliveredRequest();
    for (const payload of [{}, { handled: 'sí' }, { handled: null }]) {
      const response = await mark(cookie, id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(CONTACT_REQUESTS_MESSAGES.handled);
    }
    expect((await rowsFrom(ip))[0]).toMatchObject({ handled_at: null });

    const before = await lastPlatformEntry();
    const unknown = await mark(cookie, 2_000_000_000, { handled: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Solicitud no encontrada');
    expect(await lastPlatformEntry()).toEqual(before);
    const bad = await mark(cookie, 'abc', { handled: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(CONTACT_REQUESTS_MESSAGES.idInvalid);

    const badFilter = await call(ctx.app, { method: 'GET', url: '/api/admin/contact-requests?status=x', cookie });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().message).toBe(CONTACT_REQUESTS_MESSAGES.status);
  });
});
