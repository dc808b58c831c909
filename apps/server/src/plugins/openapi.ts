import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_KEY_PREFIX, apiKeyScopeDescriptions } from '@jornada/shared/api/api-keys';
import { apiKeyScopes } from '@jornada/shared/permissions';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { cookieNameOf, POS_COOKIE_BASE, SESSION_COOKIE_BASE } from './auth';
import {
  accessDescription,
  openapiTags,
  operationIdOf,
  operationSecurity,
  securitySchemeNames,
} from './openapi-operations';

/** The extension that names the API-key scope an operation accepts. */
export const API_KEY_SCOPE_EXTENSION = 'x-api-key-scope';

const scopeList = apiKeyScopes
  .map((scope) => `- \`${scope}\`: ${apiKeyScopeDescriptions[scope].description}`)
  .join('\n');

/**
 * The document's introduction: what an integration needs to start (SPEC §9's integration API for
 * the Premium and Empresa plans). Markdown, shown at the top of /api/docs.
 */
const description = `API del registro de jornada de Jornada.

## Integraciones: claves de API

Los planes **Premium** y **Empresa** incluyen la API de integración. El administrador de la empresa crea las claves
en **Configuración → Claves de API**: les pone un nombre y elige sus permisos. La clave (\`${API_KEY_PREFIX}…\`) se
muestra una sola vez; Jornada solo guarda su huella SHA-256, así que si se pierde hay que crear otra.

Cada llamada lleva la clave en la cabecera \`Authorization: Bearer ${API_KEY_PREFIX}…\` y actúa en nombre de la
empresa, nunca de una persona. Solo las operaciones marcadas con el candado **apiKey** y la extensión
\`${API_KEY_SCOPE_EXTENSION}\` aceptan una clave, y solo si la clave tiene ese permiso:

${scopeList}

Cualquier otra operación (los datos de una persona, la configuración, las peticiones…) responde 403 a una clave.
Cada llamada con clave queda en el registro de actividad de la empresa (qué clave, qué operación y, en los
fichajes, la clave sellada en el propio registro de jornada). Las llamadas con clave no necesitan la cabecera
\`X-Requested-With\` de la web.

## Reintentos: Idempotency-Key

Los fichajes aceptan la cabecera \`Idempotency-Key\` (un UUID por fichaje). Un reintento con la misma clave devuelve
la primera respuesta y no registra nada nuevo; la misma clave con otra petición responde 422. Con \`X-Offline: 1\`
y \`X-Client-Time\` (ISO 8601) un fichaje guardado sin conexión se registra a su hora si es verosímil.

## Errores

Toda respuesta que no es 2xx lleva \`{ "message": "…" }\` en español, que se puede mostrar tal cual:
400 datos no válidos (\`fields\` dice cuáles), 401 clave no válida o revocada, 402 suscripción caducada o
suspendida (el registro sigue siendo legible), 403 la clave no tiene el permiso, la operación no admite claves o
el plan no incluye la API, 404 no existe o no es de tu empresa, 409 la acción no cabe ahora (p. ej. ya hay una
jornada en curso), 422 Idempotency-Key reutilizada, 429 demasiados intentos (\`Retry-After\`), 503 base de datos
no disponible: reintenta más tarde.`;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a route that answers a file or a stream sends on success, for the document only: such a
     * route declares no 200 schema, as a schema would be applied to the body it sends.
     */
    fileResponse?: FileResponse;
  }
}

export interface FileResponse {
  description: string;
  /** Media types, without parameters (`text/csv`, not `text/csv; charset=utf-8`). */
  contentTypes: string[];
}

interface OperationSchema {
  description?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  response?: Record<string, unknown>;
  [API_KEY_SCOPE_EXTENSION]?: string;
}

/** A file's 200 as the document says it: text as a string, anything else as bytes. */
function fileResponseOf({ description, contentTypes }: FileResponse) {
  const content = contentTypes.map((type) => [
    type,
    { schema: type.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' } },
  ]);
  return { 200: { description, content: Object.fromEntries(content) } };
}

export interface OpenapiOptions {
  /** The app's public origin (config.publicOrigin): the document's one server. */
  publicOrigin: string;
  /** Under HTTPS the session cookies carry the __Host- prefix (plugins/auth.ts). */
  isSecure: boolean;
}

/** The OpenAPI document is generated from the same zod schemas that validate each call. */
export const openapiPlugin = fp(async (app: FastifyInstance, options: OpenapiOptions) => {
  await app.register(swagger, {
    openapi: {
      // 3.1: zod's nullable and union types come out as JSON Schema 2020-12, which 3.0 cannot say.
      openapi: '3.1.0',
      info: { title: 'Jornada API', description, version: '1.6.0' },
      servers: [{ url: options.publicOrigin }],
      tags: openapiTags,
      components: {
        securitySchemes: {
          [securitySchemeNames.session]: {
            type: 'apiKey',
            in: 'cookie',
            name: cookieNameOf(SESSION_COOKIE_BASE, options.isSecure),
            description: 'La sesión de la web, que pone `POST /api/login`.',
          },
          // The embed widgets' sessions (POST /api/embed/login, /api/embed/pos/login; ADR 013).
          [securitySchemeNames.embedToken]: {
            type: 'http',
            scheme: 'bearer',
            description: 'La sesión de un usuario en un widget incrustado: el `token` de `POST /api/embed/login`.',
          },
          [securitySchemeNames.posSession]: {
            type: 'apiKey',
            in: 'cookie',
            name: cookieNameOf(POS_COOKIE_BASE, options.isSecure),
            description: 'La sesión de un terminal de fichaje, que pone `POST /api/pos/login`.',
          },
          [securitySchemeNames.embedPosToken]: {
            type: 'http',
            scheme: 'bearer',
            description: 'La sesión de un terminal en el widget de fichaje: el `token` de `POST /api/embed/pos/login`.',
          },
          // An integration's key.
          [securitySchemeNames.apiKey]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: `${API_KEY_PREFIX}…`,
            description: `Clave de API de la empresa: \`Authorization: Bearer ${API_KEY_PREFIX}…\`. Solo en las operaciones con ${API_KEY_SCOPE_EXTENSION}.`,
          },
        },
      },
    },
    // Every operation's credentials, description and operationId come from the route's permission
    // (and API-key scope), the one declaration the auth plugin enforces; an API key's scope also as
    // an extension.
    transform: (input) => {
      const { route } = input;
      const permission = route.config?.permission;
      // A route that declares no permission is no API operation: the SPA's pages.
      if (permission === undefined) return { schema: { hide: true }, url: input.url };
      const result = jsonSchemaTransform(input);
      if (result.schema?.hide) return result;
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      const [method] = methods;
      if (!method || methods.length > 1) {
        throw new Error(`La ruta ${methods.join(',')} ${route.url} debe declararse una vez por método`);
      }
      const scope = route.config?.apiKeyScope;
      const schema = result.schema as OperationSchema;
      const access = accessDescription(permission, scope);
      const file = route.config?.fileResponse;
      return {
        ...result,
        schema: {
          ...schema,
          ...(file && { response: { ...fileResponseOf(file), ...schema.response } }),
          operationId: schema.operationId ?? operationIdOf(method, input.url),
          description: schema.description ? `${schema.description}\n\n${access}` : access,
          security: operationSecurity(permission, scope),
          ...(scope && { [API_KEY_SCOPE_EXTENSION]: scope }),
        },
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
