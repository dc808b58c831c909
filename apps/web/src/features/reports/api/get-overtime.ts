import { type OvertimeYearResponse, overtimeYearResponse } from '@jornada/shared/api/overtime';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

/** The year's register is built to answer: as slow as the register's longest period. */
const OVERTIME_TIMEOUT_MS = 30_000;

/**
 * GET /api/reports/overtime?year=yyyy[&employee_id]: per employee in reach, the overtime of each month
 * of the year, how each month was settled and the yearly 80 h counter (art. 35 ET).
 */
export async function getOvertimeYear(
  year: number,
  employeeId: number | null,
  signal?: AbortSignal,
): Promise<OvertimeYearResponse> {
  const data = await api.get('/api/reports/overtime', {
    query: { year, employee_id: employeeId },
    signal,
    timeoutMs: OVERTIME_TIMEOUT_MS,
  });
  return parseResponse(overtimeYearResponse, data);
}

export function useOvertimeYear(year: number, employeeId: number | null, { isEnabled = true } = {}) {
  return useQuery({
    queryKey: reportKeys.overtime(year, employeeId),
    queryFn: ({ signal }) => getOvertimeYear(year, employeeId, signal),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
