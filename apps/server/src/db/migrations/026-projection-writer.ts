import { type Kysely, sql } from 'kysely';
import { APP_ROLE } from './001-foundation';

/**
 * The shift projection can only be written the way the record is (ADR 022).
 *
 * Every register, bundle, inspector's and gestoría's view reads `workshifts`, so a row the app role
 * could edit in place would let the evidence say what the sealed events do not. From here on the app
 * role only reads it. The two ways to write it are SECURITY DEFINER functions owned by
 * `jornada_record_writer`, a role nobody logs in as and that does not bypass RLS (so the tenant policy
 * still filters every statement inside them; a superuser-owned function would skip it):
 * - `clock_write` (as in 021, plus the corrections the shift carries), which appends the event, moves
 *   the chain head and stores the shift the reducer made of it, in one statement: the projection moves
 *   only with an event. Corrections and incidents, which used to update the row themselves, go through
 *   it too, so the update now sets every column the reducer may change.
 * - `store_workshifts`, for what replays the record in bulk (rebuild-workshifts, the demo's sealed
 *   history): it inserts shifts, replacing the company's when asked, and refuses a row whose id is not
 *   a start event of the same worker.
 * verify-records then rebuilds every shift from its events and reports any row that differs.
 */
export const RECORD_WRITER_ROLE = 'jornada_record_writer';

const CLOCK_WRITE_021_SIGNATURE = `clock_write(integer, bigint, integer, bigint, text, timestamptz, text, text,
  double precision, double precision, double precision, text, integer, integer, jsonb, text, text, integer, text,
  bigint, date, timestamptz, timestamptz, text, jsonb, jsonb, text, bigint, text, boolean)`;

const CLOCK_WRITE_026_SIGNATURE = `clock_write(integer, bigint, integer, bigint, text, timestamptz, text, text,
  double precision, double precision, double precision, text, integer, integer, jsonb, text, text, integer, text,
  bigint, date, timestamptz, timestamptz, text, jsonb, jsonb, text, bigint, text, boolean, jsonb)`;

const STORE_WORKSHIFTS_SIGNATURE = 'store_workshifts(integer, boolean, jsonb)';

// pg_temp last: a caller's temporary table must not stand in for one of these.
const DEFINER = `SECURITY DEFINER SET search_path = public, pg_temp`;

const CLOCK_WRITE_026 = `CREATE FUNCTION clock_write(
     p_company integer, p_id bigint, p_user integer, p_workshift_id bigint, p_kind text, p_occurred_at timestamptz,
     p_client_time text, p_client_timezone text, p_latitude double precision, p_longitude double precision,
     p_accuracy double precision, p_source text, p_actor integer, p_session integer, p_details jsonb,
     p_prev_hash text, p_hash text, p_event_count integer,
     p_shift text, p_shift_id bigint, p_fecha date, p_started_at timestamptz, p_ended_at timestamptz,
     p_status text, p_breaks jsonb, p_locations jsonb, p_observaciones text, p_last_event_id bigint,
     p_work_mode text, p_offline boolean, p_corrections jsonb)
   RETURNS void LANGUAGE plpgsql ${DEFINER} SET plan_cache_mode = force_generic_plan AS $$
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
     IF p_shift IS NOT NULL AND p_last_event_id IS DISTINCT FROM p_id THEN
       RAISE EXCEPTION 'clock_write: the shift must move with this event (% is not %)', p_last_event_id, p_id;
     END IF;
     IF p_shift = 'new' THEN
       IF p_kind <> 'start' OR p_shift_id <> p_id THEN
         RAISE EXCEPTION 'clock_write: a new shift is its start event';
       END IF;
       INSERT INTO workshifts (company_id, id, user_id, fecha, started_at, ended_at, status, breaks, locations,
         observaciones, last_event_id, work_mode, offline, corrections)
       VALUES (p_company, p_shift_id, p_user, p_fecha, p_started_at, p_ended_at, p_status, p_breaks, p_locations,
         p_observaciones, p_last_event_id, p_work_mode, coalesce(p_offline, false),
         coalesce(p_corrections, '[]'::jsonb));
     ELSIF p_shift = 'update' THEN
       IF p_workshift_id IS DISTINCT FROM p_shift_id THEN
         RAISE EXCEPTION 'clock_write: the event belongs to shift %, not %', p_workshift_id, p_shift_id;
       END IF;
       UPDATE workshifts
       SET fecha = p_fecha, started_at = p_started_at, ended_at = p_ended_at, status = p_status, breaks = p_breaks,
         locations = p_locations, observaciones = p_observaciones, last_event_id = p_last_event_id,
         offline = coalesce(p_offline, false), corrections = coalesce(p_corrections, corrections)
       WHERE company_id = p_company AND id = p_shift_id AND user_id = p_user;
       IF NOT FOUND THEN
         RAISE EXCEPTION 'clock_write: shift % of worker % not found', p_shift_id, p_user;
       END IF;
     ELSIF p_shift IS NOT NULL THEN
       RAISE EXCEPTION 'clock_write: p_shift must be new, update or null (got %)', p_shift;
     END IF;
   END $$`;

