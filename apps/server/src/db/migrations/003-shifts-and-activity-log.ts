import { type Kysely, sql } from 'kysely';

/**
 * Shifts and the activity log: the weekdays a shift is worked, one shift name per company, and the indexes the shift
 * list and the activity log read through. No new table: shifts, employees, audit_log and
 * clock_events are tenant tables already, and their RLS stays as 001/002 set it.
 */
const statements = [
  // ISO weekdays, 1 = lunes … 7 = domingo. Shifts created before this migration keep Monday–Friday.
  // `<@` never matches a NULL element, so an array holding one is refused too.
  `ALTER TABLE shifts ADD COLUMN weekdays integer[] NOT NULL DEFAULT '{1,2,3,4,5}'
     CHECK (cardinality(weekdays) BETWEEN 1 AND 7 AND weekdays <@ '{1,2,3,4,5,6,7}'::integer[])`,
  // Two shifts called the same would be indistinguishable in the create-employee form.
  `CREATE UNIQUE INDEX shifts_company_name_key ON shifts (company_id, lower(name))`,
  // Employees per shift (the list's count, and the check before a shift is deleted).
  `CREATE INDEX employees_shift_idx ON employees (company_id, shift_id) WHERE shift_id IS NOT NULL`,
  // GET /api/logs filtered by person, newest first (the unfiltered list uses audit_log_company_created_idx).
  `CREATE INDEX audit_log_actor_idx ON audit_log (company_id, actor_user_id, created_at DESC)`,
  // GET /api/logs reads clock actions company-wide, newest first; per person it uses clock_events_user_idx.
  `CREATE INDEX clock_events_company_occurred_idx ON clock_events (company_id, occurred_at DESC)`,
  // No query reads events by shift (the projection holds them), and every clock action paid for
  // this index: the activity log's index above takes its place in the write budget.
  `DROP INDEX IF EXISTS clock_events_workshift_idx`,
  // A foreign key to companies makes every clock action of a company take a share lock on that one
  // companies row: at the 8:00 peak, hundreds of concurrent transactions turn it into MultiXacts
  // (measured by `npm run bench`: ~20 % of PostgreSQL's CPU per action). company_id on these rows is
  // already pinned by RLS's WITH CHECK to the tenant the server set from the session, and companies
  // are never deleted (the app role has no DELETE on them). The per-worker user_id keys stay.
  `ALTER TABLE clock_events DROP CONSTRAINT IF EXISTS clock_events_company_id_fkey`,
  `ALTER TABLE clock_chain_heads DROP CONSTRAINT IF EXISTS clock_chain_heads_company_id_fkey`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'ALTER TABLE clock_chain_heads ADD FOREIGN KEY (company_id) REFERENCES companies(id)',
    'ALTER TABLE clock_events ADD FOREIGN KEY (company_id) REFERENCES companies(id)',
    'CREATE INDEX IF NOT EXISTS clock_events_workshift_idx ON clock_events (company_id, workshift_id)',
    'DROP INDEX IF EXISTS clock_events_company_occurred_idx',
    'DROP INDEX IF EXISTS audit_log_actor_idx',
    'DROP INDEX IF EXISTS employees_shift_idx',
    'DROP INDEX IF EXISTS shifts_company_name_key',
    'ALTER TABLE shifts DROP COLUMN IF EXISTS weekdays',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
