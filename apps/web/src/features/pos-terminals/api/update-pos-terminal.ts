import {
  type PosTerminal,
  posTerminalResponse,
  type UpdatePosTerminalRequest,
} from '@jornada/shared/api/pos-terminals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { posTerminalKeys } from './pos-terminal-keys';

/** PATCH /api/pos-terminals/{id}: its name, who may clock there, whether it asks for the personal PIN. */
export async function updatePosTerminal({
  id,
  body,
}: {
  id: number;
  body: UpdatePosTerminalRequest;
}): Promise<PosTerminal> {
  return parseResponse(posTerminalResponse, await api.patch(`/api/pos-terminals/${id}`, body));
}

export function useUpdatePosTerminal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePosTerminal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: posTerminalKeys.list() }),
  });
}
