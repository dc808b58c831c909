import { createBackupResponse } from '@jornada/shared/api/backups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { platformKeys } from './platform-keys';

/** Copying a big database takes longer than the client's usual 8 s. */
const BACKUP_TIMEOUT_MS = 120_000;

/** POST /api/admin/backups: a snapshot of the embedded database, now. */
export async function createAdminBackup() {
  return parseResponse(
    createBackupResponse,
    await api.post('/api/admin/backups', undefined, { timeoutMs: BACKUP_TIMEOUT_MS }),
  );
}

export function useCreateAdminBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminBackup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformKeys.backups() }),
  });
}
