import { sql } from 'kysely';
import type { Trx } from '../../db/tenant';

/**
 * Every query runs inside withTenant (work_centres and employees are under row-level security) and
 * still filters by company_id. Rows are never deleted: a centre is archived.
 */

/** The default centre's name when a company is created (or migrated, 017). */
export const DEFAULT_WORK_CENTRE_NAME = 'Centro principal';

export interface WorkCentreRow {
  id: number;
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  radius_meters: number | null;
  is_default: boolean;
  archived_at: Date | string | null;
  created_at: Date | string;
  employee_count: number;
}

export type WorkCentreValues = {
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  radius_meters: number | null;
};

function selectWorkCentres(trx: Trx, companyId: number) {
  return trx
    .selectFrom('work_centres as w')
    .select([
      'w.id',
      'w.name',
      'w.address',
      'w.latitude',
      'w.longitude',
      'w.radius_meters',
      'w.is_default',
      'w.archived_at',
      'w.created_at',
      sql<number>`(select count(*)::int from employees e
          where e.company_id = w.company_id and e.centre_id = w.id and e.deactivated_at is null)`.as('employee_count'),
    ])
    .where('w.company_id', '=', companyId);
}

/** The company's centres: in use first (the default at the top), then by name. */
export function listWorkCentres(trx: Trx, companyId: number, includeArchived: boolean): Promise<WorkCentreRow[]> {
  let query = selectWorkCentres(trx, companyId);
  if (!includeArchived) query = query.where('w.archived_at', 'is', null);
  return query
    .orderBy(sql`w.archived_at is not null`)
    .orderBy('w.is_default', 'desc')
    .orderBy(sql`lower(w.name)`)
    .orderBy('w.id')
    .execute();
}

export function findWorkCentre(trx: Trx, companyId: number, id: number): Promise<WorkCentreRow | undefined> {
  return selectWorkCentres(trx, companyId).where('w.id', '=', id).executeTakeFirst();
}

/** Locks a centre in use against concurrent edits and assignments (their key check waits for us); false when there is none. */
export async function lockActiveWorkCentre(trx: Trx, companyId: number, id: number): Promise<boolean> {
  const row = await trx
    .selectFrom('work_centres')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The plan's number of centres, read under a lock on the company row: two admins creating a centre
 * at the same moment are counted one after the other.
 */
export async function lockPlanCentreLimit(trx: Trx, companyId: number): Promise<number | undefined> {
  const row = await trx
    .selectFrom('companies as c')
    .innerJoin('plans as p', 'p.id', 'c.plan_id')
    .select('p.max_work_centres')
    .where('c.id', '=', companyId)
    .forUpdate('c')
    .executeTakeFirst();
  return row?.max_work_centres;
}

export async function countActiveWorkCentres(trx: Trx, companyId: number): Promise<number> {
  const row = await trx
    .selectFrom('work_centres')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('company_id', '=', companyId)
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function insertWorkCentre(
  trx: Trx,
  companyId: number,
  values: WorkCentreValues & { isDefault?: boolean },
): Promise<number> {
  const { isDefault, ...columns } = values;
  const row = await trx
    .insertInto('work_centres')
    .values({ company_id: companyId, ...columns, is_default: isDefault ?? false })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new company's default centre (signup, demo, bench); its id. Call inside the company's tenant. */
export function insertDefaultWorkCentre(trx: Trx, companyId: number, name = DEFAULT_WORK_CENTRE_NAME) {
  return insertWorkCentre(trx, companyId, {
    name,
    address: '',
    latitude: null,
    longitude: null,
    radius_meters: null,
    isDefault: true,
  });
}

export function updateWorkCentre(trx: Trx, companyId: number, id: number, values: Partial<WorkCentreValues>) {
  return trx.updateTable('work_centres').set(values).where('company_id', '=', companyId).where('id', '=', id).execute();
}

/** Makes `id` the company's default centre (the partial unique index allows one: the old one goes first). */
export async function makeDefaultWorkCentre(trx: Trx, companyId: number, id: number): Promise<void> {
  await trx
    .updateTable('work_centres')
    .set({ is_default: false })
    .where('company_id', '=', companyId)
    .where('is_default', '=', true)
    .execute();
  await trx
    .updateTable('work_centres')
    .set({ is_default: true })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

export function archiveWorkCentre(trx: Trx, companyId: number, id: number) {
  return trx
    .updateTable('work_centres')
    .set({ archived_at: sql<Date>`now()` })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

/**
 * Moves an employee whose centre is archived to the company's default centre (a reactivation);
 * the default centre's id when moved, undefined when their centre is in use.
 */
export async function moveOutOfArchivedCentre(trx: Trx, companyId: number, userId: number) {
  const row = await trx
    .updateTable('employees')
    .set({
      centre_id: sql<number>`(select d.id from work_centres d where d.company_id = ${companyId} and d.is_default)`,
    })
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('centre_id', 'in', (eb) =>
      eb
        .selectFrom('work_centres as a')
        .select('a.id')
        .where('a.company_id', '=', companyId)
        .where('a.archived_at', 'is not', null),
    )
    .returning('centre_id')
    .executeTakeFirst();
  return row?.centre_id;
}

/** Whether the company has this centre: any (archived too, as a filter may ask) or only one in use. */
export async function isCompanyWorkCentre(
  trx: Trx,
  companyId: number,
  id: number,
  { activeOnly }: { activeOnly: boolean },
): Promise<boolean> {
  let query = trx.selectFrom('work_centres').select('id').where('company_id', '=', companyId).where('id', '=', id);
  if (activeOnly) query = query.where('archived_at', 'is', null);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Every centre id the company ever had (archived ones too): what a start's sealed centre_id may name. */
export async function listCompanyCentreIds(trx: Trx, companyId: number): Promise<number[]> {
  const rows = await trx.selectFrom('work_centres').select('id').where('company_id', '=', companyId).execute();
  return rows.map((row) => row.id);
}

/** A centre's name and address, for a register filtered by it; undefined when the company has none such. */
export function findWorkCentreLabel(trx: Trx, companyId: number, id: number) {
  return trx
    .selectFrom('work_centres')
    .select(['id', 'name', 'address'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}
