import { getKioskPinResponse } from '@jornada/shared/api/pos-terminals';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, parseResponse } from '../../../lib/api-client';
import { posTerminalKeys } from './pos-terminal-keys';

export type KioskPinState = z.infer<typeof getKioskPinResponse>;

/** GET /api/profile/kiosk-pin: whether the worker has a personal kiosk PIN, and since when (never the PIN). */
export async function getKioskPin(signal?: AbortSignal): Promise<KioskPinState> {
  return parseResponse(getKioskPinResponse, await api.get('/api/profile/kiosk-pin', { signal }));
}

export function useKioskPin() {
  return useQuery({ queryKey: posTerminalKeys.kioskPin(), queryFn: ({ signal }) => getKioskPin(signal) });
}
