/**
 * Build-time renders, for scripts/prerender-pages.mjs: the landing, the tree main.tsx
 * hydrates (App, an anonymous visitor at '/'), rendered in Node once everything it loads lazily on first
 * render (the landing route) has loaded; and the loading screen a logged-in page shows first. Not part
 * of the browser's bundle.
 */
import './lib/zod-csp';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from './app/app';
import { routes } from './app/router';
import { FullScreenSpinner } from './components/ui/full-screen-spinner';

export async function renderLanding(): Promise<string> {
  // The landing's sections below the fold render their placeholder until they near the screen
  // (RenderWhenNear): a browser's first render does the same, so the HTML matches.
  globalThis.IntersectionObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  return render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

/**
 * What the root route renders while the session check is on its way (routes/root.tsx): in dist/app.html
 * it is on screen before any script has run, and React's own replaces it, the same markup.
 */
export function renderAppLoading(): Promise<string> {
  return render(<FullScreenSpinner />);
}

async function render(tree: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
