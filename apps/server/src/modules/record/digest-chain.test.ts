import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clockDirectly, type LoggedIn } from '../../../test/clock-helpers';
import { sessionsFor } from '../../../test/petition-helpers';
import { runCliOn } from '../../../test/run-cli';
import { createTestContext, demoUsers, type TestContext } from '../../../test/test-app';
import { rebuildWorkshifts } from '../workshift/rebuild-workshifts';
import { chainHash, type SealedEvent } from '../workshift/record-chain';
import { describeVerifyReport, verifyRecords } from '../workshift/verify-records';
import { digestHash, isDigestSignatureValid } from './digest-signature';
import { publishCheckpoints, publishDigests } from './publish-digests';

/**
 * The chain of signed digests (ADR 008, migration 028): each digest signs its place and the previous
 * one's hash; checkpoints anchor new events within minutes; verify-records finds a digest deleted in
 * the middle (a gap) or at the end (a missing tail), even when the record was rewritten to match.
 * Every instant is fixed: the seed's, the jobs' and the check's.
 */

const isPostgres = inject('testDatabase').kind === 'postgres';
/** 19:00 in Madrid, Monday 10 March 2031: the seed's day and its first (daily) digest. */
const SEED = new Date('2031-03-10T18:00:00Z');
const at = (iso: string) => new Date(iso);
/** What the CLI's default configuration allows (checkpoints every 10 min: 2 × 10 + 5). */
const MAX_MINUTES = 25;

let ctx: TestContext;
let as: (email: string) => LoggedIn;
let panaderia: number;
let talleres: number;

beforeAll(async () => {
  ctx = await createTestContext({ demo: { history: 'light', now: SEED } });
  const companies = await ctx.superuserQuery<{ id: number; schema_name: string }>(
    'select id, schema_name from companies',
  );
  panaderia = companies.find((c) => c.schema_name === 'panaderia_ejemplo')?.id ?? -1;
  talleres = companies.find((c) => c.schema_name === 'talleres_norte')?.id ?? -1;
  as = await sessionsFor(ctx, [demoUsers.worker]);
});
afterAll(() => ctx?.close());

interface DigestRow {
  id: string;
  kind: 'daily' | 'checkpoint';
  company_id: number;
  day: string;
  covers_from: string | null;
  created_at: Date;
  sequence: number | null;
  previous_hash: string | null;
  root: string;
  leaf_count: number;
  key_id: string;
  signature: string;
}

const digestsOf = (companyId: number) =>
  ctx.superuserQuery<DigestRow>(
    `select id::text, kind, company_id, day::text as day, covers_from::text as covers_from, created_at, sequence,
            previous_hash, root, leaf_count, key_id, signature
       from record_digests where company_id = $1 order by sequence`,
    [companyId],
  );

const fieldsOf = (row: DigestRow) => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
});

const verifyAt = (now: Date, companyId = panaderia) =>
  verifyRecords(ctx.database.db, companyId, {
    publicKey: ctx.signingKey,
    anchoring: { now, maxUnanchoredMinutes: MAX_MINUTES },
  });

/** A worker's day through the app's own clock path, at fixed instants. */
async function clockDay(start: string, end: string) {
  const user = as(demoUsers.worker).user;
  await clockDirectly(ctx, user, 'start', { occurredAt: at(start) });
  await clockDirectly(ctx, user, 'end', { occurredAt: at(end) });
}

