import type { Workshift } from '@jornada/shared/api/workshift';
import { AppError } from '../../lib/app-error';
import type { StoredAnswer } from './clock-context.repository';

export const IDEMPOTENCY_MESSAGES = {
  reusedKey:
    'Esta clave de idempotencia (Idempotency-Key) ya se usó para otro fichaje: cada pulsación necesita una clave nueva',
} as const;

/**
 * A retry of a tap already recorded: the first answer again, nothing written. The same key with
 * another body (or for another worker) is a client bug, not a retry: 422.
 */
export function replayStoredAnswer(stored: StoredAnswer, userId: number, fingerprint: string): Workshift {
  if (stored.userId !== userId || stored.fingerprint !== fingerprint) {
    throw new AppError('UNPROCESSABLE', IDEMPOTENCY_MESSAGES.reusedKey);
  }
  return stored.response as Workshift;
}
