import { APP_ROLE, RECORD_WRITER_ROLE } from '../schema-names';
import type { SqlFunction } from './sql-function';

const SIGNATURE = `clock_write(integer, bigint, integer, bigint, text, timestamptz, text, text,
  double precision, double precision, double precision, text, integer, integer, jsonb, text, text, integer, text,
  bigint, date, timestamptz, timestamptz, text, jsonb, jsonb, text, bigint, text, boolean, jsonb)`;

/**
 * A clock action's write, sent with its COMMIT (ADR 005): appends the event, moves the worker's chain
 * head and stores the shift the reducer made of it, so the projection moves only with an event (ADR
 * 022). Corrections and incidents go through it too, so the update sets every column the reducer may
 * change. SECURITY DEFINER of the NOLOGIN record writer, which does not bypass RLS: the app role only
 * reads `workshifts`. pg_temp last in the search path: a caller's temporary table must not stand in
 * for one of these. Its arguments are `clockWriteArguments` (modules/workshift/clock-write-arguments.ts),
 * in order; a test holds the two together.
 */
export const clockWrite: SqlFunction = {
  signature: SIGNATURE,
  statements: [
    `CREATE OR REPLACE FUNCTION clock_write(
     p_company integer, p_id bigint, p_user integer, p_workshift_id bigint, p_kind text, p_occurred_at timestamptz,
     p_client_time text, p_client_timezone text, p_latitude double precision, p_longitude double precision,
     p_accuracy double precision, p_source text, p_actor integer, p_session integer, p_details jsonb,
     p_prev_hash text, p_hash text, p_event_count integer,
     p_shift text, p_shift_id bigint, p_fecha date, p_started_at timestamptz, p_ended_at timestamptz,
     p_status text, p_breaks jsonb, p_locations jsonb, p_observaciones text, p_last_event_id bigint,
     p_work_mode text, p_offline boolean, p_corrections jsonb)
   RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp SET plan_cache_mode = force_generic_plan AS $$
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
   END $$`,
    `ALTER FUNCTION ${SIGNATURE} OWNER TO ${RECORD_WRITER_ROLE}`,
    `REVOKE EXECUTE ON FUNCTION ${SIGNATURE} FROM PUBLIC`,
    `GRANT EXECUTE ON FUNCTION ${SIGNATURE} TO ${APP_ROLE}`,
  ],
};
