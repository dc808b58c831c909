// First: zod must know it may not eval before any schema is built (see the module).
import './lib/zod-csp';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { startCrashRecovery } from './lib/crash-recovery';
import { startInstallPromptCapture } from './lib/install-prompt';
import { registerServiceWorker } from './lib/service-worker';
import { maySessionExist } from './lib/session-marker';
import { isRunningStandalone } from './lib/standalone';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('No se encontró el elemento #root');

// Before anything renders: the browser's install offer can arrive at any moment after load.
startInstallPromptCapture();
// SPEC §4.7: from here on, repeated uncaught errors trigger the emergency recovery.
startCrashRecovery();
registerServiceWorker();

const app = (
  <StrictMode>
    <App router={createAppRouter()} />
  </StrictMode>
);

// The server sends '/' to an anonymous visitor with the landing already in #root
// (scripts/prerender-pages.mjs): it hydrates, so the first paint needed no JavaScript. Anything else
// (an installed app, whose '/' is the login; a session, whose page holds the loading screen) renders anew.
const isPrerendered = container.hasAttribute('data-prerendered');
const isLandingHere = window.location.pathname === '/' && !isRunningStandalone() && !maySessionExist();
if (isPrerendered && isLandingHere) {
  // The landing takes data-prerendered away once it has hydrated (routes/landing.tsx): until then
  // public/mount-guard.js does not count the prerendered markup as a started app.
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  container.removeAttribute('data-prerendered');
  // As a transition, React renders in slices of a few milliseconds and yields to the browser between
  // them, instead of one long task for the router, the session and the first screen.
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
