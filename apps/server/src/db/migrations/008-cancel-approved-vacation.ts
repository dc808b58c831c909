import { type Kysely, sql } from 'kysely';

/**
 * A worker may give back an approved vacation or leave that has not started.
 * The guard on petitions still refuses deleting a petition and changing one once decided, except
 * this one step: approved → cancelled on a vacation, with nothing but status and cancelled_at
 * changed, so who approved it, when and why stay on record. Whether it has started is the
 * service's check (a Madrid date).
 */
const GUARD = (allowCancelApproved: boolean) => `CREATE OR REPLACE FUNCTION guard_petition_change() RETURNS trigger
   LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'DELETE' THEN
       RAISE EXCEPTION 'Las peticiones no se borran' USING ERRCODE = 'insufficient_privilege';
     END IF;
     ${
       allowCancelApproved
         ? `IF OLD.status = 'approved' AND NEW.status = 'cancelled' AND OLD.table_name = 'vacations'
          AND NEW.cancelled_at IS NOT NULL
          AND to_jsonb(NEW) - 'status' - 'cancelled_at' = to_jsonb(OLD) - 'status' - 'cancelled_at' THEN
       RETURN NEW;
     END IF;`
         : ''
     }
     IF OLD.status <> 'pending' THEN
       RAISE EXCEPTION 'Una petición decidida o cancelada no se puede modificar' USING ERRCODE = 'insufficient_privilege';
     END IF;
     RETURN NEW;
   END $$`;

// 004 tied "has a decision" to approved/rejected; a cancelled approval keeps its decision.
const DROP_DECISION_CHECK = `DO $$
   DECLARE name text;
   BEGIN
     SELECT conname INTO name FROM pg_constraint
     WHERE conrelid = 'petitions'::regclass AND contype = 'c'
       AND pg_get_constraintdef(oid) LIKE '%decided_by IS NOT NULL%decided_at IS NOT NULL%';
     IF name IS NOT NULL THEN EXECUTE format('ALTER TABLE petitions DROP CONSTRAINT %I', name); END IF;
   END $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(DROP_DECISION_CHECK).execute(db);
  await sql
    .raw(`ALTER TABLE petitions ADD CONSTRAINT petitions_decision_check CHECK (CASE status
       WHEN 'pending' THEN decided_by IS NULL AND decided_at IS NULL
       WHEN 'cancelled' THEN (decided_by IS NULL) = (decided_at IS NULL)
       ELSE decided_by IS NOT NULL AND decided_at IS NOT NULL END)`)
    .execute(db);
  await sql.raw(GUARD(true)).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(GUARD(false)).execute(db);
  await sql.raw('ALTER TABLE petitions DROP CONSTRAINT IF EXISTS petitions_decision_check').execute(db);
  await sql
    .raw(`ALTER TABLE petitions ADD CHECK
       ((status IN ('approved','rejected')) = (decided_by IS NOT NULL AND decided_at IS NOT NULL))`)
    .execute(db);
}
