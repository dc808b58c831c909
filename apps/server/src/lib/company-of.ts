import type { SessionUser } from '@jornada/shared/api/session';
import { AppError } from './app-error';

export const NO_COMPANY_MESSAGE = 'No perteneces a ninguna empresa';

/** The company of a logged-in user; a platform or gestoría user has none (404, nothing to show). */
export function companyOf(user: SessionUser): number {
  if (user.company_id === null) throw new AppError('NOT_FOUND', NO_COMPANY_MESSAGE);
  return user.company_id;
}
