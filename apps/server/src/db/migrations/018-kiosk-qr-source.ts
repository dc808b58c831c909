import { type Kysely, sql } from 'kysely';

/**
 * QR clock-in (ADR 012, QR clock-in): a worker clocks on their own phone with the token of the QR a
 * kiosk shows, and the event records where: source 'kiosk-qr' (the terminal goes in its details).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE clock_events DROP CONSTRAINT clock_events_source_check`.execute(db);
  await sql`ALTER TABLE clock_events ADD CONSTRAINT clock_events_source_check
    CHECK (source IN ('web','pos','widget','api','kiosk-qr'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE clock_events DROP CONSTRAINT clock_events_source_check`.execute(db);
  await sql`ALTER TABLE clock_events ADD CONSTRAINT clock_events_source_check
    CHECK (source IN ('web','pos','widget','api'))`.execute(db);
}
