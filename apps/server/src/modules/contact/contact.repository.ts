import type { ListContactRequestsQuery } from '@jornada/shared/api/contact';
import { type Insertable, sql } from 'kysely';
import type { ContactRequestsTable } from '../../db/schema';
import type { Db, Trx } from '../../db/tenant';

export type NewContactRequest = Insertable<ContactRequestsTable>;

/**
 * Stores the request unless its IP already sent `perIp` requests of the same kind within the window;
 * then answers null and stores nothing. A transaction-scoped advisory lock per (kind, IP) makes the
 * count and the insert one step, so a burst of parallel posts from one address gets exactly `perIp`
 * through (a count-then-insert without it would let them all pass; an insert-then-count, as the
 * login limiter does, may refuse them all).
 */
export function insertWithinLimit(
  db: Db,
  row: NewContactRequest,
  limit: { windowMinutes: number; perIp: number },
): Promise<{ id: number } | { retryAfterSeconds: number }> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`contact_requests:${row.kind}:${row.ip}`}))`.execute(trx);
    const window = sql`make_interval(mins => ${limit.windowMinutes})`;
    const recent = await trx
      .selectFrom('contact_requests')
      .select([
        sql<number>`count(*)::int`.as('count'),
        sql<number | null>`ceil(extract(epoch from (min(created_at) + ${window} - now())))::int`.as('retry_after'),
      ])
      .where('ip', '=', row.ip)
      .where('kind', '=', row.kind)
      .where('created_at', '>', sql<Date>`now() - ${window}`)
      .executeTakeFirstOrThrow();
    if (recent.count >= limit.perIp) {
      return { retryAfterSeconds: Math.max(1, recent.retry_after ?? limit.windowMinutes * 60) };
    }
    return trx.insertInto('contact_requests').values(row).returning('id').executeTakeFirstOrThrow();
  });
}

export function markEmailed(db: Db, id: number) {
  return db.updateTable('contact_requests').set({ emailed_at: sql<Date>`now()` }).where('id', '=', id).execute();
}

/** Requests and whoever marked each «atendida» (users is the global directory; one row per request). */
const withHandler = (db: Db | Trx) =>
  db.selectFrom('contact_requests as r').leftJoin('users as h', 'h.id', 'r.handled_by');

const requestColumns = ['r.id', 'h.name as handled_by_name'] as const;

export async function listContactRequests(db: Db, query: ListContactRequestsQuery) {
  let filtered = withHandler(db);
  if (query.kind) filtered = filtered.where('r.kind', '=', query.kind);
  if (query.spam !== 'include') filtered = filtered.where('r.is_spam', '=', query.spam === 'only');
  if (query.status === 'open') filtered = filtered.where('r.handled_at', 'is', null);
  if (query.status === 'handled') filtered = filtered.where('r.handled_at', 'is not', null);
  const [rows, total] = await Promise.all([
    filtered
      .selectAll('r')
      .select(requestColumns)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.total };
}

export type ContactRequestRow = Awaited<ReturnType<typeof listContactRequests>>['rows'][number];

export function findContactRequest(trx: Trx, id: number): Promise<ContactRequestRow | undefined> {
  return withHandler(trx).selectAll('r').select(requestColumns).where('r.id', '=', id).executeTakeFirst();
}

/**
 * Marks the request «atendida» (now, by `userId`) or open again; only when it is not so already,
 * so the first admin's mark stands. Answers whether it changed; locks the row until the end of the
 * transaction (a second admin's mark waits, then finds it done).
 */
export async function setContactRequestHandled(
  trx: Trx,
  id: number,
  change: { handled: true; userId: number; at: Date } | { handled: false },
): Promise<boolean> {
  const result = await trx
    .updateTable('contact_requests')
    .set(change.handled ? { handled_at: change.at, handled_by: change.userId } : { handled_at: null, handled_by: null })
    .where('id', '=', id)
    .where('handled_at', change.handled ? 'is' : 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
