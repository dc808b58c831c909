import type { Db, Trx } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import {
  clearLoginFailures,
  countRecentFailures,
  deleteLoginFailure,
  insertLoginFailure,
} from './password-attempts.repository';

/**
 * Failures are counted per IP and per account-from-that-IP over a sliding window. Counting per
 * account across all IPs would let anyone lock a worker out for as long as they keep trying;
 * this way an attacker only ever locks out their own address.
 */
export const LOGIN_LIMITS = { windowMinutes: 15, perAccountAndIp: 10, perIp: 50 };

/**
 * Every check of a password someone types (login, and the current password when changing it)
 * spends from one budget per account and IP, so neither route can be used to guess around the
 * other. The attempt counts as a failure from the start (see insertLoginFailure), this one
 * included; the caller deletes it with forgiveLoginAttempt once the password proves right.
 */
export async function startPasswordAttempt(db: Db, input: { ip: string; email: string }): Promise<number> {
  const attemptId = await insertLoginFailure(db, input);
  const failures = await countRecentFailures(db, { ...input, windowMinutes: LOGIN_LIMITS.windowMinutes });
  if (failures.byAccount > LOGIN_LIMITS.perAccountAndIp || failures.byIp > LOGIN_LIMITS.perIp) {
    await deleteLoginFailure(db, attemptId);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Demasiados intentos fallidos. Espera ${LOGIN_LIMITS.windowMinutes} minutos antes de volver a intentarlo.`,
      { retryAfterSeconds: LOGIN_LIMITS.windowMinutes * 60 },
    );
  }
  return attemptId;
}

/**
 * Once an attempt's password (or second factor) proves right, the attempt no longer counts towards the limit:
 * it was counted as a failure before the check.
 */
export async function forgiveLoginAttempt(db: Db, attemptId: number): Promise<void> {
  await deleteLoginFailure(db, attemptId);
}

/** A successful sign-in wipes the account's failures from that address: the budget starts afresh. */
export async function forgetAccountFailures(db: Db | Trx, input: { ip: string; email: string }): Promise<void> {
  await clearLoginFailures(db, input);
}
