import { listForgottenWorkshiftsResponse } from '@jornada/shared/api/workshift';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { workshiftKeys } from './workshift-keys';

/** GET /api/workshift/forgotten: open shifts past the company's limit (admin: all; manager: team). */
export async function getForgottenWorkshifts(signal?: AbortSignal) {
  return parseResponse(listForgottenWorkshiftsResponse, await api.get('/api/workshift/forgotten', { signal }));
}

export function getForgottenWorkshiftsQueryOptions() {
  return queryOptions({
    queryKey: [...workshiftKeys.all, 'forgotten'] as const,
    queryFn: ({ signal }) => getForgottenWorkshifts(signal),
    // Checked once a minute: a forgotten clock-out is hours old by definition.
    refetchInterval: 60_000,
  });
}

export function useForgottenWorkshifts({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...getForgottenWorkshiftsQueryOptions(), enabled: isEnabled });
}
