import { APP_ROLE, RECORD_WRITER_ROLE } from '../schema-names';
import type { SqlFunction } from './sql-function';

const SIGNATURE = 'store_workshifts(integer, boolean, jsonb)';

/**
 * The projection written in bulk, for what replays the record (rebuild-workshifts, the demo's sealed
 * history): inserts shifts, replacing the company's when asked, and refuses a row whose id is not a
 * start event of the same worker (ADR 022). Rows come as jsonb: one parameter, cheap for thousands of
 * shifts, PGlite especially. Returns how many were stored. Owned by the record writer, like clock_write.
 */
export const storeWorkshifts: SqlFunction = {
  signature: SIGNATURE,
  statements: [
    `CREATE OR REPLACE FUNCTION store_workshifts(p_company integer, p_replace boolean, p_rows jsonb)
   RETURNS integer LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
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
   END $$`,
    `ALTER FUNCTION ${SIGNATURE} OWNER TO ${RECORD_WRITER_ROLE}`,
    `REVOKE EXECUTE ON FUNCTION ${SIGNATURE} FROM PUBLIC`,
    `GRANT EXECUTE ON FUNCTION ${SIGNATURE} TO ${APP_ROLE}`,
  ],
};
