import type { Db, Trx } from '../../db/tenant';
import { findCompanyIdBySchemaName, findCompanyWithPlan } from './company.repository';

/**
 * The user limit of the company's plan, read under a lock on the company row so that two callers counting seats
 * at once run one after the other. Undefined when the company does not exist.
 */
export async function lockedUserLimit(trx: Trx, companyId: number): Promise<number | undefined> {
  const company = await findCompanyWithPlan(trx, companyId, { lock: true });
  return company?.plan_user_limit;
}

/** The company's id from its schema_name (the name the CLI takes), undefined when none has it. */
export function companyIdBySchemaName(db: Db | Trx, schemaName: string): Promise<number | undefined> {
  return findCompanyIdBySchemaName(db, schemaName);
}
