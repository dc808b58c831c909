import type { SqlFunction } from './sql-function';

/**
 * Trigger on domain_events: queues one delivery per active webhook of the company subscribed to the
 * event's type (ADR 017), in the event's own transaction, so every write path is covered and a
 * rolled-back change queues nothing. The trigger fires only for subscribable types.
 */
export const queueWebhookDeliveries: SqlFunction = {
  signature: 'queue_webhook_deliveries()',
  statements: [
    `CREATE OR REPLACE FUNCTION queue_webhook_deliveries() RETURNS trigger
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
   END $$`,
  ],
};
