import type { OneTimeTokenKind } from '../../db/schema';
import type { Db, Trx } from '../../db/tenant';
import { expireUnusedTokens, findUserByEmail, insertCompanyConfig, insertEmployeeProfile } from './auth.repository';

/** Links of one kind already sent to a user stop working, e.g. when a new one replaces them or the user leaves. */
export async function voidPendingLinks(trx: Db | Trx, userId: number, kind: OneTimeTokenKind): Promise<void> {
  await expireUnusedTokens(trx, userId, kind);
}

/** An email belongs to at most one account on the whole platform. */
export async function isEmailTaken(db: Db | Trx, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

/** A new company's settings row, with the user limit of its plan. */
export async function openCompanySettings(trx: Trx, companyId: number, userLimit: number): Promise<void> {
  await insertCompanyConfig(trx, companyId, userLimit);
}

/** The employee profile that makes a user a member of the company's staff. */
export async function openEmployeeProfile(trx: Trx, companyId: number, userId: number): Promise<void> {
  await insertEmployeeProfile(trx, companyId, userId);
}
