import type { RegisterBundleQuery } from '@jornada/shared/api/reports';
import type { SessionUser } from '@jornada/shared/api/session';
import { type Db, withTenant } from '../../../db/tenant';
import type { RegisterPeriod } from '../build-register';
import { registerScopeFor } from '../register-scope';
import { type BundleContents, bundlePeriod, readBundleContents } from './build-bundle';

/** GET /api/reports/register/bundle: the month's bundle for the actor's reach, as the register's. */
export function getBundleContents(
  db: Db,
  user: SessionUser,
  query: RegisterBundleQuery,
  now = new Date(),
): Promise<BundleContents> {
  const scope = registerScopeFor(user, { company_id: query.company_id, centre_id: query.centre_id });
  const period = bundlePeriod(query.month) as RegisterPeriod;
  return withTenant(db, scope.companyId, (trx) => readBundleContents(trx, scope, query.month, period, now));
}
