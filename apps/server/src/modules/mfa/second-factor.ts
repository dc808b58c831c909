import { MFA_MESSAGES, MFA_REQUIRED_CODE, normalizeMfaCode } from '@jornada/shared/api/mfa';
import type { Db } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { claimTimeStep, findMfa, type MfaRow, spendRecoveryCode } from './mfa.repository';
import type { MfaSecretBox } from './mfa-secret-box';
import { hashRecoveryCode, looksLikeRecoveryCode } from './recovery-codes';
import { matchTotp } from './totp';

/**
 * What a typed second factor turned out to be. `reused`: the app's code of a step already accepted;
 * `unreadable`: the stored secret does not open (the signing key changed), so only a recovery code works.
 */
export type SecondFactorCheck = 'totp' | 'recovery' | 'wrong' | 'reused' | 'unreadable';

const TOTP_SHAPE = /^\d{6}$/;

/**
 * Checks a code against an enabled verification and spends it: the app's code claims its time step
 * (no replay), a recovery code is marked used. Both writes are conditional, so two requests racing
 * with one code cannot both pass.
 */
export async function checkSecondFactor(
  db: Db,
  box: MfaSecretBox,
  mfa: MfaRow,
  code: string,
  now = new Date(),
): Promise<SecondFactorCheck> {
  const typed = normalizeMfaCode(code);
  if (TOTP_SHAPE.test(typed)) {
    const secret = box.open(mfa.user_id, mfa.secret);
    if (secret === null) return 'unreadable';
    const lastStep = mfa.last_time_step === null ? null : Number(mfa.last_time_step);
    const step = await matchTotp(secret, typed, { now, afterTimeStep: lastStep });
    if (step === null) {
      // Refused as used (not as wrong) when it matches without the replay rule: the person did type the app's code.
      if (lastStep !== null && (await matchTotp(secret, typed, { now })) !== null) return 'reused';
      return 'wrong';
    }
    return (await claimTimeStep(db, mfa.user_id, step)) ? 'totp' : 'reused';
  }
  if (!looksLikeRecoveryCode(typed)) return 'wrong';
  return (await spendRecoveryCode(db, mfa.user_id, hashRecoveryCode(mfa.recovery_salt, typed))) ? 'recovery' : 'wrong';
}

const refusalMessages: Record<Exclude<SecondFactorCheck, 'totp' | 'recovery'>, string> = {
  wrong: MFA_MESSAGES.wrongCode,
  reused: MFA_MESSAGES.reusedCode,
  unreadable: MFA_MESSAGES.secretUnreadable,
};

/** The Spanish reason a code was refused. */
export function refusalMessageOf(check: Exclude<SecondFactorCheck, 'totp' | 'recovery'>): string {
  return refusalMessages[check];
}

/** 401 `{ mfa_required: true, code: 'MFA_REQUIRED', message }`: the login's second step is missing or wrong. */
function mfaRequired(message: string): AppError {
  return new AppError('UNAUTHENTICATED', message, { extra: { code: MFA_REQUIRED_CODE, mfa_required: true } });
}

/**
 * The login's second step, after the right password: 'none' when the account has no verification on,
 * else how the code passed. A missing or refused code is a 401 the caller lets count as a failed attempt.
 */
export async function verifyLoginSecondFactor(
  db: Db,
  box: MfaSecretBox,
  userId: number,
  code: string | undefined,
): Promise<'none' | 'totp' | 'recovery'> {
  const mfa = await findMfa(db, userId);
  if (!mfa?.enabled_at) return 'none';
  if (code === undefined || code.trim() === '') throw mfaRequired(MFA_MESSAGES.required);
  const check = await checkSecondFactor(db, box, mfa, code);
  if (check === 'totp' || check === 'recovery') return check;
  throw mfaRequired(refusalMessageOf(check));
}
