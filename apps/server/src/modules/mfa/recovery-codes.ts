import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { MFA_RECOVERY_CODE_COUNT, normalizeMfaCode } from '@jornada/shared/api/mfa';

/** No 0/O, 1/I/L: a code is read off paper and typed by hand. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;
const CODE_SHAPE = new RegExp(`^[${ALPHABET}]{${CODE_LENGTH}}$`);

/**
 * Ten codes of 10 characters (about 49.5 bits each), shown as «ABCDE-FGHJK». Guessing one is bounded
 * by the login's rate limit; stored only as hashes (see hashRecoveryCode).
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: MFA_RECOVERY_CODE_COUNT }, () => {
    let code = '';
    for (let i = 0; i < CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** A per-user random salt: the same code of two users hashes differently, and a table of hashes is per user. */
export function newRecoverySalt(): string {
  return randomBytes(16).toString('base64url');
}

/** Whether a typed text (spaces, dashes and case aside) has the shape of a recovery code. */
export function looksLikeRecoveryCode(code: string): boolean {
  return CODE_SHAPE.test(normalizeMfaCode(code));
}

/** HMAC-SHA256 of the normalised code under the user's salt (ASVS 2.6.2: salted, approved hash). */
export function hashRecoveryCode(salt: string, code: string): string {
  return createHmac('sha256', salt).update(normalizeMfaCode(code)).digest('base64url');
}
