import { sql } from 'kysely';
import type { Db, Trx } from '../../db/tenant';

/** The gestoría a company has linked (companies.gestoria_id), if any. */
export function findLinkedGestoria(db: Db | Trx, companyId: number) {
  return db
    .selectFrom('companies as c')
    .innerJoin('gestorias as g', 'g.id', 'c.gestoria_id')
    .select(['g.id', 'g.name', 'g.cif', 'g.email as contact_email'])
    .where('c.id', '=', companyId)
    .executeTakeFirst();
}

/** Clears the company's link; returns the gestoría it had, undefined when there was none. */
export async function clearGestoriaLink(trx: Trx, companyId: number): Promise<number | undefined> {
  const before = await trx
    .selectFrom('companies')
    .select('gestoria_id')
    .where('id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
  if (!before?.gestoria_id) return undefined;
  await trx.updateTable('companies').set({ gestoria_id: null }).where('id', '=', companyId).execute();
  return before.gestoria_id;
}

/** The companies that have linked this gestoría now, with their plan and subscription. */
export function listClientCompanies(db: Db, gestoriaId: number) {
  return db
    .selectFrom('companies as c')
    .innerJoin('plans as p', 'p.id', 'c.plan_id')
    .select([
      'c.id',
      'c.name',
      'c.schema_name',
      'c.subscription_status',
      'c.trial_ends_at',
      'c.subscription_ends_at',
      'c.suspended_at',
      'p.id as plan_id',
      'p.name as plan_name',
      'p.type as plan_type',
    ])
    .where('c.gestoria_id', '=', gestoriaId)
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
}

/** Today's indicators of one company, read inside its tenant. `today` is the Madrid date. */
export async function countCompanyIndicators(trx: Trx, companyId: number, today: string) {
  const { rows } = await sql<{ employees: number; active_today: number; open_shifts: number; pending: number }>`
    select
      (select count(*)::int from employees e where e.company_id = ${companyId} and e.deactivated_at is null) as employees,
      (select count(distinct w.user_id)::int from workshifts w
        where w.company_id = ${companyId} and w.fecha = ${today}::date) as active_today,
      (select count(*)::int from workshifts w
        where w.company_id = ${companyId} and w.status in ('in_progress', 'on_break')) as open_shifts,
      (select count(*)::int from petitions p where p.company_id = ${companyId} and p.status = 'pending') as pending`.execute(
    trx,
  );
  const row = rows[0];
  return {
    employees: Number(row?.employees ?? 0),
    active_today: Number(row?.active_today ?? 0),
    open_shifts: Number(row?.open_shifts ?? 0),
    pending_petitions: Number(row?.pending ?? 0),
  };
}
