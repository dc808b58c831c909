import {
  type CreateOvertimeSettlementRequest,
  type OvertimeSettlement,
  overtimeSettlementSchema,
} from '@jornada/shared/api/overtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

export interface CreateOvertimeSettlementInput extends CreateOvertimeSettlementRequest {
  employeeId: number;
}

/**
 * POST /api/employees/{id}/overtime-settlements (company admin): how a month's overtime was settled,
 * paid or compensated with rest: the month's overtime not settled yet (earlier settlements stay and add up).
 */
export async function createOvertimeSettlement({
  employeeId,
  month,
  mode,
}: CreateOvertimeSettlementInput): Promise<OvertimeSettlement> {
  const data = await api.post(`/api/employees/${employeeId}/overtime-settlements`, { month, mode });
  return parseResponse(overtimeSettlementSchema, data);
}

export function useCreateOvertimeSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOvertimeSettlement,
    // The yearly counter and the 80 h alert both read the settlements.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.allOvertime() }),
        queryClient.invalidateQueries({ queryKey: reportKeys.allAlerts() }),
      ]),
  });
}
