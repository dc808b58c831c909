import { CompiledQuery, type Selectable, sql } from 'kysely';
import type { TenantReach } from '../../access/reach';
import { employeeInReach } from '../../access/reach.repository';
import type { CompanyConfigTable } from '../../db/schema';
import type { Trx } from '../../db/tenant';
import type { WorkshiftRow } from './workshift-row';

/** The projection's shifts (`workshifts`), the company rules they are shown with, and the people they name. */

export type { WorkshiftRow } from './workshift-row';

const workshiftColumns = [
  'company_id',
  'id',
  'user_id',
  sql<string>`fecha::text`.as('fecha'),
  'started_at',
  'ended_at',
  'status',
  'breaks',
  'locations',
  'observaciones',
  'last_event_id',
  'corrections',
  'work_mode',
  'offline',
] as const;

export function findOpenWorkshift(trx: Trx, companyId: number, userId: number) {
  return trx
    .selectFrom('workshifts')
    .select(workshiftColumns)
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('status', '<>', 'completed')
    .executeTakeFirst() as Promise<WorkshiftRow | undefined>;
}

/** One shift of a worker by its id (the start event's id), open or not. */
export function findWorkshiftOfUser(trx: Trx, companyId: number, userId: number, id: string) {
  return trx
    .selectFrom('workshifts')
    .select(workshiftColumns)
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst() as Promise<WorkshiftRow | undefined>;
}

/** Every stored shift of the company, in id order: what verify-records compares with the record. */
export function listCompanyWorkshifts(trx: Trx, companyId: number) {
  return trx
    .selectFrom('workshifts')
    .select(workshiftColumns)
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute() as Promise<WorkshiftRow[]>;
}

/**
 * Replaces the company's whole projection with these shifts, for rebuild-workshifts. The app role may
 * not write workshifts (migration 026): store_workshifts, a definer function that still runs under
 * RLS, does, and only for shifts that are start events of their worker. One JSON parameter.
 */
export async function replaceCompanyWorkshifts(
  trx: Trx,
  companyId: number,
  rows: readonly WorkshiftRow[],
): Promise<number> {
  const { rows: stored } = await sql<{ count: number }>`
    select store_workshifts(${companyId}, true, ${JSON.stringify(rows)}::jsonb) as count`.execute(trx);
  return stored[0]?.count ?? 0;
}

/**
 * The worker's latest shift: one index probe. It is the open one when there is one (a new shift can only start once the previous has
 * ended), so the caller decides "current" from it.
 */
export async function findLatestWorkshift(
  trx: Trx,
  companyId: number,
  userId: number,
): Promise<WorkshiftRow | undefined> {
  // The order names the table's columns: a bare "fecha" is the text output column, which no index
  // serves (a sort of the worker's whole history on every poll, found by `npm run bench`).
  // Plain SQL text rather than the query builder: this is the 3-second poll of every open card,
  // and building the query on each call was a visible share of its CPU in `npm run bench`.
  const { rows } = await trx.executeQuery(
    CompiledQuery.raw(LATEST_WORKSHIFT_SQL, [companyId, userId]) as CompiledQuery<WorkshiftRow>,
  );
  return rows[0];
}

const LATEST_WORKSHIFT_SQL = `select company_id, id, user_id, fecha::text as fecha, started_at, ended_at, status, breaks,
    locations, observaciones, last_event_id, corrections, work_mode, offline
  from workshifts
  where company_id = $1 and user_id = $2
  order by workshifts.fecha desc, workshifts.id desc
  limit 1`;

export function listWorkshifts(
  trx: Trx,
  companyId: number,
  userId: number,
  range: { from?: string; to?: string; limit?: number; offset?: number },
) {
  let query = trx
    .selectFrom('workshifts')
    .select(workshiftColumns)
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId);
  if (range.from) query = query.where('fecha', '>=', sql<string>`${range.from}::date`);
  if (range.to) query = query.where('fecha', '<=', sql<string>`${range.to}::date`);
  // Qualified: a bare "fecha" would name the text output column and sort without the index.
  query = query.orderBy('workshifts.fecha', 'desc').orderBy('workshifts.id', 'desc');
  if (range.limit !== undefined) query = query.limit(range.limit).offset(range.offset ?? 0);
  return query.execute() as Promise<WorkshiftRow[]>;
}

export async function countWorkshifts(
  trx: Trx,
  companyId: number,
  userId: number,
  range: { from?: string; to?: string },
) {
  let query = trx
    .selectFrom('workshifts')
    .select(sql<number>`count(*)::int`.as('total'))
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId);
  if (range.from) query = query.where('fecha', '>=', sql<string>`${range.from}::date`);
  if (range.to) query = query.where('fecha', '<=', sql<string>`${range.to}::date`);
  const row = await query.executeTakeFirstOrThrow();
  return row.total;
}

export type CompanyConfigRow = Selectable<CompanyConfigTable>;
/** The rules a shift's view and a clock action read; what `to_jsonb(company_config)` gives too. */
export type ClockRules = Pick<
  CompanyConfigRow,
  'break_included' | 'forgotten_clockout_hours' | 'max_breaks_per_day' | 'min_break_interval'
>;

export function findCompanyConfig(trx: Trx, companyId: number): Promise<CompanyConfigRow | undefined> {
  return trx.selectFrom('company_config').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

/** Names of users of the company (the people a shift's corrections name). */
export function findUserNames(trx: Trx, companyId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('users')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
}

/** The company and the worker as the monthly record's heading names them. */
export function findCompanyIdentity(trx: Trx, companyId: number) {
  return trx.selectFrom('companies').select(['name', 'cif']).where('id', '=', companyId).executeTakeFirstOrThrow();
}

export async function findEmployeeIdentification(trx: Trx, companyId: number, userId: number): Promise<string | null> {
  const row = await trx
    .selectFrom('employees')
    .select('identification')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.identification ?? null;
}

export function listCompanyAdmins(trx: Trx, companyId: number) {
  return trx
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where('company_id', '=', companyId)
    .where('role', '=', 'company')
    .where('is_active', '=', true)
    .execute();
}

/** Open shifts of the employees in reach that started before `startedBefore`. */
export function listOpenWorkshiftsBefore(trx: Trx, reach: TenantReach, startedBefore: Date) {
  return trx
    .selectFrom('workshifts as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select(['w.id', 'w.user_id', 'u.name as user_name', sql<string>`w.fecha::text`.as('fecha'), 'w.started_at'])
    .where('w.company_id', '=', reach.companyId)
    .where('w.status', '<>', 'completed')
    .where('w.started_at', '<', startedBefore)
    .where(employeeInReach(reach, 'w.user_id'))
    .orderBy('w.started_at')
    .execute();
}
