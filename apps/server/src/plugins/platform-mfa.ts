import { MFA_MESSAGES, MFA_SETUP_REQUIRED_CODE } from '@jornada/shared/api/mfa';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

export interface PlatformMfaPluginOptions {
  isRequired: boolean;
  /** Whether the user has two-step verification on (the mfa module's answer, handed in by app.ts: ADR 026). */
  isMfaEnabled: (userId: number) => Promise<boolean>;
}

/**
 * PLATFORM_MFA_REQUIRED (ADR 015): the platform admin's console, /api/admin/*, answers 403
 * `{ mfa_setup_required: true }` until the account has two-step verification on. Registered after the
 * auth plugin, so its hook runs once the guard has resolved the session and checked the grant.
 */
export const platformMfaPlugin = fp(async (app: FastifyInstance, options: PlatformMfaPluginOptions) => {
  if (!options.isRequired) return;
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.url?.startsWith('/api/admin/')) return;
    const user = request.session?.user;
    if (user?.role !== 'navegatel' || (await options.isMfaEnabled(user.id))) return;
    throw new AppError('FORBIDDEN', MFA_MESSAGES.setupRequired, {
      extra: { code: MFA_SETUP_REQUIRED_CODE, mfa_setup_required: true },
    });
  });
});
