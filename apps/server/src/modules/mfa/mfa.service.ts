import {
  MFA_MESSAGES,
  type MfaDisableRequest,
  type MfaEnableResponse,
  type MfaSetup,
  type MfaStatus,
  normalizeMfaCode,
} from '@jornada/shared/api/mfa';
import type { SessionUser } from '@jornada/shared/api/session';
import { normalizeEmail } from '@jornada/shared/domain/email';
import { recordAudit } from '../../access/record-audit';
import { type Db, type Trx, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import { forgiveLoginAttempt, startPasswordAttempt } from '../password-attempts/password-attempts.service';
import {
  countRecoveryCodesLeft,
  deleteMfa,
  findCredentialsOf,
  findMfa,
  findUserToReset,
  hasEnabledMfa,
  markMfaEnabled,
  replaceRecoveryCodes,
  savePendingMfa,
} from './mfa.repository';
import type { MfaSecretBox } from './mfa-secret-box';
import { hashRecoveryCode, newRecoveryCodes, newRecoverySalt } from './recovery-codes';
import { checkSecondFactor, refusalMessageOf } from './second-factor';
import { matchTotp, newTotpSecret, otpauthUrlOf } from './totp';

export interface MfaActor {
  user: SessionUser;
  ip: string;
}

/** A transaction in the user's company (its activity log is under RLS), or a plain one for the others. */
function inUserScope<T>(db: Db, user: SessionUser, fn: (trx: Trx) => Promise<T>): Promise<T> {
  return user.company_id === null ? db.transaction().execute(fn) : withTenant(db, user.company_id, fn);
}

/** GET /api/auth/mfa */
export async function getMfaStatus(db: Db, user: SessionUser, isPlatformMfaRequired: boolean): Promise<MfaStatus> {
  const mfa = await findMfa(db, user.id);
  const isEnabled = Boolean(mfa?.enabled_at);
  return {
    is_enabled: isEnabled,
    enabled_at: mfa?.enabled_at ? new Date(mfa.enabled_at).toISOString() : null,
    recovery_codes_left: isEnabled ? await countRecoveryCodesLeft(db, user.id) : 0,
    is_required: user.role === 'navegatel' && isPlatformMfaRequired,
  };
}

/**
 * POST /api/auth/mfa/setup: a new secret, pending until a code of it confirms it (enable). The secret is
 * answered this once; the database keeps it sealed. A new setup replaces a pending one; an enabled one is 409.
 */
export async function startMfaSetup(db: Db, box: MfaSecretBox, user: SessionUser): Promise<MfaSetup> {
  const secret = newTotpSecret();
  const isSaved = await savePendingMfa(db, {
    userId: user.id,
    secret: box.seal(user.id, secret),
    recoverySalt: newRecoverySalt(),
  });
  if (!isSaved) throw new AppError('CONFLICT', MFA_MESSAGES.alreadyEnabled);
  return { secret, otpauth_url: otpauthUrlOf(secret, user.email) };
}

/** POST /api/auth/mfa/enable: the app's code proves the secret was stored; the ten recovery codes, once. */
export async function enableMfa(
  db: Db,
  box: MfaSecretBox,
  actor: MfaActor,
  code: string,
  now = new Date(),
): Promise<MfaEnableResponse> {
  const { user } = actor;
  const mfa = await findMfa(db, user.id);
  if (mfa?.enabled_at) throw new AppError('CONFLICT', MFA_MESSAGES.alreadyEnabled);
  const secret = mfa ? box.open(user.id, mfa.secret) : null;
  if (!mfa || secret === null) throw new AppError('CONFLICT', MFA_MESSAGES.notStarted);
  const step = await matchTotp(secret, normalizeMfaCode(code), { now });
  if (step === null) {
    throw new AppError('BAD_REQUEST', MFA_MESSAGES.wrongCode, { fields: { code: MFA_MESSAGES.wrongCode } });
  }
  const codes = newRecoveryCodes();
  await inUserScope(db, user, async (trx) => {
    // A second enable racing this one (or a setup started meanwhile with another secret) loses here.
    if (!(await markMfaEnabled(trx, user.id, step))) throw new AppError('CONFLICT', MFA_MESSAGES.alreadyEnabled);
    await replaceRecoveryCodes(
      trx,
      user.id,
      codes.map((recoveryCode) => hashRecoveryCode(mfa.recovery_salt, recoveryCode)),
    );
    await recordAudit(trx, user.company_id, { actorUserId: user.id, action: 'user.mfa_enabled', ip: actor.ip });
  });
  return { recovery_codes: codes };
}

/**
 * POST /api/auth/mfa/disable: the password and a code (the app's or a recovery code). The password
 * check spends from the login's budget, and a wrong code keeps that attempt counted.
 */
export async function disableMfa(
  db: Db,
  box: MfaSecretBox,
  actor: MfaActor,
  input: MfaDisableRequest,
): Promise<{ success: true }> {
  const { user } = actor;
  const [mfa, credentials] = await Promise.all([findMfa(db, user.id), findCredentialsOf(db, user.id)]);
  if (!mfa?.enabled_at || !credentials) throw new AppError('CONFLICT', MFA_MESSAGES.notEnabled);
  const attemptId = await startPasswordAttempt(db, { ip: actor.ip, email: credentials.email });
  if (!(await verifyPassword(credentials.password_hash, input.password))) {
    throw new AppError('BAD_REQUEST', MFA_MESSAGES.wrongPassword, { fields: { password: MFA_MESSAGES.wrongPassword } });
  }
  const check = await checkSecondFactor(db, box, mfa, input.code);
  if (check !== 'totp' && check !== 'recovery') {
    const message = refusalMessageOf(check);
    throw new AppError('BAD_REQUEST', message, { fields: { code: message } });
  }
  await forgiveLoginAttempt(db, attemptId);
  await inUserScope(db, user, async (trx) => {
    await deleteMfa(trx, user.id);
    await recordAudit(trx, user.company_id, { actorUserId: user.id, action: 'user.mfa_disabled', ip: actor.ip });
  });
  return { success: true };
}

/**
 * `npm run cli -- reset-mfa --email E`: the operator turns a locked-out person's verification off (phone
 * and recovery codes both lost, identity checked outside the app). In their log with no actor.
 */
export async function resetMfaByOperator(db: Db, email: string): Promise<boolean> {
  const user = await findUserToReset(db, normalizeEmail(email));
  if (!user || !(await hasEnabledMfa(db, user.id))) return false;
  const run = async (trx: Trx) => {
    await deleteMfa(trx, user.id);
    await recordAudit(trx, user.company_id, { actorUserId: null, action: 'user.mfa_disabled', details: {} });
  };
  await (user.company_id === null ? db.transaction().execute(run) : withTenant(db, user.company_id, run));
  return true;
}

/** Whether the user has turned on two-step verification (the platform console requires it of `navegatel`). */
export function isMfaEnabledFor(db: Db, userId: number): Promise<boolean> {
  return hasEnabledMfa(db, userId);
}
