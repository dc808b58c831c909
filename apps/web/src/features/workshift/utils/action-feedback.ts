import { NO_COMPANY_SCHEMA_MESSAGE, workshiftActionToasts } from '@jornada/shared/api/workshift';
import type { ToastInput } from '../../../components/ui/toast/toast-store';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-client';

export type FeedbackAction = keyof typeof workshiftActionToasts;

export function successToast(action: FeedbackAction, description?: string): ToastInput {
  const title = workshiftActionToasts[action].success;
  // The server may answer with the very same words as the title; saying them twice reads as a glitch.
  return { title, description: description && description !== title ? description : undefined, variant: 'success' };
}

/**
 * SPEC §8: a destructive toast titled 'Error'. The server's message says what went wrong ('Ya tienes
 * una jornada en curso', a break-policy reason); without one, the action's own message. Null for a
 * network failure, which already got the connection toast.
 */
export function errorToast(action: FeedbackAction, error: unknown): ToastInput | null {
  if (error instanceof ApiError && error.kind === 'network') return null;
  const serverMessage = error instanceof Error ? error.message.trim() : '';
  const isSpecific = serverMessage !== '' && serverMessage !== DEFAULT_ERROR_MESSAGE;
  return {
    title: 'Error',
    description: isSpecific ? serverMessage : workshiftActionToasts[action].error,
    variant: 'destructive',
    // Long enough to read a reason; the shell's 2.5 s suits a one-word confirmation, not this.
    duration: 5000,
  };
}

/** SPEC §5: an end needs the user's company (its schema); without one it is refused before sending. */
export function missingCompanyError(action: FeedbackAction, schemaName: string | null | undefined): Error | null {
  return action === 'end' && !schemaName ? new Error(NO_COMPANY_SCHEMA_MESSAGE) : null;
}
