import { getVacationTodayResponse } from '@jornada/shared/api/vacations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { vacationKeys } from './vacation-keys';

/** GET /api/vacations/today: is today an approved day off or a holiday? (the card then asks before starting) */
export async function getVacationToday(signal?: AbortSignal) {
  return parseResponse(getVacationTodayResponse, await api.get('/api/vacations/today', { signal }));
}

export function getVacationTodayQueryOptions() {
  return queryOptions({
    queryKey: vacationKeys.today(),
    queryFn: ({ signal }) => getVacationToday(signal),
    // Checked again every few minutes: the day changes at midnight and a request may be approved meanwhile.
    staleTime: 5 * 60 * 1000,
    refetchInterval: 5 * 60 * 1000,
  });
}

export function useVacationToday({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...getVacationTodayQueryOptions(), enabled: isEnabled });
}
