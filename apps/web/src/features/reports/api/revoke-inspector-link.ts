import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

/** DELETE /api/inspector-links/{id}: the link stops working at once; it stays listed as revoked. */
export async function revokeInspectorLink(id: number): Promise<void> {
  await api.delete(`/api/inspector-links/${id}`);
}

export function useRevokeInspectorLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInspectorLink,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportKeys.inspectorLinks() }),
  });
}
