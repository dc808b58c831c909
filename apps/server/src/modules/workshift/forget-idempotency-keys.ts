import { type Db, withTenant } from '../../db/tenant';
import { deleteAnswersBefore, IDEMPOTENCY_RETENTION_MS, listCompanyIds } from './idempotency.repository';

/**
 * Forgets the stored answers of Idempotency-Keys past their retention, company by company (the
 * table is under row-level security); returns how many went. A retry after that is a new action,
 * which the clock's own rules then judge (a second start is refused, for one).
 */
export async function forgetIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS);
  let forgotten = 0;
  for (const companyId of await listCompanyIds(db)) {
    forgotten += await withTenant(db, companyId, (trx) => deleteAnswersBefore(trx, companyId, before));
  }
  return forgotten;
}
