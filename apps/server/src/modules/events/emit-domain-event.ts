import { type DomainEventType, topicOf } from '@jornada/shared/api/events';
import type { Trx } from '../../db/tenant';
import { type DomainEventRow, domainEventStatement, insertDomainEvents } from './domain-events.repository';

/**
 * A change other people's screens and integrations should hear about (ADR 016). Ids and
 * non-personal facts only: never names, emails, notes or times a reader outside the reach could use.
 */
export interface DomainEvent {
  companyId: number;
  type: DomainEventType;
  /** The person it is about (shift owner, petition author, recipient, employee); none: the company. */
  userId?: number | null;
  /** Ids and facts, e.g. `{ workshift_id: '12' }`. */
  data?: Record<string, string | number | boolean | null>;
}

function rowOf(event: DomainEvent): DomainEventRow {
  return {
    companyId: event.companyId,
    type: event.type,
    topic: topicOf(event.type),
    userId: event.userId ?? null,
    data: event.data ?? {},
  };
}

/**
 * Writes the event in the caller's transaction (which must be in the event's tenant) and NOTIFYs it:
 * PostgreSQL delivers the notification on COMMIT only, so a rolled-back change emits nothing. One
 * round trip; returns the event's id.
 *
 * WEBHOOKS HOOK POINT: webhook deliveries belong in this same transaction. The clock action's event
 * never passes through here (it is SQL text riding with COMMIT, emitDomainEventStatement), so an
 * AFTER INSERT trigger on domain_events (migration 024) is the one place that sees every event.
 */
export async function emitDomainEvent(trx: Trx, event: DomainEvent): Promise<string> {
  const [id] = await insertDomainEvents(trx, [rowOf(event)]);
  return id as string;
}

/** Several events of one change in one round trip (a decision that also corrects a shift); their ids. */
export function emitDomainEvents(trx: Trx, events: readonly DomainEvent[]): Promise<string[]> {
  return insertDomainEvents(trx, events.map(rowOf));
}

/** emitDomainEvent as parameterless SQL, for a write that sends its last statements with COMMIT. */
export function emitDomainEventStatement(event: DomainEvent): string {
  return domainEventStatement(rowOf(event));
}
