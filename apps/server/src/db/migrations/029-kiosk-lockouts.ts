import { type Kysely, sql } from 'kysely';
import { APP_ROLE, rlsStatements } from './001-foundation';

/** Tenant tables this migration adds (RLS enabled and forced, as in 001). */
export const KIOSK_LOCKOUT_TENANT_TABLES = ['kiosk_pin_lockouts'] as const;

/**
 * Wrong kiosk PINs counted with a growing wait (ADR 025), in place of the fixed 15-minute windows of
 * `rate_limit_hits`. One row per counter: how many failures in its window (24 h from the first one),
 * and until when it refuses every attempt. Times are the app's clock, so every instance agrees and a
 * test can fake them.
 *
 * - kiosk_pin_lockouts: personal PINs, a company's data. `terminal_id` names the terminal the failures
 *   were typed at; null is the employee's counter over all the company's terminals.
 * - pos_login_lockouts: terminal activation (POST /api/pos/login), counted before any tenant is known,
 *   by the id_acceso typed (which may name no terminal) and the client's address. Platform data like
 *   rate_limit_hits: no company, no row-level security. '' stands for "any": `address = ''` is the
 *   id_acceso's counter from every address, `id_acceso = ''` the address's over every identifier.
 */
const statements = [
  `CREATE TABLE kiosk_pin_lockouts (
     company_id integer NOT NULL,
     user_id integer NOT NULL,
     terminal_id integer,
     failures integer NOT NULL CHECK (failures >= 0),
     window_started_at timestamptz NOT NULL,
     locked_until timestamptz,
     FOREIGN KEY (company_id, user_id) REFERENCES employees (company_id, user_id),
     FOREIGN KEY (company_id, terminal_id) REFERENCES pos_terminals (company_id, id)
   )`,
  `CREATE UNIQUE INDEX kiosk_pin_lockouts_key ON kiosk_pin_lockouts (company_id, user_id, coalesce(terminal_id, 0))`,
  'CREATE INDEX kiosk_pin_lockouts_by_terminal ON kiosk_pin_lockouts (company_id, terminal_id)',

  `CREATE TABLE pos_login_lockouts (
     id_acceso text NOT NULL CHECK (length(id_acceso) <= 40),
     address text NOT NULL CHECK (length(address) <= 60),
     failures integer NOT NULL CHECK (failures >= 0),
     window_started_at timestamptz NOT NULL,
     locked_until timestamptz,
     PRIMARY KEY (id_acceso, address),
     CHECK (id_acceso <> '' OR address <> '')
   )`,
  'CREATE INDEX pos_login_lockouts_window ON pos_login_lockouts (window_started_at)',

  `GRANT SELECT, INSERT, UPDATE, DELETE ON kiosk_pin_lockouts, pos_login_lockouts TO ${APP_ROLE}`,
  ...rlsStatements('kiosk_pin_lockouts'),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['pos_login_lockouts', 'kiosk_pin_lockouts']) {
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  }
}
