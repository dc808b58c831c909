import { type Kysely, sql } from 'kysely';
import { APP_ROLE, rlsStatements } from './001-foundation';
import { CLOCK_CONTEXT_017 } from './017-work-centres';

/**
 * Clock actions that are never doubled and may arrive late (ADR 005):
 * - `idempotency_keys`: the first answer to a clock action sent with an Idempotency-Key, kept so that
 *   a retry with the same key gets that answer again instead of recording a second action. Written in
 *   the action's own transaction, so there is never an action without its key or a key without it.
 *   The answer is `json`, not `jsonb`, so a retry gets the first answer's very text (jsonb reorders
 *   keys). No foreign key to companies, like the other hot clock tables (ADR 005: the key check's share lock
 *   on the company row piles up at a company's 8:00 peak).
 * - `workshifts.offline`: the shift holds an event replayed from a device's offline queue (its time is
 *   the one the device claimed); the event itself says so in its sealed details.
 * - clock_context also reads, only when asked, the worker's latest event time (an offline replay may
 *   not go before it) and the stored answer of a key; clock_write stores the shift's offline flag.
 */
export const IDEMPOTENCY_TENANT_TABLES = ['idempotency_keys'] as const;

const CLOCK_CONTEXT_021 = `CREATE FUNCTION clock_context(p_company integer, p_user integer, p_with_breaks_of_day boolean,
     p_contract_on date, p_idempotency_key uuid, p_with_last_event boolean)
   RETURNS TABLE (
     next_event_id text, head_last_event_id text, head_last_hash text, head_event_count integer,
     has_config boolean, cfg_break_included boolean, cfg_forgotten_clockout_hours numeric,
     cfg_max_breaks_per_day integer, cfg_min_break_interval integer, cfg_allows_remote_work boolean,
     company_id integer, id bigint, user_id integer, fecha text, started_at timestamptz, ended_at timestamptz,
     status text, breaks jsonb, locations jsonb, observaciones text, last_event_id bigint, corrections jsonb,
     work_mode text, offline boolean, breaks_today jsonb, contract_work_mode text, employee_centre_id integer,
     last_event_at timestamptz, idem_user_id integer, idem_fingerprint text, idem_response json)
   LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
   #variable_conflict use_column
   BEGIN
     RETURN QUERY
     SELECT nextval('clock_events_id_seq')::text,
       h.last_event_id::text, h.last_hash, h.event_count,
       c.company_id IS NOT NULL, c.break_included, c.forgotten_clockout_hours::numeric, c.max_breaks_per_day,
       c.min_break_interval, c.allows_remote_work,
       w.company_id, w.id, w.user_id, w.fecha::text, w.started_at, w.ended_at, w.status, w.breaks,
       w.locations, w.observaciones, w.last_event_id, w.corrections, w.work_mode, w.offline, day.breaks_today,
       k.contract_work_mode, emp.centre_id, le.occurred_at, ik.user_id, ik.fingerprint, ik.response
     FROM (SELECT 1) one
     LEFT JOIN clock_chain_heads h ON h.company_id = p_company AND h.user_id = p_user
     LEFT JOIN company_config c ON c.company_id = p_company
     LEFT JOIN workshifts w ON w.company_id = p_company AND w.user_id = p_user AND w.status <> 'completed'
     LEFT JOIN employees emp ON p_contract_on IS NOT NULL AND emp.company_id = p_company AND emp.user_id = p_user
     LEFT JOIN clock_events le ON p_with_last_event AND le.company_id = p_company AND le.id = h.last_event_id
     LEFT JOIN idempotency_keys ik ON p_idempotency_key IS NOT NULL AND ik.company_id = p_company
       AND ik.key = p_idempotency_key
     LEFT JOIN LATERAL (
       SELECT jsonb_agg(b.value ORDER BY d.fecha DESC, d.id DESC, b.ordinality) AS breaks_today
       FROM workshifts d CROSS JOIN LATERAL jsonb_array_elements(d.breaks) WITH ORDINALITY b
       WHERE p_with_breaks_of_day AND d.company_id = p_company AND d.user_id = p_user AND d.fecha = w.fecha
     ) day ON true
     LEFT JOIN LATERAL (
       SELECT e.work_mode AS contract_work_mode
       FROM employee_contracts e
       WHERE p_contract_on IS NOT NULL AND e.company_id = p_company AND e.user_id = p_user
         AND e.effective_from <= p_contract_on
       ORDER BY e.effective_from DESC, e.id DESC
       LIMIT 1
     ) k ON true;
   END $$`;

