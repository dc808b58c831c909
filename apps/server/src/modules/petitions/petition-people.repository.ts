import type { Trx } from '../../db/tenant';

/** Serialises one employee's new petitions (overlap and balance checks see each other's rows). */
export async function lockEmployeeRow(trx: Trx, companyId: number, userId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('employees')
    .select('user_id')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}
