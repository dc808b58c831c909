import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { kioskTokenExpiresAt, watchTokenExpiry } from './kiosk-token';

export interface KioskTokenState {
  token: string | null;
  /** When the server stops accepting it, read from the token; null when there is none or it is malformed. */
  expiresAt: Date | null;
  /** A scanned token that can no longer clock: malformed, or past its expiry. False with no token. */
  isSpent: boolean;
}

/**
 * The token of a kiosk QR the worker scanned (/fichar?k=TOKEN), for the time card's clock
 * calls to send as `kiosk_token`, and whether it still works, so the card stops offering actions the
 * moment it expires. A lib, not a feature, so the page that reads it and the time card that sends it
 * need not import each other. No token everywhere else: the card's calls stay SPEC's.
 */
const KioskTokenContext = createContext<KioskTokenState>({ token: null, expiresAt: null, isSpent: false });

/** Whether the instant `at` (epoch ms) has passed, from a timer set for it; false for null. */
function useHasPassed(at: number | null): boolean {
  // The deadline seen passing: a new token (a new deadline) is not spent until its own passes.
  const [passed, setPassed] = useState<number | null>(null);
  useEffect(() => {
    if (at === null) return;
    const watch = watchTokenExpiry(new Date(at), () => setPassed(at));
    // A phone's timers stop while the tab is hidden; look again when it shows.
    const onVisible = () => document.visibilityState === 'visible' && watch.recheck();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      watch.cancel();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [at]);
  return at !== null && passed === at;
}

export function KioskTokenProvider({ token, children }: { token: string | null; children: ReactNode }) {
  const expiresAt = useMemo(() => (token ? kioskTokenExpiresAt(token) : null), [token]);
  const hasExpired = useHasPassed(expiresAt?.getTime() ?? null);
  const state = useMemo(
    () => ({ token, expiresAt, isSpent: token !== null && (expiresAt === null || hasExpired) }),
    [token, expiresAt, hasExpired],
  );
  return <KioskTokenContext.Provider value={state}>{children}</KioskTokenContext.Provider>;
}

export function useKioskToken(): string | null {
  return useContext(KioskTokenContext).token;
}

export function useKioskTokenState(): KioskTokenState {
  return useContext(KioskTokenContext);
}
