import { DOMAIN_EVENTS_CHANNEL } from '../schema-names';
import type { SqlFunction } from './sql-function';

/**
 * A domain event (ADR 016): inserts its row and notifies the row, as compact JSON, on the events
 * channel; NOTIFY is delivered on COMMIT only, so a rolled-back change is never heard. One function,
 * so the clock action can send it in its COMMIT's message (no extra round trip) and every other write
 * calls the same thing.
 */
export const emitDomainEvent: SqlFunction = {
  signature: 'emit_domain_event(integer, text, text, integer, jsonb)',
  statements: [
    `CREATE OR REPLACE FUNCTION emit_domain_event(p_company integer, p_type text, p_topic text,
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
   END $$`,
  ],
};
