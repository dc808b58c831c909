import type { RoutePermission } from '../../src/plugins/auth';
import type { JsonSchema } from './schema-arbitrary';

/** One route as the fuzzer sees it: where it is, who may call it, and what its schemas accept. */
export interface FuzzTarget {
  method: string;
  /** Fastify's form: `/api/employees/:id`. */
  url: string;
  permission: RoutePermission;
  params: { name: string; schema: JsonSchema }[];
  query: { name: string; schema: JsonSchema; isRequired: boolean }[];
  body: JsonSchema | undefined;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const keyOf = (method: string, url: string) => `${method} ${url}`;

/**
 * Every route the app serves under /api (the auth plugin's `apiRoutes`, which the authorization
 * matrix proves is all of them), plus the documented ones outside it, each with its request schemas
 * read from the OpenAPI document (generated from the same zod schemas that validate the calls).
 * `undocumented` lists /api routes the document lacks: the test fails on them, so no route is left
 * with only blind fuzzing.
 */
export function fuzzTargets(
  apiRoutes: { method: string; url: string; permission: RoutePermission }[],
  document: OpenApiDocument,
): { targets: FuzzTarget[]; undocumented: string[] } {
  const operations = new Map<string, OpenApiOperation>();
  for (const [path, methods] of Object.entries(document.paths)) {
    const url = path.replace(/\{([^}]+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(methods))
      operations.set(keyOf(method.toUpperCase(), url), operation);
  }
  const routes = new Map(apiRoutes.map((route) => [keyOf(route.method, route.url), route]));
  for (const key of operations.keys()) {
    if (routes.has(key)) continue;
    const [method = '', url = ''] = key.split(' ');
    // Outside /api the auth guard does not run: those routes are everyone's.
    routes.set(key, { method, url, permission: 'public' });
  }
  const undocumented: string[] = [];
  const targets = [...routes.entries()].map(([key, route]): FuzzTarget => {
    const operation = operations.get(key);
    if (!operation) undocumented.push(key);
    const parameters = operation?.parameters ?? [];
    const named = (where: string) => parameters.filter((p) => p.in === where);
    return {
      ...route,
      // A path parameter the document does not describe is still fuzzed, as free text.
      params: [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name = '']) => ({
        name,
        schema: named('path').find((p) => p.name === name)?.schema ?? { type: 'string' },
      })),
      query: named('query').map((p) => ({ name: p.name, schema: p.schema ?? {}, isRequired: p.required === true })),
      body: operation?.requestBody?.content['application/json']?.schema,
    };
  });
  return { targets, undocumented };
}
