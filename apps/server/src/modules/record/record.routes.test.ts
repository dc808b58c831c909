import { createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';
import { withTenant } from '../../db/tenant';
import { isDigestSignatureValid } from './digest-signature';
import { merkleRoot } from './merkle-root';
import { publishDigests } from './publish-digests';
import { findLatestDigestOfMonth } from './record.service';
import { publicKeyOf } from './signing-key';

let ctx: TestContext;
let panaderia: number;
let talleres: number;
const cookies = new Map<string, string>();

// Fixed instants (not the clock of the run): March 2031 gets two digests per company, April one.
const MARCH_5 = new Date('2031-03-05T09:00:00Z');
const MARCH_20 = new Date('2031-03-20T09:00:00Z');
const APRIL_1 = new Date('2031-04-01T09:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext();
  const companies = await ctx.superuserQuery<{ id: number; schema_name: string }>(
    'select id, schema_name from companies',
  );
  panaderia = companies.find((c) => c.schema_name === 'panaderia_ejemplo')?.id ?? -1;
  talleres = companies.find((c) => c.schema_name === 'talleres_norte')?.id ?? -1;
  for (const now of [MARCH_5, MARCH_20, APRIL_1]) await publishDigests(ctx.database.db, ctx.signingKey, { now });
  for (const email of [demoUsers.company, demoUsers.company2, demoUsers.manager, demoUsers.worker]) {
    cookies.set(email, await loginAs(ctx.app, email));
  }
});
afterAll(() => ctx?.close());

const digestsOf = (email: string | undefined, month: string) =>
  call(ctx.app, { method: 'GET', url: `/api/record/digests?month=${month}`, cookie: email && cookies.get(email) });

interface Digest {
  company_id: number;
  day: string;
  root: string;
  leaves: { employee_id: number; events: number; head_hash: string }[];
  key_id: string;
  signature: string;
  created_at: string;
}

describe('GET /api/record/public-key', () => {
  it('hands anyone, without a session, the Ed25519 key the digests verify with', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/record/public-key' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      key_id: ctx.signingKey.keyId,
      algorithm: 'Ed25519',
      public_key: ctx.signingKey.publicKeyPem,
    });
    expect(publicKeyOf(createPublicKey(body.public_key)).keyId).toBe(body.key_id);
  });
});

describe('GET /api/record/digests', () => {
  it("gives the company admin the month's digests of their company, oldest first, each verifiable", async () => {
    const response = await digestsOf(demoUsers.company, '2031-03');
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: Digest[] };
    expect(data.map((d) => d.day)).toEqual(['2031-03-05', '2031-03-20']);
    const publicKey = publicKeyOf(createPublicKey(ctx.signingKey.publicKeyPem));
    const employees = await ctx.superuserQuery<{ user_id: number; event_count: number; last_hash: string }>(
      'select user_id, event_count, last_hash from clock_chain_heads where company_id = $1 order by user_id',
      [panaderia],
    );
    for (const digest of data) {
      expect(digest.company_id).toBe(panaderia);
      expect(digest.created_at).toBe((digest.day === '2031-03-05' ? MARCH_5 : MARCH_20).toISOString());
      expect(digest.leaves).toEqual(
        employees.map((h) => ({ employee_id: h.user_id, events: h.event_count, head_hash: h.last_hash })),
      );
      expect(digest.root).toBe(merkleRoot(digest.leaves));
      const fields = { ...digest, leaf_count: digest.leaves.length };
      expect(isDigestSignatureValid(publicKey, fields, digest.signature)).toBe(true);
    }
  });

  it("never shows another company's digests", async () => {
    const own = (await digestsOf(demoUsers.company2, '2031-03')).json() as { data: Digest[] };
    expect(own.data.map((d) => d.day)).toEqual(['2031-03-05', '2031-03-20']);
    expect(new Set(own.data.map((d) => d.company_id))).toEqual(new Set([talleres]));
    const workers = await ctx.superuserQuery<{ id: number }>('select id from users where company_id = $1', [talleres]);
    for (const leaf of own.data.flatMap((d) => d.leaves)) expect(workers.map((w) => w.id)).toContain(leaf.employee_id);
  });

  it('shows the digest the demo seed published on first start', async () => {
    const [seeded] = await ctx.superuserQuery<{ day: string }>(
      'select day::text as day from record_digests where company_id = $1 order by day limit 1',
      [panaderia],
    );
    const day = seeded?.day as string;
    const { data } = (await digestsOf(demoUsers.company, day.slice(0, 7))).json() as { data: Digest[] };
    expect(data.map((d) => d.day)).toContain(day);
  });

  it('an empty month is an empty list', async () => {
    const response = await digestsOf(demoUsers.company, '2030-01');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it('is refused to managers and workers (403) and to anyone without a session (401)', async () => {
    for (const email of [demoUsers.manager, demoUsers.worker]) {
      const response = await digestsOf(email, '2031-03');
      expect(response.statusCode, email).toBe(403);
      expect(response.json().message).toBe('No tienes permiso para realizar esta acción');
    }
    expect((await digestsOf(undefined, '2031-03')).statusCode).toBe(401);
  });

  it('refuses a month that is not yyyy-MM with a Spanish 400', async () => {
    for (const month of ['2031-13', '2031-3', 'marzo', '']) {
      const response = await digestsOf(demoUsers.company, month);
      expect(response.statusCode, month).toBe(400);
      expect(response.json().message, month).toContain('Mes no válido (yyyy-MM)');
    }
    const missing = await call(ctx.app, {
      method: 'GET',
      url: '/api/record/digests',
      cookie: cookies.get(demoUsers.company),
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('findLatestDigestOfMonth', () => {
  it("gives the month's last digest, none for a month without, and never another company's", async () => {
    const latest = await withTenant(ctx.database.db, panaderia, (trx) =>
      findLatestDigestOfMonth(trx, panaderia, '2031-03'),
    );
    expect(latest).toMatchObject({ company_id: panaderia, day: '2031-03-20', created_at: MARCH_20.toISOString() });
    const none = await withTenant(ctx.database.db, panaderia, (trx) =>
      findLatestDigestOfMonth(trx, panaderia, '2030-01'),
    );
    expect(none).toBeUndefined();
    const foreign = await withTenant(ctx.database.db, talleres, (trx) =>
      findLatestDigestOfMonth(trx, panaderia, '2031-03'),
    );
    expect(foreign).toBeUndefined();
  });
});
