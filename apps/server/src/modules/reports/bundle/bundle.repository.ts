import { type Selectable, sql } from 'kysely';
import type { ClockEventsTable, DigestLeaf } from '../../../db/schema';
import type { Db, Trx } from '../../../db/tenant';

/** The chain heads a bundle names and what verify-bundle reads back from the record. */

/** The current head of each of these workers' chains (workers without a clock event have none). */
export function listChainHeadsOf(trx: Trx, companyId: number, employeeIds: readonly number[]): Promise<DigestLeaf[]> {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('clock_chain_heads')
    .select(['user_id as employee_id', 'event_count as events', sql<string>`last_hash`.as('head_hash')])
    .where('company_id', '=', companyId)
    .where('user_id', 'in', [...employeeIds])
    .where('last_hash', 'is not', null)
    .orderBy('user_id')
    .execute();
}

/** Every chain head of the company (worker and event count): compared before and after a bundle's reads. */
export function listCompanyChainCounts(trx: Trx, companyId: number) {
  return trx
    .selectFrom('clock_chain_heads')
    .select(['user_id', 'event_count'])
    .where('company_id', '=', companyId)
    .orderBy('user_id')
    .execute();
}

export interface BundleEventRange {
  /** The period's first and last instants (Madrid midnights), end excluded. */
  from: Date;
  to: Date;
  /** The shifts the register shows (a shift's id is its start event's). */
  shiftIds: readonly string[];
}

export type BundleEventRow = Selectable<ClockEventsTable> & { position: number };

/**
 * These workers' events from the first that happened in the period or opened one of its shifts to the
 * last that happened in it or touched one of its shifts (a later correction, a clock-out after
 * midnight): a run of consecutive links of each chain, with each event's position in its chain.
 */
export async function listBundleEvents(
  trx: Trx,
  companyId: number,
  employeeIds: readonly number[],
  range: BundleEventRange,
): Promise<BundleEventRow[]> {
  if (employeeIds.length === 0) return [];
  const shifts = range.shiftIds.length > 0 ? sql.join(range.shiftIds.map((id) => sql`${id}::bigint`)) : null;
  const touchesShift = shifts ? sql`or id in (${shifts}) or workshift_id in (${shifts})` : sql``;
  const { rows } = await sql<BundleEventRow>`
    with touched as (
      select user_id, min(id) as lo, max(id) as hi from clock_events
      where company_id = ${companyId} and user_id in (${sql.join([...employeeIds])})
        and ((occurred_at >= ${range.from} and occurred_at < ${range.to}) ${touchesShift})
      group by user_id
    ), numbered as (
      select e.*, (row_number() over (partition by e.user_id order by e.id))::int as position
      from clock_events e join touched t on t.user_id = e.user_id
      where e.company_id = ${companyId} and e.id <= t.hi
    )
    select n.* from numbered n join touched t on t.user_id = n.user_id
    where n.id >= t.lo
    order by n.user_id, n.id`.execute(trx);
  return rows;
}

/** The ids and hashes of a worker's events from id `fromId` to `toId`, in chain order, and the hash before them. */
export async function listEventHashesBetween(
  trx: Trx,
  companyId: number,
  userId: number,
  fromId: string,
  toId: string,
): Promise<{ id: string; hash: string; prev_hash: string | null }[]> {
  const rows = await trx
    .selectFrom('clock_events')
    .select(['id', 'hash', 'prev_hash'])
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('id', '>=', fromId)
    .where('id', '<=', toId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: String(row.id), hash: row.hash, prev_hash: row.prev_hash }));
}

/** The hash of a worker's event number `position` (1 = the first, in chain order) and how many events the worker has. */
export async function findEventAt(
  db: Trx,
  companyId: number,
  userId: number,
  position: number,
): Promise<{ hash: string | null; count: number }> {
  const count = await db
    .selectFrom('clock_events')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (position < 1 || position > count.count) return { hash: null, count: count.count };
  const row = await db
    .selectFrom('clock_events')
    .select('hash')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .orderBy('id')
    .offset(position - 1)
    .limit(1)
    .executeTakeFirst();
  return { hash: row?.hash ?? null, count: count.count };
}

export function findCompanyById(db: Db, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['id', 'name', 'cif', 'schema_name'])
    .where('id', '=', companyId)
    .executeTakeFirst();
}

/**
 * The stored digest a bundle's copy claims to be, to compare them: the one at its place in the chain
 * (a day has one daily digest and may have several checkpoints), or for an unchained one its day's.
 */
export function findStoredDigest(db: Trx, companyId: number, digest: { day: string; sequence?: number | null }) {
  let query = db
    .selectFrom('record_digests')
    .select(['root', 'signature', 'key_id', 'leaf_count'])
    .where('company_id', '=', companyId)
    .where(sql<string>`day::text`, '=', digest.day);
  query =
    digest.sequence === undefined || digest.sequence === null
      ? query.where('sequence', 'is', null)
      : query.where('sequence', '=', digest.sequence);
  return query.executeTakeFirst();
}
