import { ApiError } from '../../../lib/api-client';

/** SPEC §4.4, §9: verified every 10 s (and on load and when the tab shows again); redirect 2 s after. */
export const POS_VERIFY_INTERVAL_MS = 10_000;
export const POS_REDIRECT_DELAY_MS = 2000;
/** SPEC §8: POS toasts at most one per 5 s. */
export const POS_TOAST_INTERVAL_MS = 5000;
/** SPEC §4.4: /pos-login, which is /login?mode=pos (SPEC §2.1). */
export const POS_LOGIN_PATH = '/login?mode=pos';

export const POS_SESSION_TOAST_TITLE = 'Sesión expirada';
export const POS_SESSION_EXPIRED = 'Tu sesión del POS ha expirado, serás redirigido al login.';
export const POS_TERMINAL_DISCONNECTED = 'El terminal POS no está conectado, serás redirigido al login.';

export type PosSessionState =
  | { kind: 'valid' }
  /** The server answered that this terminal's session no longer works (revoked, new PIN, other company…). */
  | { kind: 'disconnected'; reason: string }
  /** No POS session at all (401/403): the cookie is gone or expired. */
  | { kind: 'expired'; reason: string }
  /** Network, timeout or server failure: proves nothing, the kiosk keeps going. */
  | { kind: 'unknown' };

/** What a verify answer (or its failure) means for the kiosk. */
export function classifyVerify(result: { valid: boolean; message: string } | null, error?: unknown): PosSessionState {
  if (error !== undefined && error !== null) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      return { kind: 'expired', reason: error.message };
    }
    return { kind: 'unknown' };
  }
  if (!result) return { kind: 'unknown' };
  return result.valid ? { kind: 'valid' } : { kind: 'disconnected', reason: result.message };
}

/** SPEC §8's POS toast for an ended session. */
export function sessionEndToast(state: Extract<PosSessionState, { kind: 'disconnected' | 'expired' }>) {
  return {
    title: POS_SESSION_TOAST_TITLE,
    description: state.kind === 'expired' ? POS_SESSION_EXPIRED : POS_TERMINAL_DISCONNECTED,
    variant: 'error' as const,
  };
}

/** The verify call for saved data: the terminal's own when its id is known (SPEC §7). */
export function verifyPath(idAcceso: string | null | undefined): string {
  return idAcceso ? `/api/pos/verify/terminal/${encodeURIComponent(idAcceso)}` : '/api/pos/verify';
}
