import type { SessionUser } from '@jornada/shared/api/session';
import { AppError } from '../lib/app-error';

export const NO_COMPANY_MESSAGE = 'No perteneces a ninguna empresa';

/**
 * The company (tenant) of a logged-in user. A platform or gestoría user belongs to none: 404, there is
 * nothing of a company to show them through a route that works on the actor's own company.
 */
export function companyOf(user: Pick<SessionUser, 'company_id'>): number {
  if (user.company_id === null) throw new AppError('NOT_FOUND', NO_COMPANY_MESSAGE);
  return user.company_id;
}
