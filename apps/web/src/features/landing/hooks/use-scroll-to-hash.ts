import { useEffect } from 'react';
import { useLocation } from 'react-router';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * '/#pricing' scrolls to that section and moves focus there (so the next Tab continues from it), on
 * arrival and on every later click of the same link. A link from another page lands here too.
 */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: key makes a second click on the same link scroll again.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash, key]);
}
