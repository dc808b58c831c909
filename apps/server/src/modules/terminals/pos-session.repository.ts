import { sql } from 'kysely';
import type { SubscriptionStatus } from '../../db/schema';
import { POS_ID_ACCESO_SETTING, POS_TOKEN_SETTING } from '../../db/schema-names';
import { type Db, enterTenant, type Trx } from '../../db/tenant';

/** POS sessions (migration 016): opened by the kiosk's login, found by the cookie's token hash. */

export interface PosLoginTerminalRow {
  id: number;
  company_id: number;
  name: string;
  id_acceso: string;
  pin_hash: string;
  pin_generation: number;
  require_employee_pin: boolean;
  revoked_at: Date | null;
  schema_name: string;
  company_name: string;
  subscription_status: SubscriptionStatus;
  trial_ends_at: Date | null;
  subscription_ends_at: Date | null;
  suspended_at: Date | null;
}

/**
 * The terminal an id_acceso names, looked up before any tenant is known: the transaction carries the
 * id_acceso in the setting the table's policy accepts (migration 016), which shows that one row only.
 */
export function findTerminalForLogin(db: Db, idAcceso: string): Promise<PosLoginTerminalRow | undefined> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config(${POS_ID_ACCESO_SETTING}, ${idAcceso}, true)`.execute(trx);
    return trx
      .selectFrom('pos_terminals as t')
      .innerJoin('companies as c', 'c.id', 't.company_id')
      .select([
        't.id',
        't.company_id',
        't.name',
        't.id_acceso',
        't.pin_hash',
        't.pin_generation',
        't.require_employee_pin',
        't.revoked_at',
        'c.schema_name',
        'c.name as company_name',
        'c.subscription_status',
        'c.trial_ends_at',
        'c.subscription_ends_at',
        'c.suspended_at',
      ])
      .where('t.id_acceso', '=', idAcceso)
      .executeTakeFirst();
  });
}

export async function insertPosSession(
  trx: Trx,
  values: {
    companyId: number;
    terminalId: number;
    tokenHash: string;
    pinGeneration: number;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<number> {
  const row = await trx
    .insertInto('pos_sessions')
    .values({
      company_id: values.companyId,
      terminal_id: values.terminalId,
      token_hash: values.tokenHash,
      pin_generation: values.pinGeneration,
      expires_at: values.expiresAt,
      ip: values.ip,
      user_agent: values.userAgent?.slice(0, 400) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A POS session with its terminal and company as they are now, live or not (the service decides). */
export interface PosSessionRow {
  session_id: number;
  company_id: number;
  terminal_id: number;
  session_pin_generation: number;
  expires_at: Date;
  session_revoked_at: Date | null;
  terminal_name: string;
  id_acceso: string;
  pin_generation: number;
  require_employee_pin: boolean;
  centre_id: number;
  centre_name: string;
  terminal_revoked_at: Date | null;
  last_seen_at: Date | null;
  schema_name: string;
  company_name: string;
  subscription_status: SubscriptionStatus;
  trial_ends_at: Date | null;
  subscription_ends_at: Date | null;
  suspended_at: Date | null;
}

/** Opens the session's row by its token hash (policy setting), then enters its tenant for the rest. */
async function openSessionByTokenHash(trx: Trx, tokenHash: string) {
  await sql`select set_config(${POS_TOKEN_SETTING}, ${tokenHash}, true)`.execute(trx);
  const session = await trx
    .selectFrom('pos_sessions')
    .select(['id', 'company_id', 'terminal_id', 'pin_generation', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (session) await enterTenant(trx, session.company_id);
  return session;
}

/**
 * The session a POS cookie names, with its terminal: one short transaction that finds the session by
 * its token hash (the only row the setting shows) and then reads the terminal inside its tenant.
 * When the terminal was last seen over a minute ago, last_seen_at moves to now (the kiosk's 5-second
 * polls cost no write). Both times are the database's, so a skewed app clock cannot make it write on
 * every poll.
 */
export function findPosSessionByTokenHash(db: Db, tokenHash: string): Promise<PosSessionRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const session = await openSessionByTokenHash(trx, tokenHash);
    if (!session) return undefined;
    const terminal = await trx
      .selectFrom('pos_terminals as t')
      .innerJoin('companies as c', 'c.id', 't.company_id')
      .innerJoin('work_centres as w', (join) =>
        join.onRef('w.company_id', '=', 't.company_id').onRef('w.id', '=', 't.centre_id'),
      )
      .select([
        't.name',
        't.id_acceso',
        't.pin_generation',
        't.require_employee_pin',
        't.centre_id',
        'w.name as centre_name',
        't.revoked_at',
        't.last_seen_at',
        'c.schema_name',
        'c.name as company_name',
        'c.subscription_status',
        'c.trial_ends_at',
        'c.subscription_ends_at',
        'c.suspended_at',
        sql<boolean>`t.last_seen_at is null or t.last_seen_at < now() - interval '1 minute'`.as('is_seen_long_ago'),
      ])
      .where('t.company_id', '=', session.company_id)
      .where('t.id', '=', session.terminal_id)
      .executeTakeFirstOrThrow();
    const isLive = session.revoked_at === null && terminal.revoked_at === null;
    if (isLive && terminal.is_seen_long_ago) {
      await trx
        .updateTable('pos_terminals')
        .set({ last_seen_at: sql<Date>`now()` })
        .where('company_id', '=', session.company_id)
        .where('id', '=', session.terminal_id)
        .execute();
    }
    return {
      session_id: session.id,
      company_id: session.company_id,
      terminal_id: session.terminal_id,
      session_pin_generation: session.pin_generation,
      expires_at: session.expires_at,
      session_revoked_at: session.revoked_at,
      terminal_name: terminal.name,
      id_acceso: terminal.id_acceso,
      pin_generation: terminal.pin_generation,
      require_employee_pin: terminal.require_employee_pin,
      centre_id: terminal.centre_id,
      centre_name: terminal.centre_name,
      terminal_revoked_at: terminal.revoked_at,
      last_seen_at: terminal.last_seen_at,
      schema_name: terminal.schema_name,
      company_name: terminal.company_name,
      subscription_status: terminal.subscription_status,
      trial_ends_at: terminal.trial_ends_at,
      subscription_ends_at: terminal.subscription_ends_at,
      suspended_at: terminal.suspended_at,
    };
  });
}

/**
 * Ends the session a POS cookie names (logout, or a new login from the same browser): its company and
 * id when this call ended it, undefined when it names none or was already over.
 */
export function revokePosSessionByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<{ companyId: number; sessionId: number } | undefined> {
  return db.transaction().execute(async (trx) => {
    const session = await openSessionByTokenHash(trx, tokenHash);
    if (!session) return undefined;
    const result = await trx
      .updateTable('pos_sessions')
      .set({ revoked_at: sql<Date>`now()` })
      .where('company_id', '=', session.company_id)
      .where('id', '=', session.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n ? { companyId: session.company_id, sessionId: session.id } : undefined;
  });
}

/** Ends every live session of a terminal (a new PIN, a revocation): inside the company's tenant. */
export function revokeTerminalSessions(trx: Trx, companyId: number, terminalId: number) {
  return trx
    .updateTable('pos_sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('company_id', '=', companyId)
    .where('terminal_id', '=', terminalId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The centre a terminal stands in, by id and name (inside its company's tenant). */
export function findTerminalCentre(trx: Trx, companyId: number, terminalId: number) {
  return trx
    .selectFrom('pos_terminals as t')
    .innerJoin('work_centres as w', (join) =>
      join.onRef('w.company_id', '=', 't.company_id').onRef('w.id', '=', 't.centre_id'),
    )
    .select(['w.id', 'w.name'])
    .where('t.company_id', '=', companyId)
    .where('t.id', '=', terminalId)
    .executeTakeFirstOrThrow();
}
