import { listPosTerminalsResponse, type PosTerminal } from '@jornada/shared/api/pos-terminals';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { posTerminalKeys } from './pos-terminal-keys';

/** GET /api/pos-terminals: the company's terminals, revoked ones included (never a PIN). */
export async function getPosTerminals(signal?: AbortSignal): Promise<PosTerminal[]> {
  return parseResponse(listPosTerminalsResponse, await api.get('/api/pos-terminals', { signal }));
}

export function usePosTerminals() {
  return useQuery({ queryKey: posTerminalKeys.list(), queryFn: ({ signal }) => getPosTerminals(signal) });
}
