import type { SqlFunction } from './sql-function';

/**
 * Everything a clock action needs to decide, in one statement of the action's opening message (ADR
 * 005): the next event id, the worker's chain head, the company's break policy, the open shift, and —
 * only when the caller asks, each flag or argument switching one join on — the day's breaks, the
 * contract in force and the employee's centre on a date, the latest event's time (an offline replay
 * may not go before it) and the stored answer of an idempotency key; and whether the open shift's month
 * has an overtime settlement already (closing it then may leave hours unsettled). Its columns are
 * `ClockContextRow` (modules/workshift/clock-context.repository.ts); a test holds the two together.
 */
export const clockContext: SqlFunction = {
  signature: 'clock_context(integer, integer, boolean, date, uuid, boolean)',
  statements: [
    // A new result column is a new return type, which CREATE OR REPLACE refuses.
    'DROP FUNCTION IF EXISTS clock_context(integer, integer, boolean, date, uuid, boolean)',
    `CREATE OR REPLACE FUNCTION clock_context(p_company integer, p_user integer, p_with_breaks_of_day boolean,
     p_contract_on date, p_idempotency_key uuid, p_with_last_event boolean)
   RETURNS TABLE (
     next_event_id text, head_last_event_id text, head_last_hash text, head_event_count integer,
     has_config boolean, cfg_break_included boolean, cfg_forgotten_clockout_hours numeric,
     cfg_max_breaks_per_day integer, cfg_min_break_interval integer, cfg_allows_remote_work boolean,
     company_id integer, id bigint, user_id integer, fecha text, started_at timestamptz, ended_at timestamptz,
     status text, breaks jsonb, locations jsonb, observaciones text, last_event_id bigint, corrections jsonb,
     work_mode text, offline boolean, breaks_today jsonb, contract_work_mode text, employee_centre_id integer,
     last_event_at timestamptz, idem_user_id integer, idem_fingerprint text, idem_response json,
     month_settled boolean)
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
       k.contract_work_mode, emp.centre_id, le.occurred_at, ik.user_id, ik.fingerprint, ik.response,
       EXISTS (SELECT 1 FROM overtime_settlements o WHERE o.company_id = p_company AND o.user_id = p_user
         AND o.month = date_trunc('month', w.fecha)::date)
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
   END $$`,
  ],
};
