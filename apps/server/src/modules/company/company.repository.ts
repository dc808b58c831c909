import type { Trx } from '../../db/tenant';

export function findCompanyConfigRow(trx: Trx, companyId: number) {
  return trx.selectFrom('company_config').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}
