/** SPEC §4.7: the service worker's health is checked every 60 s. */
export const HEALTH_CHECK_INTERVAL_MS = 60_000;
/** Failed updates in a row (with the server reachable) after which the worker is dropped. */
export const MAX_UPDATE_FAILURES = 3;

/** What a check saw: the update worked, failed with the server answering, or the network is down. */
export type UpdateOutcome = 'updated' | 'failed' | 'offline';

interface WorkerLike {
  state: string;
}

export interface RegistrationLike {
  active: WorkerLike | null;
  installing: WorkerLike | null;
  waiting: WorkerLike | null;
}

/** A registration with no live worker (none active, or the active one redundant) and none on the way. */
export function isWorkerMissing(registration: RegistrationLike): boolean {
  if (registration.installing || registration.waiting) return false;
  return registration.active === null || registration.active.state === 'redundant';
}

/** Offline never counts: the worker is what keeps the app usable then. */
export function nextFailureCount(previous: number, outcome: UpdateOutcome): number {
  if (outcome === 'updated') return 0;
  if (outcome === 'offline') return previous;
  return previous + 1;
}

export function shouldUnregister(registration: RegistrationLike, failures: number): boolean {
  return isWorkerMissing(registration) || failures >= MAX_UPDATE_FAILURES;
}

/** A failed update is 'offline' when the server cannot be reached at all: that is no fault of the worker. */
async function updateOutcome(registration: ServiceWorkerRegistration): Promise<UpdateOutcome> {
  try {
    await registration.update();
    return 'updated';
  } catch {
    try {
      await fetch('/sw.js', { method: 'HEAD', cache: 'no-store' });
      return 'failed';
    } catch {
      return 'offline';
    }
  }
}

/**
 * SPEC §4.7: every 60 s, ask for an update; a worker that is gone or whose updates keep failing is
 * unregistered, so a broken one never keeps serving a stale app (the next load comes from the network).
 */
export function startHealthCheck(registration: ServiceWorkerRegistration): void {
  let failures = 0;
  const timer = window.setInterval(async () => {
    failures = nextFailureCount(failures, await updateOutcome(registration));
    if (!shouldUnregister(registration, failures)) return;
    window.clearInterval(timer);
    console.warn('El service worker no responde: se desregistra');
    await registration.unregister().catch(() => false);
  }, HEALTH_CHECK_INTERVAL_MS);
}
