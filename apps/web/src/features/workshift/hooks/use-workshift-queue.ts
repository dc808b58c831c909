import type { Workshift } from '@jornada/shared/api/workshift';
import { madridTime } from '@jornada/shared/domain/madrid-time';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import type { QueuedClockAction } from '../../../lib/clock-queue/clock-queue';
import { useClockQueueItems, useClockQueueReplay } from '../../../lib/clock-queue/use-clock-queue';
import { endBreak } from '../api/end-break';
import { endWorkshift } from '../api/end-workshift';
import { startBreak } from '../api/start-break';
import { startWorkshift } from '../api/start-workshift';
import { invalidateWorkshifts, workshiftKeys } from '../api/workshift-keys';
import { successToast } from '../utils/action-feedback';
import { announceWorkshiftChange } from '../utils/workshift-broadcast';

/** A worker's own queue: per user, so another account on the same browser never sends it. */
export function workshiftQueueOwner(userId: number): string {
  return `user:${userId}`;
}

const calls = { start: startWorkshift, breakStart: startBreak, breakEnd: endBreak, end: endWorkshift } as const;

/** The queued request, as first built (its body never changes: see QueuedClockAction). */
export function sendWorkshiftAction(item: QueuedClockAction, headers: Record<string, string>): Promise<Workshift> {
  // The body was built by runAction for this very action.
  return calls[item.action](item.body as never, headers);
}

/** The user's queued and refused taps (the card lists them and shows the state they lead to). */
export function useWorkshiftQueue(userId: number | null) {
  return useClockQueueItems(userId === null ? null : workshiftQueueOwner(userId));
}

/**
 * Sends the user's queue when the connection is back. Each answer becomes the current
 * shift at once, so the card never steps back while the rest is refreshed.
 */
export function useWorkshiftQueueReplay(userId: number | null) {
  const queryClient = useQueryClient();
  useClockQueueReplay(userId === null ? null : workshiftQueueOwner(userId), {
    send: sendWorkshiftAction,
    onSent: (item, shift: Workshift | undefined) => {
      if (shift) queryClient.setQueryData(workshiftKeys.current(), shift);
      invalidateWorkshifts(queryClient);
      announceWorkshiftChange();
      toast(
        successToast(
          item.action,
          `Enviado al recuperar la conexión (pulsado a las ${madridTime(new Date(item.tapAt))})`,
        ),
      );
    },
    onRefused: () => invalidateWorkshifts(queryClient),
  });
}
