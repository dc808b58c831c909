import { madridDate } from '@jornada/shared/domain/madrid-time';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runCliOn } from '../../../test/run-cli';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { withTenant } from '../../db/tenant';
import { isDigestSignatureValid } from './digest-signature';
import { merkleRoot } from './merkle-root';
import { publishDigests } from './publish-digests';

let ctx: TestContext;
let companyCount: number;
const isPostgres = inject('testDatabase').kind === 'postgres';

beforeAll(async () => {
  ctx = await createTestContext();
  const [row] = await ctx.superuserQuery<{ n: number }>('select count(*)::int as n from companies');
  companyCount = row?.n ?? -1;
});
afterAll(() => ctx?.close());

interface DigestRow {
  company_id: number;
  day: string;
  created_at: Date;
  root: string;
  leaf_count: number;
  leaves: { employee_id: number; events: number; head_hash: string }[];
  key_id: string;
  signature: string;
  kind: 'daily' | 'checkpoint';
  sequence: number | null;
  previous_hash: string | null;
  covers_from: string | null;
}

const digestsOfDay = (day: string) =>
  ctx.superuserQuery<DigestRow>(
    `select company_id, day::text as day, created_at, root, leaf_count, leaves, key_id, signature,
            kind, sequence, previous_hash, covers_from::text as covers_from
       from record_digests where day = $1 and kind = 'daily' order by company_id`,
    [day],
  );

describe('the daily digest job', () => {
  it('writes one digest per company for the Madrid day, and a second run writes nothing', async () => {
    expect(companyCount).toBeGreaterThanOrEqual(2);
    // 22:30 UTC on 30 June is 00:30 on 1 July in Madrid (CEST).
    const now = new Date('2031-06-30T22:30:00Z');
    expect(await publishDigests(ctx.database.db, ctx.signingKey, { now })).toEqual({
      published: companyCount,
      existing: 0,
    });
    expect(await publishDigests(ctx.database.db, ctx.signingKey, { now })).toEqual({
      published: 0,
      existing: companyCount,
    });
    const later = new Date('2031-07-01T18:00:00Z');
    expect(await publishDigests(ctx.database.db, ctx.signingKey, { now: later })).toEqual({
      published: 0,
      existing: companyCount,
    });
    const rows = await digestsOfDay('2031-07-01');
    expect(rows).toHaveLength(companyCount);
    expect(new Set(rows.map((r) => r.company_id)).size).toBe(companyCount);
    expect(await digestsOfDay('2031-06-30')).toEqual([]);

    const next = await publishDigests(ctx.database.db, ctx.signingKey, { now: new Date('2031-07-02T08:00:00Z') });
    expect(next).toEqual({ published: companyCount, existing: 0 });
  });

  it('records every chain head as a leaf, the root over them and a signature over the whole', async () => {
    const heads = await ctx.superuserQuery<{
      company_id: number;
      user_id: number;
      event_count: number;
      last_hash: string;
    }>('select company_id, user_id, event_count, last_hash from clock_chain_heads order by company_id, user_id');
    for (const digest of await digestsOfDay('2031-07-02')) {
      const expected = heads
        .filter((h) => h.company_id === digest.company_id)
        .map((h) => ({ employee_id: h.user_id, events: h.event_count, head_hash: h.last_hash }));
      expect(digest.leaves).toEqual(expected);
      expect(digest.leaf_count).toBe(expected.length);
      expect(digest.root).toBe(merkleRoot(expected));
      expect(digest.key_id).toBe(ctx.signingKey.keyId);
      const fields = { ...digest, created_at: new Date(digest.created_at).toISOString() };
      expect(fields.created_at).toBe('2031-07-02T08:00:00.000Z');
      expect(isDigestSignatureValid(ctx.signingKey, fields, digest.signature)).toBe(true);
    }
  });

  it('is append-only: the app role may not change a digest, and even a superuser is refused by the trigger', async () => {
    const refused = { message: 'Los resúmenes firmados del registro no se pueden modificar ni borrar' };
    await expect(ctx.superuserQuery("update record_digests set root = repeat('0', 64)")).rejects.toMatchObject(refused);
    await expect(ctx.superuserQuery('delete from record_digests')).rejects.toMatchObject(refused);
    await expect(ctx.superuserQuery('truncate record_digests')).rejects.toMatchObject(refused);
    const [digest] = await digestsOfDay('2031-07-02');
    const companyId = digest?.company_id as number;
    const update = withTenant(ctx.database.db, companyId, (trx) =>
      trx.updateTable('record_digests').set({ signature: 'x' }).where('company_id', '=', companyId).execute(),
    );
    await expect(update).rejects.toMatchObject({ code: '42501' });
    expect(await digestsOfDay('2031-07-02')).toHaveLength(companyCount);
  });
});

describe.runIf(isPostgres)('npm run cli -- publish-digests', () => {
  it("publishes today's digest of one company when it lacks one, and says so", async () => {
    const result = await runCliOn(ctx, ['publish-digests', '--company', 'talleres_norte']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      new RegExp(
        `^Resúmenes firmados publicados hoy: [01]; ya lo tenían: [01] \\(clave ${ctx.signingKey.keyId}\\)\\.\\n$`,
      ),
    );
    const today = madridDate(new Date());
    const rows = await ctx.superuserQuery<{ n: number }>(
      `select count(*)::int as n from record_digests d join companies c on c.id = d.company_id
        where c.schema_name = 'talleres_norte' and d.day >= ($1::date - 1)`,
      [today],
    );
    expect(rows[0]?.n).toBeGreaterThanOrEqual(1);
    const unknown = await runCliOn(ctx, ['publish-digests', '--company', 'no_existe']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No existe ninguna empresa con schema_name no_existe');
  });
});
