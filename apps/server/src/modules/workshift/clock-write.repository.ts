import { CompiledQuery, sql } from 'kysely';
import { sqlCall } from '../../db/sql-literal';
import type { Trx } from '../../db/tenant';
import { workerRecordLockStatement } from '../../db/worker-record-lock';
import { type ClockWrite, clockWriteArguments } from './clock-write-arguments';
import { type NewClockEvent, type SealedClockEvent, sealClockEvent } from './record-chain';
import type { WorkshiftRow } from './workshift.repository';

/** Appends to a worker's chain of clock events: its lock, its head and clock_write (ADR 005). */

export interface ChainHead {
  last_event_id: string | null;
  last_hash: string | null;
  event_count: number;
}

/**
 * Serialises every append to one worker's chain: a transaction-scoped advisory lock on
 * (company_id, user_id), held until commit. It writes nothing (the head row is written once, with
 * the event); two simultaneous starts are decided one after the other. Every writer of
 * clock_events takes it, through this function or the statement below.
 */
export async function lockChainHead(trx: Trx, companyId: number, userId: number): Promise<ChainHead> {
  await sql.raw(lockChainStatement(companyId, userId)).execute(trx);
  const head = await trx
    .selectFrom('clock_chain_heads')
    .select([sql<string | null>`last_event_id::text`.as('last_event_id'), 'last_hash', 'event_count'])
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return head ?? { last_event_id: null, last_hash: null, event_count: 0 };
}

/** The lock as parameterless SQL text, so it can ride in a transaction's opening message. */
export const lockChainStatement = workerRecordLockStatement;

export async function nextClockEventId(trx: Trx): Promise<string> {
  const { rows } = await sql<{
    id: string;
  }>`select nextval(pg_get_serial_sequence('clock_events', 'id'))::text as id`.execute(trx);
  return rows[0]?.id as string;
}

/**
 * Writes a sealed event, moves the chain head past it and stores the projected shift (new or
 * changed) — clock_write, one round trip inside the caller's transaction, which holds the chain
 * lock. For the corrections and incidents; the clock action sends clockWriteStatement with COMMIT.
 */
export async function writeClockEvent(trx: Trx, write: ClockWrite): Promise<void> {
  const args = clockWriteArguments(write);
  const text = `select clock_write(${args.map(([, type], i) => `$${i + 1}::${type}`).join(', ')})`;
  // pg would send a JS array as a PostgreSQL array, not as JSON.
  const values = args.map(([value, type]) => (type === 'jsonb' && value !== null ? JSON.stringify(value) : value));
  await trx.executeQuery(CompiledQuery.raw(text, values));
}

/** The same write as SQL text with its values inlined, to ride in the COMMIT's message. */
export function clockWriteStatement(write: ClockWrite): string {
  return `select ${sqlCall('clock_write', clockWriteArguments(write))}`;
}

/**
 * Appends one event to the worker's chain and, when it moves a shift, stores what `project` makes of
 * it in the same clock_write: the projection is written only with an event (migration 026). The
 * caller holds the head lock (lockChainHead).
 */
export async function appendClockEvent(
  trx: Trx,
  head: { last_hash: string | null; event_count: number },
  event: NewClockEvent,
  project?: (sealed: SealedClockEvent) => WorkshiftRow,
): Promise<SealedClockEvent> {
  const sealed = sealClockEvent(head, await nextClockEventId(trx), event);
  const shift = project ? { row: project(sealed), isNew: sealed.kind === 'start' } : undefined;
  await writeClockEvent(trx, { head, event: sealed, shift });
  return sealed;
}

/** The id of the worker's latest event: the cursor of GET /api/workshift/status. */
export async function findChainCursor(trx: Trx, companyId: number, userId: number): Promise<string> {
  const row = await trx
    .selectFrom('clock_chain_heads')
    .select('last_event_id')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.last_event_id ?? '0';
}
