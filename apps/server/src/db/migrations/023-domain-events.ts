import { type Kysely, sql } from 'kysely';
import { APP_ROLE, rlsStatements } from './001-foundation';

/**
 * Domain events (ADR 016): one row per change that browsers (SSE) and integrations (webhooks)
 * hear about, written in the same transaction as the change, so a rolled-back change leaves no event.
 * - `id`: global and increasing, the SSE event id a client resumes after (`Last-Event-ID`).
 * - `user_id`: the person the event is about (shift owner, petition author, notification recipient,
 *   employee); null for company-wide ones (config). `data` holds ids and non-personal facts only.
 * - No foreign key to companies, like the other hot clock tables (ADR 005): every clock action writes
 *   one, and the key check's share lock on the company row piles up at a company's 8:00 peak.
 * - `emit_domain_event` inserts the row and `pg_notify('jornada_events', …)` with the row as compact
 *   JSON; NOTIFY is delivered on COMMIT only. One SQL function, so the clock action can send it in its
 *   COMMIT's message (no extra round trip) and every other write calls the same thing.
 * Rows are swept after 7 days (modules/events/forget-domain-events.ts).
 */
export const DOMAIN_EVENT_TENANT_TABLES = ['domain_events'] as const;

export const DOMAIN_EVENTS_CHANNEL = 'jornada_events';

const EMIT_DOMAIN_EVENT = `CREATE FUNCTION emit_domain_event(p_company integer, p_type text, p_topic text,
     p_user integer, p_data jsonb)
   RETURNS bigint LANGUAGE plpgsql AS $$
   DECLARE
     v_id bigint;
     v_created_at timestamptz;
   BEGIN
     INSERT INTO domain_events (company_id, type, topic, user_id, data)
     VALUES (p_company, p_type, p_topic, p_user, coalesce(p_data, '{}'::jsonb))
     RETURNING id, created_at INTO v_id, v_created_at;
     PERFORM pg_notify('${DOMAIN_EVENTS_CHANNEL}', json_build_object(
       'id', v_id::text, 'company_id', p_company, 'type', p_type, 'topic', p_topic, 'user_id', p_user,
       'data', coalesce(p_data, '{}'::jsonb), 'created_at', v_created_at)::text);
     RETURN v_id;
   END $$`;

/**
 * notification.created by a trigger: notifications are inserted from half a dozen places (petitions,
 * cancellations, the forgotten clock-out sweep, monthly summaries), and a trigger cannot be forgotten
 * by the next one. The recipient is the event's user; only they hear it.
 */
const NOTIFICATION_EVENT = `CREATE FUNCTION notification_domain_event() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM emit_domain_event(NEW.company_id, 'notification.created', 'notifications', NEW.user_id,
       jsonb_build_object('notification_id', NEW.id::text, 'kind', NEW.type));
     RETURN NULL;
   END $$`;

const statements = [
  `CREATE TABLE domain_events (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     company_id integer NOT NULL,
     type text NOT NULL CHECK (length(type) <= 60),
     topic text NOT NULL CHECK (length(topic) <= 30),
     user_id integer,
     data jsonb NOT NULL DEFAULT '{}',
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  'CREATE INDEX domain_events_company_idx ON domain_events (company_id, id)',
  'CREATE INDEX domain_events_created_idx ON domain_events (created_at)',
  `GRANT SELECT, INSERT, DELETE ON domain_events TO ${APP_ROLE}`,
  `GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE}`,
  EMIT_DOMAIN_EVENT,
  NOTIFICATION_EVENT,
  `CREATE TRIGGER notifications_domain_event AFTER INSERT ON notifications
     FOR EACH ROW EXECUTE FUNCTION notification_domain_event()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [...statements, ...DOMAIN_EVENT_TENANT_TABLES.flatMap(rlsStatements)]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TRIGGER IF EXISTS notifications_domain_event ON notifications').execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS notification_domain_event()').execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS emit_domain_event(integer, text, text, integer, jsonb)').execute(db);
  await sql.raw('DROP TABLE IF EXISTS domain_events').execute(db);
}
