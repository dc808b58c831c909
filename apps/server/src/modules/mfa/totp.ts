import { generateSecret, generateURI, verify } from 'otplib';

/**
 * TOTP through otplib (RFC 6238 with the defaults every authenticator app uses: SHA-1, 6 digits, 30 s).
 * Nothing here is hand-made: this file only fixes the parameters and the replay rule.
 */
export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'Jornada';

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI an authenticator app reads from the QR: «Jornada: email». */
export function otpauthUrlOf(secret: string, accountName: string): string {
  return generateURI({ issuer: ISSUER, label: accountName, secret });
}

export const epochSecondsOf = (now: Date) => Math.floor(now.getTime() / 1000);

/**
 * The time step a code belongs to, or null when it matches none. A code of the current step or one
 * step either side is taken (a phone's clock a little off, or a code typed as it changes); a code of
 * `afterTimeStep` or earlier is refused, so a code once accepted cannot be used again.
 */
export async function matchTotp(
  secret: string,
  code: string,
  options: { now: Date; afterTimeStep?: number | null },
): Promise<number | null> {
  const epoch = epochSecondsOf(options.now);
  const latestStep = Math.floor((epoch + TOTP_PERIOD_SECONDS) / TOTP_PERIOD_SECONDS);
  const afterTimeStep = options.afterTimeStep ?? undefined;
  // otplib refuses (throws) an afterTimeStep past the window: every step in it was used already.
  if (afterTimeStep !== undefined && afterTimeStep >= latestStep) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch,
      epochTolerance: TOTP_PERIOD_SECONDS,
      afterTimeStep,
    });
    // A TOTP result carries its time step (the union type also covers HOTP's).
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A malformed token or secret: no match, never a 500.
    return null;
  }
}
