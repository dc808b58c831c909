import { sql } from 'kysely';
import { isAllowedOnTerminal } from '../../access/reach.repository';
import type { Trx } from '../../db/tenant';

export interface KioskQrTerminalRow {
  revoked_at: Date | null;
  /** Whether the user may clock there (reach.repository's one definition; a revoked terminal allows nobody). */
  is_allowed: boolean;
}

/** The terminal a QR token names, and whether `userId` may clock at it; undefined if it is not the company's. */
export function findKioskQrTerminal(
  trx: Trx,
  companyId: number,
  terminalId: number,
  userId: number,
): Promise<KioskQrTerminalRow | undefined> {
  return trx
    .selectFrom('pos_terminals as t')
    .select([
      't.revoked_at',
      sql<boolean>`exists (select 1 from users qu
        where qu.id = ${userId} and ${isAllowedOnTerminal('qu.id', companyId, terminalId)})`.as('is_allowed'),
    ])
    .where('t.company_id', '=', companyId)
    .where('t.id', '=', terminalId)
    .executeTakeFirst();
}
