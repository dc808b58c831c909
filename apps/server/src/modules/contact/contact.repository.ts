import type { ListContactRequestsQuery } from '@jornada/shared/api/contact';
import { type Insertable, sql } from 'kysely';
import type { ContactRequestsTable } from '../../db/schema';
import type { Db } from '../../db/tenant';

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

export async function listContactRequests(db: Db, query: ListContactRequestsQuery) {
  let filtered = db.selectFrom('contact_requests');
  if (query.kind) filtered = filtered.where('kind', '=', query.kind);
  if (query.spam !== 'include') filtered = filtered.where('is_spam', '=', query.spam === 'only');
  const [rows, total] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.total };
}
