import { beforeAll, describe, expect, it } from 'vitest';
import { apiPost } from '../../../test/clock-helpers';
import { demoUsers } from '../../../test/test-app';
import { signDigest } from '../record/digest-signature';
import { merkleRoot } from '../record/merkle-root';
import { publishDigests } from '../record/publish-digests';
import { generateSigningKey } from '../record/signing-key';
import { as, ctx, isPostgres, panaderia, runCli, talleres, useClockRecordContext } from './clock-record.test-helpers';
import { chainHash, type SealedEvent } from './record-chain';
import { describeVerifyReport, verifyRecords } from './verify-records';

/**
 * The record against its signed daily digests (ADR 008): what the hash chain alone cannot catch —
 * an attacker who owns the database rewrites a chain and re-hashes it to its head, or cuts its tail
 * and fixes the head — is caught by a digest published before.
 */

useClockRecordContext();

// The seed publishes one digest per company (its day is the run's); a second, later one is added here.
const LATER = new Date('2031-01-10T09:00:00Z');
let seedDay: string;
let workerId: number;

beforeAll(async () => {
  const [seeded] = await ctx.superuserQuery<{ day: string }>(
    'select min(day)::text as day from record_digests where company_id = $1',
    [panaderia],
  );
  seedDay = seeded?.day as string;
  await publishDigests(ctx.database.db, ctx.signingKey, { now: LATER });
  workerId = as(demoUsers.worker).user.id;
});

