import {
  type CreatePosTerminalRequest,
  type PosTerminalWithPin,
  posTerminalWithPinResponse,
} from '@jornada/shared/api/pos-terminals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { posTerminalKeys } from './pos-terminal-keys';

/** POST /api/pos-terminals (201): the new terminal with its PIN, shown this once. */
export async function createPosTerminal(body: CreatePosTerminalRequest): Promise<PosTerminalWithPin> {
  return parseResponse(posTerminalWithPinResponse, await api.post('/api/pos-terminals', body));
}

export function useCreatePosTerminal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPosTerminal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: posTerminalKeys.list() }),
  });
}
