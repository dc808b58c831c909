import { randomBytes } from 'node:crypto';
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  API_KEY_SHOWN_LENGTH,
  type ApiKey,
  type ApiKeyScope,
  apiKeyScopes,
  type CreateApiKeyRequest,
  type CreateApiKeyResponse,
  type ListApiKeysResponse,
  MAX_LIVE_API_KEYS,
} from '@jornada/shared/api/api-keys';
import type { SessionUser } from '@jornada/shared/api/session';
import { tenantReachFor } from '../../access/reach';
import { recordAudit } from '../../access/record-audit';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/tokens';
import {
  type ApiKeyRow,
  countLiveApiKeys,
  findPlanApiAccess,
  insertApiKey,
  listLiveApiKeys,
  revokeApiKey,
} from './api-keys.repository';

export interface ApiKeyAdmin {
  user: SessionUser;
  ip: string | null;
}

/** `jk_live_` and 256 random bits, URL-safe: only its SHA-256 is stored. */
export function generateApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** The scopes in their canonical order (the table's order), whatever order they were sent in. */
const canonicalScopes = (scopes: readonly string[]): ApiKeyScope[] => apiKeyScopes.filter((s) => scopes.includes(s));

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scopes: canonicalScopes(row.scopes),
    prefix: row.key_prefix,
    created_at: new Date(row.created_at).toISOString(),
    created_by: row.created_by === null ? null : { id: row.created_by, name: row.created_by_name ?? '' },
    last_used_at: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
  };
}

const companyOfAdmin = (admin: ApiKeyAdmin) => tenantReachFor(admin.user, 'manage:api-key').companyId;

/** GET /api/api-keys: the live keys (never the keys themselves), and whether the plan includes the API. */
export async function listApiKeys(db: Db, admin: ApiKeyAdmin): Promise<ListApiKeysResponse> {
  const companyId = companyOfAdmin(admin);
  return withTenant(db, companyId, async (trx) => ({
    available: await findPlanApiAccess(trx, companyId, { lock: false }),
    keys: (await listLiveApiKeys(trx, companyId)).map(toApiKey),
  }));
}

/**
 * POST /api/api-keys: a new key, shown this once. Only on a plan with the API (403 otherwise), at most
 * MAX_LIVE_API_KEYS live at once (counted under the company row's lock). Audited.
 */
export async function createApiKey(
  db: Db,
  admin: ApiKeyAdmin,
  input: CreateApiKeyRequest,
): Promise<CreateApiKeyResponse> {
  const companyId = companyOfAdmin(admin);
  const key = generateApiKey();
  const scopes = canonicalScopes(input.scopes);
  const row = await withTenant(db, companyId, async (trx) => {
    if (!(await findPlanApiAccess(trx, companyId, { lock: true }))) {
      throw new AppError('FORBIDDEN', API_KEY_MESSAGES.planWithoutApi);
    }
    if ((await countLiveApiKeys(trx, companyId)) >= MAX_LIVE_API_KEYS) {
      throw new AppError('CONFLICT', API_KEY_MESSAGES.tooManyKeys);
    }
    const created = await insertApiKey(trx, companyId, {
      name: input.name,
      scopes,
      keyPrefix: key.slice(0, API_KEY_SHOWN_LENGTH),
      keyHash: hashToken(key),
      createdBy: admin.user.id,
    });
    await recordAudit(trx, companyId, {
      actorUserId: admin.user.id,
      action: 'api_key.created',
      entity: 'api_key',
      entityId: created.id,
      details: { name: created.name, scopes, prefix: created.key_prefix },
      ip: admin.ip,
    });
    return created;
  });
  return { ...toApiKey(row), key };
}

/** DELETE /api/api-keys/{id}: the key stops working at once (401). Another company's key is 404. Audited. */
export async function revokeCompanyApiKey(db: Db, admin: ApiKeyAdmin, id: number): Promise<void> {
  const companyId = companyOfAdmin(admin);
  await withTenant(db, companyId, async (trx) => {
    const revoked = await revokeApiKey(trx, companyId, id, admin.user.id);
    if (revoked === undefined) throw new AppError('NOT_FOUND', API_KEY_MESSAGES.notFound);
    if (revoked === 'revoked') throw new AppError('CONFLICT', API_KEY_MESSAGES.alreadyRevoked);
    await recordAudit(trx, companyId, {
      actorUserId: admin.user.id,
      action: 'api_key.revoked',
      entity: 'api_key',
      entityId: id,
      details: { name: revoked.name, scopes: canonicalScopes(revoked.scopes) },
      ip: admin.ip,
    });
  });
}
