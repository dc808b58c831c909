import { getVacationBalanceResponse, type VacationBalance } from '@jornada/shared/api/vacations';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { petitionKeys } from './petition-keys';

/** GET /api/vacations/balance?year=: my allowance, approved, pending and available days that year. */
export async function getVacationBalance(year: number, signal?: AbortSignal): Promise<VacationBalance> {
  return parseResponse(
    getVacationBalanceResponse,
    await api.get('/api/vacations/balance', { query: { year }, signal }),
  );
}

export function getVacationBalanceQueryOptions(year: number) {
  return queryOptions({
    queryKey: petitionKeys.balance(year),
    queryFn: ({ signal }) => getVacationBalance(year, signal),
    staleTime: 0,
  });
}

/** The balances of the years a request touches. */
export function useVacationBalances(years: readonly number[]) {
  return useQueries({ queries: years.map((year) => getVacationBalanceQueryOptions(year)) });
}
