import { createHash } from 'node:crypto';
import type { ClockEventKind, ClockSource } from '../../db/schema';

/** The fields of a clock event that its hash seals, in a fixed order. */
export interface SealedEvent {
  company_id: number;
  id: string;
  user_id: number;
  workshift_id: string | null;
  kind: ClockEventKind;
  occurred_at: Date;
  client_time: string | null;
  client_timezone: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  source: ClockSource;
  actor_user_id: number;
  session_id: number | null;
  details: Record<string, unknown>;
}

/** JSON with object keys sorted, so the same content always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function canonicalEvent(event: SealedEvent): string {
  return canonicalJson([
    event.company_id,
    String(event.id),
    event.user_id,
    event.workshift_id === null ? null : String(event.workshift_id),
    event.kind,
    event.occurred_at.toISOString(),
    event.client_time,
    event.client_timezone,
    event.latitude,
    event.longitude,
    event.accuracy,
    event.source,
    event.actor_user_id,
    event.session_id,
    event.details,
  ]);
}

/** SHA-256 over the previous link's hash and this event's canonical content. */
export function chainHash(prevHash: string | null, event: SealedEvent): string {
  return createHash('sha256')
    .update(prevHash ?? 'GENESIS')
    .update('\n')
    .update(canonicalEvent(event))
    .digest('hex');
}
