import { randomBytes, randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { createKey } from '../src/modules/api-keys/api-keys.test-helpers';
import { ctx, idOf, PABLO, useEmployeesContext } from '../src/modules/employees/employees.test-helpers';

/**
 * The OpenAPI document serves a real client: types generated from the live document with
 * openapi-typescript, the integration code of openapi-client/integration-client.ts type-checked
 * against them and run with openapi-fetch against the app on a loopback port, with an API key sent
 * as the document's security scheme says.
 */

useEmployeesContext();

interface SecurityScheme {
  type: string;
  scheme?: string;
  in?: string;
  name?: string;
}
interface OpenapiDocument {
  paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
  components: { securitySchemes: Record<string, SecurityScheme> };
}

/** What integration-client.ts exports (typed there against the generated types; this file cannot import it). */
interface IntegrationClient {
  clockInByEmail(options: {
    baseUrl: string;
    headers: Record<string, string>;
    email: string;
    idempotencyKey: string;
  }): Promise<{
    listedCount: number;
    employee: { id: number; email: string; name: string; role: string };
    shift: { id: number; userId: number; status: string };
  }>;
}

/** The operations integration-client.ts calls. */
const calledOperations: [method: string, path: string][] = [
  ['get', '/api/employees'],
  ['get', '/api/employees/{id}'],
  ['post', '/api/integrations/workshift/start'],
];

const fixture = resolve(import.meta.dirname, 'openapi-client/integration-client.ts');
const workDir = resolve(import.meta.dirname, 'openapi-client/.generated', randomBytes(6).toString('hex'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

async function liveDocument(): Promise<OpenapiDocument> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The compiler's complaints about a file, as an integrator's strict build would show them. */
function typeErrorsOf(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (diagnostic) =>
        `${diagnostic.file ? `${basename(diagnostic.file.fileName)}: ` : ''}${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
    );
}

/** The client an integrator builds from a document: its generated types beside the integration code. */
async function buildClient(document: OpenapiDocument, name: string): Promise<{ entry: string; typeErrors: string[] }> {
  const dir = join(workDir, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'api.ts'), astToString(await openapiTS(document as never)));
  const entry = join(dir, 'integration-client.ts');
  copyFileSync(fixture, entry);
  return { entry, typeErrors: typeErrorsOf(entry) };
}

/** The headers that carry a key for a security scheme, as a generic client applies the document's scheme. */
function credentialHeaders(scheme: SecurityScheme | undefined, key: string): Record<string, string> {
  if (scheme?.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer') return { authorization: `Bearer ${key}` };
  if (scheme?.type === 'apiKey' && scheme.in === 'header' && scheme.name) return { [scheme.name]: key };
  throw new Error(`una integración no puede enviar su clave con el esquema ${JSON.stringify(scheme)}`);
}

describe('a typed client generated from the OpenAPI document', () => {
  it('type-checks, and with an API key lists the employees, reads one and clocks them in', async () => {
    const document = await liveDocument();
    for (const [method, path] of calledOperations) {
      expect(document.paths[path]?.[method]?.security, `${method} ${path}`).toContainEqual({ apiKey: [] });
    }
    const { entry, typeErrors } = await buildClient(document, 'live');
    expect(typeErrors).toEqual([]);

    const { key } = await createKey(['employees:read', 'clock:write'], 'Torno');
    const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const client: IntegrationClient = await import(/* @vite-ignore */ pathToFileURL(entry).href);
    const result = await client.clockInByEmail({
      baseUrl: address,
      headers: credentialHeaders(document.components.securitySchemes.apiKey, key),
      email: PABLO,
      idempotencyKey: randomUUID(),
    });

    expect(result.listedCount).toBeGreaterThan(1);
    expect(result.employee).toMatchObject({ id: idOf(PABLO), email: PABLO, role: 'worker' });
    expect(result.shift).toMatchObject({ userId: idOf(PABLO), status: 'in_progress' });
    // The start is in the record, stamped as the key's.
    const [event] = await ctx.superuserQuery<{ source: string }>(
      `select source from clock_events where user_id = $1 and kind = 'start' order by id desc limit 1`,
      [idOf(PABLO)],
    );
    expect(event?.source).toBe('api');
  }, 120_000);

  it('does not compile against a document that lost a path the integration calls', async () => {
    const document = await liveDocument();
    const { '/api/employees/{id}': _lost, ...paths } = document.paths;
    const { typeErrors } = await buildClient({ ...document, paths }, 'without-employee');
    expect(typeErrors.join('\n')).toContain('"/api/employees/{id}"');
  }, 120_000);
});
