/**
 * Build-time render of the landing (issue 16 §4), for scripts/prerender-landing.mjs: the tree main.tsx
 * hydrates (App, an anonymous visitor at '/'), rendered in Node once everything it loads lazily on first
 * render (the landing route) has loaded. Not part of the browser's bundle.
 */
import './lib/zod-csp';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from './app/app';
import { routes } from './app/router';

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
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
