import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { KIOSK_QR_VALID_SECONDS, KIOSK_QR_WINDOW_SECONDS } from '@jornada/shared/api/kiosk-qr';
import type { RecordSigningKey } from '../record/signing-key';

/**
 * The QR token (ADR 012, QR clock-in): `terminalId.companyId.window.signature`, where `window` is the 30-second
 * window it was issued in and `signature` the base64url HMAC-SHA256 of the first three under the
 * server's kiosk-QR key. Verified without storage: nothing is written when the kiosk shows a QR.
 */
export interface KioskQrClaims {
  terminalId: number;
  companyId: number;
  /** floor(issued-at / 30 s). */
  window: number;
}

const WINDOW_MS = KIOSK_QR_WINDOW_SECONDS * 1000;
const VALID_MS = KIOSK_QR_VALID_SECONDS * 1000;
/** A token from a window that has not started yet (another instance's clock a little ahead). */
const CLOCK_SKEW_MS = 5000;
const TOKEN_PATTERN = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * The HMAC key, derived (HKDF-SHA256, its own label) from the record's signing key: the one secret
 * every instance already shares and keeps out of the database, so no new configuration is needed.
 */
export function deriveKioskQrKey(recordKey: RecordSigningKey): Buffer {
  const material = recordKey.privateKey.export({ type: 'pkcs8', format: 'der' });
  return Buffer.from(hkdfSync('sha256', material, Buffer.alloc(0), 'jornada kiosk-qr token v1', 32));
}

function signatureOf(key: Buffer, claims: KioskQrClaims): Buffer {
  return createHmac('sha256', key)
    .update(`kiosk-qr:v1:${claims.terminalId}:${claims.companyId}:${claims.window}`)
    .digest();
}

export const windowOf = (now: Date) => Math.floor(now.getTime() / WINDOW_MS);

/** The token of this terminal for the window `now` falls in, with when it expires and the next starts. */
export function issueKioskQrToken(
  key: Buffer,
  terminal: { terminalId: number; companyId: number },
  now = new Date(),
): { token: string; expiresAt: Date; refreshAt: Date } {
  const claims = { ...terminal, window: windowOf(now) };
  const signature = signatureOf(key, claims).toString('base64url');
  const start = claims.window * WINDOW_MS;
  return {
    token: `${claims.terminalId}.${claims.companyId}.${claims.window}.${signature}`,
    expiresAt: new Date(start + VALID_MS),
    refreshAt: new Date(start + WINDOW_MS),
  };
}

export type KioskQrCheck = { ok: true; claims: KioskQrClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** Whether `token` is one this server issued (else 'invalid') and still within its 60 s (else 'expired'). */
export function checkKioskQrToken(key: Buffer, token: string, now = new Date()): KioskQrCheck {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const claims = { terminalId: Number(match[1]), companyId: Number(match[2]), window: Number(match[3]) };
  const given = Buffer.from(match[4] as string, 'base64url');
  const expected = signatureOf(key, claims);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const start = claims.window * WINDOW_MS;
  if (start > now.getTime() + CLOCK_SKEW_MS) return { ok: false, reason: 'invalid' };
  if (now.getTime() >= start + VALID_MS) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
