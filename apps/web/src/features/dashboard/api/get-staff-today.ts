import { type StaffTodayResponse, staffTodayResponse } from '@jornada/shared/api/dashboard';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { usePollInterval } from '../../../lib/live-events/poll-interval';

/** Who clocks in and out changes all day: the dashboard looks again every 30 s (every 5 min while the event stream is open). */
const STAFF_TODAY_POLL_MS = 30_000;

/** GET /api/dashboard/staff-today: everyone in reach and where their day stands. */
export async function getStaffToday(signal?: AbortSignal): Promise<StaffTodayResponse> {
  return parseResponse(staffTodayResponse, await api.get('/api/dashboard/staff-today', { signal }));
}

export function useStaffToday() {
  const refetchInterval = usePollInterval(STAFF_TODAY_POLL_MS);
  return useQuery({
    queryKey: ['dashboard', 'staff-today'] as const,
    queryFn: ({ signal }) => getStaffToday(signal),
    refetchInterval,
  });
}
