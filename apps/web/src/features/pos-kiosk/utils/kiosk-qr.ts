import { KIOSK_QR_WINDOW_SECONDS } from '@jornada/shared/api/kiosk-qr';

const WINDOW_MS = KIOSK_QR_WINDOW_SECONDS * 1000;

/**
 * How long until the kiosk asks for its next QR token: when the server said the next window starts
 * (plus a moment, so the new one is there), never sooner than 1 s nor later than one window.
 */
export function msUntilQrRefresh(refreshAt: string | undefined, now: number): number {
  const at = refreshAt === undefined ? Number.NaN : Date.parse(refreshAt);
  if (Number.isNaN(at)) return WINDOW_MS;
  return Math.min(WINDOW_MS, Math.max(1000, at - now + 250));
}

/**
 * The dark modules of a QR code as one SVG path (a 1×1 square per module, in module units), drawn
 * with `viewBox="0 0 size size"` inside its quiet zone by the caller.
 */
export function qrModulesPath(size: number, isDark: (row: number, column: number) => boolean): string {
  const squares: string[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (isDark(row, column)) squares.push(`M${column} ${row}h1v1h-1z`);
    }
  }
  return squares.join('');
}
