import { type Kysely, sql } from 'kysely';

/**
 * Terminals belong to a work centre, and plans say how many terminals they allow.
 * - `pos_terminals.centre_id`: the centre the kiosk stands in; a start clocked there records it. An
 *   insert without one gets the company's default centre, through migration 017's trigger function
 *   (it fills any row's `centre_id` from its `company_id`).
 * - `plans.max_pos_terminals`: live (not revoked) terminals a plan allows. The plans table sells
 *   'Terminal POS' from Profesional up, so Gratis and Autónomo allow none.
 */
const statements = [
  `ALTER TABLE plans ADD COLUMN max_pos_terminals integer NOT NULL DEFAULT 0 CHECK (max_pos_terminals >= 0)`,
  `UPDATE plans SET max_pos_terminals = 3 WHERE type = 'professional'`,
  `UPDATE plans SET max_pos_terminals = 20 WHERE type = 'premium'`,
  `UPDATE plans SET max_pos_terminals = 200 WHERE type = 'enterprise'`,

  `ALTER TABLE pos_terminals ADD COLUMN centre_id integer`,
  `ALTER TABLE pos_terminals ADD CONSTRAINT pos_terminals_centre_fkey
     FOREIGN KEY (company_id, centre_id) REFERENCES work_centres (company_id, id)`,
  `CREATE INDEX pos_terminals_centre_idx ON pos_terminals (company_id, centre_id)`,
  `CREATE TRIGGER pos_terminals_default_centre BEFORE INSERT ON pos_terminals
     FOR EACH ROW EXECUTE FUNCTION employee_default_centre()`,
];

/** Existing terminals stand in their company's default centre; one tenant at a time (forced RLS). */
const backfill = `DO $$
  DECLARE c record;
  BEGIN
    FOR c IN SELECT id FROM companies ORDER BY id LOOP
      PERFORM set_config('app.company_id', c.id::text, true);
      UPDATE pos_terminals SET centre_id = (SELECT w.id FROM work_centres w WHERE w.company_id = c.id AND w.is_default)
        WHERE company_id = c.id AND centre_id IS NULL;
    END LOOP;
    PERFORM set_config('app.company_id', '', true);
  END $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [...statements, backfill, 'ALTER TABLE pos_terminals ALTER COLUMN centre_id SET NOT NULL']) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP TRIGGER IF EXISTS pos_terminals_default_centre ON pos_terminals',
    'ALTER TABLE pos_terminals DROP COLUMN IF EXISTS centre_id',
    'ALTER TABLE plans DROP COLUMN IF EXISTS max_pos_terminals',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
