import { z } from 'zod';

/**
 * QR clock-in: the kiosk's idle screen shows a QR with a signed, single-terminal token;
 * a worker logged in on their own phone scans it (/fichar?k=TOKEN) and clocks with the web's calls,
 * sending it as `kiosk_token`. The token changes every 30 s and is valid 60 s (ADR 012, QR clock-in).
 */

/** How often the token changes: a new one starts at each window. */
export const KIOSK_QR_WINDOW_SECONDS = 30;
/** How long a token is accepted, from the start of its window. */
export const KIOSK_QR_VALID_SECONDS = 60;

/** The route of the worker's page the QR opens; the token travels as `k`. */
export const KIOSK_QR_PATH = '/fichar';

export const KIOSK_QR_MESSAGES = {
  invalid: 'El código QR no es válido: escanéalo de nuevo',
  expired: 'El código QR ha caducado: escanéalo de nuevo',
  otherCompany: 'Este código QR es de un terminal de otra empresa',
  terminalRevoked: 'Este terminal POS ya no está activo',
  notAllowed: 'No puedes fichar en este terminal',
} as const;

/** GET /api/pos/qr: the token to show now, when it stops being valid and when to ask for the next. */
export const posQrResponse = z.object({
  token: z.string(),
  expires_at: z.string(),
  refresh_at: z.string(),
});
export type PosQrResponse = z.infer<typeof posQrResponse>;

/** The address the QR encodes: the worker's page on this site, with the token. */
export function kioskQrUrl(origin: string, token: string): string {
  return `${origin.replace(/\/$/, '')}${KIOSK_QR_PATH}?k=${encodeURIComponent(token)}`;
}
