import { KIOSK_QR_MESSAGES } from '@jornada/shared/api/kiosk-qr';
import type { Workshift } from '@jornada/shared/api/workshift';
import type { WorkMode } from '@jornada/shared/domain/employee-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { clientTime, clientTimeHeaders } from '../../../lib/client-time';
import { newIdempotencyKey, QUEUED_MESSAGE, type SendResult, sendOrQueue } from '../../../lib/clock-queue/clock-queue';
import { clockQueueStore } from '../../../lib/clock-queue/clock-queue-store';
import { applyOptimisticAction } from '../../../lib/clock-queue/optimistic-shift';
import { isBrowserOnline } from '../../../lib/clock-queue/use-clock-queue';
import { getPosition } from '../../../lib/geolocation';
import { useKioskTokenState } from '../../../lib/kiosk-token-context';
import { getCurrentWorkshift } from '../api/get-current-workshift';
import { invalidateWorkshifts, workshiftActionMutationKey, workshiftKeys } from '../api/workshift-keys';
import { errorToast, missingCompanyError, successToast } from '../utils/action-feedback';
import { confirmEnded, END_STATUS_DELAY_WARNING } from '../utils/confirm-ended';
import { clearLocationHistory, recordLocation } from '../utils/location-history';
import { locationActionOf, type WorkshiftAction } from '../utils/workshift-action';
import { announceWorkshiftChange } from '../utils/workshift-broadcast';
import { sendWorkshiftAction, workshiftQueueOwner } from './use-workshift-queue';

export interface WorkshiftActionInput {
  action: WorkshiftAction;
  /** When the button was pressed: the optimistic state, client_time and an offline replay's time use it. */
  pressedAt: Date;
  /** The tap's Idempotency-Key: the first try and every replay send the same one. */
  key: string;
  observaciones?: string;
  /** A start's chosen mode; without it the server records the worker's usual one. */
  workMode?: WorkMode;
}

async function runAction(
  { action, pressedAt, key, observaciones, workMode }: WorkshiftActionInput,
  kioskToken: string | null,
  user: { id: number; schemaName: string | null },
): Promise<SendResult<Workshift>> {
  const refusal = missingCompanyError(action, user.schemaName);
  if (refusal) throw refusal;
  const userId = user.id;
  const location = await getPosition();
  const locationHistory = recordLocation(locationActionOf[action], location, new Date());
  const trimmed = observaciones?.trim();
  const request = {
    location,
    locationHistory,
    client_time: clientTime(pressedAt),
    // Empty observations are left out so the server writes its default, 'Jornada Regular'.
    ...(action === 'end' && trimmed ? { observaciones: trimmed } : {}),
    ...(action === 'start' && workMode ? { work_mode: workMode } : {}),
    // Scanned at a kiosk (/fichar?k=): the server records the action at that terminal.
    ...(kioskToken ? { kiosk_token: kioskToken } : {}),
  };
  const item = {
    key,
    owner: workshiftQueueOwner(userId),
    tapAt: pressedAt.getTime(),
    action,
    body: request,
    headers: clientTimeHeaders(pressedAt),
  };
  return sendOrQueue({
    item,
    send: (headers) => sendWorkshiftAction(item, headers),
    store: clockQueueStore(),
    isOnline: isBrowserOnline,
  });
}

/**
 * The clock actions (SPEC §4.1): optimistic state at once, then position + request; the server's shift
 * replaces the guess (or the previous state comes back with a destructive 'Error' toast). Other tabs
 * hear of it through the broadcast channel. After ending, the location history is cleared and the
 * end is confirmed against the server up to 3 times. Offline, or with no answer from the server, the
 * tap waits in the user's queue: the card then shows the state it leads to from the queue.
 */
export function useWorkshiftAction(userId: number, schemaName: string | null) {
  const queryClient = useQueryClient();
  const currentKey = workshiftKeys.current();
  const kiosk = useKioskTokenState();
  const kioskToken = kiosk.token;

  const mutation = useMutation({
    mutationKey: workshiftActionMutationKey,
    mutationFn: (input: WorkshiftActionInput) => runAction(input, kioskToken, { id: userId, schemaName }),
    // Offline too: the tap is queued rather than paused (TanStack's default waits for the network).
    networkMode: 'always',
    onMutate: async ({ action, pressedAt, observaciones, workMode }) => {
      await queryClient.cancelQueries({ queryKey: currentKey });
      const previous = queryClient.getQueryData<Workshift | null>(currentKey) ?? null;
      queryClient.setQueryData(
        currentKey,
        applyOptimisticAction(previous, action, pressedAt, { observaciones, workMode }),
      );
      return { previous };
    },
    onSuccess: (outcome, { action }) => {
      if (outcome.kind === 'queued') {
        // The optimistic state stays: the queue lays the same tap over it, which changes nothing more
        // (an action the state already shows is a no-op), and the server's answer replaces both.
        toast({ title: 'Fichaje guardado', description: QUEUED_MESSAGE, variant: 'info', duration: 5000 });
        return;
      }
      queryClient.setQueryData(currentKey, outcome.result);
      toast(successToast(action));
      announceWorkshiftChange();
      if (action !== 'end') return;
      clearLocationHistory();
      void confirmEnded({
        fetchCurrent: () => getCurrentWorkshift(),
        onShift: (current) => queryClient.setQueryData(currentKey, current),
      }).then((isConfirmed) => {
        if (!isConfirmed)
          toast({ title: 'Aviso', description: END_STATUS_DELAY_WARNING, variant: 'info', duration: 5000 });
      });
    },
    onError: (error, { action }, context) => {
      if (context) queryClient.setQueryData(currentKey, context.previous);
      const input = errorToast(action, error);
      if (input) toast(input);
    },
    onSettled: () => invalidateWorkshifts(queryClient),
  });

  return {
    run: (action: WorkshiftAction, options: { observaciones?: string; workMode?: WorkMode } = {}) => {
      // A dialog confirmed after the scanned QR expired: the server would refuse it, so it is not sent.
      if (kiosk.isSpent) {
        const description = kiosk.expiresAt ? KIOSK_QR_MESSAGES.expired : KIOSK_QR_MESSAGES.invalid;
        toast({ title: 'No registrado', description, variant: 'destructive', duration: 5000 });
        return;
      }
      mutation.mutate({ action, pressedAt: new Date(), key: newIdempotencyKey(), ...options });
    },
    isPending: mutation.isPending,
    pendingAction: mutation.isPending ? mutation.variables?.action : undefined,
  };
}
