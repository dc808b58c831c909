import { listPosTerminalLockoutsResponse, type PosTerminalLockout } from '@jornada/shared/api/pos-terminals';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { lockoutsRefetchMs } from '../utils/terminal-lockouts';
import { posTerminalKeys } from './pos-terminal-keys';

/** GET /api/pos-terminals/lockouts: what wrong PINs lock now at the company's terminals (ADR 025). */
export async function getPosTerminalLockouts(signal?: AbortSignal): Promise<PosTerminalLockout[]> {
  return parseResponse(listPosTerminalLockoutsResponse, await api.get('/api/pos-terminals/lockouts', { signal }));
}

/** Asked again while any lock runs (they end by themselves): just after the first ends, at least every 30 s. */
export function usePosTerminalLockouts() {
  return useQuery({
    queryKey: posTerminalKeys.lockouts(),
    queryFn: ({ signal }) => getPosTerminalLockouts(signal),
    refetchInterval: (query) => lockoutsRefetchMs(query.state.data),
  });
}
