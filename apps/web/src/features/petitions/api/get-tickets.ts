import { getTicketsResponse, type Ticket } from '@jornada/shared/api/petitions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { usePollInterval } from '../../../lib/live-events/poll-interval';
import { TICKETS_POLL_MS } from '../utils/polling';
import { petitionKeys } from './petition-keys';

export const TICKETS_ERROR = 'Error al cargar tickets';

/** GET /api/petitions/tickets: incidencias in reach (own; a manager's team; the admin's company), newest first. */
export async function getTickets(signal?: AbortSignal): Promise<Ticket[]> {
  return parseResponse(getTicketsResponse, await api.get('/api/petitions/tickets', { signal })).data;
}

export function getTicketsQueryOptions() {
  return queryOptions({
    queryKey: petitionKeys.tickets(),
    queryFn: ({ signal }) => getTickets(signal),
    staleTime: 0,
    refetchInterval: TICKETS_POLL_MS,
  });
}

/** SPEC §4.3: every 20 s; every 5 min while the event stream is open. */
export function useTickets() {
  const refetchInterval = usePollInterval(TICKETS_POLL_MS);
  return useQuery({ ...getTicketsQueryOptions(), refetchInterval });
}
