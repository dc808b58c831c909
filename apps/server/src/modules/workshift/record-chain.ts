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

/** A clock event as the services describe it, before it is sealed into the worker's chain. */
export interface NewClockEvent {
  companyId: number;
  userId: number;
  workshiftId: string | null;
  kind: ClockEventKind;
  occurredAt: Date;
  clientTime: string | null;
  clientTimezone: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  source: ClockSource;
  actorUserId: number;
  sessionId: number | null;
  details: Record<string, unknown>;
}

export type SealedClockEvent = SealedEvent & { hash: string; prev_hash: string | null };

/**
 * A lone UTF-16 surrogate cannot be stored: PostgreSQL keeps U+FFFD in its place (and refuses it
 * inside jsonb), so a hash over the raw string would never match the stored row. Every string is
 * sealed, and so stored, in the form that round-trips.
 */
function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return value.toWellFormed();
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key.toWellFormed(), wellFormed(inner)]));
  }
  return value;
}

/**
 * Seals an event as the next link of the worker's chain: the one place an event's stored content is
 * built (pure: hashing only, nothing written).
 */
export function sealClockEvent(head: { last_hash: string | null }, id: string, event: NewClockEvent): SealedClockEvent {
  const sealed: SealedEvent = {
    company_id: event.companyId,
    id,
    user_id: event.userId,
    workshift_id: event.workshiftId,
    kind: event.kind,
    occurred_at: event.occurredAt,
    client_time: event.clientTime === null ? null : event.clientTime.toWellFormed(),
    client_timezone: event.clientTimezone === null ? null : event.clientTimezone.toWellFormed(),
    latitude: event.latitude,
    longitude: event.longitude,
    accuracy: event.accuracy,
    source: event.source,
    actor_user_id: event.actorUserId,
    session_id: event.sessionId,
    details: wellFormed(event.details) as Record<string, unknown>,
  };
  return { ...sealed, prev_hash: head.last_hash, hash: chainHash(head.last_hash, sealed) };
}
