import { useEffect, useRef, useState } from 'react';
import { Spinner } from './spinner';

/** SPEC §2.4 / §9: the full-screen loading spinner hides itself after 5 s. */
export const FULL_SCREEN_SPINNER_MAX_MS = 5000;

export function FullScreenSpinner({
  label = 'Cargando...',
  hideAfterMs = FULL_SCREEN_SPINNER_MAX_MS,
  onHide,
}: {
  label?: string;
  hideAfterMs?: number;
  onHide?: () => void;
}) {
  const [isVisible, setIsVisible] = useState(true);
  const onHideRef = useRef(onHide);
  useEffect(() => {
    onHideRef.current = onHide;
  });

  useEffect(() => {
    const timer = setTimeout(() => {
      setIsVisible(false);
      onHideRef.current?.();
    }, hideAfterMs);
    return () => clearTimeout(timer);
  }, [hideAfterMs]);

  if (!isVisible) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-4 bg-white dark:bg-slate-950"
    >
      <Spinner size="lg" />
      <span className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</span>
    </div>
  );
}
