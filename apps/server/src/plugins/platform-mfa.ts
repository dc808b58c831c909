import { MFA_MESSAGES, MFA_SETUP_REQUIRED_CODE } from '@jornada/shared/api/mfa';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/tenant';
import { AppError } from '../lib/app-error';
import { hasEnabledMfa } from '../modules/mfa/mfa.repository';

/**
 * PLATFORM_MFA_REQUIRED (ADR 015): the platform admin's console, /api/admin/*, answers 403
 * `{ mfa_setup_required: true }` until the account has two-step verification on. Registered after the
 * auth plugin, so its hook runs once the guard has resolved the session and checked the grant.
 */
export const platformMfaPlugin = fp(async (app: FastifyInstance, options: { db: Db; isRequired: boolean }) => {
  if (!options.isRequired) return;
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.url?.startsWith('/api/admin/')) return;
    const user = request.session?.user;
    if (user?.role !== 'navegatel' || (await hasEnabledMfa(options.db, user.id))) return;
    throw new AppError('FORBIDDEN', MFA_MESSAGES.setupRequired, {
      extra: { code: MFA_SETUP_REQUIRED_CODE, mfa_setup_required: true },
    });
  });
});
