import { listBackupsResponse } from '@jornada/shared/api/backups';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { platformKeys } from './platform-keys';

/** GET /api/admin/backups (navegatel): where the embedded database's backups go and the ones kept. */
export async function getAdminBackups(signal?: AbortSignal) {
  return parseResponse(listBackupsResponse, await api.get('/api/admin/backups', { signal }));
}

export function useAdminBackups() {
  return useQuery({ queryKey: platformKeys.backups(), queryFn: ({ signal }) => getAdminBackups(signal) });
}
