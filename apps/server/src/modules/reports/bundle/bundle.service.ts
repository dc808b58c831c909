import { REPORT_MESSAGES, type RegisterBundleQuery } from '@jornada/shared/api/reports';
import type { Actor } from '../../../access/reach';
import { withReadReach } from '../../../access/tenant-access';
import type { Db } from '../../../db/tenant';
import type { RegisterPeriod } from '../../register/build-register';
import { registerScopeOf } from '../register-scope';
import { type BundleContents, bundlePeriod, readBundleContents } from './build-bundle';

/** GET /api/reports/register/bundle: the month's bundle for the actor's reach, as the register's. */
export function getBundleContents(
  db: Db,
  user: Actor,
  query: RegisterBundleQuery,
  now = new Date(),
  ip: string | null = null,
): Promise<BundleContents> {
  const period = bundlePeriod(query.month) as RegisterPeriod;
  const read = { what: 'bundle', details: { month: query.month }, ip };
  return withReadReach(
    db,
    user,
    'read:register',
    { companyId: query.company_id, notFoundMessage: REPORT_MESSAGES.companyNotFound, read },
    (trx, reach) =>
      readBundleContents(trx, registerScopeOf(reach, { centre_id: query.centre_id }), query.month, period, now),
  );
}
