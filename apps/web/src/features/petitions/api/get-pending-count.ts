import { getPendingCountResponse, getRegistrosResponse } from '@jornada/shared/api/petitions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { usePollInterval } from '../../../lib/live-events/poll-interval';
import { countPendingForUser } from '../utils/pending-count';
import { INBOX_POLL_MS, PENDING_COUNT_POLL_MS } from '../utils/polling';
import { petitionKeys } from './petition-keys';

export const PENDING_COUNT_ERROR = 'Error obteniendo conteo de peticiones pendientes';
export const INBOX_ERROR = 'Error obteniendo bandeja de entrada';

/** GET /api/petitions/pending-count: SPEC §6's count, worked out by the server. */
export async function getPendingCount(signal?: AbortSignal): Promise<number> {
  return parseResponse(getPendingCountResponse, await api.get('/api/petitions/pending-count', { signal })).count;
}

/** GET /api/petitions/registros?assigned_to_me=true: the sidebar inbox's records (SPEC §7). */
export async function getInboxRecords(signal?: AbortSignal) {
  const data = await api.get('/api/petitions/registros', { query: { assigned_to_me: 'true' }, signal });
  return parseResponse(getRegistrosResponse, data).data;
}

export function getPendingCountQueryOptions() {
  return queryOptions({
    queryKey: petitionKeys.pendingCount(),
    queryFn: ({ signal }) => getPendingCount(signal),
    staleTime: 0,
    refetchInterval: PENDING_COUNT_POLL_MS,
    // A missed poll is caught by the next one.
    retry: false,
  });
}

export function getInboxRecordsQueryOptions() {
  return queryOptions({
    queryKey: petitionKeys.inboxRecords(),
    queryFn: ({ signal }) => getInboxRecords(signal),
    staleTime: 0,
    refetchInterval: INBOX_POLL_MS,
    retry: false,
  });
}

export interface PendingCountState {
  count: number | undefined;
  /** SPEC §8's message when neither the count nor the inbox could be read. */
  error: string | null;
}

/**
 * The sidebar inbox badge (SPEC §2.4, §6), for company, manager and worker: GET pending-count every
 * 15 s (5 min while the event stream is open). Should that call fail, the sidebar inbox (registros, every 60 s) is read instead and counted
 * with SPEC §6's rule (pending items assigned to the user and not requested by them), so the badge survives one broken endpoint.
 */
export function usePendingCount({ userId, isEnabled }: { userId: number; isEnabled: boolean }): PendingCountState {
  const refetchInterval = usePollInterval(PENDING_COUNT_POLL_MS);
  const pending = useQuery({ ...getPendingCountQueryOptions(), refetchInterval, enabled: isEnabled });
  const isFallback = isEnabled && pending.isError;
  const records = useQuery({ ...getInboxRecordsQueryOptions(), enabled: isFallback });
  if (!isEnabled) return { count: undefined, error: null };
  if (pending.data !== undefined && !pending.isError) return { count: pending.data, error: null };
  if (isFallback && records.data) return { count: countPendingForUser(records.data, userId), error: null };
  if (isFallback && records.isError) return { count: undefined, error: `${PENDING_COUNT_ERROR}. ${INBOX_ERROR}` };
  return { count: pending.data, error: pending.isError ? PENDING_COUNT_ERROR : null };
}

/** The badge's count where it is shown again (the inbox's 'Pendientes' chip): the cached value, no second poll. */
export function usePendingCountValue({ isEnabled }: { isEnabled: boolean }): number | undefined {
  return useQuery({ ...getPendingCountQueryOptions(), refetchInterval: false, enabled: isEnabled }).data;
}
