import { alertsResponse, type ComplianceAlert } from '@jornada/shared/api/reports';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

/**
 * GET /api/reports/alerts?month=yyyy-MM[&centre_id][&company_id]: the month's compliance alerts in the
 * actor's reach (`companyId`: the client company a gestoría reads).
 */
export async function getAlerts(
  month: string,
  signal?: AbortSignal,
  centreId: number | null = null,
  companyId: number | null = null,
): Promise<ComplianceAlert[]> {
  const query = { company_id: companyId, month, centre_id: centreId };
  return parseResponse(alertsResponse, await api.get('/api/reports/alerts', { query, signal })).data;
}

export function getAlertsQueryOptions(month: string, centreId: number | null = null, companyId: number | null = null) {
  return queryOptions({
    queryKey: reportKeys.alerts(month, centreId, companyId),
    queryFn: ({ signal }) => getAlerts(month, signal, centreId, companyId),
    staleTime: 60_000,
  });
}

export function useAlerts(month: string, { isEnabled = true } = {}) {
  return useQuery({ ...getAlertsQueryOptions(month), enabled: isEnabled });
}

/**
 * The alerts of several months (a free range), as one result; `centreId`: of that work centre's
 * employees; `companyId`: of a gestoría's client company.
 */
export function useAlertsOfMonths(
  months: readonly string[],
  {
    isEnabled = true,
    centreId = null,
    companyId = null,
  }: { isEnabled?: boolean; centreId?: number | null; companyId?: number | null } = {},
) {
  return useQueries({
    queries: months.map((month) => ({ ...getAlertsQueryOptions(month, centreId, companyId), enabled: isEnabled })),
    combine: (results) => ({
      data: results.every((r) => r.data) ? results.flatMap((r) => r.data ?? []) : undefined,
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
      error: results.find((r) => r.error)?.error ?? null,
      refetch: () => Promise.all(results.filter((r) => r.isError).map((r) => r.refetch())),
    }),
  });
}
