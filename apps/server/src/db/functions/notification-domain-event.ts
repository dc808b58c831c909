import type { SqlFunction } from './sql-function';

/**
 * Trigger on notifications: each one is a notification.created event for its recipient. Notifications
 * are inserted from half a dozen places, and a trigger cannot be forgotten by the next one.
 */
export const notificationDomainEvent: SqlFunction = {
  signature: 'notification_domain_event()',
  statements: [
    `CREATE OR REPLACE FUNCTION notification_domain_event() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM emit_domain_event(NEW.company_id, 'notification.created', 'notifications', NEW.user_id,
       jsonb_build_object('notification_id', NEW.id::text, 'kind', NEW.type));
     RETURN NULL;
   END $$`,
  ],
};
