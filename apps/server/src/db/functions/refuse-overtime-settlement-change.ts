import type { SqlFunction } from './sql-function';

/**
 * Trigger on overtime_settlements: a settlement is never changed or deleted (art. 35 ET: the admin's
 * decision is a fact of the register), except once: its settled minutes, null on rows recorded before
 * they were kept, filled with a number and nothing else touched.
 */
export const refuseOvertimeSettlementChange: SqlFunction = {
  signature: 'refuse_overtime_settlement_change()',
  statements: [
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
  ],
};
