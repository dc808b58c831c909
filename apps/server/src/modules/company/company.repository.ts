import { sql } from 'kysely';
import type { Db, Trx } from '../../db/tenant';
import { forgetClockRules } from '../workshift/clock-rules-cache';

export function findCompanyConfigRow(trx: Trx, companyId: number) {
  return trx.selectFrom('company_config').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

/** The row, locked until the transaction ends, so two concurrent edits log the right old → new. */
export function lockCompanyConfigRow(trx: Trx, companyId: number) {
  return trx
    .selectFrom('company_config')
    .selectAll()
    .where('company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
}

export interface CompanyConfigValues {
  break_included: boolean;
  break_obligatory: boolean;
  break_time_min: number;
  break_time_max: number;
  max_breaks_per_day: number;
  min_break_interval: number;
  workday_hours: number;
  forgotten_clockout_hours: number;
  full_time_weekly_hours: number;
  allows_remote_work: boolean;
}

/** Insert or update every editable value; user_limit is only set on insert (from the plan). */
export function upsertCompanyConfig(trx: Trx, companyId: number, values: CompanyConfigValues, userLimit: number) {
  forgetClockRules(companyId);
  return trx
    .insertInto('company_config')
    .values({ company_id: companyId, user_limit: userLimit, ...values })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ ...values, updated_at: sql<Date>`now()` }))
    .execute();
}

/** The company with its plan (companies and plans are global tables, read by id). */
export function findCompanyWithPlan(trx: Trx, companyId: number, options: { lock?: boolean } = {}) {
  const query = trx
    .selectFrom('companies as c')
    .innerJoin('plans as p', 'p.id', 'c.plan_id')
    .select([
      'c.id',
      'c.name',
      'c.cif',
      'c.schema_name',
      'c.region',
      'c.subscription_status',
      'c.trial_ends_at',
      'c.subscription_ends_at',
      'c.created_at',
      'p.id as plan_id',
      'p.name as plan_name',
      'p.type as plan_type',
      'p.user_limit as plan_user_limit',
      'p.max_work_centres as plan_max_work_centres',
      'p.max_pos_terminals as plan_max_pos_terminals',
    ])
    .where('c.id', '=', companyId);
  return (options.lock ? query.forUpdate('c') : query).executeTakeFirst();
}

export function updateCompanyRow(
  trx: Trx,
  companyId: number,
  values: { name?: string; cif?: string; region?: string },
) {
  return trx.updateTable('companies').set(values).where('id', '=', companyId).execute();
}

/** The company's id from its schema_name (the name the CLI takes), undefined when none has it. */
export async function findCompanyIdBySchemaName(db: Db | Trx, schemaName: string): Promise<number | undefined> {
  const row = await db.selectFrom('companies').select('id').where('schema_name', '=', schemaName).executeTakeFirst();
  return row?.id;
}
