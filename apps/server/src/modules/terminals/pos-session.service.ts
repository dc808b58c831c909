import { POS_MESSAGES, type PosLoginResponse, tooManyAttemptsMessage } from '@jornada/shared/api/pos';
import { SUBSCRIPTION_EXPIRED_EMPLOYEE_MESSAGE } from '@jornada/shared/api/session';
import { companyState, isCompanyRestricted } from '@jornada/shared/domain/subscription';
import { type PosSession, type PosSessionEnd, posSessionEndMessage } from '../../access/principals';
import type { TenantReach } from '../../access/reach';
import { recordAudit } from '../../access/record-audit';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import { generateToken, hashToken } from '../../lib/tokens';
import { givePosLoginAttemptBack, takePosLoginAttempt } from './pos-login-lockouts.service';
import {
  findPosSessionByTokenHash,
  findTerminalCentre,
  findTerminalForLogin,
  insertPosSession,
  type PosSessionRow,
  revokePosSessionByTokenHash,
} from './pos-session.repository';

/** A wall-mounted device: its session lasts long, and ends on logout, a new PIN or revocation. */
export const POS_SESSION_DAYS = 180;

/** The terminal as the kiosk sees it (login and verify). */
export function posTerminalSummaryOf(pos: PosSession): PosLoginResponse['terminal'] {
  return {
    id: pos.terminalId,
    name: pos.terminalName,
    require_employee_pin: pos.requireEmployeePin,
    centre: pos.centre,
  };
}

/** A POS session's reach: the employees its terminal allows (ADR 007's `terminal`). */
export function posReachOf(pos: PosSession): TenantReach {
  return { kind: 'terminal', companyId: pos.companyId, terminalId: pos.terminalId };
}

function sessionEnd(row: PosSessionRow, now: Date): PosSessionEnd | null {
  if (row.terminal_revoked_at !== null) return 'terminal_revoked';
  if (row.session_pin_generation !== row.pin_generation) return 'pin_changed';
  if (row.session_revoked_at !== null) return 'closed';
  if (new Date(row.expires_at).getTime() <= now.getTime()) return 'expired';
  // Workers are out of an expired or suspended company: so is its kiosk, at its next call.
  if (isCompanyRestricted(companyState(row, now))) return 'subscription';
  return null;
}

/** The POS session a cookie's token names, live or ended (`ended` says why); undefined when unknown. */
export async function resolvePosSession(db: Db, token: string, now = new Date()): Promise<PosSession | undefined> {
  const row = await findPosSessionByTokenHash(db, hashToken(token));
  if (!row) return undefined;
  return {
    sessionId: row.session_id,
    companyId: row.company_id,
    schemaName: row.schema_name,
    companyName: row.company_name,
    terminalId: row.terminal_id,
    terminalName: row.terminal_name,
    idAcceso: row.id_acceso,
    requireEmployeePin: row.require_employee_pin,
    centre: { id: row.centre_id, name: row.centre_name },
    ended: sessionEnd(row, now),
  };
}

/** What the kiosk types is matched in upper case, without surrounding spaces. */
export const normalizeIdAcceso = (idAcceso: string) => idAcceso.trim().toUpperCase();

function tooManyLogins(retryAfterSeconds: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', tooManyAttemptsMessage(retryAfterSeconds), { retryAfterSeconds });
}

export interface PosLoginInput {
  /** posLoginRequest's output: the pin as text. */
  body: { id_acceso: string; pin: string };
  ip: string;
  userAgent: string | null;
  previousToken?: string;
}

/**
 * POST /api/pos/login: the terminal's id_acceso and PIN open a POS session (a new token; the one the
 * browser had before is ended). Wrong → 401 in Spanish, counted with a growing wait (ADR 025): the
 * failure that starts one, and every attempt during it, answer 429 with how long. A revoked terminal
 * or an expired subscription are told only after the right PIN.
 */
