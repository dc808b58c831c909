import { type Kysely, sql } from 'kysely';
import { APP_ROLE } from './001-foundation';

/**
 * A settlement records the overtime minutes it settled (art. 35 ET): what the register classified
 * as overtime for that worker and month, less what earlier settlements had already settled, at the
 * moment the admin recorded it. Hours the register gains afterwards (an approved correction, a shift
 * closed late) are a new, unsettled balance, never absorbed by the earlier decision; settling them
 * is a new row. The rows of a month add up.
 *
 * Rows recorded before this migration have no minutes (null): the overtime module fills each one
 * once, at the server's first start after it, from the register as it then classifies that month
 * (the figure the admin last saw), the month's latest row taking it all and the rows it superseded
 * none. That is the only change a settlement ever receives, null to a number; everything else stays
 * refused by the trigger of migration 015.
 *
 * Also the admin's notification that a settled month has new unsettled overtime.
 */
const statements = [
  `ALTER TABLE overtime_settlements ADD COLUMN settled_minutes integer CHECK (settled_minutes >= 0)`,
  `CREATE OR REPLACE FUNCTION refuse_overtime_settlement_change() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'UPDATE' AND OLD.settled_minutes IS NULL AND NEW.settled_minutes IS NOT NULL
        AND (NEW.company_id, NEW.id, NEW.user_id, NEW.month, NEW.mode, NEW.created_by, NEW.created_at)
            IS NOT DISTINCT FROM
            (OLD.company_id, OLD.id, OLD.user_id, OLD.month, OLD.mode, OLD.created_by, OLD.created_at) THEN
       RETURN NEW;
     END IF;
     RAISE EXCEPTION 'Las liquidaciones de horas extra no se modifican ni se borran: se registra una nueva'
       USING ERRCODE = 'insufficient_privilege';
   END $$`,
  `GRANT UPDATE (settled_minutes) ON overtime_settlements TO ${APP_ROLE}`,
  `ALTER TABLE notifications DROP CONSTRAINT notifications_event_check`,
  `ALTER TABLE notifications ADD CONSTRAINT notifications_event_check
     CHECK (event IN ('petition_created','petition_decided','petition_cancelled','forgotten_clockout','monthly_summary',
       'overtime_unsettled'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `DELETE FROM notifications WHERE event = 'overtime_unsettled'`,
    'ALTER TABLE notifications DROP CONSTRAINT notifications_event_check',
    `ALTER TABLE notifications ADD CONSTRAINT notifications_event_check
       CHECK (event IN ('petition_created','petition_decided','petition_cancelled','forgotten_clockout','monthly_summary'))`,
    'ALTER TABLE overtime_settlements DROP COLUMN IF EXISTS settled_minutes',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
