import { CompiledQuery, sql } from 'kysely';
import { sqlCall } from '../../db/sql-literal';
import type { Db, Trx } from '../../db/tenant';

/** domain_events (migration 023, ADR 016): the emit function's call, the resume read and the sweep. */

export interface DomainEventRow {
  companyId: number;
  type: string;
  topic: string;
  userId: number | null;
  data: Record<string, unknown>;
}

function emitArguments(row: DomainEventRow) {
  return [
    [row.companyId, 'integer'],
    [row.type, 'text'],
    [row.topic, 'text'],
    [row.userId, 'integer'],
    [row.data, 'jsonb'],
  ] as const;
}

/** Inserts the events and notifies them (delivered on the caller's COMMIT), in one round trip; their ids. */
export async function insertDomainEvents(trx: Trx, events: readonly DomainEventRow[]): Promise<string[]> {
  if (events.length === 0) return [];
  // One call per event in one select list, evaluated left to right: ids in the order given.
  const calls = events.map((_, i) => {
    const n = i * 5;
    return `emit_domain_event($${n + 1}::integer, $${n + 2}::text, $${n + 3}::text, $${n + 4}::integer, $${n + 5}::jsonb)::text as e${i}`;
  });
  const values = events.flatMap((row) => [row.companyId, row.type, row.topic, row.userId, JSON.stringify(row.data)]);
  const { rows } = await trx.executeQuery<Record<string, string>>(
    CompiledQuery.raw(`select ${calls.join(', ')}`, values),
  );
  const row = rows[0] ?? {};
  return events.map((_, i) => row[`e${i}`] as string);
}

/** The same as parameterless SQL text (values inlined), to ride in a COMMIT's message. */
export function domainEventStatement(row: DomainEventRow): string {
  return `select ${sqlCall('emit_domain_event', emitArguments(row))}`;
}

export interface StoredDomainEvent {
  id: string;
  company_id: number;
  type: string;
  topic: string;
  user_id: number | null;
  data: Record<string, unknown>;
  created_at: Date;
}

/** The company's events after `afterId`, oldest first, at most `limit` (a stream resuming). */
export function listEventsAfter(
  trx: Trx,
  companyId: number,
  afterId: string,
  limit: number,
): Promise<StoredDomainEvent[]> {
  return trx
    .selectFrom('domain_events')
    .select([sql<string>`id::text`.as('id'), 'company_id', 'type', 'topic', 'user_id', 'data', 'created_at'])
    .where('company_id', '=', companyId)
    .where(sql<boolean>`id > ${afterId}::bigint`)
    .orderBy(sql`domain_events.id`)
    .limit(limit)
    .execute();
}

/** Whether the company still keeps event `id` (a resume point past retention, or not its own, does not). */
export async function hasEvent(trx: Trx, companyId: number, id: string): Promise<boolean> {
  const row = await trx
    .selectFrom('domain_events')
    .select('company_id')
    .where('company_id', '=', companyId)
    .where(sql<boolean>`id = ${id}::bigint`)
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes one company's events older than `before`; how many went. */
export async function deleteEventsBefore(trx: Trx, companyId: number, before: Date): Promise<number> {
  const result = await trx
    .deleteFrom('domain_events')
    .where('company_id', '=', companyId)
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Every company's id, in id order: the retention sweep visits each one (the table is under row-level security). */
export async function listCompanyIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('companies').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}
