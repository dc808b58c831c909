import { startTransition, useEffect, useState } from 'react';

/** A tab opened in the background gets no frames: after this long, go on without one. */
const HIDDEN_TAB_FALLBACK_MS = 1000;

/**
 * False on the first render, true once the browser has painted what that render committed (the next
 * frame, then a task after it). For work a page does not need on its first screen (polls, streams,
 * watchers): started after the paint instead of in the same long task as it. The switch is a
 * transition, so what it mounts renders in slices too.
 */
export function useHasPainted(): boolean {
  const [hasPainted, setHasPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => startTransition(() => setHasPainted(true));
    const frame = requestAnimationFrame(() => {
      clearTimeout(fallback);
      timer = setTimeout(done, 0);
    });
    const fallback = setTimeout(() => {
      cancelAnimationFrame(frame);
      done();
    }, HIDDEN_TAB_FALLBACK_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
      clearTimeout(timer);
    };
  }, []);
  return hasPainted;
}
