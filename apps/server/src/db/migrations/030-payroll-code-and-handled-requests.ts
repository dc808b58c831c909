import { type Kysely, sql } from 'kysely';
import { APP_ROLE } from './001-foundation';

/** The partial unique index a duplicate payroll code loses on (employees.repository.ts names it too). */
const PAYROLL_CODE_INDEX = 'employees_payroll_code_key';

/**
 * Two additions, one migration:
 *
 * - employees.payroll_code: the employee's code in the company's payroll program (A3, Sage…), which
 *   the payroll export carries so the gestoría's import matches each row to its worker. Optional;
 *   letters, digits and . _ / - only, at most 30, starting with a letter or digit (nothing a CSV or a
 *   spreadsheet could read as a formula, no spaces an import would trim). Unique within the company
 *   whatever the case ('e01' and 'E01' are one code to a payroll import), former employees included:
 *   a payroll program keeps a leaver's code with their history, and a past month's export lists them.
 *   Another company may use the same code.
 * - contact_requests.handled_at / handled_by: the platform admin marks a request «atendida» (and may
 *   reopen it); «Solicitudes abiertas» counts the ones not handled. The app may now write those two
 *   columns too, still nothing else of a request.
 */
const statements = [
  `ALTER TABLE employees ADD COLUMN payroll_code text
     CONSTRAINT employees_payroll_code_check CHECK (payroll_code ~ '^[A-Za-z0-9][A-Za-z0-9._/-]{0,29}$')`,
  `CREATE UNIQUE INDEX ${PAYROLL_CODE_INDEX} ON employees (company_id, lower(payroll_code))
     WHERE payroll_code IS NOT NULL`,
  `ALTER TABLE contact_requests
     ADD COLUMN handled_at timestamptz,
     ADD COLUMN handled_by integer REFERENCES users (id) ON DELETE SET NULL,
     ADD CONSTRAINT contact_requests_handled_check CHECK (handled_at IS NOT NULL OR handled_by IS NULL)`,
  `GRANT UPDATE (handled_at, handled_by) ON contact_requests TO ${APP_ROLE}`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'ALTER TABLE contact_requests DROP CONSTRAINT IF EXISTS contact_requests_handled_check',
    'ALTER TABLE contact_requests DROP COLUMN IF EXISTS handled_by',
    'ALTER TABLE contact_requests DROP COLUMN IF EXISTS handled_at',
    `DROP INDEX IF EXISTS ${PAYROLL_CODE_INDEX}`,
    'ALTER TABLE employees DROP COLUMN IF EXISTS payroll_code',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
