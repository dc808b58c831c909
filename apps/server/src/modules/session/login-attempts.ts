import type { Db } from '../../db/tenant';
import { deleteLoginFailure } from './login.repository';

/**
 * A sign-in attempt is counted as a failure before its password (or second factor) is checked; once it proves
 * right, the attempt no longer counts towards the limit.
 */
export async function forgiveLoginAttempt(db: Db, attemptId: number): Promise<void> {
  await deleteLoginFailure(db, attemptId);
}
