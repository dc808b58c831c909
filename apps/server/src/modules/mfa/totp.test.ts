import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { generateSigningKey } from '../record/signing-key';
import { createMfaSecretBox, deriveMfaSecretKey } from './mfa-secret-box';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes, newRecoverySalt } from './recovery-codes';
import { matchTotp, newTotpSecret, otpauthUrlOf } from './totp';

/** A fixed instant, in the middle of a 30-second step: nothing here reads the clock. */
const T = 1_750_000_005;
const at = (seconds: number) => new Date(seconds * 1000);
const stepOf = (seconds: number) => Math.floor(seconds / 30);

describe('matchTotp (otplib, RFC 6238)', () => {
  const secret = newTotpSecret();

  it('accepts the code of the current step and of one step either side, and names the step', async () => {
    for (const offset of [-30, 0, 30]) {
      const code = await generate({ secret, epoch: T + offset });
      expect(await matchTotp(secret, code, { now: at(T) }), `offset ${offset}`).toBe(stepOf(T + offset));
    }
    for (const offset of [-60, 60, 3600]) {
      const code = await generate({ secret, epoch: T + offset });
      expect(await matchTotp(secret, code, { now: at(T) }), `offset ${offset}`).toBeNull();
    }
  });

  it('refuses a code of the last accepted step or an earlier one (no replay)', async () => {
    const code = await generate({ secret, epoch: T });
    expect(await matchTotp(secret, code, { now: at(T), afterTimeStep: stepOf(T) })).toBeNull();
    expect(await matchTotp(secret, code, { now: at(T), afterTimeStep: stepOf(T) - 1 })).toBe(stepOf(T));
    // A last step past the whole window (a clock that went back) refuses everything, without throwing.
    expect(await matchTotp(secret, code, { now: at(T), afterTimeStep: stepOf(T) + 5 })).toBeNull();
  });

  it('answers null to malformed codes instead of throwing', async () => {
    for (const code of ['', '12345', '1234567', 'abcdef']) {
      expect(await matchTotp(secret, code, { now: at(T) }), code).toBeNull();
    }
  });

  it('names the issuer and the account in the otpauth URI', () => {
    const url = new URL(otpauthUrlOf('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'ana@empresa.es'));
    expect(`${url.host}${decodeURIComponent(url.pathname)}`).toBe('totp/Jornada:ana@empresa.es');
    expect(url.searchParams.get('issuer')).toBe('Jornada');
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes of the documented shape, recognised however they are typed', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
      expect(looksLikeRecoveryCode(code.toLowerCase().replace('-', ' '))).toBe(true);
    }
    expect(looksLikeRecoveryCode('123456')).toBe(false);
    expect(looksLikeRecoveryCode('ABCDE-FGHI0')).toBe(false);
  });

  it('hash per salt, the same however they are typed', () => {
    const [salt, other] = [newRecoverySalt(), newRecoverySalt()];
    expect(hashRecoveryCode(salt, 'ABCDE-FGHJK')).toBe(hashRecoveryCode(salt, ' abcde fghjk'));
    expect(hashRecoveryCode(salt, 'ABCDE-FGHJK')).not.toBe(hashRecoveryCode(other, 'ABCDE-FGHJK'));
  });
});

describe('the secret box', () => {
  const key = deriveMfaSecretKey(generateSigningKey());
  const box = createMfaSecretBox(() => key);

  it('opens what it sealed for the same user only', () => {
    const sealed = box.seal(7, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(7, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(8, sealed)).toBeNull();
    const [version, iv, ciphertext, tag] = sealed.split('.') as [string, string, string, string];
    const flipped = `${ciphertext[0] === 'A' ? 'B' : 'A'}${ciphertext.slice(1)}`;
    expect(box.open(7, [version, iv, flipped, tag].join('.'))).toBeNull();
    expect(box.open(7, 'nada')).toBeNull();
  });

  it('does not open under another signing key', () => {
    const other = createMfaSecretBox(() => deriveMfaSecretKey(generateSigningKey()));
    expect(other.open(7, box.seal(7, 'JBSWY3DPEHPK3PXP'))).toBeNull();
  });
});
