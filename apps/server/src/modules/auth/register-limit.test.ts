import { cifControlDigit } from '@jornada/shared/domain/tax-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, demoUsers, type TestContext } from '../../../test/test-app';
import { REGISTER_RATE_LIMIT, REGISTER_TOO_MANY_MESSAGE } from './register-limit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let sequence = 0;
/** A sign-up that would succeed: a new email and company each time. */
function newCompany() {
  sequence += 1;
  const digits = String(1000000 + sequence);
  return {
    company_name: `Empresa Límite ${sequence} S.L.`,
    cif: `B${digits}${cifControlDigit(digits)}`,
    name: 'Lucía Pardo',
    email: `limite-${sequence}@jornada.test`,
    password: 'Registro#2025',
    accept_terms: true,
  };
}

function register(payload: object, ip: string) {
  return call(ctx.app, { method: 'POST', url: '/api/auth/register', payload, remoteAddress: ip });
}

async function companiesNamed(name: string) {
  return ctx.database.ownerDb.selectFrom('companies').select('id').where('name', '=', name).execute();
}

const { perIp, windowMinutes } = REGISTER_RATE_LIMIT;

describe('POST /api/auth/register, limited per IP', () => {
  it(`after ${perIp} attempts (refused ones too), the next gets 429 in Spanish and creates nothing; other IPs are not affected`, async () => {
    const ip = '10.73.0.1';
    // Cheap refusals count: an email already taken.
    for (let i = 0; i < perIp; i++) {
      const taken = await register({ ...newCompany(), email: demoUsers.worker }, ip);
      expect(taken.statusCode, `intento ${i + 1}`).toBe(409);
    }
    const company = newCompany();
    const blocked = await register(company, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(REGISTER_TOO_MANY_MESSAGE);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowMinutes * 60);
    expect(await companiesNamed(company.company_name)).toEqual([]);

    expect((await register(company, '10.73.0.2')).statusCode).toBe(200);
    expect(await companiesNamed(company.company_name)).toHaveLength(1);
  });

  it('a request refused by validation does not use an attempt', async () => {
    const ip = '10.73.0.3';
    for (let i = 0; i < perIp + 2; i++) {
      expect((await register({ ...newCompany(), accept_terms: false }, ip)).statusCode).toBe(400);
    }
    expect((await register(newCompany(), ip)).statusCode).toBe(200);
  });

  it(`holds under a parallel burst: exactly ${perIp} get past the limit`, async () => {
    const ip = '10.73.0.4';
    const burst = await Promise.all(
      Array.from({ length: perIp + 5 }, () => register({ ...newCompany(), email: demoUsers.manager }, ip)),
    );
    const statuses = burst.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(perIp).fill(409), ...Array(5).fill(429)]);
  });

  it('counts only the window: attempts older than it no longer count', async () => {
    const ip = '10.73.0.5';
    for (let i = 0; i < perIp; i++) await register({ ...newCompany(), email: demoUsers.worker }, ip);
    expect((await register(newCompany(), ip)).statusCode).toBe(429);
    // The owner moves them back in time, as time passing would (the app role may not update).
    await ctx.superuserQuery(
      `update rate_limit_hits set created_at = created_at - make_interval(mins => $2) where ip = $1`,
      [ip, windowMinutes + 1],
    );
    expect((await register(newCompany(), ip)).statusCode).toBe(200);
  });
});
