import { listManagersResponse } from '@jornada/shared/api/employees';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { managersQueryKey } from './employee-keys';

export type Manager = { id: number; name: string };

/** What the dialogs need of the managers query. */
export interface ManagersState {
  data: readonly Manager[] | undefined;
  isError: boolean;
  isPending: boolean;
  refetch: () => void;
}

/** GET /api/managers: the company's active managers, the ones a worker can be assigned (SPEC §3). */
export async function getManagers(signal?: AbortSignal): Promise<Manager[]> {
  return parseResponse(listManagersResponse, await api.get('/api/managers', { signal }));
}

export function getManagersQueryOptions() {
  return queryOptions({ queryKey: managersQueryKey, queryFn: ({ signal }) => getManagers(signal) });
}

/** Only for roles allowed to read managers (the company admin): a manager would get 403. */
export function useManagers({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...getManagersQueryOptions(), enabled: isEnabled });
}
