import { type RegisterResponse, registerResponse } from '@jornada/shared/api/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import type { ReportPeriod } from '../utils/period';
import { REGISTER_PATH } from '../utils/report-urls';
import { reportKeys } from './report-keys';

/** A year of everyone's days can take a while to build: more than the default 8 s. */
const REGISTER_TIMEOUT_MS = 30_000;

/** GET /api/reports/register?from&to[&employee_id]&format=json: the register of the actor's reach. */
export async function getRegister(
  period: ReportPeriod,
  employeeId: number | null,
  signal?: AbortSignal,
): Promise<RegisterResponse> {
  const data = await api.get(REGISTER_PATH, {
    query: { from: period.from, to: period.to, employee_id: employeeId, format: 'json' },
    signal,
    timeoutMs: REGISTER_TIMEOUT_MS,
  });
  return parseResponse(registerResponse, data);
}

export function useRegister(period: ReportPeriod, employeeId: number | null, { isEnabled = true } = {}) {
  return useQuery({
    queryKey: reportKeys.register(period.from, period.to, employeeId),
    queryFn: ({ signal }) => getRegister(period, employeeId, signal),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
