import type { DomainEventType, EventStreamResetMessage, EventTopic } from '@jornada/shared/api/events';
import type { SessionUser } from '@jornada/shared/api/session';
import { companyOf } from '../../access/company-of';
import { type Db, withTenant } from '../../db/tenant';
import { hasEvent, listEventsAfter, type StoredDomainEvent } from './domain-events.repository';
import { emitDomainEvent } from './emit-domain-event';
import type { BusEvent } from './event-bus';
import type { StreamReach } from './stream-reach';

/** How many events a resume sends at most; past that the client refetches (`reset`). */
export const MAX_RESUMED_EVENTS = 500;
/** How many of the company's rows a resume reads at most before giving up (others' events included). */
const MAX_RESUME_ROWS = 5_000;

export function toBusEvent(row: StoredDomainEvent): BusEvent {
  return {
    id: row.id,
    companyId: row.company_id,
    type: row.type as DomainEventType,
    topic: row.topic as EventTopic,
    userId: row.user_id,
    data: row.data as BusEvent['data'],
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export type Resume = { events: BusEvent[] } | { reset: EventStreamResetMessage['reason'] };

/**
 * What a stream resuming after `lastEventId` missed, in its reach, oldest first. `reset` when the
 * resume point is no longer kept (past the 7 days, or not an event of the user's company) or when
 * more was missed than is worth replaying: the client refetches what it shows instead.
 */
export async function resumeAfter(db: Db, reach: StreamReach, lastEventId: string): Promise<Resume> {
  const { companyId } = reach;
  if (companyId === null) return { events: [] };
  return withTenant(db, companyId, async (trx) => {
    if (!(await hasEvent(trx, companyId, lastEventId))) return { reset: 'expired' as const };
    const rows = await listEventsAfter(trx, companyId, lastEventId, MAX_RESUME_ROWS);
    const events = rows.map(toBusEvent).filter((event) => reach.reaches(event));
    if (rows.length === MAX_RESUME_ROWS || events.length > MAX_RESUMED_EVENTS) return { reset: 'too_many' as const };
    return { events };
  });
}

/** POST /api/events/test: a `test.sent` event to the caller's own streams, with the server's time. */
export async function sendTestEvent(db: Db, user: SessionUser): Promise<{ id: string; sent_at: string }> {
  const companyId = companyOf(user);
  const sentAt = new Date().toISOString();
  const id = await withTenant(db, companyId, (trx) =>
    emitDomainEvent(trx, { companyId, type: 'test.sent', userId: user.id, data: { sent_at: sentAt } }),
  );
  return { id, sent_at: sentAt };
}
