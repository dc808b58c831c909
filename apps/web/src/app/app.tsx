import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import type { createAppRouter } from './router';

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The whole app around a router: the browser's (main.tsx), or a memory router on '/' when the landing
 * is prerendered at build time (prerender.tsx). Both render this same tree, so that HTML hydrates.
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
