import { sql } from 'kysely';
import { type Db, withTenant } from '../../db/tenant';
import { chainHash, type SealedEvent } from './record-chain';

export interface BrokenLink {
  eventId: string | null;
  userId: number;
  reason: string;
}

export interface VerifyReport {
  events: number;
  workers: number;
  broken: BrokenLink | null;
}

/**
 * Walks every worker's chain of the company: each event must point at the previous event's hash,
 * its own hash must match its content, and the chain head must agree with the last event and the
 * count (so a deleted tail shows). It also checks what foreign keys would (migration 007 dropped
 * them from the hot clock tables): the worker is a user of this company, the actor a user, and an
 * event's workshift_id an earlier start of the same worker. Stops at the first broken link.
 */
export function verifyRecords(db: Db, companyId: number): Promise<VerifyReport> {
  return withTenant(db, companyId, async (trx) => {
    const heads = await trx
      .selectFrom('clock_chain_heads')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy('user_id')
      .execute();
    const broken = (events: number, link: BrokenLink): VerifyReport => ({
      events,
      workers: heads.length,
      broken: link,
    });
    const usersWithEvents = await trx
      .selectFrom('clock_events')
      .select('user_id')
      .distinct()
      .where('company_id', '=', companyId)
      .execute();
    const companyUsers = new Set(
      (await trx.selectFrom('users').select('id').where('company_id', '=', companyId).execute()).map((u) => u.id),
    );
    const stranger = heads.find((h) => !companyUsers.has(h.user_id));
    if (stranger) {
      return broken(0, {
        eventId: null,
        userId: stranger.user_id,
        reason: 'el trabajador no es un usuario de esta empresa',
      });
    }
    const unknownActor = await sql<{ id: string; user_id: number }>`
      select e.id::text as id, e.user_id from clock_events e
      where e.company_id = ${companyId} and not exists (select 1 from users u where u.id = e.actor_user_id)
      order by e.id limit 1`.execute(trx);
    const ghost = unknownActor.rows[0];
    if (ghost) {
      return broken(0, { eventId: ghost.id, userId: ghost.user_id, reason: 'quien lo registró no es un usuario' });
    }
    const headUsers = new Set(heads.map((h) => h.user_id));
    const orphan = usersWithEvents.find((u) => !headUsers.has(u.user_id));
    if (orphan) {
      return broken(0, { eventId: null, userId: orphan.user_id, reason: 'eventos sin cabeza de cadena' });
    }
    let total = 0;
    for (const head of heads) {
      const events = await trx
        .selectFrom('clock_events')
        .selectAll()
        .where('company_id', '=', companyId)
        .where('user_id', '=', head.user_id)
        .orderBy('id')
        .execute();
      let previous: string | null = null;
      const starts = new Set<string>();
      for (const event of events) {
        const id = String(event.id);
        if (event.workshift_id !== null && !starts.has(String(event.workshift_id))) {
          return broken(total, {
            eventId: id,
            userId: head.user_id,
            reason: 'su jornada no es un inicio anterior del mismo trabajador',
          });
        }
        if (event.kind === 'start') starts.add(id);
        if (event.prev_hash !== previous) {
          return broken(total, {
            eventId: id,
            userId: head.user_id,
            reason: 'no enlaza con el evento anterior (falta o sobra un evento)',
          });
        }
        const sealed: SealedEvent = {
          ...event,
          id,
          workshift_id: event.workshift_id === null ? null : String(event.workshift_id),
          occurred_at: new Date(event.occurred_at),
        };
        if (chainHash(event.prev_hash, sealed) !== event.hash) {
          return broken(total, {
            eventId: id,
            userId: head.user_id,
            reason: 'su contenido no coincide con su hash (modificado)',
          });
        }
        previous = event.hash;
        total += 1;
      }
      const lastId = events.at(-1)?.id;
      if (
        head.event_count !== events.length ||
        head.last_hash !== previous ||
        String(head.last_event_id ?? '') !== String(lastId ?? '')
      ) {
        return broken(total, {
          eventId: lastId === undefined ? null : String(lastId),
          userId: head.user_id,
          reason: `la cabeza de la cadena espera ${head.event_count} eventos y hay ${events.length} (borrado al final)`,
        });
      }
    }
    return { events: total, workers: heads.length, broken: null };
  });
}
