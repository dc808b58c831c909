import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { toastStore } from './toast-store';

const NO_TOASTS: readonly unknown[] = [];
const noToastsYet = () => NO_TOASTS;

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * Mounts the Toaster (and downloads it) with the first toast: most visits to the landing never show
 * one, and it stays out of the landing's first download. Once mounted it stays.
 */
export function LazyToaster() {
  // Hydrating the prerendered landing, the first render is the build's: no toast yet.
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, noToastsYet);
  const [isNeeded, setIsNeeded] = useState(false);
  if (!isNeeded && toasts.length > 0) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