/** The second daily digest stands for the days since the seed's too: published late, and it says so. */
const lateNote = () =>
  expect.stringMatching(/^el resumen diario #\d+ \(nº 2, diario del 2031-01-10\) se publicó tarde: cubre desde el /);

const verify = (companyId = panaderia) => verifyRecords(ctx.database.db, companyId, { publicKey: ctx.signingKey });

type StoredRow = SealedEvent & { prev_hash: string | null; hash: string };

function workerEvents(userId: number) {
  return ctx.superuserQuery<StoredRow>('select * from clock_events where user_id = $1 order by id', [userId]);
}

/** What an attacker with the database's superuser could do: switch a trigger off around some statements. */
async function asAttacker(table: 'clock_events' | 'record_digests', work: () => Promise<unknown>) {
  const trigger = table === 'clock_events' ? 'clock_events_append_only' : 'record_digests_append_only';
  await ctx.superuserQuery(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
  try {
    await work();
  } finally {
    await ctx.superuserQuery(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`);
  }
}

/**
 * Moves one event's time and re-seals it and every later event exactly as the server seals them,
 * then fixes the chain head: the chain links from start to end again. Returns what undoes it.
 */
async function rewriteChainFrom(userId: number, index: number): Promise<() => Promise<void>> {
  const events = await workerEvents(userId);
  let previous = events[index - 1]?.hash ?? null;
  const rewritten = events.slice(index).map((row, offset) => {
    const moved = offset === 0 ? new Date(new Date(row.occurred_at).getTime() - 45 * 60_000) : row.occurred_at;
    const sealed: SealedEvent = {
      ...row,
      id: String(row.id),
      workshift_id: row.workshift_id === null ? null : String(row.workshift_id),
      occurred_at: new Date(moved),
    };
    const hash = chainHash(previous, sealed);
    const change = { id: sealed.id, occurredAt: sealed.occurred_at, prevHash: previous, hash };
    previous = hash;
    return change;
  });
  const write = async (changes: { id: string; occurredAt: Date; prevHash: string | null; hash: string }[]) => {
    await asAttacker('clock_events', async () => {
      for (const change of changes) {
        await ctx.superuserQuery('update clock_events set occurred_at = $2, prev_hash = $3, hash = $4 where id = $1', [
          change.id,
          change.occurredAt,
          change.prevHash,
          change.hash,
        ]);
      }
    });
    await ctx.superuserQuery('update clock_chain_heads set last_hash = $2 where user_id = $1', [
      userId,
      changes.at(-1)?.hash,
    ]);
  };
  await write(rewritten);
  const original = events.slice(index).map((row) => ({
    id: String(row.id),
    occurredAt: new Date(row.occurred_at),
    prevHash: row.prev_hash,
    hash: row.hash,
  }));
  return () => write(original);
}

describe('verify-records against the signed digests', () => {
  it('finds the untouched record whole, its digests signed with the configured key', async () => {
    expect(await verify()).toEqual({ events: 52, workers: 2, broken: null, notes: [lateNote()] });
    expect(await verify(talleres)).toEqual({ events: 12, workers: 1, broken: null, notes: [lateNote()] });
  });

  it('reports every digest it cannot check: another key, or none configured', async () => {
    const other = generateSigningKey();
    const withOther = await verifyRecords(ctx.database.db, panaderia, { publicKey: other });
    expect(withOther.broken).toEqual(
      [seedDay, '2031-01-10'].map((day) => ({
        eventId: null,
        userId: null,
        digestDay: day,
        reason: `está firmado con la clave ${ctx.signingKey.keyId} y la configurada es ${other.keyId}: no se puede comprobar`,
      })),
    );
    const withNone = await verifyRecords(ctx.database.db, panaderia, { publicKey: null });
    expect(withNone.broken?.map((link) => link.reason)).toEqual([
      'no hay clave de firma configurada con la que comprobar su firma',
      'no hay clave de firma configurada con la que comprobar su firma',
    ]);
  });

  it('(a) an event edited and every later hash and the head recomputed: the chain links, the digests do not', async () => {
    const events = await workerEvents(workerId);
    expect(events).toHaveLength(40);
    const undo = await rewriteChainFrom(workerId, 5);
    const report = await verify();
    const expected = [
      {
        eventId: String(events[39]?.id),
        userId: workerId,
        reason: `no coincide con el resumen firmado del ${seedDay}: la cadena hasta este evento (nº 40) se reescribió después de publicarse; tampoco coincide con 1 resumen posterior`,
      },
    ];
    expect(report).toEqual({ events: 52, workers: 2, broken: expected, notes: [lateNote()] });
    // Without a digest the rewrite would pass: nothing in the chain itself is reported.
    expect(report.broken?.some((link) => /modificado|no enlaza|cabeza/.test(link.reason))).toBe(false);
    if (isPostgres) {
      const result = await runCli(['verify-records', '--company', 'panaderia_ejemplo']);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe(describeVerifyReport(report));
      expect(result.stdout).toContain(
        `  en el evento #${events[39]?.id} (trabajador ${workerId}): no coincide con el resumen firmado del ${seedDay}`,
      );
    }
    await undo();
    expect((await verify()).broken).toBeNull();
  });

  it('(b) a tail cut with the head fixed to the new last event', async () => {
    const userId = as(demoUsers.manager).user.id;
    const events = await workerEvents(userId);
    expect(events).toHaveLength(12);
    const kept = events[7] as StoredRow;
    const cut = await ctx.superuserQuery<{ r: string }>(
      'select row_to_json(e)::text as r from clock_events e where user_id = $1 and id > $2 order by id',
      [userId, kept.id],
    );
    await asAttacker('clock_events', () =>
      ctx.superuserQuery('delete from clock_events where user_id = $1 and id > $2', [userId, kept.id]),
    );
    const fixHead = (lastId: string, hash: string, count: number) =>
      ctx.superuserQuery(
        'update clock_chain_heads set last_event_id = $2, last_hash = $3, event_count = $4 where user_id = $1',
        [userId, lastId, hash, count],
      );
    await fixHead(String(kept.id), kept.hash, 8);
    expect((await verify()).broken).toEqual([
      {
        eventId: String(kept.id),
        userId,
        reason: `el resumen firmado del ${seedDay} registra 12 eventos y hay 8 (borrado al final después de publicarse; tampoco coincide con 1 resumen posterior)`,
      },
    ]);
    for (const { r } of cut) {
      await ctx.superuserQuery(
        'insert into clock_events select * from json_populate_record(null::clock_events, $1::json)',
        [r],
      );
    }
    const last = events.at(-1) as StoredRow;
    await fixHead(String(last.id), last.hash, 12);
    expect((await verify()).broken).toBeNull();
  });

  it('(c) a forged digest: leaves and root rewritten to match a rewritten chain, or signed with another key', async () => {
    const undoChain = await rewriteChainFrom(workerId, 5);
    const [head] = await ctx.superuserQuery<{ event_count: number; last_hash: string }>(
      'select event_count, last_hash from clock_chain_heads where user_id = $1',
      [workerId],
    );
    const saved = await ctx.superuserQuery<{ id: string; day: string; root: string; leaves: string }>(
      'select id::text, day::text, root, leaves::text from record_digests where company_id = $1',
      [panaderia],
    );
    // The attacker makes every digest agree with the rewritten chain; the signatures stay as they were.
    await asAttacker('record_digests', async () => {
      for (const digest of saved) {
        const leaves = (JSON.parse(digest.leaves) as { employee_id: number; events: number; head_hash: string }[]).map(
          (leaf) => (leaf.employee_id === workerId ? { ...leaf, head_hash: head?.last_hash as string } : leaf),
        );
        await ctx.superuserQuery('update record_digests set leaves = $2::jsonb, root = $3 where id = $1', [
          digest.id,
          JSON.stringify(leaves),
          merkleRoot(leaves),
        ]);
      }
    });
    const forged = { eventId: null, userId: null, reason: 'su firma no es válida (resumen falsificado o modificado)' };
    const broken = (await verify()).broken ?? [];
    expect(broken.filter((link) => !link.workshiftId)).toEqual([
      { ...forged, digestDay: seedDay },
      { ...forged, digestDay: '2031-01-10' },
    ]);
    // The attacker left the shift projection alone, and the moved break no longer matches it (ADR 022):
    // its pauses, and the locations stamped with the break's time.
    const projection = broken
      .filter((link) => link.workshiftId)
      .map((link) => [link.userId, /sus eventos en (\w+):/.exec(link.reason)?.[1]]);
    expect(projection).toContainEqual([workerId, 'pausas']);
    for (const [userId, field] of projection) {
      expect(userId).toBe(workerId);
      expect(['pausas', 'ubicaciones']).toContain(field);
    }
    if (isPostgres) {
      const result = await runCli(['verify-records', '--company', 'panaderia_ejemplo']);
      expect(result.code).toBe(1);
      expect(result.stdout).toContain(`  en el resumen firmado del ${seedDay}: ${forged.reason}.\n`);
    }
    await asAttacker('record_digests', async () => {
      for (const digest of saved) {
        await ctx.superuserQuery('update record_digests set leaves = $2::jsonb, root = $3 where id = $1', [
          digest.id,
          digest.leaves,
          digest.root,
        ]);
      }
    });
    await undoChain();

    // A new digest signed with the attacker's own key, for a day nobody published.
    const attacker = generateSigningKey();
    const fields = { company_id: panaderia, day: '2031-02-01', created_at: '2031-02-01T09:00:00.000Z', leaf_count: 0 };
    const root = merkleRoot([]);
    await ctx.superuserQuery(
      `insert into record_digests (company_id, day, created_at, root, leaf_count, leaves, key_id, signature)
       values ($1, $2, $3, $4, 0, '[]', $5, $6)`,
      [panaderia, fields.day, fields.created_at, root, attacker.keyId, signDigest(attacker, { ...fields, root })],
    );
    expect((await verify()).broken).toEqual([
      {
        eventId: null,
        userId: null,
        digestDay: '2031-02-01',
        reason: `está firmado con la clave ${attacker.keyId} y la configurada es ${ctx.signingKey.keyId}: no se puede comprobar`,
      },
    ]);
    await asAttacker('record_digests', () => ctx.superuserQuery("delete from record_digests where day = '2031-02-01'"));

    // Leaves edited and the root left alone: the signature still holds, the root does not.
    const seeded = saved.find((d) => d.day === seedDay);
    await asAttacker('record_digests', () =>
      ctx.superuserQuery(`update record_digests set leaves = '[]'::jsonb where id = $1`, [seeded?.id]),
    );
    expect((await verify()).broken).toEqual([
      {
        eventId: null,
        userId: null,
        digestDay: seedDay,
        reason: 'su raíz no coincide con las cadenas que enumera (modificado)',
      },
    ]);
    await asAttacker('record_digests', () =>
      ctx.superuserQuery('update record_digests set leaves = $2::jsonb where id = $1', [seeded?.id, seeded?.leaves]),
    );
    expect((await verify()).broken).toBeNull();
  });

  it('a chain that grew after a digest, through the app, still matches it', async () => {
    expect((await apiPost(ctx, as(demoUsers.worker).cookie, '/api/workshift/start', {})).statusCode).toBe(200);
    expect((await verify()).broken).toBeNull();
  });
});