const CLOCK_WRITE_012_SIGNATURE = `clock_write(integer, bigint, integer, bigint, text, timestamptz, text, text,
  double precision, double precision, double precision, text, integer, integer, jsonb, text, text, integer, text,
  bigint, date, timestamptz, timestamptz, text, jsonb, jsonb, text, bigint, text)`;

/** As in 012, plus p_offline: the shift's flag, which the projection carries forward from its events. */
const CLOCK_WRITE_021 = `CREATE FUNCTION clock_write(
     p_company integer, p_id bigint, p_user integer, p_workshift_id bigint, p_kind text, p_occurred_at timestamptz,
     p_client_time text, p_client_timezone text, p_latitude double precision, p_longitude double precision,
     p_accuracy double precision, p_source text, p_actor integer, p_session integer, p_details jsonb,
     p_prev_hash text, p_hash text, p_event_count integer,
     p_shift text, p_shift_id bigint, p_fecha date, p_started_at timestamptz, p_ended_at timestamptz,
     p_status text, p_breaks jsonb, p_locations jsonb, p_observaciones text, p_last_event_id bigint,
     p_work_mode text, p_offline boolean)
   RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
   BEGIN
     INSERT INTO clock_events (company_id, id, user_id, workshift_id, kind, occurred_at, client_time,
       client_timezone, latitude, longitude, accuracy, source, actor_user_id, session_id, details, prev_hash, hash)
     VALUES (p_company, p_id, p_user, p_workshift_id, p_kind, p_occurred_at, p_client_time, p_client_timezone,
       p_latitude, p_longitude, p_accuracy, p_source, p_actor, p_session, p_details, p_prev_hash, p_hash);
     UPDATE clock_chain_heads
     SET last_event_id = p_id, last_hash = p_hash, event_count = p_event_count
     WHERE company_id = p_company AND user_id = p_user;
     IF NOT FOUND THEN
       INSERT INTO clock_chain_heads (company_id, user_id, last_event_id, last_hash, event_count)
       VALUES (p_company, p_user, p_id, p_hash, p_event_count);
     END IF;
     IF p_shift = 'new' THEN
       INSERT INTO workshifts (company_id, id, user_id, fecha, started_at, ended_at, status, breaks, locations,
         observaciones, last_event_id, work_mode, offline)
       VALUES (p_company, p_shift_id, p_user, p_fecha, p_started_at, p_ended_at, p_status, p_breaks, p_locations,
         p_observaciones, p_last_event_id, p_work_mode, coalesce(p_offline, false));
     ELSIF p_shift = 'update' THEN
       UPDATE workshifts
       SET ended_at = p_ended_at, status = p_status, breaks = p_breaks, locations = p_locations,
         observaciones = p_observaciones, last_event_id = p_last_event_id, offline = coalesce(p_offline, false)
       WHERE company_id = p_company AND id = p_shift_id;
     ELSIF p_shift IS NOT NULL THEN
       RAISE EXCEPTION 'clock_write: p_shift must be new, update or null (got %)', p_shift;
     END IF;
   END $$`;

const statements = [
  `CREATE TABLE idempotency_keys (
     company_id integer NOT NULL,
     key uuid NOT NULL,
     user_id integer NOT NULL,
     fingerprint text NOT NULL,
     response json NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (company_id, key)
   )`,
  `CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at)`,
  `GRANT SELECT, INSERT, DELETE ON idempotency_keys TO ${APP_ROLE}`,
  `ALTER TABLE workshifts ADD COLUMN offline boolean NOT NULL DEFAULT false`,
  `DROP FUNCTION clock_context(integer, integer, boolean, date)`,
  CLOCK_CONTEXT_021,
  `DROP FUNCTION ${CLOCK_WRITE_012_SIGNATURE}`,
  CLOCK_WRITE_021,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [...statements, ...IDEMPOTENCY_TENANT_TABLES.flatMap(rlsStatements)]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP FUNCTION IF EXISTS clock_context(integer, integer, boolean, date, uuid, boolean)',
    CLOCK_CONTEXT_017,
    `DROP FUNCTION IF EXISTS clock_write(integer, bigint, integer, bigint, text, timestamptz, text, text,
      double precision, double precision, double precision, text, integer, integer, jsonb, text, text, integer,
      text, bigint, date, timestamptz, timestamptz, text, jsonb, jsonb, text, bigint, text, boolean)`,
    'DROP TABLE IF EXISTS idempotency_keys',
    'ALTER TABLE workshifts DROP COLUMN IF EXISTS offline',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
