import { type OvertimeYearResponse, overtimeYearResponse } from '@jornada/shared/api/overtime';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

/** The year's register is built to answer: as slow as the register's longest period. */
const OVERTIME_TIMEOUT_MS = 30_000;

/**
 * GET /api/reports/overtime?year=yyyy[&employee_id][&company_id]: per employee in reach, the overtime
 * of each month of the year, how each month was settled and the yearly 80 h counter (art. 35 ET).
 * `companyId`: the client company a gestoría reads.
 */
export async function getOvertimeYear(
  year: number,
  employeeId: number | null,
  signal?: AbortSignal,
  companyId: number | null = null,
): Promise<OvertimeYearResponse> {
  const data = await api.get('/api/reports/overtime', {
    query: { company_id: companyId, year, employee_id: employeeId },
    signal,
    timeoutMs: OVERTIME_TIMEOUT_MS,
  });
  return parseResponse(overtimeYearResponse, data);
}

export function useOvertimeYear(
  year: number,
  employeeId: number | null,
  { isEnabled = true, companyId = null }: { isEnabled?: boolean; companyId?: number | null } = {},
) {
  return useQuery({
    queryKey: reportKeys.overtime(year, employeeId, companyId),
    queryFn: ({ signal }) => getOvertimeYear(year, employeeId, signal, companyId),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
