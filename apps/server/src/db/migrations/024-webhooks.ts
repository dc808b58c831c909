import { type Kysely, sql } from 'kysely';
import { APP_ROLE, rlsStatements } from './001-foundation';

/**
 * Webhooks (ADR 017).
 * - `webhooks`: a company's subscriptions. `secret` is the signing secret sealed with AES-256-GCM
 *   under a key derived from the record's signing key (like the TOTP secrets, ADR 015): the HMAC needs
 *   the secret itself, and a copy of the database alone does not yield it. Deleted = disabled, kept
 *   for the delivery log.
 * - `webhook_deliveries`: one row per event and webhook, the queue and the log at once. Its `id` is the
 *   delivery id receivers dedupe on, the same on every retry. `payload` is the body's `data`, a
 *   snapshot taken when the event happened. `locked_until` is the lease of the dispatcher sending it
 *   (claimed with FOR UPDATE SKIP LOCKED, so two dispatchers never send one delivery at once);
 *   `retry_until` ends the retries (24 h after the event, or after a 'Reenviar').
 * - An AFTER INSERT trigger on domain_events queues the deliveries in the event's own transaction, so
 *   every write path (the clock action's COMMIT message included) is covered and a rolled-back change
 *   queues nothing. It costs one index probe on `webhooks` per event of a subscribable type.
 */
export const WEBHOOK_TENANT_TABLES = ['webhooks', 'webhook_deliveries'] as const;

const WEBHOOK_TYPES = [
  'workshift.started',
  'workshift.ended',
  'workshift.corrected',
  'petition.created',
  'petition.decided',
  'employee.created',
  'employee.deactivated',
];
const typeList = WEBHOOK_TYPES.map((type) => `'${type}'`).join(', ');

/** ISO 8601 in UTC with milliseconds, whatever the session's TimeZone. */
const WEBHOOK_ISO = `CREATE FUNCTION webhook_iso(p timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_char(p AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$`;

/**
 * The body's `data` of an event: the event's ids plus facts an integrator needs, read in the event's
 * transaction (the clock action writes its shift before the event). Never names, emails or notes.
 */
const WEBHOOK_EVENT_DATA = `CREATE FUNCTION webhook_event_data(p_company integer, p_type text, p_user integer,
     p_data jsonb)
   RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
   DECLARE
     v jsonb := jsonb_strip_nulls(jsonb_build_object('user_id', p_user)) || coalesce(p_data, '{}'::jsonb);
     v_facts jsonb;
     v_id bigint;
   BEGIN
     IF p_type LIKE 'workshift.%' AND (p_data ->> 'workshift_id') ~ '^[0-9]{1,18}$' THEN
       v_id := (p_data ->> 'workshift_id')::bigint;
       SELECT jsonb_build_object('workshift_id', w.id::text, 'user_id', w.user_id, 'fecha', w.fecha::text,
                'started_at', webhook_iso(w.started_at), 'ended_at', webhook_iso(w.ended_at),
                'status', w.status, 'work_mode', w.work_mode)
         INTO v_facts FROM workshifts w WHERE w.company_id = p_company AND w.id = v_id;
     ELSIF p_type LIKE 'petition.%' AND (p_data ->> 'petition_id') ~ '^[0-9]{1,18}$' THEN
       v_id := (p_data ->> 'petition_id')::bigint;
       SELECT jsonb_build_object('petition_id', p.id::text,
                'type', CASE p.table_name WHEN 'tickets' THEN 'ticket' WHEN 'vacations' THEN 'vacation'
                        ELSE 'correction' END,
                'status', p.status, 'employee_id', p.employee_id, 'requester_id', p.requester_id,
                'workshift_id', p.workshift_id::text, 'start_date', p.start_date::text,
                'end_date', p.end_date::text, 'decided_at', webhook_iso(p.decided_at))
         INTO v_facts FROM petitions p WHERE p.company_id = p_company AND p.id = v_id;
     ELSIF p_type LIKE 'employee.%' AND p_user IS NOT NULL THEN
       SELECT jsonb_build_object('employee_id', e.user_id, 'centre_id', e.centre_id,
                'deactivated_at', webhook_iso(e.deactivated_at))
         INTO v_facts FROM employees e WHERE e.company_id = p_company AND e.user_id = p_user;
     END IF;
     RETURN v || coalesce(v_facts, '{}'::jsonb);
   END $$`;

