import { type ApiKey, type ApiKeyScope, apiKeyScopeDescriptions } from '@jornada/shared/api/api-keys';
import { formatMadridDateTime } from '../../../lib/madrid-instant-text';

/** The scopes of a key as the list reads them: 'Leer el registro de jornada · Fichar por un empleado'. */
export function scopesSummary(scopes: readonly ApiKeyScope[]): string {
  return scopes.map((scope) => apiKeyScopeDescriptions[scope].label).join(' · ');
}

/** When a key was last used (to the minute: the server notes it at most once a minute), or that it never was. */
export function lastUsedText(key: Pick<ApiKey, 'last_used_at'>): string {
  return key.last_used_at ? `Último uso: ${formatMadridDateTime(key.last_used_at)}` : 'Sin usar todavía';
}

/** Who created a key and when: 'Creada el 05/03/2026 10:15 por Ana García'. */
export function createdText(key: Pick<ApiKey, 'created_at' | 'created_by'>): string {
  const by = key.created_by ? ` por ${key.created_by.name}` : '';
  return `Creada el ${formatMadridDateTime(key.created_at)}${by}`;
}

/** How the list shows a key it never shows: its first characters and an ellipsis. */
export const shownPrefix = (key: Pick<ApiKey, 'prefix'>) => `${key.prefix}…`;
