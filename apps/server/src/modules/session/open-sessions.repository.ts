import { sql } from 'kysely';
import type { Db, Trx } from '../../db/tenant';
import { endSessionsWhere } from './session.repository';
import { forgetSession } from './session-cache';

/**
 * A user's live sessions (not revoked, within both expiries), the most recently used first. Before
 * any tenant is known: sessions are a global table, read by the user's own id.
 */
export function listLiveSessionsOfUser(db: Db, userId: number, idleMinutes: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('last_seen_at', '>', sql<Date>`now() - make_interval(mins => ${idleMinutes})`)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Ends one live session of this user (announced to every instance); false when there is no such session. */
export async function revokeOwnSession(trx: Db | Trx, userId: number, sessionId: number): Promise<boolean> {
  forgetSession(sessionId);
  const ended = await endSessionsWhere(
    trx,
    sql<boolean>`id = ${sessionId}::int and user_id = ${userId}::int and expires_at > now()`,
  );
  return ended > 0;
}
