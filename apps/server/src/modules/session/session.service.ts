import type { SessionUser } from '@jornada/shared/api/session';
import { type CompanyState, companyState } from '@jornada/shared/domain/subscription';
import type { ActiveSession } from '../../access/principals';
import type { Db, Trx } from '../../db/tenant';
import { generateToken, hashToken } from '../../lib/tokens';
import {
  findLiveSession,
  findLiveSessionsById,
  insertSession,
  revokeSession,
  revokeSessionByTokenHash,
  revokeUserSessions,
  type SessionUserRow,
  touchSession,
} from './session.repository';
import { forgetSessionsOfUser, recallSession, rememberSession } from './session-cache';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteMinutes: number;
  /** Seconds a resolved session is reused from memory (session-cache.ts); absent or 0 = never. */
  cacheSeconds?: number;
}

/** Background polls don't extend the idle timer; everything else does, at most once a minute. */
const TOUCH_EVERY_MS = 60_000;

/** The company's state now, or null for a user of no company (platform, gestoría). */
export function companyStateOf(
  row: Pick<SessionUserRow, 'subscription_status' | 'trial_ends_at' | 'subscription_ends_at' | 'suspended_at'>,
  now: Date = new Date(),
): CompanyState | null {
  if (row.subscription_status === null) return null;
  return companyState(
    {
      subscription_status: row.subscription_status,
      trial_ends_at: row.trial_ends_at,
      subscription_ends_at: row.subscription_ends_at,
      suspended_at: row.suspended_at,
    },
    now,
  );
}

export function toSessionUser(
  row: Omit<SessionUserRow, 'session_id' | 'token_hash' | 'session_last_seen_at' | 'session_expires_at'>,
): SessionUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    schema_name: row.schema_name,
    company_id: row.company_id,
    company_name: row.company_name,
    gestoria_id: row.gestoria_id,
    must_change_password: row.must_change_password,
    company_state: companyStateOf(row),
  };
}

export async function startSession(
  trx: Db | Trx,
  policy: SessionPolicy,
  input: { userId: number; ip: string | null; userAgent: string | null; previousToken?: string },
): Promise<string> {
  // A fresh token at every login: a token planted before login (fixation) dies here.
  if (input.previousToken) await revokeSessionByTokenHash(trx, hashToken(input.previousToken));
  const token = generateToken();
  await insertSession(trx, {
    tokenHash: hashToken(token),
    userId: input.userId,
    expiresAt: new Date(Date.now() + policy.absoluteMinutes * 60_000),
    ip: input.ip,
    userAgent: input.userAgent,
  });
  return token;
}

export async function resumeSession(
  db: Db,
  policy: SessionPolicy,
  token: string,
  options: { isBackgroundPoll: boolean },
): Promise<ActiveSession | undefined> {
  const tokenHash = hashToken(token);
  const ttlMs = (policy.cacheSeconds ?? 0) * 1000;
  const startedAt = Date.now();
  let row = ttlMs > 0 ? recallSession(tokenHash, startedAt) : undefined;
  // A cached row is only as live as its own clocks say.
  if (row && !isWithinExpiry(row, policy, startedAt)) row = undefined;
  if (!row) {
    row = await findLiveSession(db, tokenHash, policy.idleMinutes);
    if (!row) return undefined;
    if (ttlMs > 0) rememberSession(tokenHash, row, startedAt, ttlMs);
  }
  if (!options.isBackgroundPoll && Date.now() - row.session_last_seen_at.getTime() > TOUCH_EVERY_MS) {
    await touchSession(db, row.session_id);
    row.session_last_seen_at = new Date();
  }
  return { sessionId: row.session_id, tokenHash, user: toSessionUser(row) };
}

/**
 * Which of these sessions are still live, with their user as now: one query per 1,000, never the
 * cache (a heartbeat asks so that a revocation elsewhere ends the stream). With `cacheForMs` (and the
 * cache on), what it read is cached for that long (session-cache.ts: a stream's heartbeat).
 */
export async function findLiveSessions(
  db: Db,
  policy: SessionPolicy,
  sessionIds: number[],
  options: { cacheForMs?: number } = {},
): Promise<Map<number, ActiveSession>> {
  const live = new Map<number, ActiveSession>();
  const cacheForMs = (policy.cacheSeconds ?? 0) > 0 ? (options.cacheForMs ?? 0) : 0;
  for (let start = 0; start < sessionIds.length; start += 1000) {
    const startedAt = Date.now();
    const rows = await findLiveSessionsById(db, sessionIds.slice(start, start + 1000), policy.idleMinutes);
    for (const row of rows) {
      live.set(row.session_id, { sessionId: row.session_id, tokenHash: row.token_hash, user: toSessionUser(row) });
      if (cacheForMs > 0) rememberSession(row.token_hash, row, startedAt, cacheForMs);
    }
  }
  return live;
}

function isWithinExpiry(row: SessionUserRow, policy: SessionPolicy, now: number): boolean {
  return (
    row.session_expires_at.getTime() > now && now - row.session_last_seen_at.getTime() < policy.idleMinutes * 60_000
  );
}

/**
 * Signs a user out on every device: their open sessions end and the cached copies go with them, so a changed
 * password or a departure takes effect on the next request. Resolves to how many sessions were open.
 */
export function signOutEverywhere(db: Db | Trx, userId: number): Promise<number> {
  return revokeUserSessions(db, userId);
}

/**
 * A user's row changed (their name, role, email, password or company): sessions cached with the old row are
 * dropped on every instance's next read, so the change shows on the user's next request.
 */
export function forgetCachedSessionsOf(userId: number): void {
  forgetSessionsOfUser(userId);
}

/**
 * Ends one session (a worker's or manager's whose company's subscription lapsed): it leaves this process's
 * cache at once and every other process's through the sessions-ended announcement.
 */
export function endSession(db: Db | Trx, sessionId: number): Promise<number> {
  return revokeSession(db, sessionId);
}
