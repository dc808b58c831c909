import type { Workshift } from '@jornada/shared/api/workshift';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { warmAppShell } from '../../../lib/app-shell-cache';
import type { QueuedClockAction } from '../../../lib/clock-queue/clock-queue';
import { useClockQueueItems, useClockQueueReplay } from '../../../lib/clock-queue/use-clock-queue';
import { forgetPin } from '../utils/pin-memory';
import type { SavedPosCompany } from '../utils/pos-storage';
import { posQueueOwner, refreshPosEmployee, sendPosAction } from './use-pos-clock-action';

/**
 * The terminal's offline queue: its taps and refusals for the list, sent in order when
 * the connection is back. Also readies the app's files for a reload with no connection.
 */
export function usePosQueue(company: SavedPosCompany) {
  const owner = posQueueOwner(company);
  const queryClient = useQueryClient();
  const queue = useClockQueueItems(owner);
  const settle = (item: QueuedClockAction, shift?: Workshift) => {
    forgetPin(item.key);
    if (item.subject) refreshPosEmployee(queryClient, item.subject.id, shift);
  };
  useClockQueueReplay(owner, {
    send: sendPosAction,
    onSent: (item, shift: Workshift | undefined) => settle(item, shift),
    onRefused: (item) => settle(item),
  });
  useEffect(() => {
    const timer = setTimeout(() => void warmAppShell(), 3000);
    return () => clearTimeout(timer);
  }, []);
  return queue;
}
