import type { OvertimeSettlementMode } from '@jornada/shared/api/overtime';
import type { Role } from '@jornada/shared/roles';
import { sql } from 'kysely';
import type { Db, Trx } from '../../db/tenant';
import { workerRecordLockStatement } from '../../db/worker-record-lock';

/**
 * Overtime settlements (migrations 015 and 027): appended, never changed — but for the one-time
 * filling of an older row's minutes — and read with their recorder's name.
 */

export interface SettlementRow {
  id: number;
  user_id: number;
  /** yyyy-MM */
  month: string;
  mode: OvertimeSettlementMode;
  /** null only on a row recorded before migration 027, until `fillSettledMinutes`. */
  settled_minutes: number | null;
  created_by: number | null;
  created_by_name: string | null;
  created_at: Date | string;
}

function selectSettlements(trx: Trx, companyId: number) {
  return trx
    .selectFrom('overtime_settlements as o')
    .leftJoin('users as u', 'u.id', 'o.created_by')
    .select([
      'o.id',
      'o.user_id',
      sql<string>`to_char(o.month, 'YYYY-MM')`.as('month'),
      'o.mode',
      'o.settled_minutes',
      'o.created_by',
      'u.name as created_by_name',
      'o.created_at',
    ])
    .where('o.company_id', '=', companyId)
    .orderBy('o.id');
}

/** The settlements of some employees in a year, oldest first. */
export function listSettlements(
  trx: Trx,
  companyId: number,
  userIds: readonly number[],
  year: number,
): Promise<SettlementRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return selectSettlements(trx, companyId)
    .where('o.user_id', 'in', userIds)
    .where('o.month', '>=', `${year}-01-01`)
    .where('o.month', '<=', `${year}-12-01`)
    .execute();
}

/** One employee's settlements of one month (yyyy-MM), oldest first. */
export function listMonthSettlements(
  trx: Trx,
  companyId: number,
  userId: number,
  month: string,
): Promise<SettlementRow[]> {
  return selectSettlements(trx, companyId)
    .where('o.user_id', '=', userId)
    .where('o.month', '=', `${month}-01`)
    .execute();
}

/** Rows recorded before their minutes were (migration 027), oldest first. */
export function listSettlementsWithoutMinutes(trx: Trx, companyId: number): Promise<SettlementRow[]> {
  return selectSettlements(trx, companyId).where('o.settled_minutes', 'is', null).execute();
}

/** The only change a settlement receives: an older row's minutes, null to a number, once. */
export async function fillSettledMinutes(trx: Trx, companyId: number, id: number, minutes: number) {
  await trx
    .updateTable('overtime_settlements')
    .set({ settled_minutes: minutes })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('settled_minutes', 'is', null)
    .execute();
}

/** Every company (settlements are read per tenant: RLS shows none outside one). */
export async function listAllCompanyIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('companies').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/**
 * Serialises the settlements of one worker with each other and with the worker's clock actions (the
 * record's lock): what is left to settle is read and the row written in one step, so two admins at
 * once cannot settle the same minutes twice, and a shift closing meanwhile is either in the figure or
 * sees the settlement (and announces its hours as unsettled).
 */
export async function lockWorkerSettlements(trx: Trx, companyId: number, userId: number) {
  await sql.raw(workerRecordLockStatement(companyId, userId)).execute(trx);
}

export async function insertSettlement(
  trx: Trx,
  companyId: number,
  values: { userId: number; month: string; mode: OvertimeSettlementMode; settledMinutes: number; createdBy: number },
): Promise<number> {
  const row = await trx
    .insertInto('overtime_settlements')
    .values({
      company_id: companyId,
      user_id: values.userId,
      month: `${values.month}-01`,
      mode: values.mode,
      settled_minutes: values.settledMinutes,
      created_by: values.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The active people of a company with these roles (who settle overtime), and the worker's name. */
export function listActiveUsersWithRoles(trx: Trx, companyId: number, roles: readonly Role[]) {
  return trx
    .selectFrom('users')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .where('role', 'in', [...roles])
    .where('is_active', '=', true)
    .orderBy('id')
    .execute();
}

export async function findUserName(trx: Trx, companyId: number, userId: number): Promise<string | null> {
  const row = await trx
    .selectFrom('users')
    .select('name')
    .where('company_id', '=', companyId)
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.name ?? null;
}

/** Whether these admins were already told exactly this (the same worker, month and figures). */
export async function hasNotification(trx: Trx, companyId: number, userId: number, link: string, message: string) {
  const row = await trx
    .selectFrom('notifications')
    .select('id')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('event', '=', 'overtime_unsettled')
    .where('link', '=', link)
    .where('message', '=', message)
    .executeTakeFirst();
  return row !== undefined;
}
