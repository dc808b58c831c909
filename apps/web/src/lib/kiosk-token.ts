import { KIOSK_QR_PATH, KIOSK_QR_VALID_SECONDS, KIOSK_QR_WINDOW_SECONDS } from '@jornada/shared/api/kiosk-qr';

/**
 * When a kiosk QR's token stops being accepted, read from the token itself
 * (`terminalId.companyId.window.signature`): the server decides, this only tells the
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

/** setTimeout's longest delay; a later deadline is reached in steps. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * Calls `onExpired` once `expiresAt` has passed: at once when it already has, else from a timer set
 * for that instant (re-armed if it fires early, as a throttled or frozen timer on a phone can).
 * `recheck()` looks again now, for a page coming back from the background; `cancel()` stops watching.
 */
export function watchTokenExpiry(expiresAt: Date, onExpired: () => void): { recheck: () => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isDone = false;
  const recheck = () => {
    if (isDone) return;
    clearTimeout(timer);
    const left = expiresAt.getTime() - Date.now();
    if (left > 0) {
      timer = setTimeout(recheck, Math.min(left, MAX_TIMEOUT_MS));
      return;
    }
    isDone = true;
    onExpired();
  };
  recheck();
  return {
    recheck,
    cancel: () => {
      isDone = true;
      clearTimeout(timer);
    },
  };
}

/**
 * The token in what the phone's scanner read, when it is one of this site's kiosk QRs
 * (`{origin}/fichar?k=TOKEN`); null for any other code, so a stray QR never opens another site.
 */
export function scannedKioskToken(text: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || url.pathname !== KIOSK_QR_PATH) return null;
  const token = url.searchParams.get('k');
  return token && kioskTokenExpiresAt(token) ? token : null;
}
