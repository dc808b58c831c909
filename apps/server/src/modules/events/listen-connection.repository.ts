import type pg from 'pg';
import { DOMAIN_EVENTS_CHANNEL } from '../../db/schema-names';

/** The statements of the events bus's own connection (postgres-listener.ts), a pg client outside the pool. */

/** The Redis relay's election (redis-relay.ts): a session lock, held until this connection ends. */
export async function tryRelayLock(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ won: boolean }>(
    "select pg_try_advisory_lock(hashtext('jornada_events_relay')) as won",
  );
  return rows[0]?.won === true;
}

/** From here on this connection hears every domain event's NOTIFY (ADR 016). */
export async function listenToDomainEvents(client: pg.Client): Promise<void> {
  await client.query(`LISTEN ${DOMAIN_EVENTS_CHANNEL}`);
}
