import { sql } from 'kysely';
import type { Trx } from '../../db/tenant';
import type { BackoffState } from '../../lib/backoff';

/**
 * Wrong personal PINs (migration 029, ADR 025), inside the company's tenant: one counter per employee
 * and terminal, and one per employee over all terminals (`terminalId` null).
 */
export interface KioskPinCounterKey {
  companyId: number;
  userId: number;
  terminalId: number | null;
}

interface KioskPinLockoutRow {
  user_id: number;
  terminal_id: number | null;
  failures: number;
  window_started_at: Date;
  locked_until: Date | null;
}

const stateOf = (row: KioskPinLockoutRow): BackoffState => ({
  failures: row.failures,
  windowStartedAt: new Date(row.window_started_at),
  lockedUntil: row.locked_until === null ? null : new Date(row.locked_until),
});

/** Until the transaction ends, every attempt at this employee's PIN (any terminal) waits its turn. */
export async function lockKioskPinCounters(trx: Trx, companyId: number, userId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`kiosk_pin_lockouts:${companyId}:${userId}`}))`.execute(trx);
}

/** The employee's counters at this terminal and over all terminals (undefined: no failure yet). */
export async function findKioskPinCounters(
  trx: Trx,
  companyId: number,
  userId: number,
  terminalId: number,
): Promise<{ terminal: BackoffState | undefined; employee: BackoffState | undefined }> {
  const rows = await trx
    .selectFrom('kiosk_pin_lockouts')
    .select(['user_id', 'terminal_id', 'failures', 'window_started_at', 'locked_until'])
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('terminal_id', '=', terminalId), eb('terminal_id', 'is', null)]))
    .execute();
  const terminal = rows.find((row) => row.terminal_id === terminalId);
  const employee = rows.find((row) => row.terminal_id === null);
  return { terminal: terminal && stateOf(terminal), employee: employee && stateOf(employee) };
}

function whereKey(trx: Trx, key: KioskPinCounterKey) {
  const query = trx
    .deleteFrom('kiosk_pin_lockouts')
    .where('company_id', '=', key.companyId)
    .where('user_id', '=', key.userId);
  return key.terminalId === null
    ? query.where('terminal_id', 'is', null)
    : query.where('terminal_id', '=', key.terminalId);
}

export async function deleteKioskPinCounter(trx: Trx, key: KioskPinCounterKey): Promise<void> {
  await whereKey(trx, key).execute();
}

/** Writes the counter's new state (the caller holds the employee's lock, so nobody writes it meanwhile). */
export async function saveKioskPinCounter(trx: Trx, key: KioskPinCounterKey, state: BackoffState): Promise<void> {
  const values = {
    failures: state.failures,
    window_started_at: state.windowStartedAt,
    locked_until: state.lockedUntil,
  };
  await trx
    .insertInto('kiosk_pin_lockouts')
    .values({ company_id: key.companyId, user_id: key.userId, terminal_id: key.terminalId, ...values })
    // The unique index of migration 029: a null terminal is the employee's counter over all terminals.
    .onConflict((oc) => oc.expression(sql`company_id, user_id, (coalesce(terminal_id, 0))`).doUpdateSet(values))
    .execute();
}

/** Keeps the company's counters few: those whose window has passed and that lock nothing are gone. */
export async function deleteStaleKioskPinCounters(
  trx: Trx,
  companyId: number,
  now: Date,
  windowSeconds: number,
): Promise<void> {
  await trx
    .deleteFrom('kiosk_pin_lockouts')
    .where('company_id', '=', companyId)
    .where('window_started_at', '<=', new Date(now.getTime() - windowSeconds * 1000))
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .execute();
}

/** The company's counters that refuse attempts now, with the employee's name, longest wait first. */
export async function listLockedKioskPins(trx: Trx, companyId: number, now: Date) {
  const rows = await trx
    .selectFrom('kiosk_pin_lockouts as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select(['l.user_id', 'u.name', 'l.terminal_id', 'l.failures', 'l.window_started_at', 'l.locked_until'])
    .where('l.company_id', '=', companyId)
    .where('l.locked_until', '>', now)
    .orderBy('l.locked_until', 'desc')
    .orderBy('u.name')
    .execute();
  return rows.map((row) => ({ userId: row.user_id, name: row.name, terminalId: row.terminal_id, ...stateOf(row) }));
}

/**
 * Clears counters a terminal's admin may clear: every employee's at this terminal, or only
 * `userId`'s; and the over-all-terminals counters of those employees (`employeeIds` null: any).
 * Answers how many counters were removed.
 */
export async function deleteTerminalKioskPinCounters(
  trx: Trx,
  companyId: number,
  terminalId: number,
  who: { userId: number } | { employeeIds: number[] | null },
): Promise<number> {
  let query = trx.deleteFrom('kiosk_pin_lockouts').where('company_id', '=', companyId);
  if ('userId' in who) {
    query = query
      .where('user_id', '=', who.userId)
      .where((eb) => eb.or([eb('terminal_id', '=', terminalId), eb('terminal_id', 'is', null)]));
  } else {
    const { employeeIds } = who;
    query = query.where((eb) =>
      eb.or([
        eb('terminal_id', '=', terminalId),
        employeeIds === null
          ? eb('terminal_id', 'is', null)
          : eb.and([eb('terminal_id', 'is', null), eb('user_id', 'in', employeeIds)]),
      ]),
    );
  }
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
