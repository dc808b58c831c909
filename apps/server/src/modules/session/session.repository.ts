import type { SubscriptionStatus } from '@jornada/shared/domain/subscription';
import type { Role } from '@jornada/shared/roles';
import { type RawBuilder, sql } from 'kysely';
import { DOMAIN_EVENTS_CHANNEL } from '../../db/schema-names';
import type { Db, Trx } from '../../db/tenant';
import { forgetSession, forgetSessionsOfUser, forgetSessionToken } from './session-cache';
import { SESSIONS_ENDED, SESSIONS_ENDED_PER_NOTICE } from './sessions-ended';

export interface SessionUserRow {
  session_id: number;
  token_hash: string;
  session_last_seen_at: Date;
  session_expires_at: Date;
  id: number;
  email: string;
  name: string;
  role: Role;
  company_id: number | null;
  gestoria_id: number | null;
  must_change_password: boolean;
  schema_name: string | null;
  company_name: string | null;
  // The company's subscription columns: its state is derived per request (companyState), so an
  // expiry shows at once and a suspension within the session cache's TTL.
  subscription_status: SubscriptionStatus | null;
  trial_ends_at: Date | null;
  subscription_ends_at: Date | null;
  suspended_at: Date | null;
}

export function insertSession(
  db: Db | Trx,
  row: { tokenHash: string; userId: number; expiresAt: Date; ip: string | null; userAgent: string | null },
) {
  return db
    .insertInto('sessions')
    .values({
      token_hash: row.tokenHash,
      user_id: row.userId,
      expires_at: row.expiresAt,
      ip: row.ip,
      user_agent: row.userAgent?.slice(0, 400) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A live session: not revoked, within both expiries, of an active user. */
function selectLiveSessions(db: Db, idleMinutes: number) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .select([
      's.id as session_id',
      's.token_hash',
      's.last_seen_at as session_last_seen_at',
      's.expires_at as session_expires_at',
      'u.id',
      'u.email',
      'u.name',
      'u.role',
      'u.company_id',
      'u.gestoria_id',
      'u.must_change_password',
      'c.schema_name',
      'c.name as company_name',
      'c.subscription_status',
      'c.trial_ends_at',
      'c.subscription_ends_at',
      'c.suspended_at',
    ])
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('s.last_seen_at', '>', sql<Date>`now() - make_interval(mins => ${idleMinutes})`)
    .where('u.is_active', '=', true);
}

export function findLiveSession(db: Db, tokenHash: string, idleMinutes: number) {
  return selectLiveSessions(db, idleMinutes).where('s.token_hash', '=', tokenHash).executeTakeFirst() as Promise<
    SessionUserRow | undefined
  >;
}

/** The live ones among these sessions (one query for many: the event streams' heartbeats). */
export function findLiveSessionsById(db: Db, sessionIds: number[], idleMinutes: number) {
  // One array parameter: a list of n values would make a new statement text (a new prepared statement) per n.
  return selectLiveSessions(db, idleMinutes)
    .where(sql<boolean>`s.id = any(${sessionIds}::bigint[])`)
    .execute() as Promise<SessionUserRow[]>;
}

export function touchSession(db: Db, sessionId: number) {
  return db.updateTable('sessions').set({ last_seen_at: sql`now()` }).where('id', '=', sessionId).execute();
}

/**
 * Ends the sessions `condition` picks (those not ended yet) and, in the same statement, announces them
 * on the events channel (sessions-ended.ts): PostgreSQL delivers the NOTIFY on COMMIT,
 * so every instance closes their event streams and forgets them from its cache at once, and a
 * rolled-back revoke announces nothing. Only the unexpired ones are named (an expired session has no
 * stream), in notifications of at most SESSIONS_ENDED_PER_NOTICE ids. Returns how many it ended.
 */
export async function endSessionsWhere(db: Db | Trx, condition: RawBuilder<boolean>): Promise<number> {
  const { rows } = await sql<{ ended: number; announced: number }>`
    with ended as (
      update sessions set revoked_at = now()
       where revoked_at is null and ${condition}
       returning id, expires_at
    ), announced as (
      select pg_notify(${DOMAIN_EVENTS_CHANNEL}::text, json_build_object(
               'internal', ${SESSIONS_ENDED}::text, 'session_ids', json_agg(id order by id))::text)
        from (select id, (row_number() over (order by id) - 1) / ${SESSIONS_ENDED_PER_NOTICE}::int as chunk
                from ended where expires_at > now()) live
       group by chunk
    )
    -- Both counted: a CTE that only selects runs only when the query reads it.
    select (select count(*)::int from ended) as ended, (select count(*)::int from announced) as announced
  `.execute(db);
  return rows[0]?.ended ?? 0;
}

// Every revoke also drops the session from this process's cache (session-cache.ts), and its announcement
// from every other process's.
export function revokeSession(db: Db | Trx, sessionId: number): Promise<number> {
  forgetSession(sessionId);
  return endSessionsWhere(db, sql<boolean>`id = ${sessionId}::int`);
}

export function revokeSessionByTokenHash(db: Db | Trx, tokenHash: string): Promise<number> {
  forgetSessionToken(tokenHash);
  return endSessionsWhere(db, sql<boolean>`token_hash = ${tokenHash}::text`);
}

export function revokeUserSessions(db: Db | Trx, userId: number): Promise<number> {
  forgetSessionsOfUser(userId);
  return endSessionsWhere(db, sql<boolean>`user_id = ${userId}::int`);
}

export function findGestoria(db: Db, gestoriaId: number) {
  return db
    .selectFrom('gestorias')
    .select(['id', 'name', 'cif', 'email as contact_email'])
    .where('id', '=', gestoriaId)
    .executeTakeFirst();
}
