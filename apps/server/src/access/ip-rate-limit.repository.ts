import { sql } from 'kysely';
import type { Db } from '../db/tenant';

export interface IpRateLimit {
  /** Names the endpoint; each bucket counts apart. */
  bucket: string;
  windowMinutes: number;
  perIp: number;
}

/**
 * Takes one of the IP's `perIp` attempts at `bucket` within the window, or answers how long until
 * one frees up (and records nothing). A repository of its own (`rate_limit_hits`): the count, the
 * refusal and the insert must be one locked step, so the comparison lives with the SQL. The contact forms' mechanism (contact.repository.ts): a
 * transaction-scoped advisory lock per (bucket, IP) makes the count and the insert one step, so a
 * parallel burst from one address gets exactly `perIp` through.
 */
export async function takeIpAttempt(
  db: Db,
  ip: string,
  limit: IpRateLimit,
): Promise<{ retryAfterSeconds: number } | null> {
  const taken = await takeAttempt(db, ip, limit);
  return 'retryAfterSeconds' in taken ? taken : null;
}

/**
 * takeIpAttempt, answering the attempt's row when it was taken, so a caller that counts an attempt
 * as a failure before knowing (a PIN being checked: parallel guesses must count against each other)
 * can give it back with releaseAttempt once it proves right. `key` is what the bucket counts by: an
 * IP, or e.g. a terminal's id_acceso or an employee (the column is named for its first use).
 */
export function takeAttempt(
  db: Db,
  key: string,
  limit: IpRateLimit,
): Promise<{ retryAfterSeconds: number } | { hitId: string }> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`rate_limit_hits:${limit.bucket}:${key}`}))`.execute(trx);
    const window = sql`make_interval(mins => ${limit.windowMinutes})`;
    const recent = await trx
      .selectFrom('rate_limit_hits')
      .select([
        sql<number>`count(*)::int`.as('count'),
        sql<number | null>`ceil(extract(epoch from (min(created_at) + ${window} - now())))::int`.as('retry_after'),
      ])
      .where('bucket', '=', limit.bucket)
      .where('ip', '=', key)
      .where('created_at', '>', sql<Date>`now() - ${window}`)
      .executeTakeFirstOrThrow();
    if (recent.count >= limit.perIp) {
      return { retryAfterSeconds: Math.max(1, recent.retry_after ?? limit.windowMinutes * 60) };
    }
    const hit = await trx
      .insertInto('rate_limit_hits')
      .values({ bucket: limit.bucket, ip: key })
      .returning(sql<string>`id::text`.as('id'))
      .executeTakeFirstOrThrow();
    // Keep the table small: the bucket's attempts past its window no longer count, from any IP.
    await trx
      .deleteFrom('rate_limit_hits')
      .where('bucket', '=', limit.bucket)
      .where('created_at', '<=', sql<Date>`now() - ${window}`)
      .execute();
    return { hitId: hit.id };
  });
}

/** Gives back an attempt taken with takeAttempt (it proved right: it is no failure). */
export async function releaseAttempt(db: Db, hitId: string): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('id', '=', sql<number>`${hitId}::bigint`).execute();
}

/**
 * Whether the IP has used up its attempts at `bucket` (how long until one frees up), recording
 * nothing: for endpoints that count only failures (a guessed token) yet must refuse a success too
 * once the limit is reached, or the limit would not stop the guessing.
 */
export async function findIpRefusal(
  db: Db,
  ip: string,
  limit: IpRateLimit,
): Promise<{ retryAfterSeconds: number } | null> {
  const window = sql`make_interval(mins => ${limit.windowMinutes})`;
  const recent = await db
    .selectFrom('rate_limit_hits')
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<number | null>`ceil(extract(epoch from (min(created_at) + ${window} - now())))::int`.as('retry_after'),
    ])
    .where('bucket', '=', limit.bucket)
    .where('ip', '=', ip)
    .where('created_at', '>', sql<Date>`now() - ${window}`)
    .executeTakeFirstOrThrow();
  if (recent.count < limit.perIp) return null;
  return { retryAfterSeconds: Math.max(1, recent.retry_after ?? limit.windowMinutes * 60) };
}
