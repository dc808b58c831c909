import { emergencyRecovery } from './recovery';

/** SPEC §9: three uncaught errors within 30 s trigger the emergency recovery (§4.7). */
export const CRASH_THRESHOLD = 3;
export const CRASH_WINDOW_MS = 30_000;
/** SPEC §9's error retry pause: after a recovery, another one waits this long (no reload loop). */
export const RECOVERY_PAUSE_MS = 60_000;

/** Set after a recovery, before its reload; sessionStorage survives the reload, not the tab. */
export const RECOVERY_MARKER_KEY = 'jornada-emergency-recovery-at';

export interface CrashDecision {
  /** The error times still inside the window, this one included. */
  recentErrors: number[];
  shouldRecover: boolean;
}

/**
 * One more uncaught error at `now`: recover when the window holds the threshold, unless a recovery
 * happened less than the pause ago (it would only reload into the same failure).
 */
export function recordCrash(previous: readonly number[], now: number, lastRecoveryAt: number | null): CrashDecision {
  const recentErrors = [...previous.filter((time) => now - time < CRASH_WINDOW_MS), now];
  const isPaused = lastRecoveryAt !== null && now - lastRecoveryAt >= 0 && now - lastRecoveryAt < RECOVERY_PAUSE_MS;
  const shouldRecover = recentErrors.length >= CRASH_THRESHOLD && !isPaused;
  return { recentErrors: shouldRecover ? [] : recentErrors, shouldRecover };
}

function readLastRecovery(): number | null {
  try {
    const value = Number(sessionStorage.getItem(RECOVERY_MARKER_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Writes the marker; false when sessionStorage is unusable, so no loop guard would hold. */
function markRecovery(now: number): boolean {
  try {
    sessionStorage.setItem(RECOVERY_MARKER_KEY, String(now));
    return sessionStorage.getItem(RECOVERY_MARKER_KEY) === String(now);
  } catch {
    return false;
  }
}

/** Counts uncaught errors and rejected promises for the page's lifetime (SPEC §4.7). */
export function startCrashRecovery(): void {
  let recentErrors: number[] = [];
  let isRecovering = false;
  const onCrash = () => {
    if (isRecovering) return;
    const now = Date.now();
    const decision = recordCrash(recentErrors, now, readLastRecovery());
    recentErrors = decision.recentErrors;
    if (!decision.shouldRecover) return;
    isRecovering = true;
    console.error('Varios errores seguidos: recuperación de emergencia de la aplicación');
    void emergencyRecovery().then(() => {
      // The recovery cleared sessionStorage: the marker goes in afterwards.
      if (markRecovery(now)) window.location.reload();
    });
  };
  window.addEventListener('error', onCrash);
  window.addEventListener('unhandledrejection', onCrash);
}
