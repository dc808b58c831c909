import { type Kysely, sql } from 'kysely';

/**
 * The signed digests chained (ADR 008): each one names its place in the company's chain (`sequence`,
 * 1 = the digest that starts it) and the hash of the one before (`previous_hash`), and both are
 * signed, so a digest deleted in the middle leaves a hole nobody can close without the key. Besides
 * the daily digest (the one that is sent out) the chain holds checkpoints, taken every few minutes
 * while the record changes, so no more than a few minutes of events stand unanchored.
 *
 * Rows written before this migration stay exactly as they were (kind 'daily', unchained: sequence
 * and previous_hash null); ADD COLUMN with a default rewrites no row and fires no row trigger, so the
 * append-only trigger of 010 keeps guarding them.
 */
const statements = [
  `ALTER TABLE record_digests
     ADD COLUMN kind text NOT NULL DEFAULT 'daily' CHECK (kind IN ('daily', 'checkpoint')),
     ADD COLUMN sequence integer CHECK (sequence >= 1),
     ADD COLUMN previous_hash text CHECK (previous_hash ~ '^[0-9a-f]{64}$'),
     ADD COLUMN covers_from date`,
  // A chained digest says where it stands; the first one of a chain has nothing before it.
  `ALTER TABLE record_digests ADD CONSTRAINT record_digests_chain_link CHECK (
     (sequence IS NULL AND previous_hash IS NULL AND covers_from IS NULL AND kind = 'daily')
     OR (sequence = 1 AND previous_hash IS NULL)
     OR (sequence > 1 AND previous_hash IS NOT NULL))`,
  // A daily digest covers days; a checkpoint only the instant it was taken.
  `ALTER TABLE record_digests ADD CONSTRAINT record_digests_covers_daily CHECK (
     kind = 'daily' OR covers_from IS NULL)`,
  // Many checkpoints a day: only the daily digest is one per day.
  'ALTER TABLE record_digests DROP CONSTRAINT record_digests_company_id_day_key',
  `CREATE UNIQUE INDEX record_digests_daily_day ON record_digests (company_id, day) WHERE kind = 'daily'`,
  // Two writers can never both extend the chain from the same digest.
  'CREATE UNIQUE INDEX record_digests_chain_sequence ON record_digests (company_id, sequence)',
  // Each company admin's choice to receive the day's signed digest by email (on until switched off).
  'ALTER TABLE employees ADD COLUMN notify_record_digest boolean NOT NULL DEFAULT true',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE employees DROP COLUMN IF EXISTS notify_record_digest').execute(db);
  await sql.raw('DROP INDEX IF EXISTS record_digests_chain_sequence').execute(db);
  await sql.raw('DROP INDEX IF EXISTS record_digests_daily_day').execute(db);
  await sql
    .raw(
      `ALTER TABLE record_digests DROP CONSTRAINT IF EXISTS record_digests_chain_link,
         DROP CONSTRAINT IF EXISTS record_digests_covers_daily,
         DROP COLUMN IF EXISTS covers_from, DROP COLUMN IF EXISTS previous_hash,
         DROP COLUMN IF EXISTS sequence, DROP COLUMN IF EXISTS kind`,
    )
    .execute(db);
}
