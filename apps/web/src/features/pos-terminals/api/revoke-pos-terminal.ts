import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { posTerminalKeys } from './pos-terminal-keys';

/** DELETE /api/pos-terminals/{id}: the terminal stops working at once; it stays listed as revoked. */
export async function revokePosTerminal(id: number): Promise<void> {
  await api.delete(`/api/pos-terminals/${id}`);
}

export function useRevokePosTerminal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokePosTerminal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: posTerminalKeys.list() }),
  });
}
