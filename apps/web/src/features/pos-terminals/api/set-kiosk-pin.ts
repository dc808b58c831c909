import { kioskPinResponse, type SetKioskPinRequest } from '@jornada/shared/api/pos-terminals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { posTerminalKeys } from './pos-terminal-keys';

/** PUT /api/profile/kiosk-pin: the worker's own personal PIN for the terminals (4–6 digits). */
export async function setKioskPin(body: SetKioskPinRequest): Promise<{ message: string }> {
  return parseResponse(kioskPinResponse, await api.put('/api/profile/kiosk-pin', body));
}

export function useSetKioskPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setKioskPin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: posTerminalKeys.kioskPin() }),
  });
}
