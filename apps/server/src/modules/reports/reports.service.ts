import type { RegisterQuery, RegisterResponse } from '@jornada/shared/api/reports';
import type { SessionUser } from '@jornada/shared/api/session';
import { type Db, withTenant } from '../../db/tenant';
import { buildRegister } from './build-register';
import { registerScopeFor } from './register-scope';

/** GET /api/reports/register: the register of the actor's reach for a period (validated by the route). */
export function getRegister(
  db: Db,
  user: SessionUser,
  query: RegisterQuery,
  now = new Date(),
): Promise<RegisterResponse> {
  const scope = registerScopeFor(user, query);
  return withTenant(db, scope.companyId, (trx) => buildRegister(trx, scope, { from: query.from, to: query.to }, now));
}
