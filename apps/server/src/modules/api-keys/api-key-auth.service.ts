import { API_KEY_MESSAGES, API_KEY_PREFIX, type ApiKeyScope, apiKeyScopes } from '@jornada/shared/api/api-keys';
import { RESTRICTED_MODE_MESSAGE } from '@jornada/shared/api/session';
import { companyState, isCompanyRestricted } from '@jornada/shared/domain/subscription';
import { type Permission, restrictedModePermissions } from '@jornada/shared/permissions';
import { findIpRefusal, type IpRateLimit, takeIpAttempt } from '../../access/ip-rate-limit.repository';
import type { ResolvedApiKey } from '../../access/principals';
import type { ApiKeyActor } from '../../access/reach';
import { recordAudit } from '../../access/record-audit';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/tokens';
import { findLiveApiKeyByHash } from './api-keys.repository';

/**
 * Unknown or revoked keys per IP: the 21st within 15 minutes answers 429, and so does any key from that
 * address until the window frees up (a key is 256 random bits: this is hygiene against a misconfigured
 * client hammering with a revoked key, and against probing, more than a guessing defence).
 */
export const API_KEY_ATTEMPT_LIMIT: IpRateLimit = { bucket: 'api-key-ip', windowMinutes: 15, perIp: 20 };

/** Whether a bearer token is an API key (and not a session token, which has no such prefix). */
export function isApiKeyToken(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', API_KEY_MESSAGES.tooManyAttempts, { retryAfterSeconds });
}

const isScope = (scope: string): scope is ApiKeyScope => (apiKeyScopes as readonly string[]).includes(scope);

/**
 * The live key a bearer names, or 401 (unknown or revoked: one message, so a revoked key tells nothing
 * more than a made-up one). Failures count against the IP; past the limit, 429 even for a good key.
 */
export async function authenticateApiKey(
  db: Db,
  token: string,
  request: { ip: string; route: string },
  now = new Date(),
): Promise<ResolvedApiKey> {
  const refusal = await findIpRefusal(db, request.ip, API_KEY_ATTEMPT_LIMIT);
  if (refusal) throw tooManyAttempts(refusal.retryAfterSeconds);
  const row = await findLiveApiKeyByHash(db, hashToken(token));
  if (!row) {
    const limited = await takeIpAttempt(db, request.ip, API_KEY_ATTEMPT_LIMIT);
    if (limited) throw tooManyAttempts(limited.retryAfterSeconds);
    throw new AppError('UNAUTHENTICATED', API_KEY_MESSAGES.invalidKey);
  }
  return {
    actor: {
      kind: 'api_key',
      keyId: row.id,
      keyName: row.name,
      companyId: row.company_id,
      scopes: row.scopes.filter(isScope),
      route: request.route,
      ip: request.ip,
    },
    apiAccess: row.api_access,
    companyState: companyState(row, now),
  };
}

/**
 * Why a live key may not call a route, or null when it may: the route must declare a scope
 * (`config.apiKeyScope`) the key holds, the company's plan must include the API, and an expired or
 * suspended company keeps only what its admin keeps (restricted mode: the register stays readable).
 */
export function apiKeyRefusal(
  key: ResolvedApiKey,
  permission: Permission,
  scope: ApiKeyScope | undefined,
): AppError | null {
  if (scope === undefined) return new AppError('FORBIDDEN', API_KEY_MESSAGES.routeNotAllowed);
  if (!key.actor.scopes.includes(scope)) return new AppError('FORBIDDEN', API_KEY_MESSAGES.missingScope(scope));
  if (!key.apiAccess) return new AppError('FORBIDDEN', API_KEY_MESSAGES.planWithoutApi);
  if (isCompanyRestricted(key.companyState) && !restrictedModePermissions.has(permission)) {
    return new AppError('PAYMENT_REQUIRED', RESTRICTED_MODE_MESSAGE, { fields: { subscription: 'restricted' } });
  }
  return null;
}

/** A refused call of a live key, in its company's activity log: every request a key makes leaves a row. */
export function recordApiKeyRefusal(db: Db, key: ApiKeyActor, refusal: AppError): Promise<void> {
  return withTenant(db, key.companyId, (trx) =>
    recordAudit(trx, key.companyId, {
      actorUserId: null,
      action: 'api_key.refused',
      entity: 'api_key',
      entityId: key.keyId,
      details: { api_key_id: key.keyId, api_key: key.keyName, route: key.route, status: refusal.status },
      ip: key.ip,
    }),
  ).then(() => undefined);
}
