import { createHash } from 'node:crypto';
import { API_KEY_MESSAGES } from '@jornada/shared/api/api-keys';
import { employeeSchema, listEmployeesResponse } from '@jornada/shared/api/employees';
import { registerResponse } from '@jornada/shared/api/reports';
import { RESTRICTED_MODE_MESSAGE } from '@jornada/shared/api/session';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { API_KEY_HASH_SETTING } from '../../db/migrations/025-api-keys';
import {
  ADMIN,
  ADMIN_B,
  cookies,
  ctx,
  idOf,
  LUCIA,
  useEmployeesContext,
  WORKER_B,
} from '../employees/employees.test-helpers';
import { API_KEY_ATTEMPT_LIMIT } from './api-key-auth.service';
import { ALL_SCOPES, auditRows, createKey, setPlan, withKey } from './api-keys.test-helpers';

useEmployeesContext();

const REGISTER = '/api/reports/register?from=2026-01-01&to=2026-01-31';
const companyIdOf = async (schema: string) =>
  (await ctx.superuserQuery<{ id: number }>('select id from companies where schema_name = $1', [schema]))[0]?.id;

describe('each scope opens its routes only', () => {
  it('register:read: the company-wide register (JSON, CSV) and its bundle; not the employees', async () => {
    const { key } = await createKey(['register:read']);
    const json = await withKey(key, 'GET', REGISTER);
    expect(json.statusCode, json.body).toBe(200);
    const register = registerResponse.parse(json.json());
    // The whole company: every employee of Panadería, no one of Talleres.
    const people = register.employees.map((e) => e.name);
    expect(people).toEqual(expect.arrayContaining(['Lucía Fernández', 'Carlos Ruiz', 'Pablo Díaz']));
    expect(people).not.toContain('Sergio López');

    const csv = await withKey(key, 'GET', `${REGISTER}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Lucía Fernández');

    const bundle = await withKey(key, 'GET', '/api/reports/register/bundle?month=2026-01');
    expect(bundle.statusCode, bundle.body.slice(0, 200)).toBe(200);
    expect(bundle.headers['content-type']).toContain('zip');

    const employees = await withKey(key, 'GET', '/api/employees');
    expect(employees.statusCode).toBe(403);
    expect(employees.json().message).toBe(API_KEY_MESSAGES.missingScope('employees:read'));
  });

  it("employees:read: the list and one employee of its own company; another company's is 404; not the register", async () => {
    const { key } = await createKey(['employees:read']);
    const listed = await withKey(key, 'GET', '/api/employees');
    expect(listed.statusCode, listed.body).toBe(200);
    const emails = listEmployeesResponse.parse(listed.json()).map((e) => e.email);
    expect(emails).toEqual(expect.arrayContaining([ADMIN, LUCIA]));
    expect(emails).not.toContain(WORKER_B);

    const lucia = await withKey(key, 'GET', `/api/employees/${idOf(LUCIA)}`);
    expect(lucia.statusCode, lucia.body).toBe(200);
    expect(employeeSchema.parse(lucia.json())).toMatchObject({ id: idOf(LUCIA), email: LUCIA });

    const ofB = await withKey(key, 'GET', `/api/employees/${idOf(WORKER_B)}`);
    expect(ofB.statusCode).toBe(404);
    // Naming the other company outright is 404 too.
    const otherCompany = await withKey(key, 'GET', `/api/employees?company_id=${await companyIdOf('talleres_norte')}`);
    expect(otherCompany.statusCode).toBe(404);

    const register = await withKey(key, 'GET', REGISTER);
    expect(register.statusCode).toBe(403);
    expect(register.json().message).toBe(API_KEY_MESSAGES.missingScope('register:read'));
  });

  it("a key with every scope never reaches a person's route, the settings or the keys themselves (403, audited)", async () => {
    const created = await createKey(ALL_SCOPES, 'Todo');
    const personOnly = [
      ['GET', '/api/user'],
      ['POST', '/api/auth/change-password'],
      ['GET', '/api/profile'],
      ['GET', '/api/petitions'],
      ['POST', '/api/petitions'],
      ['GET', '/api/workshift/current'],
      ['POST', '/api/workshift/start'],
      ['GET', '/api/logs'],
      ['PUT', '/api/company/config'],
      ['GET', '/api/api-keys'],
      ['POST', '/api/api-keys'],
      ['PATCH', `/api/employees/${idOf(LUCIA)}`],
      ['POST', '/api/employees'],
      ['GET', '/api/pos/employees'],
    ] as const;
    const refusedBefore = (await auditRows('api_key.refused')).length;
    for (const [method, url] of personOnly) {
      const response = await withKey(created.key, method, url, method === 'GET' ? {} : { payload: {} });
      expect(response.statusCode, `${method} ${url} → ${response.body}`).toBe(403);
      expect(response.json().message).toBe(API_KEY_MESSAGES.routeNotAllowed);
    }
    // Sent along with the admin's cookie, the key is still judged alone: the cookie is not looked at.
    const withCookie = await ctx.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${created.key}`, cookie: cookies.get(ADMIN) as string },
    });
    expect(withCookie.statusCode).toBe(403);
    // Every refused call left a row naming the key and the route.
    const refused = (await auditRows('api_key.refused')).slice(refusedBefore);
    expect(refused).toHaveLength(personOnly.length + 1);
    expect(refused[0]).toMatchObject({
      actor_user_id: null,
      entity_id: String(created.id),
      details: { api_key_id: created.id, api_key: 'Todo', route: 'GET /api/user', status: 403 },
      ip: '10.60.0.1',
    });
  });
});

