import {
  type ClearPosTerminalLockoutsResponse,
  clearPosTerminalLockoutsResponse,
} from '@jornada/shared/api/pos-terminals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { posTerminalKeys } from './pos-terminal-keys';

/**
 * DELETE /api/pos-terminals/{id}/lockouts[?employee_id=]: lifts every lock of the terminal, or only
 * one employee's (here and at every terminal).
 */
export async function clearPosTerminalLockouts(input: {
  terminalId: number;
  employeeId?: number;
}): Promise<ClearPosTerminalLockoutsResponse> {
  const response = await api.delete(`/api/pos-terminals/${input.terminalId}/lockouts`, {
    query: { employee_id: input.employeeId },
  });
  return parseResponse(clearPosTerminalLockoutsResponse, response);
}

export function useClearPosTerminalLockouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearPosTerminalLockouts,
    onSettled: () => queryClient.invalidateQueries({ queryKey: posTerminalKeys.lockouts() }),
  });
}