/** What an attacker who owns the database does: switch the append-only trigger off around a statement. */
async function asOwner(table: 'clock_events' | 'record_digests', statement: string, params: unknown[] = []) {
  const trigger = `${table}_append_only`;
  await ctx.superuserQuery(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
  try {
    await ctx.superuserQuery(statement, params);
  } finally {
    await ctx.superuserQuery(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`);
  }
}

/** The recompute-hashes attack: one event's time moved, it and every later hash re-sealed, the head fixed. */
async function rewriteEvent(eventId: string) {
  type Row = SealedEvent & { prev_hash: string | null; hash: string; user_id: number };
  const [target] = await ctx.superuserQuery<Row>('select * from clock_events where id = $1', [eventId]);
  const events = await ctx.superuserQuery<Row>('select * from clock_events where user_id = $1 order by id', [
    target?.user_id,
  ]);
  const from = events.findIndex((event) => String(event.id) === eventId);
  let previous = events[from - 1]?.hash ?? null;
  for (const [offset, row] of events.slice(from).entries()) {
    const occurredAt = new Date(new Date(row.occurred_at).getTime() - (offset === 0 ? 45 * 60_000 : 0));
    const sealed: SealedEvent = {
      ...row,
      id: String(row.id),
      workshift_id: row.workshift_id === null ? null : String(row.workshift_id),
      occurred_at: occurredAt,
    };
    const hash = chainHash(previous, sealed);
    await asOwner('clock_events', 'update clock_events set occurred_at = $2, prev_hash = $3, hash = $4 where id = $1', [
      sealed.id,
      occurredAt,
      previous,
      hash,
    ]);
    previous = hash;
  }
  await ctx.superuserQuery('update clock_chain_heads set last_hash = $2 where user_id = $1', [
    target?.user_id,
    previous,
  ]);
}

describe('the chain of signed digests', () => {
  it('links every digest to the one before, signed, from the seed’s (which starts the chain) on', async () => {
    await publishDigests(ctx.database.db, ctx.signingKey, { now: at('2031-03-11T00:30:00Z') });
    await publishDigests(ctx.database.db, ctx.signingKey, { now: at('2031-03-12T00:30:00Z') });
    const rows = await digestsOf(panaderia);
    expect(rows.map((row) => [row.kind, row.day, row.covers_from, row.sequence])).toEqual([
      ['daily', '2031-03-10', '2031-03-10', 1],
      ['daily', '2031-03-11', '2031-03-11', 2],
      ['daily', '2031-03-12', '2031-03-12', 3],
    ]);
    expect(rows[0]?.previous_hash).toBeNull();
    for (const [index, row] of rows.entries()) {
      expect(isDigestSignatureValid(ctx.signingKey, fieldsOf(row), row.signature)).toBe(true);
      if (index > 0) expect(row.previous_hash).toBe(digestHash(fieldsOf(rows[index - 1] as DigestRow)));
    }
    // The previous hash is signed: changing it (or the place) breaks the signature.
    const second = rows[1] as DigestRow;
    expect(
      isDigestSignatureValid(ctx.signingKey, { ...fieldsOf(second), previous_hash: 'f'.repeat(64) }, second.signature),
    ).toBe(false);
    expect(isDigestSignatureValid(ctx.signingKey, { ...fieldsOf(second), sequence: 3 }, second.signature)).toBe(false);
    expect(await verifyAt(at('2031-03-12T00:31:00Z'))).toEqual({
      events: expect.any(Number),
      workers: expect.any(Number),
      broken: null,
    });
  });

  it('takes a checkpoint only for a company whose record changed since its last digest, once per period', async () => {
    expect(await publishCheckpoints(ctx.database.db, ctx.signingKey, { now: at('2031-03-12T08:00:00Z') })).toBe(0);
    await clockDay('2031-03-12T08:05:00Z', '2031-03-12T08:20:00Z');
    // Two instances in the same period: one checkpoint between them, for the company that changed.
    const runs = await Promise.all([
      publishCheckpoints(ctx.database.db, ctx.signingKey, { now: at('2031-03-12T08:30:00Z') }),
      publishCheckpoints(ctx.database.db, ctx.signingKey, { now: at('2031-03-12T08:30:00Z') }),
    ]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await publishCheckpoints(ctx.database.db, ctx.signingKey, { now: at('2031-03-12T08:40:00Z') })).toBe(0);
    const rows = await digestsOf(panaderia);
    const checkpoint = rows.at(-1) as DigestRow;
    expect([checkpoint.kind, checkpoint.sequence, checkpoint.covers_from]).toEqual(['checkpoint', 4, null]);
    expect(checkpoint.previous_hash).toBe(digestHash(fieldsOf(rows[2] as DigestRow)));
    expect((await digestsOf(talleres)).map((row) => row.kind)).toEqual(['daily', 'daily', 'daily']);
    expect((await verifyAt(at('2031-03-12T09:00:00Z'))).broken).toBeNull();
    // A daily digest later that day is the one of the day; it follows the checkpoint in the chain.
    await publishDigests(ctx.database.db, ctx.signingKey, { now: at('2031-03-13T00:30:00Z') });
    expect((await digestsOf(panaderia)).at(-1)).toMatchObject({ kind: 'daily', sequence: 5, day: '2031-03-13' });
  });

  it('a daily digest published after days without one covers them, says so, and is accepted with a note', async () => {
    await publishDigests(ctx.database.db, ctx.signingKey, { now: at('2031-03-16T00:30:00Z'), companyIds: [panaderia] });
    const late = (await digestsOf(panaderia)).at(-1) as DigestRow;
    expect([late.day, late.covers_from, late.sequence]).toEqual(['2031-03-16', '2031-03-14', 6]);
    const report = await verifyAt(at('2031-03-16T00:31:00Z'));
    expect(report.broken).toBeNull();
    expect(report.notes).toEqual([
      `el resumen diario #${late.id} (nº 6, diario del 2031-03-16) se publicó tarde: cubre desde el 2031-03-14, 2 días sin resumen propio`,
    ]);
    expect(describeVerifyReport(report)).toContain(
      `  Nota: el resumen diario #${late.id} (nº 6, diario del 2031-03-16) se publicó tarde`,
    );
  });
});

