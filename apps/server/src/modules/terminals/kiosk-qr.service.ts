import { KIOSK_QR_MESSAGES, type PosQrResponse } from '@jornada/shared/api/kiosk-qr';
import type { PosSession } from '../../access/principals';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import type { ClockPerson } from '../workshift/clock-action.service';
import { findKioskQrTerminal } from './kiosk-qr.repository';
import { checkKioskQrToken, issueKioskQrToken } from './kiosk-qr-token';

/** The kiosk-QR HMAC key, opened once on first use (it derives from the record's signing key). */
export type KioskQrKey = () => Buffer;

/** GET /api/pos/qr: the token of the POS session's terminal for the current 30-second window. */
export function showKioskQr(key: KioskQrKey, pos: PosSession, now = new Date()): PosQrResponse {
  const issued = issueKioskQrToken(key(), { terminalId: pos.terminalId, companyId: pos.companyId }, now);
  return {
    token: issued.token,
    expires_at: issued.expiresAt.toISOString(),
    refresh_at: issued.refreshAt.toISOString(),
  };
}

/**
 * The terminal a worker clocks at with a scanned QR's token (sent as kiosk_token), or an error in
 * Spanish: not one of ours or malformed → 400, past its 60 s → 400, another company's terminal → 403,
 * a revoked terminal → 403, a worker the terminal does not list → 403.
 */
export async function admitKioskQr(
  db: Db,
  key: KioskQrKey,
  user: ClockPerson,
  token: string,
  now = new Date(),
): Promise<{ terminalId: number }> {
  const check = checkKioskQrToken(key(), token, now);
  if (!check.ok) throw new AppError('BAD_REQUEST', KIOSK_QR_MESSAGES[check.reason]);
  const { terminalId, companyId } = check.claims;
  if (companyId !== user.company_id) throw new AppError('FORBIDDEN', KIOSK_QR_MESSAGES.otherCompany);
  const terminal = await withTenant(db, companyId, (trx) => findKioskQrTerminal(trx, companyId, terminalId, user.id));
  if (!terminal) throw new AppError('BAD_REQUEST', KIOSK_QR_MESSAGES.invalid);
  if (terminal.revoked_at !== null) throw new AppError('FORBIDDEN', KIOSK_QR_MESSAGES.terminalRevoked);
  if (!terminal.is_allowed) throw new AppError('FORBIDDEN', KIOSK_QR_MESSAGES.notAllowed);
  return { terminalId };
}