/** Rows as jsonb (one parameter, cheap for thousands of shifts, PGlite especially). Returns how many were stored. */
const STORE_WORKSHIFTS = `CREATE FUNCTION store_workshifts(p_company integer, p_replace boolean, p_rows jsonb)
   RETURNS integer LANGUAGE plpgsql ${DEFINER} AS $$
   DECLARE
     v_count integer;
   BEGIN
     -- Checked before anything is written; the raise would undo it all anyway.
     IF EXISTS (
       SELECT 1 FROM jsonb_to_recordset(p_rows) AS r(company_id integer, id bigint, user_id integer)
       WHERE r.company_id IS DISTINCT FROM p_company
         OR NOT EXISTS (SELECT 1 FROM clock_events e WHERE e.company_id = p_company AND e.id = r.id
           AND e.kind = 'start' AND e.user_id = r.user_id)
     ) THEN
       RAISE EXCEPTION 'store_workshifts: every shift must be a start event of its worker in company %', p_company;
     END IF;
     IF p_replace THEN
       DELETE FROM workshifts WHERE company_id = p_company;
     END IF;
     INSERT INTO workshifts (company_id, id, user_id, fecha, started_at, ended_at, status, breaks, locations,
       observaciones, last_event_id, corrections, work_mode, offline)
     SELECT r.company_id, r.id, r.user_id, r.fecha, r.started_at, r.ended_at, r.status, r.breaks, r.locations,
       r.observaciones, r.last_event_id, coalesce(r.corrections, '[]'::jsonb), r.work_mode, coalesce(r.offline, false)
     FROM jsonb_to_recordset(p_rows) AS r(company_id integer, id bigint, user_id integer, fecha date,
       started_at timestamptz, ended_at timestamptz, status text, breaks jsonb, locations jsonb, observaciones text,
       last_event_id bigint, corrections jsonb, work_mode text, offline boolean);
     GET DIAGNOSTICS v_count = ROW_COUNT;
     RETURN v_count;
   END $$`;

const statements = [
  // Roles are per cluster: another database of the same server may have made it already, maybe at
  // this very moment (the tests migrate several databases at once).
  `DO $$ BEGIN
     IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${RECORD_WRITER_ROLE}') THEN
       CREATE ROLE ${RECORD_WRITER_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
     END IF;
   EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
   END $$`,
  // A migrator that is not a superuser may only hand a function to a role it can act as, and that role
  // needs CREATE on the schema (a superuser needs neither).
  `DO $$ BEGIN
     IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
       EXECUTE format('GRANT ${RECORD_WRITER_ROLE} TO %I', current_user);
       GRANT CREATE ON SCHEMA public TO ${RECORD_WRITER_ROLE};
     END IF;
   END $$`,
  `GRANT USAGE ON SCHEMA public TO ${RECORD_WRITER_ROLE}`,
  `GRANT SELECT, INSERT ON clock_events TO ${RECORD_WRITER_ROLE}`,
  `GRANT SELECT, INSERT, UPDATE ON clock_chain_heads TO ${RECORD_WRITER_ROLE}`,
  `GRANT SELECT, INSERT, UPDATE, DELETE ON workshifts TO ${RECORD_WRITER_ROLE}`,

  `REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON workshifts FROM ${APP_ROLE}`,

  `DROP FUNCTION ${CLOCK_WRITE_021_SIGNATURE}`,
  CLOCK_WRITE_026,
  STORE_WORKSHIFTS,
  ...[CLOCK_WRITE_026_SIGNATURE, STORE_WORKSHIFTS_SIGNATURE].flatMap((signature) => [
    `ALTER FUNCTION ${signature} OWNER TO ${RECORD_WRITER_ROLE}`,
    `REVOKE EXECUTE ON FUNCTION ${signature} FROM PUBLIC`,
    `GRANT EXECUTE ON FUNCTION ${signature} TO ${APP_ROLE}`,
  ]),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** 021's clock_write, run with the caller's rights, and the app role's old grants. */
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

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `DROP FUNCTION IF EXISTS ${STORE_WORKSHIFTS_SIGNATURE}`,
    `DROP FUNCTION IF EXISTS ${CLOCK_WRITE_026_SIGNATURE}`,
    CLOCK_WRITE_021,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON workshifts TO ${APP_ROLE}`,
    `REVOKE ALL ON workshifts, clock_events, clock_chain_heads FROM ${RECORD_WRITER_ROLE}`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
