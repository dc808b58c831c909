import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The shell's question for the platform admin (ADR 015): must the console wait for two-step verification?
 * GET /api/auth/mfa read for its two flags only, without the shared zod schema: the shell then shares no
 * chunk with the settings card, whose name would otherwise join the router's preload lists (the landing's
 * first download, apps/web/scripts/check-bundle-budget.mjs). Under the status key, so the card's refresh
 * after enabling also opens the gate.
 */
export function useIsPlatformMfaMissing({ isEnabled }: { isEnabled: boolean }): boolean | undefined {
  const query = useQuery({
    // Under get-mfa-status.ts's key (written out: importing it would share a chunk again).
    queryKey: ['mfa-status', 'gate'],
    queryFn: async ({ signal }) => {
      const body = (await api.get('/api/auth/mfa', { signal })) as { is_required?: unknown; is_enabled?: unknown };
      return body.is_required === true && body.is_enabled !== true;
    },
    enabled: isEnabled,
  });
  // A failed check leaves the console to its own error handling (the API still refuses it).
  return query.isError ? false : query.data;
}
