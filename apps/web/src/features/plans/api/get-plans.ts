import { listSubscriptionsResponse } from '@jornada/shared/api/plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';

export function getPlansQueryOptions() {
  return queryOptions({
    queryKey: ['plans'],
    queryFn: async ({ signal }) =>
      parseResponse(listSubscriptionsResponse, await api.get('/api/public/subscriptions', { signal })),
    // SPEC §7: the public plan list is retried 3 times.
    retry: 3,
  });
}

/** GET /api/public/subscriptions: the plans on sale. */
export function usePlans() {
  return useQuery(getPlansQueryOptions());
}
