import { REPORT_MESSAGES, type RegisterQuery, type RegisterResponse } from '@jornada/shared/api/reports';
import type { Actor } from '../../access/reach';
import { withReadReach } from '../../access/tenant-access';
import type { Db } from '../../db/tenant';
import { buildRegister } from '../register/build-register';
import { registerScopeOf } from './register-scope';

/** GET /api/reports/register: the register of the actor's reach for a period (validated by the route). */
export function getRegister(
  db: Db,
  user: Actor,
  query: RegisterQuery,
  now = new Date(),
  ip: string | null = null,
): Promise<RegisterResponse> {
  const read = {
    what: 'register',
    details: { from: query.from, to: query.to, format: query.format, employee_id: query.employee_id },
    ip,
  };
  return withReadReach(
    db,
    user,
    'read:register',
    { companyId: query.company_id, notFoundMessage: REPORT_MESSAGES.companyNotFound, read },
    (trx, reach) => buildRegister(trx, registerScopeOf(reach, query), { from: query.from, to: query.to }, now),
  );
}
