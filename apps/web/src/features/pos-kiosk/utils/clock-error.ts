import { POS_MESSAGES } from '@jornada/shared/api/pos';
import { NO_COMPANY_SCHEMA_MESSAGE, POS_END_ERROR, workshiftActionToasts } from '@jornada/shared/api/workshift';
import type { ToastInput } from '../../../components/ui/toast/toast-store';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-client';
import { isPinRefusal } from './pin-input';

export type ClockErrorOutcome =
  /**
   * The keypad opens (or stays open) with the server's words: missing, wrong, not set, too many —
   * the last with how long to wait (the answer's Retry-After).
   */
  | { kind: 'pin'; message: string; retryAfterSeconds?: number }
  | { kind: 'toast'; toast: ToastInput }
  /** A network failure: the connection toast was already shown. */
  | { kind: 'none' };

/** The action's own message at the kiosk: SPEC §8's 'Error al finalizar turno' for its end. */
function kioskActionError(action: keyof typeof workshiftActionToasts): string {
  return action === 'end' ? POS_END_ERROR : workshiftActionToasts[action].error;
}

/**
 * What a refused clock call or incident means at the kiosk. A PIN refusal (401, 429) goes back to
 * the keypad — also when the terminal started asking for PINs after the kiosk loaded; anything else
 * is SPEC §8's destructive toast titled 'Error', with the server's reason or the action's message.
 */
export function clockErrorOutcome(
  action: keyof typeof workshiftActionToasts,
  error: unknown,
  requiresPin: boolean,
): ClockErrorOutcome {
  if (error instanceof ApiError && error.kind === 'network') return { kind: 'none' };
  const message = error instanceof Error ? error.message.trim() : '';
  if (error instanceof ApiError && isPinRefusal(error.status)) {
    if (requiresPin || message === POS_MESSAGES.employeePinRequired) {
      const wait = error.status === 429 ? error.retryAfterSeconds : undefined;
      return { kind: 'pin', message, ...(wait ? { retryAfterSeconds: wait } : {}) };
    }
  }
  const isSpecific = message !== '' && message !== DEFAULT_ERROR_MESSAGE;
  return {
    kind: 'toast',
    toast: {
      title: 'Error',
      description: isSpecific ? message : kioskActionError(action),
      variant: 'destructive',
      duration: 5000,
    },
  };
}

/**
 * SPEC §5: an end needs the company schema. A kiosk whose saved company lost it refuses the end
 * before sending (or queueing) it, with SPEC's message 'No se pudo determinar el esquema de la empresa'.
 */
export function missingSchemaRefusal(
  action: keyof typeof workshiftActionToasts,
  schemaName: string | null | undefined,
) {
  if (action !== 'end' || (schemaName ?? '').trim() !== '') return null;
  return new ApiError(NO_COMPANY_SCHEMA_MESSAGE, { status: 400, kind: 'http' });
}
