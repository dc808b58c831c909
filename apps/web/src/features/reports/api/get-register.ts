import { type RegisterResponse, registerResponse } from '@jornada/shared/api/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import type { ReportPeriod } from '../utils/period';
import { REGISTER_PATH } from '../utils/report-urls';
import { reportKeys } from './report-keys';

/** A year of everyone's days can take a while to build: more than the default 8 s. */
const REGISTER_TIMEOUT_MS = 30_000;

/**
 * GET /api/reports/register?from&to[&employee_id][&centre_id][&company_id]&format=json: the register
 * of the actor's reach (`companyId`: the client company a gestoría reads).
 */
export async function getRegister(
  period: ReportPeriod,
  employeeId: number | null,
  signal?: AbortSignal,
  centreId: number | null = null,
  companyId: number | null = null,
): Promise<RegisterResponse> {
  const data = await api.get(REGISTER_PATH, {
    query: {
      company_id: companyId,
      from: period.from,
      to: period.to,
      employee_id: employeeId,
      centre_id: centreId,
      format: 'json',
    },
    signal,
    timeoutMs: REGISTER_TIMEOUT_MS,
  });
  return parseResponse(registerResponse, data);
}

/** `centreId`: only the employees of that work centre; `companyId`: a gestoría's client company. */
export function useRegister(
  period: ReportPeriod,
  employeeId: number | null,
  {
    isEnabled = true,
    centreId = null,
    companyId = null,
  }: { isEnabled?: boolean; centreId?: number | null; companyId?: number | null } = {},
) {
  return useQuery({
    queryKey: reportKeys.register(period.from, period.to, employeeId, centreId, companyId),
    queryFn: ({ signal }) => getRegister(period, employeeId, signal, centreId, companyId),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
