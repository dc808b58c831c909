import { useEffect, useState } from 'react';
import { secondsLeft } from '../utils/attempt-wait';

/**
 * The clock a 429's wait is counted down on: re-read at each whole second left until `until`
 * (then it stops), so the keypad shows 30, 29… and opens again exactly when the server does.
 */
export function useAttemptWait(until: number | null): { now: number; isWaiting: boolean } {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= until) return;
      timer = setTimeout(tick, (until - current) % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [until]);
  return { now, isWaiting: secondsLeft(until, now) > 0 };
}