const QUEUE_WEBHOOK_DELIVERIES = `CREATE FUNCTION queue_webhook_deliveries() RETURNS trigger
   LANGUAGE plpgsql AS $$
   DECLARE
     v_data jsonb;
   BEGIN
     IF NOT EXISTS (SELECT 1 FROM webhooks w
                     WHERE w.company_id = NEW.company_id AND w.active AND NEW.type = ANY (w.events)) THEN
       RETURN NULL;
     END IF;
     v_data := webhook_event_data(NEW.company_id, NEW.type, NEW.user_id, NEW.data);
     INSERT INTO webhook_deliveries (company_id, webhook_id, domain_event_id, event_type, payload, created_at,
                                     next_attempt_at, retry_until)
     SELECT NEW.company_id, w.id, NEW.id, NEW.type, v_data, NEW.created_at, NEW.created_at,
            NEW.created_at + interval '24 hours'
       FROM webhooks w
      WHERE w.company_id = NEW.company_id AND w.active AND NEW.type = ANY (w.events);
     RETURN NULL;
   END $$`;

const statements = [
  `CREATE TABLE webhooks (
     company_id integer NOT NULL REFERENCES companies(id),
     id integer GENERATED BY DEFAULT AS IDENTITY,
     url text NOT NULL CHECK (length(url) BETWEEN 1 AND 2000),
     events text[] NOT NULL CHECK (cardinality(events) >= 1 AND events <@ ARRAY[${typeList}]::text[]),
     secret text NOT NULL CHECK (length(secret) <= 500),
     active boolean NOT NULL DEFAULT true,
     created_by integer REFERENCES users(id),
     created_at timestamptz NOT NULL DEFAULT now(),
     disabled_at timestamptz,
     disabled_by integer REFERENCES users(id),
     PRIMARY KEY (company_id, id),
     CHECK (active = (disabled_at IS NULL))
   )`,
  'CREATE INDEX webhooks_active_by_company ON webhooks (company_id) WHERE active',

  `CREATE TABLE webhook_deliveries (
     company_id integer NOT NULL,
     id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
     webhook_id integer NOT NULL,
     domain_event_id bigint NOT NULL,
     event_type text NOT NULL CHECK (event_type IN (${typeList})),
     payload jsonb NOT NULL,
     status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
     attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
     attempts_before_queue integer NOT NULL DEFAULT 0 CHECK (attempts_before_queue >= 0),
     next_attempt_at timestamptz NOT NULL,
     locked_until timestamptz,
     retry_until timestamptz NOT NULL,
     last_status_code integer,
     last_error text CHECK (length(last_error) <= 300),
     last_attempt_at timestamptz,
     delivered_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     FOREIGN KEY (company_id, webhook_id) REFERENCES webhooks (company_id, id),
     UNIQUE (webhook_id, domain_event_id)
   )`,
  `CREATE INDEX webhook_deliveries_due ON webhook_deliveries (company_id, next_attempt_at) WHERE status = 'pending'`,
  'CREATE INDEX webhook_deliveries_by_webhook ON webhook_deliveries (company_id, webhook_id, created_at DESC)',

  `GRANT SELECT, INSERT, UPDATE ON webhooks TO ${APP_ROLE}`,
  `GRANT SELECT, INSERT, UPDATE, DELETE ON webhook_deliveries TO ${APP_ROLE}`,
  `GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE}`,

  WEBHOOK_ISO,
  WEBHOOK_EVENT_DATA,
  QUEUE_WEBHOOK_DELIVERIES,
  `CREATE TRIGGER domain_events_queue_webhooks AFTER INSERT ON domain_events
     FOR EACH ROW WHEN (NEW.type IN (${typeList})) EXECUTE FUNCTION queue_webhook_deliveries()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [...statements, ...WEBHOOK_TENANT_TABLES.flatMap(rlsStatements)]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TRIGGER IF EXISTS domain_events_queue_webhooks ON domain_events').execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS queue_webhook_deliveries()').execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS webhook_event_data(integer, text, integer, jsonb)').execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS webhook_iso(timestamptz)').execute(db);
  await sql.raw('DROP TABLE IF EXISTS webhook_deliveries').execute(db);
  await sql.raw('DROP TABLE IF EXISTS webhooks').execute(db);
}
