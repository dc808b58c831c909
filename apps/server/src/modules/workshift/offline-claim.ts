import { OFFLINE_CLOCK_LIMITS } from '@jornada/shared/api/workshift';
import { AppError } from '../../lib/app-error';

/**
 * The time an offline replay claims (ADR 005): the device's own clock at the tap, which
 * the server cannot check, only bound. It is accepted when plausible and refused with 422 otherwise;
 * the server's receive time is sealed beside it either way it is recorded.
 */
export const OFFLINE_CLAIM_MESSAGES = {
  invalid: 'El fichaje sin conexión no indica una hora válida (X-Client-Time)',
  future: 'La hora del fichaje sin conexión es posterior a la hora actual: revisa la hora del dispositivo',
  tooOld: 'El fichaje sin conexión tiene más de 7 días y no se puede registrar: solicita una corrección de jornada',
  beforeLast:
    'La hora del fichaje sin conexión es anterior a tu último fichaje registrado: solicita una corrección de jornada',
} as const;

/** X-Client-Time as an instant: ISO 8601 with its offset or Z (what the queue sends), else 422. */
export function parseOfflineClaim(text: string): Date {
  const isIsoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(text);
  const instant = new Date(text);
  if (!isIsoInstant || Number.isNaN(instant.getTime())) {
    throw new AppError('UNPROCESSABLE', OFFLINE_CLAIM_MESSAGES.invalid);
  }
  return instant;
}

/**
 * The instant an offline action is recorded at: the claim, when it is not in the future (beyond a
 * tolerance for a fast device clock, within which it becomes the receive time), not older than 7
 * days, and not before the worker's latest recorded event (a chain's events go forward in time).
 */
export function plausibleClaim(claimed: Date, receivedAt: Date, lastEventAt: Date | null): Date {
  const ahead = claimed.getTime() - receivedAt.getTime();
  if (ahead > OFFLINE_CLOCK_LIMITS.futureToleranceMs)
    throw new AppError('UNPROCESSABLE', OFFLINE_CLAIM_MESSAGES.future);
  if (-ahead > OFFLINE_CLOCK_LIMITS.maxAgeMs) throw new AppError('UNPROCESSABLE', OFFLINE_CLAIM_MESSAGES.tooOld);
  const at = ahead > 0 ? receivedAt : claimed;
  if (lastEventAt && at < lastEventAt) throw new AppError('UNPROCESSABLE', OFFLINE_CLAIM_MESSAGES.beforeLast);
  return at;
}
