import { DEFAULT_OBSERVACIONES, type LocationAction, type Workshift } from '@jornada/shared/api/workshift';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientTime, clientTimeHeaders } from '../../../lib/client-time';
import { getPosition } from '../../../lib/geolocation';
import { endPosBreak } from '../api/end-pos-break';
import { endPosWorkshift } from '../api/end-pos-workshift';
import { posKeys } from '../api/pos-keys';
import { startPosBreak } from '../api/start-pos-break';
import { startPosWorkshift } from '../api/start-pos-workshift';
import type { PosAction } from '../utils/pos-status';
import type { SavedPosCompany } from '../utils/pos-storage';

export interface PosClockInput {
  action: PosAction;
  /** The worker's personal PIN, when the terminal asks for one. */
  pin?: string;
}

const locationActionOf: Record<PosAction, LocationAction> = {
  start: 'start',
  breakStart: 'pause',
  breakEnd: 'resume',
  end: 'end',
};

const calls = { start: startPosWorkshift, breakStart: startPosBreak, breakEnd: endPosBreak } as const;

/**
 * The kiosk's clock actions (SPEC §7 'Workshift (POS)'): the position, a location history of this
 * action only (a shared device keeps no one's history), the client's time, and `pin` when asked.
 * The server's shift replaces the card's and the grid is refreshed.
 */
export function usePosClockAction(userId: number, company: SavedPosCompany) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, pin }: PosClockInput): Promise<Workshift> => {
      const pressedAt = new Date();
      const location = await getPosition();
      const entry = { latitude: location.latitude, longitude: location.longitude, timestamp: new Date().toISOString() };
      const body = {
        user_id: userId,
        location,
        locationHistory: { [locationActionOf[action]]: entry },
        client_time: clientTime(pressedAt),
        ...(pin ? { pin } : {}),
      };
      const headers = clientTimeHeaders(pressedAt);
      if (action === 'end') {
        return endPosWorkshift({ ...body, observaciones: DEFAULT_OBSERVACIONES }, company.schema_name, headers);
      }
      return calls[action](body, company.schema_name, headers);
    },
    onSuccess: (shift) => {
      queryClient.setQueryData(posKeys.current(userId), shift);
      void queryClient.invalidateQueries({ queryKey: posKeys.today(userId) });
      void queryClient.invalidateQueries({ queryKey: posKeys.employees() });
    },
  });
}
