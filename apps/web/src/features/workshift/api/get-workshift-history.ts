import { getWorkshiftHistoryResponse, type Workshift } from '@jornada/shared/api/workshift';
import { monthRange } from '@jornada/shared/domain/calendar';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { remainingPages } from '../utils/history-rows';
import { workshiftKeys } from './workshift-keys';

/** The contract's largest page. */
export const HISTORY_PAGE_SIZE = 100;

async function getHistoryPage(month: string, page: number, signal?: AbortSignal) {
  const { from, to } = monthRange(month);
  const data = await api.get('/api/workshift/history', {
    query: { from, to, page, page_size: HISTORY_PAGE_SIZE },
    signal,
  });
  return parseResponse(getWorkshiftHistoryResponse, data);
}

/** GET /api/workshift/history for a whole month (yyyy-MM), newest first, every page. */
export async function getMonthHistory(month: string, signal?: AbortSignal): Promise<Workshift[]> {
  const first = await getHistoryPage(month, 1, signal);
  const rest = await Promise.all(
    remainingPages(first.total, first.page_size).map((page) => getHistoryPage(month, page, signal)),
  );
  return [...first.data, ...rest.flatMap((page) => page.data)];
}

export function getMonthHistoryQueryOptions(month: string) {
  return queryOptions({
    queryKey: workshiftKeys.history(month),
    queryFn: ({ signal }) => getMonthHistory(month, signal),
  });
}

/** Keeps the previous month on screen while the next one loads, so the page doesn't jump. */
export function useMonthHistory(month: string) {
  return useQuery({ ...getMonthHistoryQueryOptions(month), placeholderData: keepPreviousData });
}
