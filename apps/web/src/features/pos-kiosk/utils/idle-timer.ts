/** An open card goes back to the grid after 30 s without a touch. */
export const KIOSK_IDLE_MS = 30_000;

export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const globalTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Calls `onIdle` once `timeoutMs` pass without `touch()`. Started by the first touch; `stop()` cancels
 * it until the next touch.
 */
export function createIdleTimer(onIdle: () => void, timeoutMs = KIOSK_IDLE_MS, timers: Timers = globalTimers) {
  let handle: unknown = null;
  const stop = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  return {
    touch() {
      stop();
      handle = timers.setTimeout(() => {
        handle = null;
        onIdle();
      }, timeoutMs);
    },
    stop,
    isRunning: () => handle !== null,
  };
}
