import { useEffect, useRef } from 'react';
import { createIdleTimer, KIOSK_IDLE_MS } from '../utils/idle-timer';

const activityEvents = ['pointerdown', 'keydown', 'input', 'wheel'] as const;

/**
 * While `isActive` (a card is open, or a search typed), calls `onIdle` after 30 s without a touch, a
 * key or typing anywhere on the page: the kiosk goes back to its grid for the next person.
 */
export function useIdleReturn(isActive: boolean, onIdle: () => void, timeoutMs = KIOSK_IDLE_MS): void {
  const onIdleRef = useRef(onIdle);
  onIdleRef.current = onIdle;

  useEffect(() => {
    if (!isActive) return;
    const timer = createIdleTimer(() => onIdleRef.current(), timeoutMs);
    const touch = () => timer.touch();
    timer.touch();
    for (const type of activityEvents) document.addEventListener(type, touch, { capture: true, passive: true });
    return () => {
      timer.stop();
      for (const type of activityEvents) document.removeEventListener(type, touch, { capture: true });
    };
  }, [isActive, timeoutMs]);
}