export async function posLogin(db: Db, input: PosLoginInput): Promise<{ token: string; company: PosLoginResponse }> {
  const idAcceso = normalizeIdAcceso(input.body.id_acceso);
  // Counted as a failure until the PIN proves right, so parallel guesses count against each other.
  const attempt = await takePosLoginAttempt(db, { idAcceso, ip: input.ip });
  if ('retryAfterSeconds' in attempt) throw tooManyLogins(attempt.retryAfterSeconds);
  const terminal = await findTerminalForLogin(db, idAcceso);
  const isPinRight = await verifyPassword(terminal?.pin_hash ?? null, input.body.pin);
  if (!terminal || !isPinRight) {
    if (attempt.lockedForSeconds > 0) throw tooManyLogins(attempt.lockedForSeconds);
    throw new AppError('UNAUTHENTICATED', POS_MESSAGES.wrongCredentials);
  }
  await givePosLoginAttemptBack(db, attempt);
  if (terminal.revoked_at !== null) throw new AppError('FORBIDDEN', POS_MESSAGES.terminalRevoked);
  if (isCompanyRestricted(companyState(terminal)))
    throw new AppError('FORBIDDEN', SUBSCRIPTION_EXPIRED_EMPLOYEE_MESSAGE);

  if (input.previousToken) await revokePosSessionByTokenHash(db, hashToken(input.previousToken));
  const token = generateToken();
  const centre = await withTenant(db, terminal.company_id, async (trx) => {
    const sessionId = await insertPosSession(trx, {
      companyId: terminal.company_id,
      terminalId: terminal.id,
      tokenHash: hashToken(token),
      pinGeneration: terminal.pin_generation,
      expiresAt: new Date(Date.now() + POS_SESSION_DAYS * 86_400_000),
      ip: input.ip,
      userAgent: input.userAgent,
    });
    await recordAudit(trx, terminal.company_id, {
      actorUserId: null,
      action: 'pos.login',
      entity: 'pos_terminal',
      entityId: terminal.id,
      details: { terminal: terminal.name, id_acceso: terminal.id_acceso, pos_session_id: sessionId },
      ip: input.ip,
    });
    return findTerminalCentre(trx, terminal.company_id, terminal.id);
  });
  return {
    token,
    company: {
      id: terminal.company_id,
      schema_name: terminal.schema_name,
      nombre: terminal.company_name,
      id_acceso: terminal.id_acceso,
      terminal: {
        id: terminal.id,
        name: terminal.name,
        require_employee_pin: terminal.require_employee_pin,
        centre,
      },
    },
  };
}

/** POST /api/pos/logout: ends the session the cookie names, if any (always answers success). */
export async function posLogout(db: Db, token: string | undefined, ip: string): Promise<void> {
  if (!token || token.length > 100) return;
  const ended = await revokePosSessionByTokenHash(db, hashToken(token));
  if (!ended) return;
  await withTenant(db, ended.companyId, (trx) =>
    recordAudit(trx, ended.companyId, {
      actorUserId: null,
      action: 'pos.logout',
      entity: 'pos_session',
      entityId: ended.sessionId,
      ip,
    }),
  );
}

/**
 * GET /api/pos/verify[/terminal/{terminalId}]: whether this POS session still works, for this
 * company (schema_name) and this terminal (its id_acceso). Never an error for a session that ended:
 * `valid: false` with why.
 */
export function verifyPosSession(
  pos: PosSession,
  check: { schemaName?: string; terminalId?: string },
): { success: boolean; valid: boolean; message: string; terminal?: PosLoginResponse['terminal'] } {
  const invalid = (message: string) => ({ success: true, valid: false, message });
  if (pos.ended) return invalid(posSessionEndMessage(pos.ended));
  if (check.schemaName !== undefined && check.schemaName !== pos.schemaName) return invalid(POS_MESSAGES.otherCompany);
  if (check.terminalId !== undefined && normalizeIdAcceso(check.terminalId) !== pos.idAcceso) {
    return invalid(POS_MESSAGES.otherTerminal);
  }
  return {
    success: true,
    valid: true,
    message: POS_MESSAGES.connected,
    terminal: posTerminalSummaryOf(pos),
  };
}
