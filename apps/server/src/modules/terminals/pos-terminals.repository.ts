import { sql } from 'kysely';
import { CLOCKING_ROLES } from '../../access/reach.repository';
import type { Trx } from '../../db/tenant';

/** A company's POS terminals (migration 016): created, changed and revoked, never deleted. */

export interface PosTerminalRow {
  id: number;
  company_id: number;
  name: string;
  id_acceso: string;
  employee_ids: number[] | null;
  require_employee_pin: boolean;
  centre_id: number;
  pin_generation: number;
  created_at: Date;
  last_seen_at: Date | null;
  revoked_at: Date | null;
}

function selectTerminals(trx: Trx) {
  return trx
    .selectFrom('pos_terminals')
    .select([
      'id',
      'company_id',
      'name',
      'id_acceso',
      'employee_ids',
      'require_employee_pin',
      'centre_id',
      'pin_generation',
      'created_at',
      'last_seen_at',
      'revoked_at',
    ]);
}

/** The company's terminals, oldest first. */
export function listPosTerminals(trx: Trx, companyId: number): Promise<PosTerminalRow[]> {
  return selectTerminals(trx).where('company_id', '=', companyId).orderBy('created_at').orderBy('id').execute();
}

export function findPosTerminal(trx: Trx, companyId: number, id: number): Promise<PosTerminalRow | undefined> {
  return selectTerminals(trx).where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
}

/** Locked until the transaction ends: concurrent edits and revocations of one terminal go in turn. */
export function lockPosTerminal(trx: Trx, companyId: number, id: number): Promise<PosTerminalRow | undefined> {
  return selectTerminals(trx).where('company_id', '=', companyId).where('id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * A new terminal, or undefined when its id_acceso is taken (by any company: the caller draws another).
 * ON CONFLICT DO NOTHING, so a clash does not abort the transaction.
 */
export async function insertPosTerminal(
  trx: Trx,
  companyId: number,
  values: {
    name: string;
    idAcceso: string;
    pinHash: string;
    employeeIds: number[] | null;
    requireEmployeePin: boolean;
    /** Left out: the company's default centre (migration 019's trigger). */
    centreId: number | undefined;
    createdBy: number | null;
  },
): Promise<number | undefined> {
  const row = await trx
    .insertInto('pos_terminals')
    .values({
      company_id: companyId,
      name: values.name,
      id_acceso: values.idAcceso,
      pin_hash: values.pinHash,
      employee_ids: values.employeeIds,
      require_employee_pin: values.requireEmployeePin,
      centre_id: values.centreId,
      created_by: values.createdBy,
    })
    .onConflict((oc) => oc.column('id_acceso').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export function updatePosTerminal(
  trx: Trx,
  companyId: number,
  id: number,
  values: { name?: string; employee_ids?: number[] | null; require_employee_pin?: boolean; centre_id?: number },
) {
  return trx
    .updateTable('pos_terminals')
    .set(values)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

/** A new PIN: its hash, and the next generation (every session opened with an older one is over). */
export function renewPosTerminalPin(trx: Trx, companyId: number, id: number, pinHash: string) {
  return trx
    .updateTable('pos_terminals')
    .set({ pin_hash: pinHash, pin_generation: sql<number>`pin_generation + 1` })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

export function revokePosTerminal(trx: Trx, companyId: number, id: number, revokedBy: number) {
  return trx
    .updateTable('pos_terminals')
    .set({ revoked_at: sql<Date>`now()`, revoked_by: revokedBy })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Which of `ids` are active employees of the company who clock (the only ones a terminal can list). */
export async function listClockingEmployeeIds(trx: Trx, companyId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await trx
    .selectFrom('employees as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select('u.id')
    .where('e.company_id', '=', companyId)
    .where('u.id', 'in', ids)
    .where('e.deactivated_at', 'is', null)
    .where('u.is_active', '=', true)
    .where('u.role', 'in', CLOCKING_ROLES)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The company's live terminals that list this employee (or everyone). */
export function listTerminalsOfEmployee(trx: Trx, companyId: number, userId: number) {
  return trx
    .selectFrom('pos_terminals as t')
    .innerJoin('companies as c', 'c.id', 't.company_id')
    .select(['t.id', 't.name', 't.last_seen_at', 't.require_employee_pin', 'c.name as company_name'])
    .where('t.company_id', '=', companyId)
    .where('t.revoked_at', 'is', null)
    .where((eb) => eb.or([eb('t.employee_ids', 'is', null), sql<boolean>`${userId} = any(t.employee_ids)`]))
    .orderBy('t.created_at')
    .orderBy('t.id')
    .execute();
}

/**
 * The plan's live terminals, read under a lock on the company row: two admins creating a terminal at
 * the same moment are counted one after the other.
 */
export async function lockPlanTerminalLimit(trx: Trx, companyId: number): Promise<number> {
  const row = await trx
    .selectFrom('companies as c')
    .innerJoin('plans as p', 'p.id', 'c.plan_id')
    .select('p.max_pos_terminals')
    .where('c.id', '=', companyId)
    .forUpdate('c')
    .executeTakeFirstOrThrow();
  return row.max_pos_terminals;
}

/** Live (not revoked) terminals: the company's, or one work centre's. */
export async function countLiveTerminals(trx: Trx, companyId: number, centreId?: number): Promise<number> {
  let query = trx
    .selectFrom('pos_terminals')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('company_id', '=', companyId)
    .where('revoked_at', 'is', null);
  if (centreId !== undefined) query = query.where('centre_id', '=', centreId);
  return (await query.executeTakeFirstOrThrow()).n;
}
