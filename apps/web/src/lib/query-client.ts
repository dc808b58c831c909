import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetry } from './query-retry';

/** SPEC §9 defaults: fresh 2 min, kept 10 min, no refetch on focus, mutations never retried. */
export const DEFAULT_STALE_TIME_MS = 2 * 60 * 1000;
export const DEFAULT_GC_TIME_MS = 10 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        gcTime: DEFAULT_GC_TIME_MS,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        retryDelay,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
