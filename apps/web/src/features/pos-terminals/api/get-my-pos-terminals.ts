import { type MyPosTerminal, myPosTerminalsResponse } from '@jornada/shared/api/pos-terminals';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { posTerminalKeys } from './pos-terminal-keys';

/** GET /api/pos-terminals/mine: the live terminals where the logged-in worker may clock. */
export async function getMyPosTerminals(signal?: AbortSignal): Promise<MyPosTerminal[]> {
  return parseResponse(myPosTerminalsResponse, await api.get('/api/pos-terminals/mine', { signal }));
}

export function useMyPosTerminals() {
  return useQuery({ queryKey: posTerminalKeys.mine(), queryFn: ({ signal }) => getMyPosTerminals(signal) });
}
