import { getVacationDaysResponse } from '@jornada/shared/api/vacations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { vacationKeys } from './vacation-keys';

/** GET /api/vacations/days?from=&to=: my days covered by approved or pending requests. */
export async function getVacationDays(from: string, to: string, signal?: AbortSignal) {
  const data = await api.get('/api/vacations/days', { query: { from, to }, signal });
  return parseResponse(getVacationDaysResponse, data).data;
}

export function getVacationDaysQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: vacationKeys.days(from, to),
    queryFn: ({ signal }) => getVacationDays(from, to, signal),
  });
}

export function useVacationDays({ from, to }: { from: string; to: string }) {
  return useQuery(getVacationDaysQueryOptions(from, to));
}
