import { getHolidaysResponse } from '@jornada/shared/api/vacations';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { petitionKeys } from './petition-keys';

/** GET /api/holidays?year=: national and company holidays of the year. */
export async function getHolidays(year: number, signal?: AbortSignal) {
  return parseResponse(getHolidaysResponse, await api.get('/api/holidays', { query: { year }, signal }));
}

export function getHolidaysQueryOptions(year: number) {
  return queryOptions({
    queryKey: petitionKeys.holidays(year),
    queryFn: ({ signal }) => getHolidays(year, signal),
    // Holidays change a few times a year.
    staleTime: 10 * 60 * 1000,
  });
}

export function useHolidays(years: readonly number[]) {
  return useQueries({ queries: years.map((year) => getHolidaysQueryOptions(year)) });
}
