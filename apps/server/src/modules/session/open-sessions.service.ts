import { type OpenSession, SESSIONS_MESSAGES } from '@jornada/shared/api/session';
import type { ActiveSession } from '../../access/principals';
import { recordAudit } from '../../access/record-audit';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { listLiveSessionsOfUser, revokeOwnSession } from './open-sessions.repository';
import type { SessionPolicy } from './session.service';

const iso = (value: Date | string) => new Date(value).toISOString();

/** GET /api/sessions: where the user is logged in now, the session in use first. */
export async function listOpenSessions(db: Db, session: ActiveSession, policy: SessionPolicy): Promise<OpenSession[]> {
  const rows = await listLiveSessionsOfUser(db, session.user.id, policy.idleMinutes);
  const sessions = rows.map((row) => ({
    id: row.id,
    current: row.id === session.sessionId,
    created_at: iso(row.created_at),
    last_seen_at: iso(row.last_seen_at),
    ip: row.ip,
    user_agent: row.user_agent,
  }));
  return sessions.sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * DELETE /api/sessions/{id}: ends another of the user's own sessions at once (another user's, or one
 * already over, is 404), in the activity log of the user's company (or the platform's).
 */
export async function endOpenSession(
  db: Db,
  actor: { session: ActiveSession; ip: string },
  sessionId: number,
): Promise<{ success: true }> {
  const { user } = actor.session;
  if (sessionId === actor.session.sessionId) throw new AppError('BAD_REQUEST', SESSIONS_MESSAGES.current);
  const run = async (trx: Parameters<Parameters<typeof withTenant>[2]>[0]) => {
    if (!(await revokeOwnSession(trx, user.id, sessionId))) throw new AppError('NOT_FOUND', SESSIONS_MESSAGES.notFound);
    await recordAudit(trx, user.company_id, {
      actorUserId: user.id,
      action: 'session.ended',
      entity: 'session',
      entityId: sessionId,
      details: {},
      ip: actor.ip,
    });
  };
  await (user.company_id === null ? db.transaction().execute(run) : withTenant(db, user.company_id, run));
  return { success: true };
}
