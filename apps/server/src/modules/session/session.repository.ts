import type { SubscriptionStatus } from '@jornada/shared/domain/subscription';
import type { Role } from '@jornada/shared/roles';
import { sql } from 'kysely';
import type { Db, Trx } from '../../db/tenant';
import { forgetSession, forgetSessionsOfUser, forgetSessionToken } from './session-cache';

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

// Every revoke also drops the session from this process's cache (session-cache.ts).
export function revokeSession(db: Db | Trx, sessionId: number) {
  forgetSession(sessionId);
  return db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export function revokeSessionByTokenHash(db: Db | Trx, tokenHash: string) {
  forgetSessionToken(tokenHash);
  return db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

export function revokeUserSessions(db: Db | Trx, userId: number) {
  forgetSessionsOfUser(userId);
  return db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

export function findGestoria(db: Db, gestoriaId: number) {
  return db
    .selectFrom('gestorias')
    .select(['id', 'name', 'cif', 'email as contact_email'])
    .where('id', '=', gestoriaId)
    .executeTakeFirst();
}
