import { sql } from 'kysely';
import type { Trx } from '../../db/tenant';
import { companyStateSql, trialEndingBy } from './admin.repository';

/** The platform dashboard's counts (GET /api/admin/stats). */

export async function countCompaniesByState(trx: Trx, now: Date) {
  const rows = await trx
    .selectFrom('companies as c')
    .select([companyStateSql(now).as('state'), sql<number>`count(*)::int`.as('count')])
    .groupBy(sql`1`)
    .execute();
  return rows;
}

export async function countTrialsEnding(trx: Trx, now: Date, until: Date): Promise<number> {
  const row = await trx
    .selectFrom('companies as c')
    .select(sql<number>`count(*)::int`.as('count'))
    .where(trialEndingBy(now, until))
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function countActiveCompanyUsers(trx: Trx): Promise<number> {
  const row = await trx
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('is_active', '=', true)
    .where('company_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Not spam and not marked «atendida» yet (whether or not its email reached sales). */
export async function countOpenContactRequests(trx: Trx): Promise<number> {
  const row = await trx
    .selectFrom('contact_requests')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('is_spam', '=', false)
    .where('handled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.count;
}

export function listCompanyIds(trx: Trx) {
  return trx.selectFrom('companies').select('id').orderBy('id').execute();
}

/** Inside the company's tenant. */
export async function countClockEventsBetween(trx: Trx, companyId: number, from: Date, to: Date): Promise<number> {
  const row = await trx
    .selectFrom('clock_events')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('company_id', '=', companyId)
    .where('occurred_at', '>=', from)
    .where('occurred_at', '<', to)
    .executeTakeFirstOrThrow();
  return row.count;
}

// ---- gestorías ---------------------------------------------------------------------------------
