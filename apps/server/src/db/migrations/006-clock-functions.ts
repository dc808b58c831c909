import { type Kysely, sql } from 'kysely';

/**
 * The clock action's write path in two round trips (ADR 005). A clock action used to send four messages —
 * the opening (BEGIN, tenant, chain lock), the context read, the write, COMMIT — and `npm run bench`
 * showed each message, not the SQL inside it, as most of the cost. These two functions let the
 * context read ride in the opening message and the write ride in the COMMIT's, as plain calls
 * whose inner plans PL/pgSQL caches per connection (a long statement sent as text would be planned
 * on every call). Both run with the caller's rights, so row-level security applies inside them as
 * it does to the app's own statements; the rules themselves stay in TypeScript (packages/shared).
 */
const statements = [
  // The context of a clock action, read once the worker's chain lock is held (the committed truth):
  // the next event id, the chain head, the company's break rules, the open shift and, when asked
  // (a break start), every break of that shift's Madrid day across the worker's shifts.
  `CREATE FUNCTION clock_context(p_company integer, p_user integer, p_with_breaks_of_day boolean)
   RETURNS TABLE (
     next_event_id text, head_last_event_id text, head_last_hash text, head_event_count integer,
     has_config boolean, cfg_break_included boolean, cfg_forgotten_clockout_hours numeric,
     cfg_max_breaks_per_day integer, cfg_min_break_interval integer,
     company_id integer, id bigint, user_id integer, fecha text, started_at timestamptz, ended_at timestamptz,
     status text, breaks jsonb, locations jsonb, observaciones text, last_event_id bigint, corrections jsonb,
     breaks_today jsonb)
   LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
   #variable_conflict use_column
   BEGIN
     RETURN QUERY
     SELECT nextval('clock_events_id_seq')::text,
       h.last_event_id::text, h.last_hash, h.event_count,
       c.company_id IS NOT NULL, c.break_included, c.forgotten_clockout_hours::numeric, c.max_breaks_per_day,
       c.min_break_interval,
       w.company_id, w.id, w.user_id, w.fecha::text, w.started_at, w.ended_at, w.status, w.breaks,
       w.locations, w.observaciones, w.last_event_id, w.corrections, day.breaks_today
     FROM (SELECT 1) one
     LEFT JOIN clock_chain_heads h ON h.company_id = p_company AND h.user_id = p_user
     LEFT JOIN company_config c ON c.company_id = p_company
     LEFT JOIN workshifts w ON w.company_id = p_company AND w.user_id = p_user AND w.status <> 'completed'
     LEFT JOIN LATERAL (
       SELECT jsonb_agg(b.value ORDER BY d.fecha DESC, d.id DESC, b.ordinality) AS breaks_today
       FROM workshifts d CROSS JOIN LATERAL jsonb_array_elements(d.breaks) WITH ORDINALITY b
       WHERE p_with_breaks_of_day AND d.company_id = p_company AND d.user_id = p_user AND d.fecha = w.fecha
     ) day ON true;
   END $$`,

  // Appends a sealed event, moves the worker's chain head past it and, when p_shift says so, stores
  // the projected shift: 'new' inserts it, 'update' rewrites the projection row (never an event).
  `CREATE FUNCTION clock_write(
     p_company integer, p_id bigint, p_user integer, p_workshift_id bigint, p_kind text, p_occurred_at timestamptz,
     p_client_time text, p_client_timezone text, p_latitude double precision, p_longitude double precision,
     p_accuracy double precision, p_source text, p_actor integer, p_session integer, p_details jsonb,
     p_prev_hash text, p_hash text, p_event_count integer,
     p_shift text, p_shift_id bigint, p_fecha date, p_started_at timestamptz, p_ended_at timestamptz,
     p_status text, p_breaks jsonb, p_locations jsonb, p_observaciones text, p_last_event_id bigint)
   RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
   BEGIN
     INSERT INTO clock_events (company_id, id, user_id, workshift_id, kind, occurred_at, client_time,
       client_timezone, latitude, longitude, accuracy, source, actor_user_id, session_id, details, prev_hash, hash)
     VALUES (p_company, p_id, p_user, p_workshift_id, p_kind, p_occurred_at, p_client_time, p_client_timezone,
       p_latitude, p_longitude, p_accuracy, p_source, p_actor, p_session, p_details, p_prev_hash, p_hash);
     -- UPDATE first, INSERT for a worker's first event: the caller holds the worker's chain lock, so no
     -- one else can insert this head meanwhile, and ON CONFLICT would also lock the row (a WAL record).
     UPDATE clock_chain_heads
     SET last_event_id = p_id, last_hash = p_hash, event_count = p_event_count
     WHERE company_id = p_company AND user_id = p_user;
     IF NOT FOUND THEN
       INSERT INTO clock_chain_heads (company_id, user_id, last_event_id, last_hash, event_count)
       VALUES (p_company, p_user, p_id, p_hash, p_event_count);
     END IF;
     IF p_shift = 'new' THEN
       INSERT INTO workshifts (company_id, id, user_id, fecha, started_at, ended_at, status, breaks, locations,
         observaciones, last_event_id)
       VALUES (p_company, p_shift_id, p_user, p_fecha, p_started_at, p_ended_at, p_status, p_breaks, p_locations,
         p_observaciones, p_last_event_id);
     ELSIF p_shift = 'update' THEN
       UPDATE workshifts
       SET ended_at = p_ended_at, status = p_status, breaks = p_breaks, locations = p_locations,
         observaciones = p_observaciones, last_event_id = p_last_event_id
       WHERE company_id = p_company AND id = p_shift_id;
     ELSIF p_shift IS NOT NULL THEN
       RAISE EXCEPTION 'clock_write: p_shift must be new, update or null (got %)', p_shift;
     END IF;
   END $$`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP FUNCTION IF EXISTS clock_write').execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS clock_context').execute(db);
}
