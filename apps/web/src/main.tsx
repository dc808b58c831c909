// First: zod must know it may not eval before any schema is built (see the module).
import './lib/zod-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startCrashRecovery } from './lib/crash-recovery';
import { startInstallPromptCapture } from './lib/install-prompt';
import { registerServiceWorker } from './lib/service-worker';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('No se encontró el elemento #root');

// Before anything renders: the browser's install offer can arrive at any moment after load.
startInstallPromptCapture();
// SPEC §4.7: from here on, repeated uncaught errors trigger the emergency recovery.
startCrashRecovery();
registerServiceWorker();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
