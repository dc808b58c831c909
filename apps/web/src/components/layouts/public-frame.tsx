import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/** Where the skip link lands: the page's main content. */
export const MAIN_CONTENT_ID = 'contenido';

/**
 * Header and footer around the public pages (landing, legal, contact, placeholders) for anonymous
 * visitors, with a skip link to the content. `isFullBleed` lets the landing lay out its own
 * full-width bands; `onLoginClick` turns the login link into the trigger of a login dialog.
 */
export function PublicFrame({
  children,
  isFullBleed = false,
  onLoginClick,
}: {
  children: ReactNode;
  isFullBleed?: boolean;
  onLoginClick?: () => void;
}) {
  const { pathname, hash } = useLocation();
  // A new public page starts at its top (a '#section' link scrolls to that section instead).
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger; hash is read once.
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only rounded-lg bg-teal-700 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
      >
        Saltar al contenido
      </a>
      <PublicHeader onLoginClick={onLoginClick} />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={cn(
          'flex-1 focus:outline-none',
          !isFullBleed && 'mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12',
        )}
      >
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