describe('audit and use', () => {
  it('every read writes one api_key.access row (key, route, what); last_used_at is set', async () => {
    const created = await createKey(['register:read', 'employees:read'], 'Auditoría');
    const before = (await auditRows('api_key.access')).length;
    expect((await withKey(created.key, 'GET', REGISTER, { ip: '10.60.0.9' })).statusCode).toBe(200);
    expect((await withKey(created.key, 'GET', REGISTER, { ip: '10.60.0.9' })).statusCode).toBe(200);
    expect((await withKey(created.key, 'GET', '/api/employees', { ip: '10.60.0.9' })).statusCode).toBe(200);
    const rows = (await auditRows('api_key.access')).slice(before);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      company_id: await companyIdOf('panaderia_ejemplo'),
      actor_user_id: null,
      entity: 'register',
      entity_id: String(created.id),
      details: {
        api_key_id: created.id,
        api_key: 'Auditoría',
        route: 'GET /api/reports/register',
        from: '2026-01-01',
        to: '2026-01-31',
        format: 'json',
      },
      ip: '10.60.0.9',
    });
    expect(rows[2]).toMatchObject({ entity: 'employees', details: { route: 'GET /api/employees' } });

    const [row] = await ctx.superuserQuery<{ last_used_at: Date | null }>(
      'select last_used_at from api_keys where id = $1',
      [created.id],
    );
    expect(row?.last_used_at).not.toBeNull();
    expect(Math.abs(new Date(row?.last_used_at as Date).getTime() - Date.now())).toBeLessThan(60_000);
  });
});

