import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` once this spot comes within `margin` of the screen, `fallback` until then. The
 * landing keeps its heavier parts (plans, forms) out of the first download this way: a visitor who
 * never scrolls there never downloads them. Without IntersectionObserver it renders at once.
 */
export function RenderWhenNear({
  children,
  fallback,
  margin = '800px',
}: {
  children: ReactNode;
  fallback: ReactNode;
  margin?: string;
}) {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, margin]);

  return <div ref={ref}>{isNear ? children : fallback}</div>;
}
