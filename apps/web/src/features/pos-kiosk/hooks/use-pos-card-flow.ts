import type { PosEmployee } from '@jornada/shared/api/pos';
import type { Workshift } from '@jornada/shared/api/workshift';
import type { BreakPolicyConfig } from '@jornada/shared/domain/break-policy';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast/toast-store';
import { QUEUED_MESSAGE } from '../../../lib/clock-queue/clock-queue';
import { withQueuedActions } from '../../../lib/clock-queue/optimistic-shift';
import { posKeys } from '../api/pos-keys';
import { clockErrorOutcome } from '../utils/clock-error';
import { type ConfirmationSummary, describeConfirmation } from '../utils/describe-pos-card';
import type { PosAction } from '../utils/pos-status';
import type { SavedPosCompany } from '../utils/pos-storage';
import { usePosClockAction } from './use-pos-clock-action';

/**
 * The card's path from a tap to the confirmation: straight to the server, or through the keypad when
 * the terminal asks for personal PINs. A PIN refusal keeps the keypad open with the server's words.
 * A tap queued offline is confirmed too, saying it will be sent (the card's state is then a guess).
 */
export function usePosCardFlow({
  employee,
  company,
  requiresPin,
  config,
  onConfirmed,
}: {
  employee: PosEmployee;
  company: SavedPosCompany;
  requiresPin: boolean;
  config: BreakPolicyConfig;
  onConfirmed: (summary: ConfirmationSummary) => void;
}) {
  const clock = usePosClockAction(employee, company);
  const queryClient = useQueryClient();
  const [pinFor, setPinFor] = useState<PosAction | null>(null);
  const [pinError, setPinError] = useState<string | null>(null);
  const [pinWaitUntil, setPinWaitUntil] = useState<number | null>(null);
  const resetPin = (action: PosAction | null) => {
    setPinFor(action);
    setPinError(null);
    setPinWaitUntil(null);
  };

  const run = (action: PosAction, pin?: string) =>
    clock.mutate(
      { action, pin },
      {
        onSuccess: (outcome) => {
          resetPin(null);
          const at = new Date();
          const previous = queryClient.getQueryData<Workshift | null>(posKeys.current(employee.id)) ?? null;
          const shift = outcome.kind === 'sent' ? outcome.result : withQueuedActions(previous, [outcome.item]);
          if (!shift) return;
          const summary = describeConfirmation({
            action,
            shift,
            employeeName: employee.name,
            companyName: company.nombre,
            config,
            at,
          });
          onConfirmed(outcome.kind === 'queued' ? { ...summary, note: QUEUED_MESSAGE } : summary);
        },
        onError: (error) => {
          const outcome = clockErrorOutcome(action, error, requiresPin);
          if (outcome.kind === 'pin') {
            setPinFor(action);
            setPinError(outcome.message);
            setPinWaitUntil(outcome.retryAfterSeconds ? Date.now() + outcome.retryAfterSeconds * 1000 : null);
            return;
          }
          setPinFor(null);
          if (outcome.kind === 'toast') toast(outcome.toast);
        },
      },
    );

  return {
    pendingAction: clock.isPending ? (clock.variables?.action ?? null) : null,
    pinFor,
    pinError,
    /** When a 429's wait ends (epoch ms), for the keypad's countdown. */
    pinWaitUntil,
    request: (action: PosAction) => {
      resetPin(requiresPin ? action : null);
      if (!requiresPin) run(action);
    },
    submitPin: (pin: string) => {
      if (pinFor) run(pinFor, pin);
    },
    cancelPin: () => resetPin(null),
  };
}
