import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from './test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const SURROGATE_MESSAGE = 'El texto contiene un carácter no válido (mal codificado)';
const LONE_HIGH = '\\ud800';
const LONE_LOW = '\\udc00';
const EMOJI = '\\ud83d\\ude00';

/** A JSON body with `\uXXXX` escapes left as JSON text: JSON.stringify would never write a lone surrogate. */
function rawJson(template: string, jsonEscape: string): string {
  return template.replace('%s', jsonEscape);
}

function postRaw(url: string, body: string, cookie: string, method: 'POST' | 'PATCH' = 'POST') {
  return call(ctx.app, { method, url, cookie, headers: { 'content-type': 'application/json' }, payload: body });
}

describe('a lone UTF-16 surrogate in any text → 400 in Spanish, nothing written', () => {
  it('the clock: start with a client timestamp, end with observaciones', async () => {
    const cookie = await loginAs(ctx.app, demoUsers.worker2, undefined, '10.70.0.1');
    for (const lone of [LONE_HIGH, LONE_LOW]) {
      const start = await postRaw('/api/workshift/start', rawJson('{"client_time":{"timestamp":"y%s"}}', lone), cookie);
      expect(start.statusCode).toBe(400);
      expect(start.json().message).toBe(SURROGATE_MESSAGE);
    }
    const current = await call(ctx.app, { method: 'GET', url: '/api/workshift/current', cookie });
    expect(current.json()).toBeNull();

    expect((await call(ctx.app, { method: 'POST', url: '/api/workshift/start', payload: {}, cookie })).statusCode).toBe(
      200,
    );
    const end = await postRaw('/api/workshift/end', rawJson('{"observaciones":"Cierre %s"}', LONE_HIGH), cookie);
    expect(end.statusCode).toBe(400);
    expect(end.json().message).toBe(SURROGATE_MESSAGE);
    const open = await call(ctx.app, { method: 'GET', url: '/api/workshift/current', cookie });
    expect(open.json().status).toBe('in_progress');

    // A real character outside the BMP is a surrogate pair, and is accepted as written.
    const ended = await postRaw('/api/workshift/end', rawJson('{"observaciones":"Cierre %s"}', EMOJI), cookie);
    expect(ended.statusCode).toBe(200);
  });

  it('the profile name: refused alone, accepted as half of an emoji pair', async () => {
    const cookie = await loginAs(ctx.app, demoUsers.manager, undefined, '10.70.0.2');
    const before = (await call(ctx.app, { method: 'GET', url: '/api/profile', cookie })).json().name;
    const bad = await postRaw('/api/profile', rawJson('{"name":"Ana %s"}', LONE_LOW), cookie, 'PATCH');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(SURROGATE_MESSAGE);
    expect((await call(ctx.app, { method: 'GET', url: '/api/profile', cookie })).json().name).toBe(before);

    const good = await postRaw('/api/profile', rawJson('{"name":"Ana %s"}', EMOJI), cookie, 'PATCH');
    expect(good.statusCode).toBe(200);
    expect(good.json().name).toBe('Ana 😀');
  });

  it('the routes that store jsonb: shifts, employees, the incident report', async () => {
    const admin = await loginAs(ctx.app, demoUsers.company, undefined, '10.70.0.3');
    const shift = await postRaw(
      '/api/shifts',
      rawJson('{"name":"Turno %s","startTime":"08:00","endTime":"15:00","weekdays":[1]}', LONE_HIGH),
      admin,
    );
    expect(shift.statusCode).toBe(400);
    expect(shift.json().message).toBe(SURROGATE_MESSAGE);

    const employee = await postRaw(
      '/api/employees',
      rawJson(
        '{"name":"Nuevo %s","email":"surrogate@jornada.test","identification":"12345678Z","role":"worker"}',
        LONE_LOW,
      ),
      admin,
    );
    expect(employee.statusCode).toBe(400);
    expect(employee.json().message).toBe(SURROGATE_MESSAGE);
    const users = await ctx.database.ownerDb
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'surrogate@jornada.test')
      .execute();
    expect(users).toEqual([]);

    const worker = await loginAs(ctx.app, demoUsers.worker, undefined, '10.70.0.4');
    const report = await postRaw(
      '/api/globalsendemail',
      rawJson('{"titulo":"t","tipo":"Otro","descripcion":"d %s","fecha":"2026-01-05","hora":"10:00"}', LONE_HIGH),
      worker,
    );
    expect(report.statusCode).toBe(400);
    expect(report.json().message).toBe(SURROGATE_MESSAGE);
  });

  it('a key, an array element and a query string are checked too', async () => {
    const admin = await loginAs(ctx.app, demoUsers.company, undefined, '10.70.0.5');
    const key = await postRaw('/api/profile', rawJson('{"name":"Ana","x%s":1}', LONE_HIGH), admin, 'PATCH');
    expect(key.statusCode).toBe(400);
    expect(key.json().message).toBe(SURROGATE_MESSAGE);

    const nested = await postRaw('/api/shifts', rawJson('{"name":"T","weekdays":[[["%s"]]]}', LONE_HIGH), admin);
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toBe(SURROGATE_MESSAGE);

    // URL-encoded CESU-8 of U+D800, the only way a query can spell one.
    const query = await call(ctx.app, { method: 'GET', url: '/api/logs?action=a%ED%A0%80', cookie: admin });
    expect(query.statusCode).toBeLessThan(500);
    expect(query.statusCode).toBeGreaterThanOrEqual(400);
  });
});
