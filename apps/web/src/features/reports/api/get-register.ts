import { type RegisterResponse, registerResponse } from '@jornada/shared/api/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import type { ReportPeriod } from '../utils/period';
import { REGISTER_PATH } from '../utils/report-urls';
import { reportKeys } from './report-keys';

/** A year of everyone's days can take a while to build: more than the default 8 s. */
const REGISTER_TIMEOUT_MS = 30_000;

/** GET /api/reports/register?from&to[&employee_id][&centre_id]&format=json: the register of the actor's reach. */
export async function getRegister(
  period: ReportPeriod,
  employeeId: number | null,
  signal?: AbortSignal,
  centreId: number | null = null,
): Promise<RegisterResponse> {
  const data = await api.get(REGISTER_PATH, {
    query: { from: period.from, to: period.to, employee_id: employeeId, centre_id: centreId, format: 'json' },
    signal,
    timeoutMs: REGISTER_TIMEOUT_MS,
  });
  return parseResponse(registerResponse, data);
}

/** `centreId`: only the employees of that work centre. */
export function useRegister(
  period: ReportPeriod,
  employeeId: number | null,
  { isEnabled = true, centreId = null }: { isEnabled?: boolean; centreId?: number | null } = {},
) {
  return useQuery({
    queryKey: reportKeys.register(period.from, period.to, employeeId, centreId),
    queryFn: ({ signal }) => getRegister(period, employeeId, signal, centreId),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