describe('refusals', () => {
  it(`401 for an unknown key; after ${API_KEY_ATTEMPT_LIMIT.perIp} from one address, 429 even for a good key there; other addresses unaffected`, async () => {
    const { key } = await createKey(['register:read'], 'Buena');
    const ip = '10.61.0.1';
    for (let i = 0; i < API_KEY_ATTEMPT_LIMIT.perIp; i++) {
      const response = await withKey(`jk_live_${'x'.repeat(40)}${i}`, 'GET', REGISTER, { ip });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(API_KEY_MESSAGES.invalidKey);
    }
    for (const attempt of [`jk_live_${'y'.repeat(43)}`, key]) {
      const limited = await withKey(attempt, 'GET', REGISTER, { ip });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(API_KEY_MESSAGES.tooManyAttempts);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await withKey(key, 'GET', REGISTER, { ip: '10.61.0.2' })).statusCode).toBe(200);
  });

  it("a key of a company whose plan lost the API is refused (403); an expired company's key keeps reading the register and nothing else (402)", async () => {
    const { key } = await createKey(ALL_SCOPES, 'Plan');
    const pablo = idOf('pablo.diaz@jornada.test');
    await setPlan('panaderia_ejemplo', 'professional');
    try {
      const response = await withKey(key, 'GET', REGISTER);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(API_KEY_MESSAGES.planWithoutApi);
    } finally {
      await setPlan('panaderia_ejemplo', 'premium');
    }
    await ctx.superuserQuery(
      `update companies set subscription_status = 'canceled', subscription_ends_at = now() - interval '1 day'
        where schema_name = 'panaderia_ejemplo'`,
    );
    try {
      expect((await withKey(key, 'GET', REGISTER)).statusCode).toBe(200);
      expect((await withKey(key, 'GET', '/api/employees')).statusCode).toBe(200);
      const clock = await withKey(key, 'POST', '/api/integrations/workshift/start', { payload: { user_id: pablo } });
      expect(clock.statusCode).toBe(402);
      expect(clock.json().message).toBe(RESTRICTED_MODE_MESSAGE);
    } finally {
      await ctx.superuserQuery(
        `update companies set subscription_status = 'active', subscription_ends_at = now() + interval '1 year'
          where schema_name = 'panaderia_ejemplo'`,
      );
    }
    const shifts = await ctx.superuserQuery('select 1 from clock_events where user_id = $1', [pablo]);
    expect(shifts).toHaveLength(0);
  });

  it('a key of company A never reads company B, even once B has keys of its own', async () => {
    await setPlan('talleres_norte', 'premium');
    try {
      const ofA = await createKey(['register:read', 'employees:read'], 'De A');
      const ofB = await createKey(['register:read', 'employees:read'], 'De B', ADMIN_B);
      const registerOfB = await withKey(ofB.key, 'GET', REGISTER);
      expect(registerOfB.statusCode).toBe(200);
      expect(registerResponse.parse(registerOfB.json()).employees.map((e) => e.name)).toEqual(
        expect.arrayContaining(['Sergio López']),
      );
      const registerOfA = registerResponse.parse((await withKey(ofA.key, 'GET', REGISTER)).json());
      expect(registerOfA.employees.map((e) => e.name)).not.toContain('Sergio López');
      const bByA = await withKey(ofA.key, 'GET', `${REGISTER}&company_id=${await companyIdOf('talleres_norte')}`);
      expect(bByA.statusCode).toBe(404);
      // B's reads are in B's log only.
      const rowsOfB = (await auditRows('api_key.access')).filter((row) => row.details.api_key_id === ofB.id);
      expect(rowsOfB.map((row) => row.company_id)).toEqual([await companyIdOf('talleres_norte')]);
    } finally {
      await setPlan('talleres_norte', 'free');
    }
  });
});

describe('the lookup before the tenant is known (migration 025)', () => {
  it("the key's hash in the setting shows that one row, and writes nothing without the tenant", async () => {
    const mine = await createKey(['register:read'], 'Mía');
    await createKey(['register:read'], 'Otra');
    const hash = createHash('sha256').update(mine.key).digest('hex');
    const seen = await ctx.database.db.transaction().execute(async (trx) => {
      await sql`select set_config(${API_KEY_HASH_SETTING}, ${hash}, true)`.execute(trx);
      return (await sql<{ id: number }>`select id from api_keys`.execute(trx)).rows.map((row) => row.id);
    });
    expect(seen).toEqual([mine.id]);
    const write = ctx.database.db.transaction().execute(async (trx) => {
      await sql`select set_config(${API_KEY_HASH_SETTING}, ${hash}, true)`.execute(trx);
      await sql`update api_keys set revoked_at = now() where id = ${mine.id}`.execute(trx);
    });
    await expect(write).rejects.toMatchObject({ code: '42501' });
    expect((await withKey(mine.key, 'GET', REGISTER)).statusCode).toBe(200);
  });
});
