/**
 * The browser's install offer (SPEC §2.1: an install-app prompt, on desktop browsers only). Chrome and
 * Edge fire `beforeinstallprompt` once, early, when the site is installable; it is kept here from
 * start-up (main.tsx) so the landing, which loads later, can still use it.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOutcome = 'installed' | 'cancelled' | 'unavailable';

export interface InstallState {
  /** The browser offered installation and it has not been used yet. */
  canPrompt: boolean;
  /** Installed during this visit (the appinstalled event). */
  isInstalled: boolean;
}

let deferred: BeforeInstallPromptEvent | null = null;
let state: InstallState = { canPrompt: false, isInstalled: false };
const listeners = new Set<() => void>();

function setState(next: Partial<InstallState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function startInstallPromptCapture(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: the page offers installation where it fits.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    setState({ canPrompt: true });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    setState({ canPrompt: false, isInstalled: true });
  });
}

export function subscribeInstallState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getInstallState(): InstallState {
  return state;
}

const NOT_OFFERED: InstallState = { canPrompt: false, isInstalled: false };

/**
 * useSyncExternalStore's server snapshot: the state a page has before the browser says anything, as in
 * the landing prerendered at build time. Hydration renders with it, then with the live one.
 */
export function getInitialInstallState(): InstallState {
  return NOT_OFFERED;
}

/** Shows the browser's install dialog if it offered one. */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = deferred;
  if (!event) return 'unavailable';
  // The event can be used once.
  deferred = null;
  setState({ canPrompt: false });
  try {
    await event.prompt();
    const { outcome } = await event.userChoice;
    return outcome === 'accepted' ? 'installed' : 'cancelled';
  } catch {
    return 'unavailable';
  }
}
