import { type Kysely, sql } from 'kysely';

/**
 * The platform admin can suspend a company: `suspended_at` set means suspended,
 * whatever its subscription says; cleared when the admin lifts it. Who did it is in the platform's
 * audit log. A company's state for people (trial, active, expired, suspended) is derived from these
 * columns by `companyState` in packages/shared/src/domain/subscription.ts, never stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE companies ADD COLUMN suspended_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE companies DROP COLUMN IF EXISTS suspended_at`.execute(db);
}
