import { describe, expect, it } from 'vitest';
import { generateSigningKey } from '../record/signing-key';
import { checkKioskQrToken, deriveKioskQrKey, issueKioskQrToken } from './kiosk-qr-token';

const key = deriveKioskQrKey(generateSigningKey());
const terminal = { terminalId: 7, companyId: 3 };
/** A window boundary: 30 s windows start at multiples of 30 000 ms since the epoch. */
const WINDOW_START = new Date('2030-03-04T08:00:00.000Z');
const at = (ms: number) => new Date(WINDOW_START.getTime() + ms);

describe('the kiosk QR token', () => {
  it('names the terminal and company, changes every 30 s and expires 60 s after its window starts', () => {
    const issued = issueKioskQrToken(key, terminal, at(12_000));
    expect(issued.token).toMatch(/^7\.3\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(issued.refreshAt).toEqual(at(30_000));
    expect(issued.expiresAt).toEqual(at(60_000));
    expect(issueKioskQrToken(key, terminal, at(29_999)).token).toBe(issued.token);
    expect(issueKioskQrToken(key, terminal, at(30_000)).token).not.toBe(issued.token);
    expect(checkKioskQrToken(key, issued.token, at(59_999))).toEqual({
      ok: true,
      claims: { ...terminal, window: WINDOW_START.getTime() / 30_000 },
    });
    expect(checkKioskQrToken(key, issued.token, at(60_000))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token of another key, a changed claim, a future window and anything malformed as invalid', () => {
    const { token } = issueKioskQrToken(key, terminal, WINDOW_START);
    const otherKey = deriveKioskQrKey(generateSigningKey());
    expect(checkKioskQrToken(otherKey, token, WINDOW_START)).toEqual({ ok: false, reason: 'invalid' });
    const [, companyId, window, signature] = token.split('.');
    for (const forged of [
      `8.${companyId}.${window}.${signature}`,
      `7.4.${window}.${signature}`,
      `7.${companyId}.${Number(window) + 1}.${signature}`,
    ]) {
      expect(checkKioskQrToken(key, forged, WINDOW_START), forged).toEqual({ ok: false, reason: 'invalid' });
    }
    const future = issueKioskQrToken(key, terminal, at(60_000)).token;
    expect(checkKioskQrToken(key, future, WINDOW_START)).toEqual({ ok: false, reason: 'invalid' });
    for (const junk of ['', 'abc', `${token}x`, token.slice(0, -1), `0.3.1.${signature}`, token.replaceAll('.', ':')]) {
      expect(checkKioskQrToken(key, junk, WINDOW_START), junk).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('derives a key of its own from the record key, the same for the same record key', () => {
    const recordKey = generateSigningKey();
    expect(deriveKioskQrKey(recordKey).equals(deriveKioskQrKey(recordKey))).toBe(true);
    expect(deriveKioskQrKey(recordKey)).toHaveLength(32);
  });
});
