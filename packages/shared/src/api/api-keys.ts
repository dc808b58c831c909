import { z } from 'zod';
import { type ApiKeyScope, apiKeyScopes } from '../permissions';
import { idSchema, pathIdSchema } from './id';
import { endWorkshiftRequest, startWorkshiftRequest, workshiftActionRequest } from './workshift';

/**
 * API keys for integrations (SPEC §9: premium and enterprise). The company admin creates,
 * names, scopes and revokes them; the key is shown once and only its SHA-256 is stored. A request with
 * `Authorization: Bearer <key>` acts as the company within the key's scopes, never as a person.
 */

/** Every key starts so: the server tells a key from a session token by it, and people recognise one. */
export const API_KEY_PREFIX = 'jk_live_';
/** How much of the key the list shows (the prefix plus four characters), enough to tell keys apart. */
export const API_KEY_SHOWN_LENGTH = API_KEY_PREFIX.length + 4;
export const API_KEY_NAME_MAX_LENGTH = 80;
/** Live (not revoked) keys a company may hold at once. */
export const MAX_LIVE_API_KEYS = 20;

export { type ApiKeyScope, apiKeyScopes };

/** What each scope allows, in Spanish (the create dialog, the API docs). */
export const apiKeyScopeDescriptions: Record<ApiKeyScope, { label: string; description: string }> = {
  'register:read': {
    label: 'Leer el registro de jornada',
    description: 'El registro de jornada de toda la empresa (JSON, CSV, XLSX o PDF) de cualquier periodo.',
  },
  'employees:read': {
    label: 'Leer los empleados',
    description: 'La lista de empleados y la ficha de cada uno (nombre, email, DNI/NIE, teléfono, rol, centro).',
  },
  'clock:write': {
    label: 'Fichar por un empleado',
    description:
      'Iniciar, pausar, reanudar y finalizar la jornada de un empleado indicado (un torno, un lector de tarjetas). Queda en el registro que lo hizo la integración.',
  },
};

export const API_KEY_MESSAGES = {
  nameRequired: 'Indica un nombre para la clave',
  nameTooLong: `El nombre no puede superar ${API_KEY_NAME_MAX_LENGTH} caracteres`,
  scopesRequired: 'Elige al menos un permiso',
  scopeInvalid: 'Permiso no válido: usa register:read, employees:read o clock:write',
  scopesRepeated: 'Un permiso aparece repetido',
  planWithoutApi:
    'Tu plan no incluye la API de integración: está disponible en los planes Premium y Empresa. Cambia de plan para crear claves de API.',
  tooManyKeys: `Has alcanzado el máximo de ${MAX_LIVE_API_KEYS} claves de API activas. Revoca alguna antes de crear otra.`,
  notFound: 'Clave de API no encontrada',
  alreadyRevoked: 'La clave de API ya estaba revocada',
  /** 401: the bearer names no key, or a revoked one. */
  invalidKey: 'La clave de API no es válida o ha sido revocada',
  /** 403: a valid key on a route no key may call (a person's own data, settings…). */
  routeNotAllowed: 'Esta operación no está disponible con una clave de API',
  /** 403: a valid key without the route's scope. */
  missingScope: (scope: ApiKeyScope) => `La clave de API no tiene el permiso «${scope}» que pide esta operación`,
  tooManyAttempts: 'Demasiadas claves de API no válidas desde esta dirección. Espera unos minutos.',
  employeeNotFound: 'Empleado no encontrado, dado de baja o sin fichaje (solo fichan trabajadores y managers)',
  employeeRequired: 'Indica el empleado que ficha (user_id, un número entero)',
} as const;

const nameSchema = z
  .string({ error: API_KEY_MESSAGES.nameRequired })
  .trim()
  .min(1, API_KEY_MESSAGES.nameRequired)
  .max(API_KEY_NAME_MAX_LENGTH, API_KEY_MESSAGES.nameTooLong);

export const apiKeyScopeSchema = z.enum(apiKeyScopes, { error: API_KEY_MESSAGES.scopeInvalid });

/** POST /api/api-keys */
export const createApiKeyRequest = z.object({
  name: nameSchema,
  scopes: z
    .array(apiKeyScopeSchema, { error: API_KEY_MESSAGES.scopesRequired })
    .min(1, API_KEY_MESSAGES.scopesRequired)
    .max(apiKeyScopes.length, API_KEY_MESSAGES.scopesRepeated)
    .refine((scopes) => new Set(scopes).size === scopes.length, API_KEY_MESSAGES.scopesRepeated),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequest>;

/** A key as the list shows it: never the key itself. */
export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  /** The key's first characters (e.g. `jk_live_Ab3d`), to tell keys apart. */
  prefix: z.string(),
  created_at: z.string(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  last_used_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** 201: the only time the key is shown. */
export const createApiKeyResponse = apiKeySchema.extend({ key: z.string() });
export type CreateApiKeyResponse = z.infer<typeof createApiKeyResponse>;

/** GET /api/api-keys: the live keys, and whether the company's plan includes the API. */
export const listApiKeysResponse = z.object({
  available: z.boolean(),
  keys: z.array(apiKeySchema),
});
export type ListApiKeysResponse = z.infer<typeof listApiKeysResponse>;

export const apiKeyParams = z.object({ id: pathIdSchema(API_KEY_MESSAGES.notFound) });

// --- the integration's own calls -------------------------------------------------------------------

/** Who the integration clocks for: an active worker or manager of the key's company. */
const integrationActorFields = { user_id: idSchema(API_KEY_MESSAGES.employeeRequired) };

/** POST /api/integrations/workshift/{break/start,break/end,resume} */
export const integrationClockRequest = workshiftActionRequest.extend(integrationActorFields);
/** POST /api/integrations/workshift/start: the web's start body (work_mode optional) plus user_id. */
export const integrationStartRequest = startWorkshiftRequest.omit({ kiosk_token: true }).extend(integrationActorFields);
/** POST /api/integrations/workshift/end: observaciones optional ('Jornada Regular'). */
export const integrationEndRequest = endWorkshiftRequest.extend(integrationActorFields);
export type IntegrationClockRequest = z.infer<typeof integrationClockRequest> & {
  work_mode?: z.infer<typeof integrationStartRequest>['work_mode'];
  observaciones?: string;
};
