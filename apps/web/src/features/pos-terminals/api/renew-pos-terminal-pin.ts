import { type PosTerminalWithPin, posTerminalWithPinResponse } from '@jornada/shared/api/pos-terminals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { posTerminalKeys } from './pos-terminal-keys';

/** POST /api/pos-terminals/{id}/pin: a new PIN, shown this once; the terminal's sessions end. */
export async function renewPosTerminalPin(id: number): Promise<PosTerminalWithPin> {
  return parseResponse(posTerminalWithPinResponse, await api.post(`/api/pos-terminals/${id}/pin`));
}

export function useRenewPosTerminalPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewPosTerminalPin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: posTerminalKeys.list() }),
  });
}
