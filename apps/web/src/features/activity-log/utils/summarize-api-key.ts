import { type ApiKeyScope, apiKeyScopeDescriptions, apiKeyScopes } from '@jornada/shared/api/api-keys';
import { compact, type LogNames, num, personName, text } from './log-values';
import { summarizeGestoria } from './summarize-gestoria';

const keyName = (d: Record<string, unknown>) => {
  const name = text(d.api_key) ?? text(d.name);
  return name && `Clave «${name}»`;
};

function scopes(value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined;
  const known = apiKeyScopes.filter((scope: ApiKeyScope) => value.includes(scope));
  return known.length > 0
    ? `Permisos: ${known.map((scope) => apiKeyScopeDescriptions[scope].label.toLowerCase()).join(', ')}`
    : undefined;
}

/** What a key read: as a gestoría's reads are worded, plus one employee's record. */
function access(d: Record<string, unknown>, entity: string | null, names: LogNames): string[] {
  if (entity === 'employee') return compact(['Ficha de empleado', personName(d.employee_id, names)]);
  return summarizeGestoria('gestoria.access', d, entity, names);
}

/** api_key.*: which key (by name, never the key), what it may do, and what it read or was refused. */
export function summarizeApiKey(
  action: string,
  d: Record<string, unknown>,
  entity: string | null,
  names: LogNames,
): string[] {
  switch (action) {
    case 'api_key.created':
      return compact([keyName(d), scopes(d.scopes)]);
    case 'api_key.revoked':
      return compact([keyName(d), scopes(d.scopes)]);
    case 'api_key.access':
      return compact([keyName(d), ...access(d, entity, names)]);
    case 'api_key.refused':
      return compact([
        keyName(d),
        text(d.route) && `Operación: ${text(d.route)}`,
        num(d.status) !== undefined && `Respuesta ${num(d.status)}`,
      ]);
    default:
      return compact([keyName(d)]);
  }
}
