import { type Kysely, sql } from 'kysely';

/**
 * The clock action's write budget: the foreign keys on the hot clock tables. Each one made PostgreSQL run
 * a key check per insert that takes FOR KEY SHARE on the referenced row — the worker's users row
 * and the shift's start event — and a row lock is a write (tuple header, WAL record, dirty page).
 * Measured by `npm run bench` (ADR 005). What the keys guarded still holds:
 * - user_id and actor_user_id come from the server's session, never from a request body, and users
 *   are never deleted (former employees are anonymised, see purge-former-employees.ts);
 * - an event's workshift_id and a projected shift's id are the start event the same transaction
 *   read under the worker's lock;
 * - `verify-records` checks both for every event (a worker that exists in the company, a
 *   workshift_id that is an earlier start of the same worker), so a violation is reported.
 */
const keys = [
  ['clock_events', 'clock_events_user_id_fkey', 'FOREIGN KEY (user_id) REFERENCES users(id)'],
  ['clock_events', 'clock_events_actor_user_id_fkey', 'FOREIGN KEY (actor_user_id) REFERENCES users(id)'],
  [
    'clock_events',
    'clock_events_company_id_workshift_id_fkey',
    'FOREIGN KEY (company_id, workshift_id) REFERENCES clock_events (company_id, id)',
  ],
  ['workshifts', 'workshifts_user_id_fkey', 'FOREIGN KEY (user_id) REFERENCES users(id)'],
  [
    'workshifts',
    'workshifts_company_id_id_fkey',
    'FOREIGN KEY (company_id, id) REFERENCES clock_events (company_id, id)',
  ],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, name] of keys) {
    await sql.raw(`ALTER TABLE ${table} DROP CONSTRAINT IF EXISTS ${name}`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, name, definition] of keys) {
    await sql.raw(`ALTER TABLE ${table} ADD CONSTRAINT ${name} ${definition}`).execute(db);
  }
}
