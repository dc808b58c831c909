import { POS_MESSAGES } from '@jornada/shared/api/pos';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, sessionCookieOf } from '../../../test/test-app';
import { POS_ID_ACCESO_SETTING, POS_TOKEN_SETTING } from '../../db/migrations/016-pos-terminals';
import { hashToken } from '../../lib/tokens';
import {
  ADMIN,
  asPos,
  createTerminal,
  ctx,
  DEMO_POS,
  idOf,
  LUCIA,
  outcome,
  posLogin,
  usePosContext,
} from './pos.test-helpers';

/** What a POS session opens and what it does not; the lookups made before the tenant is known; the docs. */
usePosContext();

describe('POS and user sessions never mix', () => {
  it('without a POS cookie every POS call is 401, even with a user session; a garbage cookie too', async () => {
    const userCookie = await (async () => {
      const response = await call(ctx.app, {
        method: 'POST',
        url: '/api/login',
        payload: { email: LUCIA, password: 'Demo1234!' },
        remoteAddress: '10.78.0.1',
      });
      return sessionCookieOf(response);
    })();
    for (const cookie of [undefined, userCookie, 'jornada_pos=nada', `jornada_pos=${'a'.repeat(43)}`]) {
      for (const url of [
        '/api/pos/verify',
        '/api/pos/employees',
        '/api/pos/company/config',
        '/api/pos/incident-kinds',
      ]) {
        expect(outcome(await asPos(cookie, 'GET', url)), `${cookie} ${url}`).toEqual({
          status: 401,
          message: POS_MESSAGES.noSession,
        });
      }
      const clock = await asPos(cookie, 'POST', '/api/pos/workshift/start', { user_id: idOf(LUCIA), pin: '1234' });
      expect(clock.statusCode).toBe(401);
    }
  });

  it('a POS cookie opens no user route: 401 on /api/user, the web clock and the admin routes', async () => {
    const cookie = await posLogin(DEMO_POS, '10.78.0.2');
    for (const [method, url] of [
      ['GET', '/api/user'],
      ['GET', '/api/workshift/current'],
      ['POST', '/api/workshift/start'],
      ['GET', '/api/pos-terminals'],
      ['GET', '/api/employees'],
    ] as const) {
      const response = await asPos(cookie, method, url, method === 'POST' ? {} : undefined);
      expect(outcome(response), `${method} ${url}`).toEqual({ status: 401, message: 'No has iniciado sesión' });
    }
  });

  it('the POS calls need the X-Requested-With header like every state change (CSRF)', async () => {
    const cookie = await posLogin(DEMO_POS, '10.78.0.3');
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/pos/workshift/start',
      cookie,
      payload: { user_id: idOf(LUCIA), pin: '1234' },
      skipCsrfHeader: true,
    });
    expect(response.statusCode).toBe(403);
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/pos/login',
      payload: { id_acceso: 'POS-0001', pin: '123456' },
      skipCsrfHeader: true,
    });
    expect(login.statusCode).toBe(403);
  });
});

describe('the lookups made before the tenant is known (migration 016 policies)', () => {
  it('the id_acceso setting shows that one terminal (no session, no PIN, no other terminal) and writes nothing', async () => {
    await createTerminal(ADMIN, { name: 'Otro' });
    const seen = await ctx.database.db.transaction().execute(async (trx) => {
      await sql`select set_config(${POS_ID_ACCESO_SETTING}, 'POS-0001', true)`.execute(trx);
      const count = async (table: string) =>
        (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(trx)).rows[0]?.n;
      return {
        terminals: await count('pos_terminals'),
        sessions: await count('pos_sessions'),
        pins: await count('kiosk_pins'),
      };
    });
    expect(seen).toEqual({ terminals: 1, sessions: 0, pins: 0 });
    const write = await ctx.database.db
      .transaction()
      .execute(async (trx) => {
        await sql`select set_config(${POS_ID_ACCESO_SETTING}, 'POS-0001', true)`.execute(trx);
        await sql`update pos_terminals set name = 'Robado' where id_acceso = 'POS-0001'`.execute(trx);
      })
      .then(
        () => undefined,
        (error: { code?: string }) => error.code,
      );
    expect(write).toBe('42501');
  });

  it("the token setting shows that one session, only with the token's own hash", async () => {
    const cookie = await posLogin(DEMO_POS, '10.79.0.1');
    await posLogin(DEMO_POS, '10.79.0.2');
    const token = cookie.split('=')[1] as string;
    const count = (hash: string) =>
      ctx.database.db.transaction().execute(async (trx) => {
        await sql`select set_config(${POS_TOKEN_SETTING}, ${hash}, true)`.execute(trx);
        return (await sql<{ n: number }>`select count(*)::int as n from pos_sessions`.execute(trx)).rows[0]?.n;
      });
    expect(await count(hashToken(token))).toBe(1);
    expect(await count(hashToken(`${token}x`))).toBe(0);
    expect(await count('')).toBe(0);
  });
});

describe('OpenAPI', () => {
  it('documents every POS and terminal route', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode, response.body).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    const expected: [string, string[]][] = [
      ['/api/pos/login', ['post']],
      ['/api/pos/logout', ['post']],
      ['/api/pos/verify', ['get']],
      ['/api/pos/verify/terminal/{terminalId}', ['get']],
      ['/api/pos/employees', ['get']],
      ['/api/pos/workshift/user/{userId}/current', ['get']],
      ['/api/pos/workshift/user/{userId}/today', ['get']],
      ['/api/pos/company/config', ['get']],
      ['/api/pos/workshift/start', ['post']],
      ['/api/pos/workshift/break/start', ['post']],
      ['/api/pos/workshift/break/end', ['post']],
      ['/api/pos/workshift/resume', ['post']],
      ['/api/pos/workshift/end', ['post']],
      ['/api/pos-incidents', ['post']],
      ['/api/pos/incident-kinds', ['get']],
      ['/api/pos-terminals', ['get', 'post']],
      ['/api/pos-terminals/mine', ['get']],
      ['/api/pos-terminals/lockouts', ['get']],
      ['/api/pos-terminals/{id}/lockouts', ['delete']],
      ['/api/pos-terminals/{id}', ['delete', 'patch']],
      ['/api/pos-terminals/{id}/pin', ['post']],
      ['/api/profile/kiosk-pin', ['get', 'put']],
      ['/api/employees/{id}/kiosk-pin', ['delete']],
    ];
    for (const [path, methods] of expected) expect(Object.keys(paths[path] ?? {}).sort(), path).toEqual(methods);
  });
});
