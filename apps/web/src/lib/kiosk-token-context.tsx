import { createContext, type ReactNode, useContext } from 'react';

/**
 * The token of a kiosk QR the worker scanned (/fichar?k=TOKEN, issue 12 §4), for the time card's clock
 * calls to send as `kiosk_token`. A lib, not a feature, so the page that reads it and the time card
 * that sends it need not import each other. Null everywhere else: the card's calls stay SPEC's.
 */
const KioskTokenContext = createContext<string | null>(null);

export function KioskTokenProvider({ token, children }: { token: string | null; children: ReactNode }) {
  return <KioskTokenContext.Provider value={token}>{children}</KioskTokenContext.Provider>;
}

export function useKioskToken(): string | null {
  return useContext(KioskTokenContext);
}
