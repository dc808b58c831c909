import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { LazyToaster } from '../components/ui/toast/lazy-toaster';
import { queryClient } from '../lib/query-client';

/**
 * App-wide providers: the query client, the toasts and a last-resort error boundary. The theme needs
 * no provider: the root route sets the .dark class from the stored preference while logged in.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary onReset={() => queryClient.resetQueries()}>
      <QueryClientProvider client={queryClient}>
        {children}
        <LazyToaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
