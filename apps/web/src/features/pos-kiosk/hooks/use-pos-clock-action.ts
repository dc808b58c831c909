import type { PosClockRequest } from '@jornada/shared/api/pos';
import { DEFAULT_OBSERVACIONES, type LocationAction, type Workshift } from '@jornada/shared/api/workshift';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { clientTime, clientTimeHeaders } from '../../../lib/client-time';
import {
  newIdempotencyKey,
  type QueuedClockAction,
  type SendResult,
  sendOrQueue,
} from '../../../lib/clock-queue/clock-queue';
import { clockQueueStore } from '../../../lib/clock-queue/clock-queue-store';
import { isBrowserOnline } from '../../../lib/clock-queue/use-clock-queue';
import { getPosition } from '../../../lib/geolocation';
import { endPosBreak } from '../api/end-pos-break';
import { endPosWorkshift } from '../api/end-pos-workshift';
import { posKeys } from '../api/pos-keys';
import { startPosBreak } from '../api/start-pos-break';
import { startPosWorkshift } from '../api/start-pos-workshift';
import { missingSchemaRefusal } from '../utils/clock-error';
import { forgetPin, PIN_LOST_MESSAGE, rememberedPin, rememberPin } from '../utils/pin-memory';
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

const calls = {
  start: startPosWorkshift,
  breakStart: startPosBreak,
  breakEnd: endPosBreak,
  end: endPosWorkshift,
} as const;

/** The kiosk's queue: one per terminal; each tap names its employee. */
export function posQueueOwner(company: SavedPosCompany): string {
  return `pos:${company.id}:${company.terminal.id}`;
}

/**
 * Sends a kiosk tap, first or replayed: the stored body plus the PIN last (from memory), so both
 * tries send the very same body. A PIN lost to a reload refuses the tap here (not sent at all).
 */
export function sendPosAction(item: QueuedClockAction, headers: Record<string, string>): Promise<Workshift> {
  const pin = item.needsPin ? rememberedPin(item.key) : undefined;
  if (item.needsPin && !pin) {
    return Promise.reject(new ApiError(PIN_LOST_MESSAGE, { status: 400, kind: 'http' }));
  }
  const body = { ...(item.body as PosClockRequest), ...(pin ? { pin } : {}) };
  return calls[item.action](body as never, item.schemaName ?? '', headers);
}

/** After a tap reached the server (at once or from the queue): the card's shift and the grid. */
export function refreshPosEmployee(queryClient: QueryClient, userId: number, shift?: Workshift): void {
  if (shift) queryClient.setQueryData(posKeys.current(userId), shift);
  void queryClient.invalidateQueries({ queryKey: posKeys.current(userId) });
  void queryClient.invalidateQueries({ queryKey: posKeys.today(userId) });
  void queryClient.invalidateQueries({ queryKey: posKeys.employees() });
}

/**
 * The kiosk's clock actions (SPEC §7 'Workshift (POS)'): the position, a location history of this
 * action only (a shared device keeps no one's history), the client's time, and `pin` when asked.
 * Offline, or with no answer, the tap waits in the terminal's queue.
 */
export function usePosClockAction(employee: { id: number; name: string }, company: SavedPosCompany) {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline too: the tap is queued rather than paused.
    networkMode: 'always',
    mutationFn: async ({ action, pin }: PosClockInput): Promise<SendResult<Workshift>> => {
      const refusal = missingSchemaRefusal(action, company.schema_name);
      if (refusal) throw refusal;
      const pressedAt = new Date();
      const key = newIdempotencyKey();
      const location = await getPosition();
      const entry = { latitude: location.latitude, longitude: location.longitude, timestamp: new Date().toISOString() };
      const body = {
        user_id: employee.id,
        location,
        locationHistory: { [locationActionOf[action]]: entry },
        client_time: clientTime(pressedAt),
        ...(action === 'end' ? { observaciones: DEFAULT_OBSERVACIONES } : {}),
      };
      const item: QueuedClockAction = {
        key,
        owner: posQueueOwner(company),
        tapAt: pressedAt.getTime(),
        action,
        body,
        headers: clientTimeHeaders(pressedAt),
        schemaName: company.schema_name,
        subject: { id: employee.id, name: employee.name },
        ...(pin ? { needsPin: true } : {}),
      };
      if (pin) rememberPin(key, pin);
      const outcome = await sendOrQueue({
        item,
        send: (headers) => sendPosAction(item, headers),
        store: clockQueueStore(),
        isOnline: isBrowserOnline,
      }).catch((error: unknown) => {
        forgetPin(key);
        throw error;
      });
      if (outcome.kind === 'sent') forgetPin(key);
      return outcome;
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'sent') refreshPosEmployee(queryClient, employee.id, outcome.result);
    },
  });
}
