import type { Workshift } from '@jornada/shared/api/workshift';
import type { WorkMode } from '@jornada/shared/domain/employee-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { clientTime, clientTimeHeaders } from '../../../lib/client-time';
import { getPosition } from '../../../lib/geolocation';
import { useKioskToken } from '../../../lib/kiosk-token-context';
import { endBreak } from '../api/end-break';
import { endWorkshift } from '../api/end-workshift';
import { getCurrentWorkshift } from '../api/get-current-workshift';
import { startBreak } from '../api/start-break';
import { startWorkshift } from '../api/start-workshift';
import { invalidateWorkshifts, workshiftActionMutationKey, workshiftKeys } from '../api/workshift-keys';
import { errorToast, successToast } from '../utils/action-feedback';
import { confirmEnded, END_STATUS_DELAY_WARNING } from '../utils/confirm-ended';
import { clearLocationHistory, recordLocation } from '../utils/location-history';
import { applyOptimisticAction } from '../utils/optimistic-workshift';
import { locationActionOf, type WorkshiftAction } from '../utils/workshift-action';
import { announceWorkshiftChange } from '../utils/workshift-broadcast';

export interface WorkshiftActionInput {
  action: WorkshiftAction;
  /** When the button was pressed: the optimistic state and client_time both use it. */
  pressedAt: Date;
  observaciones?: string;
  /** A start's chosen mode; without it the server records the worker's usual one. */
  workMode?: WorkMode;
}

const calls = { start: startWorkshift, breakStart: startBreak, breakEnd: endBreak, end: endWorkshift } as const;

async function runAction(
  { action, pressedAt, observaciones, workMode }: WorkshiftActionInput,
  kioskToken: string | null,
): Promise<Workshift> {
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
  return calls[action](request, clientTimeHeaders(pressedAt));
}

/**
 * The clock actions (SPEC §4.1): optimistic state at once, then position + request; the server's shift
 * replaces the guess (or the previous state comes back with a destructive 'Error' toast). Other tabs
 * hear of it through the broadcast channel. After ending, the location history is cleared and the
 * end is confirmed against the server up to 3 times.
 */
export function useWorkshiftAction() {
  const queryClient = useQueryClient();
  const currentKey = workshiftKeys.current();
  const kioskToken = useKioskToken();

  const mutation = useMutation({
    mutationKey: workshiftActionMutationKey,
    mutationFn: (input: WorkshiftActionInput) => runAction(input, kioskToken),
    onMutate: async ({ action, pressedAt, observaciones, workMode }) => {
      await queryClient.cancelQueries({ queryKey: currentKey });
      const previous = queryClient.getQueryData<Workshift | null>(currentKey) ?? null;
      queryClient.setQueryData(
        currentKey,
        applyOptimisticAction(previous, action, pressedAt, { observaciones, workMode }),
      );
      return { previous };
    },
    onSuccess: (shift, { action }) => {
      queryClient.setQueryData(currentKey, shift);
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
    run: (action: WorkshiftAction, options: { observaciones?: string; workMode?: WorkMode } = {}) =>
      mutation.mutate({ action, pressedAt: new Date(), ...options }),
    isPending: mutation.isPending,
    pendingAction: mutation.isPending ? mutation.variables?.action : undefined,
  };
}
