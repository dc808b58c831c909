import { type Kysely, sql } from 'kysely';
import { APP_ROLE } from './001-foundation';

/**
 * The recurring jobs' leases (ADR 028): one row per job, so that with several instances each job runs
 * once per period. An instance takes the lease with one UPDATE (the row lock decides between two at
 * once), runs the job and records the period; a holder that crashed leaves a lease that expires, and
 * the next instance whose tick finds the period not done takes over. Times are the app's clock, so a
 * test can fake them. Platform data: no company, no row-level security.
 */
const statements = [
  `CREATE TABLE job_runs (
     name text PRIMARY KEY CHECK (name ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
     lease_holder text,
     lease_until timestamptz,
     last_period bigint,
     last_finished_at timestamptz
   )`,
  `GRANT SELECT, INSERT, UPDATE ON job_runs TO ${APP_ROLE}`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS job_runs').execute(db);
}
