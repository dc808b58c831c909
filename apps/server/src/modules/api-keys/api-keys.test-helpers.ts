import type { ApiKeyScope, CreateApiKeyResponse } from '@jornada/shared/api/api-keys';
import { expect } from 'vitest';
import { ADMIN, api, ctx } from '../employees/employees.test-helpers';

/**
 * What the API-key tests share, on top of the employees' test context (useEmployeesContext: a fresh demo
 * database per file, sessions of both admins, the manager and Lucía). Panadería Ejemplo is on Premium
 * (the API is included), Talleres Norte on Gratis.
 */

export const ALL_SCOPES: ApiKeyScope[] = ['register:read', 'employees:read', 'clock:write'];

/** POST /api/api-keys as the admin: answers the 201 body (the key, shown this once). */
export async function createKey(
  scopes: ApiKeyScope[],
  name = 'Nóminas',
  as: string = ADMIN,
): Promise<CreateApiKeyResponse> {
  const response = await api(as, 'POST', '/api/api-keys', { name, scopes });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/**
 * A call as an integration's server makes it: the key as bearer, no cookie, no X-Requested-With (a
 * server is no SPA), from its own address.
 */
export function withKey(
  key: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: { payload?: Record<string, unknown>; headers?: Record<string, string>; ip?: string } = {},
) {
  return ctx.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${key}`, ...options.headers },
    remoteAddress: options.ip ?? '10.60.0.1',
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

/** The company's audit rows of one action, oldest first (read past RLS). */
export function auditRows(action: string) {
  return ctx.superuserQuery<{
    company_id: number;
    actor_user_id: number | null;
    entity: string | null;
    entity_id: string | null;
    details: Record<string, unknown>;
    ip: string | null;
  }>('select company_id, actor_user_id, entity, entity_id, details, ip from audit_log where action = $1 order by id', [
    action,
  ]);
}

/** Moves a company to another plan (as the platform would). */
export async function setPlan(schemaName: string, type: 'free' | 'professional' | 'premium' | 'enterprise') {
  await ctx.superuserQuery(
    `update companies set plan_id = (select id from plans where type = $2) where schema_name = $1`,
    [schemaName, type],
  );
}
