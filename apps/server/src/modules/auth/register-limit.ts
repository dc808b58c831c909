import { type IpRateLimit, takeIpAttempt } from '../../access/ip-rate-limit.repository';
import type { Db } from '../../db/tenant';
import { AppError } from '../../lib/app-error';

/**
 * Sign-ups per IP: every attempt that passes validation counts, refused ones too (each costs a
 * password hash, and a successful one creates a company and sends mail to any address).
 * Generous for an office behind one address, tight for a script.
 */
export const REGISTER_RATE_LIMIT: IpRateLimit = { bucket: 'register', windowMinutes: 60, perIp: 10 };
export const REGISTER_TOO_MANY_MESSAGE = 'Demasiados registros desde tu conexión. Inténtalo de nuevo más tarde.';

export async function takeRegisterAttempt(db: Db, ip: string): Promise<void> {
  const refused = await takeIpAttempt(db, ip, REGISTER_RATE_LIMIT);
  if (refused) {
    throw new AppError('TOO_MANY_REQUESTS', REGISTER_TOO_MANY_MESSAGE, {
      retryAfterSeconds: refused.retryAfterSeconds,
    });
  }
}
