import { KIOSK_QR_VALID_SECONDS, KIOSK_QR_WINDOW_SECONDS } from '@jornada/shared/api/kiosk-qr';

/**
 * When a kiosk QR's token stops being accepted, read from the token itself
 * (`terminalId.companyId.window.signature`, issue 12 §4): the server decides, this only tells the
 * worker in time. Null when it is not shaped like one.
 */
export function kioskTokenExpiresAt(token: string): Date | null {
  const match = /^\d+\.\d+\.(\d{1,12})\.[A-Za-z0-9_-]+$/.exec(token.trim());
  if (!match) return null;
  return new Date((Number(match[1]) * KIOSK_QR_WINDOW_SECONDS + KIOSK_QR_VALID_SECONDS) * 1000);
}

/** Whole seconds left before `expiresAt` (0 once past). */
export function secondsLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
}
