import type { OvertimeSettlementMode } from '@jornada/shared/api/overtime';
import { sql } from 'kysely';
import type { Trx } from '../../db/tenant';

/** Overtime settlements (migration 015): appended, never changed; read with their recorder's name. */

export interface SettlementRow {
  id: number;
  user_id: number;
  /** yyyy-MM */
  month: string;
  mode: OvertimeSettlementMode;
  created_by: number | null;
  created_by_name: string | null;
  created_at: Date | string;
}

/** The settlements of some employees in a year, oldest first (a later row of a month supersedes). */
export function listSettlements(
  trx: Trx,
  companyId: number,
  userIds: readonly number[],
  year: number,
): Promise<SettlementRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('overtime_settlements as o')
    .leftJoin('users as u', 'u.id', 'o.created_by')
    .select([
      'o.id',
      'o.user_id',
      sql<string>`to_char(o.month, 'YYYY-MM')`.as('month'),
      'o.mode',
      'o.created_by',
      'u.name as created_by_name',
      'o.created_at',
    ])
    .where('o.company_id', '=', companyId)
    .where('o.user_id', 'in', userIds)
    .where('o.month', '>=', `${year}-01-01`)
    .where('o.month', '<=', `${year}-12-01`)
    .orderBy('o.id')
    .execute();
}

export async function insertSettlement(
  trx: Trx,
  companyId: number,
  values: { userId: number; month: string; mode: OvertimeSettlementMode; createdBy: number },
): Promise<number> {
  const row = await trx
    .insertInto('overtime_settlements')
    .values({
      company_id: companyId,
      user_id: values.userId,
      month: `${values.month}-01`,
      mode: values.mode,
      created_by: values.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
