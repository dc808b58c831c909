import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { operationIdOf } from './openapi-operations';

interface Operation {
  operationId?: string;
  responses?: Record<string, { content?: Record<string, unknown> }>;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
}
interface OpenapiDocument {
  openapi: string;
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Record<string, string>> };
}

let ctx: TestContext;
let document: OpenapiDocument;
let operations: { label: string; operation: Operation }[];

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode, response.body).toBe(200);
  document = response.json();
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ label: `${method.toUpperCase()} ${path}`, operation })),
  );
});
afterAll(() => ctx?.close());

describe('the OpenAPI document (/api/docs/json)', () => {
  it('has one operation per /api route the app serves, and besides them only the two public pages of SPEC', () => {
    const served = ctx.app.apiRoutes.map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(operations.map((entry) => entry.label).sort()).toEqual(
      [...served, 'GET /texts/{name}', 'POST /sendemail/customplan'].sort(),
    );
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: ctx.config.publicOrigin }]);
  });

  it('gives every operation a unique operationId, a declared tag, a one-line summary and a description', () => {
    const declaredTags = new Set((document.tags ?? []).map((tag) => tag.name));
    const usedTags = new Set<string>();
    const seenIds = new Map<string, string>();
    for (const { label, operation } of operations) {
      expect(operation.operationId, label).toMatch(/^[a-z][A-Za-z0-9]+$/);
      const id = operation.operationId ?? '';
      expect(seenIds.get(id), `${label} repite el operationId ${id}`).toBeUndefined();
      seenIds.set(id, label);
      expect(operation.tags?.length, label).toBeGreaterThan(0);
      for (const tag of operation.tags ?? []) {
        expect(declaredTags.has(tag), `${label}: la etiqueta ${tag} no está en tags`).toBe(true);
        usedTags.add(tag);
      }
      expect(operation.summary?.trim(), label).toBeTruthy();
      expect(operation.summary, label).not.toContain('\n');
      expect(operation.description?.trim(), label).toBeTruthy();
      // A file or a stream says what it sends (config.fileResponse), as JSON operations do by their schema.
      const success = Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith('2'));
      expect(success.length, `${label} sin respuesta 2xx`).toBeGreaterThan(0);
    }
    expect([...declaredTags].filter((tag) => !usedTags.has(tag))).toEqual([]);
    for (const tag of document.tags ?? []) expect(tag.description, tag.name).toBeTruthy();
  });

  it('declares the cookie, bearer and API-key schemes, and each operation takes those of its permission', () => {
    const schemes = document.components.securitySchemes;
    expect(schemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'jornada_session' });
    expect(schemes.posSession).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'jornada_pos' });
    expect(schemes.embedToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.embedPosToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'jk_live_…' });

    const securityOf = (method: string, path: string) => document.paths[path]?.[method]?.security;
    const user = [{ session: [] }, { embedToken: [] }];
    expect(securityOf('get', '/api/health')).toEqual([]);
    expect(securityOf('post', '/api/login')).toEqual([]);
    expect(securityOf('get', '/api/profile')).toEqual(user);
    expect(securityOf('get', '/api/employees')).toEqual([...user, { apiKey: [] }]);
    expect(securityOf('post', '/api/integrations/workshift/start')).toEqual([{ apiKey: [] }]);
    expect(securityOf('get', '/api/pos/employees')).toEqual([{ posSession: [] }, { embedPosToken: [] }]);
  });

  it('says what a file or a stream operation sends', () => {
    const contentOf = (method: string, path: string) =>
      Object.keys(document.paths[path]?.[method]?.responses?.['200']?.content ?? {});
    expect(contentOf('get', '/api/reports/register/bundle')).toEqual(['application/zip']);
    expect(contentOf('get', '/api/workshift/history/export')).toEqual(['text/csv', 'application/pdf']);
    expect(contentOf('get', '/api/events')).toEqual(['text/event-stream']);
    expect(contentOf('get', '/api/reports/register')).toEqual(['application/json']);
  });

  it('says in each description who may call the operation, and with what reach', () => {
    const descriptionOf = (method: string, path: string) => document.paths[path]?.[method]?.description;
    expect(descriptionOf('get', '/api/health')).toBe('Pública: no necesita sesión.');
    expect(descriptionOf('get', '/api/employees')).toContain(
      'con el permiso `read:employee`: Administrador (toda la empresa), Manager (su equipo), Gestoría (sus empresas cliente).',
    );
    expect(descriptionOf('get', '/api/employees')).toContain('Admite una clave de API con el permiso `employees:read`');
    expect(descriptionOf('post', '/api/integrations/workshift/start')).toContain('Solo con una clave de API');
    expect(descriptionOf('post', '/api/pos/workshift/start')).toContain('Sesión de un terminal de fichaje');
  });
});

describe('operationIdOf', () => {
  it('is the method and the path in camelCase, without /api, a parameter as By<Name>', () => {
    expect(operationIdOf('GET', '/api/employees/:id')).toBe('getEmployeesById');
    expect(operationIdOf('PATCH', '/api/auth/update-password/:authUserId')).toBe('patchAuthUpdatePasswordByAuthUserId');
    expect(operationIdOf('POST', '/api/workshift/break/start')).toBe('postWorkshiftBreakStart');
    expect(operationIdOf('GET', '/texts/{name}')).toBe('getTextsByName');
    expect(operationIdOf('POST', '/sendemail/customplan')).toBe('postSendemailCustomplan');
  });
});