describe('digests deleted by whoever owns the database', () => {
  it('a digest deleted in the middle is a gap, named with the digests on each side', async () => {
    const rows = await digestsOf(panaderia);
    const [, second, third] = rows as [DigestRow, DigestRow, DigestRow];
    const [saved] = await ctx.superuserQuery<{ r: string }>(
      'select row_to_json(d)::text as r from record_digests d where id = $1',
      [second.id],
    );
    await asOwner('record_digests', 'delete from record_digests where id = $1', [second.id]);
    const report = await verifyAt(at('2031-03-16T00:31:00Z'));
    const gap = `empresa ${panaderia}: entre el resumen #${rows[0]?.id} (nº 1, diario del 2031-03-10) y el #${third.id} (nº 3, diario del 2031-03-12) falta 1 resumen de la cadena (borrado)`;
    expect(report.broken).toEqual([{ eventId: null, userId: null, reason: gap }]);
    expect(describeVerifyReport(report)).toContain(`  en la cadena de resúmenes firmados: ${gap}.\n`);
    if (isPostgres) {
      const result = await runCliOn(ctx, [
        'verify-records',
        '--company',
        'panaderia_ejemplo',
        '--at',
        '2031-03-16T00:31:00Z',
      ]);
      expect(result.code).toBe(1);
      expect(result.stdout).toContain(gap);
    }
    await ctx.superuserQuery(
      'insert into record_digests select * from json_populate_record(null::record_digests, $1::json)',
      [saved?.r],
    );
    expect((await verifyAt(at('2031-03-16T00:31:00Z'))).broken).toBeNull();
  });

  it('the newest digests deleted and the events after the rest rewritten and re-hashed: a missing tail', async () => {
    await clockDay('2031-03-16T08:00:00Z', '2031-03-16T12:00:00Z');
    expect(await publishCheckpoints(ctx.database.db, ctx.signingKey, { now: at('2031-03-16T12:10:00Z') })).toBe(1);
    const tip = (await digestsOf(panaderia)).at(-1) as DigestRow;
    const kept = (await digestsOf(panaderia)).at(-2) as DigestRow;
    expect(tip.kind).toBe('checkpoint');
    // The attack: the checkpoint deleted, the new start moved 45 min earlier, every later hash and the head recomputed.
    await asOwner('record_digests', 'delete from record_digests where id = $1', [tip.id]);
    const [start] = await ctx.superuserQuery<{ id: string }>(
      `select id::text from clock_events where occurred_at = '2031-03-16T08:00:00Z' and kind = 'start'`,
    );
    await rewriteEvent(start?.id as string);
    // A thorough attacker rebuilds the shifts from the rewritten events, so the projection agrees too.
    await rebuildWorkshifts(ctx.database.db, panaderia);
    const now = at('2031-03-16T14:00:00Z');
    // The chain of events links, the shifts are its own and the digests left agree with it: without
    // the tail check it passes.
    expect((await verifyRecords(ctx.database.db, panaderia, { publicKey: ctx.signingKey })).broken).toBeNull();
    const tail = `empresa ${panaderia}: el último resumen de la cadena es el #${kept.id} (nº 6, diario del 2031-03-16), de 2031-03-16T00:30:00.000Z, y 2 eventos de 1 trabajador registrados hace más de 25 min no están en ninguno: faltan los resúmenes posteriores (borrados) o no se están publicando`;
    expect((await verifyAt(now)).broken).toEqual([{ eventId: null, userId: null, reason: tail }]);
    if (isPostgres) {
      const result = await runCliOn(ctx, [
        'verify-records',
        '--company',
        'panaderia_ejemplo',
        '--at',
        now.toISOString(),
      ]);
      expect(result.code).toBe(1);
      expect(result.stdout).toContain(`  en la cadena de resúmenes firmados: ${tail}.`);
    }
    // The checkpoint job extends the chain again over the rewritten record: the chain links, but the
    // events waited hours for a digest, which the job never lets happen.
    expect(await publishCheckpoints(ctx.database.db, ctx.signingKey, { now })).toBe(1);
    const again = (await digestsOf(panaderia)).at(-1) as DigestRow;
    expect(again.sequence).toBe(7);
    expect((await verifyAt(at('2031-03-16T14:01:00Z'))).broken).toEqual([
      {
        eventId: null,
        userId: null,
        reason: `empresa ${panaderia}: 2 eventos de 1 trabajador esperaron más de 25 min hasta el resumen #${again.id} (nº 7, punto de control del 2031-03-16), publicado después del #${kept.id} (nº 6, diario del 2031-03-16): faltan resúmenes entre ellos (borrados) o no se publicaron`,
      },
    ]);
  });
});
