import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { LandingPage } from '../../features/landing/components/landing-page';
import { InstallAppButton } from '../../features/pwa/components/install-app-button';
import { getInitialInstallState, getInstallState, subscribeInstallState } from '../../lib/install-prompt';

// Each loads only when needed: the plans and the contact form when their section nears the screen,
// the login dialog on the first click (scripts/check-bundle-budget.mjs keeps them out of the budget).
const LandingPricing = lazy(() => import('./landing-pricing'));
const LandingContact = lazy(() => import('./landing-contact'));
const LandingLoginDialog = lazy(() => import('./landing-login-dialog'));
const InstallPromptBanner = lazy(() =>
  import('../../features/pwa/components/install-prompt-banner').then((module) => ({
    default: module.InstallPromptBanner,
  })),
);

/** '/' for visitors: the landing with the plans, contact forms, login dialog and install offer. */
export default function LandingRoute() {
  const [isLoginOpen, setIsLoginOpen] = useState(false);
  const [isLoginRequested, setIsLoginRequested] = useState(false);
  // The install card loads only once the browser offers installation; it shows on desktops only (SPEC §2.1).
  const installState = useSyncExternalStore(subscribeInstallState, getInstallState, getInitialInstallState);
  // Hydrated: the prerendered markup is the live page now. public/mount-guard.js and the
  // browser tests read this as "the app has started".
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('data-prerendered');
  }, []);

  return (
    <LandingPage
      onLoginClick={() => {
        setIsLoginRequested(true);
        setIsLoginOpen(true);
      }}
      pricing={
        <Suspense fallback={null}>
          <LandingPricing />
        </Suspense>
      }
      contact={
        <Suspense fallback={null}>
          <LandingContact />
        </Suspense>
      }
      installAction={<InstallAppButton />}
      overlays={
        <>
          {installState.canPrompt && (
            <Suspense fallback={null}>
              <InstallPromptBanner />
            </Suspense>
          )}
          {isLoginRequested && (
            <Suspense fallback={null}>
              <LandingLoginDialog open={isLoginOpen} onOpenChange={setIsLoginOpen} />
            </Suspense>
          )}
        </>
      }
    />
  );
}
