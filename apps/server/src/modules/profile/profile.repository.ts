import type { Trx } from '../../db/tenant';

/** The user with their company and tenant profile (employees), the user row locked if asked. */
export function findProfile(trx: Trx, companyId: number, userId: number, options: { lock?: boolean } = {}) {
  const query = trx
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .leftJoin('employees as e', (join) => join.onRef('e.user_id', '=', 'u.id').onRef('e.company_id', '=', 'c.id'))
    .select(['u.id', 'u.name', 'u.email', 'u.role', 'e.phone', 'e.identification', 'c.name as company_name'])
    .where('u.id', '=', userId)
    .where('u.company_id', '=', companyId);
  return (options.lock ? query.forUpdate('u') : query).executeTakeFirst();
}

export function updateUserName(trx: Trx, userId: number, name: string) {
  return trx.updateTable('users').set({ name }).where('id', '=', userId).execute();
}

/** Every company user has an employees row; one made before that rule gets it here. */
export function upsertEmployeePhone(trx: Trx, companyId: number, userId: number, phone: string) {
  return trx
    .insertInto('employees')
    .values({ company_id: companyId, user_id: userId, phone })
    .onConflict((oc) => oc.columns(['company_id', 'user_id']).doUpdateSet({ phone }))
    .execute();
}
