import { useEffect } from 'react';

type WakeLockSentinelLike = { release: () => Promise<void> };
type WakeLockLike = { request: (type: 'screen') => Promise<WakeLockSentinelLike> };

/**
 * Keeps a wall-mounted tablet's screen on while the kiosk is shown (Screen Wake Lock API, where the
 * browser has it). The browser drops the lock when the tab is hidden; it is asked for again on return.
 */
export function useWakeLock(): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let isActive = true;
    const acquire = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const lock = await wakeLock.request('screen');
        if (isActive) sentinel = lock;
        else void lock.release();
      } catch {
        // Refused (battery saver, no user gesture yet): the screen simply follows its own settings.
      }
    };
    const onVisibilityChange = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      isActive = false;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
}
