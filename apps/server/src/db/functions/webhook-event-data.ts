import type { SqlFunction } from './sql-function';

/**
 * A webhook body's `data` (ADR 017): the event's ids plus the facts an integrator needs, read in the
 * event's transaction (the clock action writes its shift before the event). Never names, emails or notes.
 */
export const webhookEventData: SqlFunction = {
  signature: 'webhook_event_data(integer, text, integer, jsonb)',
  statements: [
    `CREATE OR REPLACE FUNCTION webhook_event_data(p_company integer, p_type text, p_user integer,
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
   END $$`,
  ],
};
