import { sql } from 'kysely';
import { INSPECTOR_TOKEN_SETTING } from '../../db/schema-names';
import type { Db, Trx } from '../../db/tenant';

/** Inspector links (migration 013): created, revoked and counted, never deleted. */

export interface InspectorLinkRow {
  id: number;
  company_id: number;
  label: string;
  period_from: string;
  period_to: string;
  expires_at: Date;
  created_at: Date;
  created_by: number | null;
  created_by_name: string | null;
  revoked_at: Date | null;
  last_accessed_at: Date | null;
  access_count: number;
}

function selectLinks(trx: Trx) {
  return trx
    .selectFrom('inspector_links as l')
    .leftJoin('users as u', 'u.id', 'l.created_by')
    .select([
      'l.id',
      'l.company_id',
      'l.label',
      sql<string>`l.period_from::text`.as('period_from'),
      sql<string>`l.period_to::text`.as('period_to'),
      'l.expires_at',
      'l.created_at',
      'l.created_by',
      'u.name as created_by_name',
      'l.revoked_at',
      'l.last_accessed_at',
      'l.access_count',
    ]);
}

export async function insertInspectorLink(
  trx: Trx,
  companyId: number,
  values: { label: string; from: string; to: string; tokenHash: string; expiresAt: Date; createdBy: number },
): Promise<number> {
  const row = await trx
    .insertInto('inspector_links')
    .values({
      company_id: companyId,
      label: values.label,
      period_from: values.from,
      period_to: values.to,
      token_hash: values.tokenHash,
      expires_at: values.expiresAt,
      created_by: values.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The company's links, newest first. */
export function listInspectorLinks(trx: Trx, companyId: number): Promise<InspectorLinkRow[]> {
  return selectLinks(trx)
    .where('l.company_id', '=', companyId)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
}

export function findInspectorLink(trx: Trx, companyId: number, id: number): Promise<InspectorLinkRow | undefined> {
  return selectLinks(trx).where('l.company_id', '=', companyId).where('l.id', '=', id).executeTakeFirst();
}

/** Marks the link revoked unless it already was; answers whether this call revoked it. */
export async function revokeInspectorLink(
  trx: Trx,
  companyId: number,
  id: number,
  revokedBy: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('inspector_links')
    .set({ revoked_at: sql<Date>`now()`, revoked_by: revokedBy })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The link a token names, looked up before any tenant is known: the transaction carries the token's
 * hash in the setting the table's policy accepts (migration 013), which shows that one row only.
 */
export function findInspectorLinkByTokenHash(db: Db, tokenHash: string): Promise<InspectorLinkRow | undefined> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config(${INSPECTOR_TOKEN_SETTING}, ${tokenHash}, true)`.execute(trx);
    return selectLinks(trx).where('l.token_hash', '=', tokenHash).executeTakeFirst();
  });
}

export function recordInspectorLinkAccess(trx: Trx, companyId: number, id: number) {
  return trx
    .updateTable('inspector_links')
    .set({ last_accessed_at: sql<Date>`now()`, access_count: sql<number>`access_count + 1` })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

export function findCompanyIdentity(trx: Trx, companyId: number) {
  return trx
    .selectFrom('companies')
    .select(['id', 'name', 'cif', 'schema_name'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
}
