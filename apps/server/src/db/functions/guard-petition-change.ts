import type { SqlFunction } from './sql-function';

/**
 * Trigger on petitions: nothing is deleted and a decision is final, for the owner too. The one step
 * allowed after a decision: a worker gives back an approved vacation or leave (approved → cancelled),
 * with nothing but status and cancelled_at changed, so who approved it, when and why stay on record.
 * Whether it has started is the service's check (a Madrid date).
 */
export const guardPetitionChange: SqlFunction = {
  signature: 'guard_petition_change()',
  statements: [
    `CREATE OR REPLACE FUNCTION guard_petition_change() RETURNS trigger
   LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'DELETE' THEN
       RAISE EXCEPTION 'Las peticiones no se borran' USING ERRCODE = 'insufficient_privilege';
     END IF;
     IF OLD.status = 'approved' AND NEW.status = 'cancelled' AND OLD.table_name = 'vacations'
          AND NEW.cancelled_at IS NOT NULL
          AND to_jsonb(NEW) - 'status' - 'cancelled_at' = to_jsonb(OLD) - 'status' - 'cancelled_at' THEN
       RETURN NEW;
     END IF;
     IF OLD.status <> 'pending' THEN
       RAISE EXCEPTION 'Una petición decidida o cancelada no se puede modificar' USING ERRCODE = 'insufficient_privilege';
     END IF;
     RETURN NEW;
   END $$`,
  ],
};
