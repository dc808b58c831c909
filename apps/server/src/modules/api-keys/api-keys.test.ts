import { createHash } from 'node:crypto';
import {
  API_KEY_MESSAGES,
  createApiKeyResponse,
  listApiKeysResponse,
  MAX_LIVE_API_KEYS,
} from '@jornada/shared/api/api-keys';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  ADMIN_B,
  api,
  ctx,
  FORBIDDEN,
  idOf,
  LUCIA,
  MANAGER,
  useEmployeesContext,
} from '../employees/employees.test-helpers';
import { auditRows, createKey, setPlan, withKey } from './api-keys.test-helpers';

useEmployeesContext();

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const keyRows = () =>
  ctx.superuserQuery<{ id: number; company_id: number; key_hash: string; key_prefix: string; revoked_at: Date | null }>(
    'select id, company_id, key_hash, key_prefix, revoked_at from api_keys order by id',
  );

describe('POST /api/api-keys', () => {
  it('201 with the key shown once; only its SHA-256 and first characters are stored; audited without the key', async () => {
    const response = await api(ADMIN, 'POST', '/api/api-keys', {
      name: '  Software de nóminas ',
      scopes: ['employees:read', 'register:read'],
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = createApiKeyResponse.parse(response.json());
    expect(created).toMatchObject({
      name: 'Software de nóminas',
      // The table's order, whatever order they came in.
      scopes: ['register:read', 'employees:read'],
      created_by: { id: idOf(ADMIN), name: 'Ana García' },
      last_used_at: null,
    });
    expect(created.key).toMatch(/^jk_live_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.key.slice(0, 12));

    const stored = (await keyRows()).find((row) => row.id === created.id);
    expect(stored?.key_hash).toBe(sha256(created.key));
    expect(stored?.key_prefix).toBe(created.prefix);
    // The key itself is nowhere in the database: not in the table, not in the log.
    const [{ n } = { n: -1 }] = await ctx.superuserQuery<{ n: number }>(
      `select count(*)::int as n from api_keys k where row_to_json(k)::text like '%' || $1 || '%'`,
      [created.key.slice(12)],
    );
    expect(n).toBe(0);
    const [audit] = (await auditRows('api_key.created')).filter((row) => row.entity_id === String(created.id));
    expect(audit).toMatchObject({
      actor_user_id: idOf(ADMIN),
      entity: 'api_key',
      details: { name: 'Software de nóminas', scopes: ['register:read', 'employees:read'], prefix: created.prefix },
    });
    expect(JSON.stringify(audit)).not.toContain(created.key.slice(12));

    // The list never carries the key again.
    const listed = await api(ADMIN, 'GET', '/api/api-keys');
    expect(listed.statusCode).toBe(200);
    const list = listApiKeysResponse.parse(listed.json());
    expect(list.available).toBe(true);
    expect(list.keys.find((key) => key.id === created.id)).toEqual({
      id: created.id,
      name: created.name,
      scopes: created.scopes,
      prefix: created.prefix,
      created_at: created.created_at,
      created_by: created.created_by,
      last_used_at: null,
    });
    expect(listed.body).not.toContain(created.key.slice(12));
  });

  it('400 in Spanish for a missing name, no scope, an unknown or repeated scope; nothing is stored', async () => {
    const before = (await keyRows()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ', scopes: ['register:read'] }, API_KEY_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(81), scopes: ['register:read'] }, API_KEY_MESSAGES.nameTooLong],
      [{ name: 'Nóminas', scopes: [] }, API_KEY_MESSAGES.scopesRequired],
      [{ name: 'Nóminas' }, API_KEY_MESSAGES.scopesRequired],
      [{ name: 'Nóminas', scopes: ['register:write'] }, API_KEY_MESSAGES.scopeInvalid],
      [{ name: 'Nóminas', scopes: ['clock:write', 'clock:write'] }, API_KEY_MESSAGES.scopesRepeated],
    ];
    for (const [payload, message] of cases) {
      const response = await api(ADMIN, 'POST', '/api/api-keys', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await keyRows()).length).toBe(before);
  });

  it('403 in Spanish on a plan without the API (Gratis); the list says it is not available', async () => {
    const before = (await keyRows()).length;
    const response = await api(ADMIN_B, 'POST', '/api/api-keys', { name: 'Nóminas', scopes: ['register:read'] });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(API_KEY_MESSAGES.planWithoutApi);
    expect((await keyRows()).length).toBe(before);
    const listed = await api(ADMIN_B, 'GET', '/api/api-keys');
    expect(listed.json()).toEqual({ available: false, keys: [] });

    // Enterprise includes it too: the flag is the plan's data, not its name.
    await setPlan('talleres_norte', 'enterprise');
    try {
      const onEnterprise = await api(ADMIN_B, 'POST', '/api/api-keys', { name: 'ERP', scopes: ['clock:write'] });
      expect(onEnterprise.statusCode, onEnterprise.body).toBe(201);
      // On Profesional it is not.
      await setPlan('talleres_norte', 'professional');
      const onProfessional = await api(ADMIN_B, 'POST', '/api/api-keys', { name: 'ERP', scopes: ['clock:write'] });
      expect(onProfessional.statusCode).toBe(403);
    } finally {
      await setPlan('talleres_norte', 'free');
    }
  });

  it("only the company admin manages keys: a manager's and a worker's session get 403", async () => {
    for (const as of [MANAGER, LUCIA]) {
      for (const [method, url] of [
        ['GET', '/api/api-keys'],
        ['POST', '/api/api-keys'],
        ['DELETE', '/api/api-keys/1'],
      ] as const) {
        const response = await api(
          as,
          method,
          url,
          method === 'POST' ? { name: 'x', scopes: ['clock:write'] } : undefined,
        );
        expect(response.statusCode, `${as} ${method} ${url}`).toBe(403);
        expect(response.json().message).toBe(FORBIDDEN);
      }
    }
  });

  it(`409 past ${MAX_LIVE_API_KEYS} live keys; a revoked one frees its place`, async () => {
    const live = (await api(ADMIN, 'GET', '/api/api-keys')).json().keys.length as number;
    const made = [];
    for (let i = live; i < MAX_LIVE_API_KEYS; i++) made.push(await createKey(['register:read'], `Clave ${i}`));
    const refused = await api(ADMIN, 'POST', '/api/api-keys', { name: 'Una más', scopes: ['register:read'] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(API_KEY_MESSAGES.tooManyKeys);
    const last = made.at(-1);
    expect((await api(ADMIN, 'DELETE', `/api/api-keys/${last?.id}`)).statusCode).toBe(204);
    expect((await api(ADMIN, 'POST', '/api/api-keys', { name: 'Una más', scopes: ['register:read'] })).statusCode).toBe(
      201,
    );
    // Leave room for the other tests.
    for (const key of made.slice(0, -1)) await api(ADMIN, 'DELETE', `/api/api-keys/${key.id}`);
  });
});

describe('DELETE /api/api-keys/{id}', () => {
  it('204: the key answers 401 at once and leaves the list; audited; revoking again is 409', async () => {
    const created = await createKey(['register:read'], 'Para revocar');
    const url = '/api/reports/register?from=2026-01-01&to=2026-01-31';
    expect((await withKey(created.key, 'GET', url)).statusCode).toBe(200);

    const revoked = await api(ADMIN, 'DELETE', `/api/api-keys/${created.id}`);
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect(revoked.body).toBe('');
    const after = await withKey(created.key, 'GET', url);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(API_KEY_MESSAGES.invalidKey);
    const list = (await api(ADMIN, 'GET', '/api/api-keys')).json().keys as { id: number }[];
    expect(list.map((key) => key.id)).not.toContain(created.id);
    // Revoked, never deleted: the activity log still names it.
    expect((await keyRows()).find((row) => row.id === created.id)?.revoked_at).not.toBeNull();
    const [audit] = (await auditRows('api_key.revoked')).filter((row) => row.entity_id === String(created.id));
    expect(audit).toMatchObject({
      actor_user_id: idOf(ADMIN),
      details: { name: 'Para revocar', scopes: ['register:read'] },
    });

    const again = await api(ADMIN, 'DELETE', `/api/api-keys/${created.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(API_KEY_MESSAGES.alreadyRevoked);
  });

  it("another company's key, or none, is 404 and stays live", async () => {
    await setPlan('talleres_norte', 'premium');
    try {
      const ofB = await createKey(['register:read'], 'De Talleres', ADMIN_B);
      for (const id of [ofB.id, 999_999]) {
        const response = await api(ADMIN, 'DELETE', `/api/api-keys/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(API_KEY_MESSAGES.notFound);
      }
      expect((await keyRows()).find((row) => row.id === ofB.id)?.revoked_at).toBeNull();
      const listOfA = (await api(ADMIN, 'GET', '/api/api-keys')).json().keys as { id: number }[];
      expect(listOfA.map((key) => key.id)).not.toContain(ofB.id);
    } finally {
      await setPlan('talleres_norte', 'free');
    }
  });
});

describe('the OpenAPI document as the integration reference', () => {
  it('declares the key as a bearer scheme, introduces authentication, scopes, Idempotency-Key and errors, and marks exactly the operations a key may call', async () => {
    const response = await api(ADMIN, 'GET', '/api/docs/json');
    expect(response.statusCode).toBe(200);
    type Operation = { security?: Record<string, string[]>[]; description?: string; 'x-api-key-scope'?: string };
    const doc = response.json() as {
      info: { description: string };
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
      paths: Record<string, Record<string, Operation>>;
    };
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const heading of ['## Integraciones: claves de API', '## Reintentos: Idempotency-Key', '## Errores']) {
      expect(doc.info.description).toContain(heading);
    }
    for (const scope of ['register:read', 'employees:read', 'clock:write'])
      expect(doc.info.description).toContain(scope);

    const marked = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation['x-api-key-scope'] !== undefined)
        .map(([method, operation]) => `${method.toUpperCase()} ${path} ${operation['x-api-key-scope']}`),
    );
    expect(marked.sort()).toEqual(
      [
        'GET /api/reports/register register:read',
        'GET /api/reports/register/bundle register:read',
        'GET /api/employees employees:read',
        'GET /api/employees/{id} employees:read',
        'POST /api/integrations/workshift/start clock:write',
        'POST /api/integrations/workshift/break/start clock:write',
        'POST /api/integrations/workshift/break/end clock:write',
        'POST /api/integrations/workshift/resume clock:write',
        'POST /api/integrations/workshift/end clock:write',
      ].sort(),
    );
    const register = doc.paths['/api/reports/register']?.get;
    expect(register?.security).toEqual([{ session: [] }, { embedToken: [] }, { apiKey: [] }]);
    expect(register?.description).toContain('Admite una clave de API con el permiso `register:read`');
    // The routes the app actually opens to keys are the ones the document marks.
    const opened = ctx.app.apiRoutes
      .filter((route) => route.apiKeyScope)
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')} ${route.apiKeyScope}`);
    expect(opened.sort()).toEqual(marked.sort());
  });
});
