import type { ListRecordDigestsResponse, RecordDigest, RecordPublicKeyResponse } from '@jornada/shared/api/record';
import type { SessionUser } from '@jornada/shared/api/session';
import { tenantReachFor } from '../../access/reach';
import { type Db, type Trx, withTenant } from '../../db/tenant';
import { digestHash, signedFieldsOf } from './digest-signature';
import { findLatestDigestBetween, listDigestsBetween } from './record-digests.repository';
import type { RecordPublicKey } from './signing-key';
import type { StoredDigest } from './stored-digest';

/** First and last day (yyyy-MM-dd) of a yyyy-MM month. */
function daysOf(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

export function toRecordDigest(row: StoredDigest): RecordDigest {
  const fields = signedFieldsOf(row);
  return {
    kind: row.kind,
    company_id: row.company_id,
    day: row.day,
    root: row.root,
    leaves: row.leaves.map(({ employee_id, events, head_hash }) => ({ employee_id, events, head_hash })),
    key_id: row.key_id,
    signature: row.signature,
    created_at: fields.created_at,
    sequence: row.sequence,
    previous_hash: row.previous_hash,
    covers_from: row.covers_from,
    hash: digestHash(fields),
  };
}

/** GET /api/record/digests: the company's signed digests of the month (daily and checkpoints), oldest first. */
export async function listRecordDigests(db: Db, user: SessionUser, month: string): Promise<ListRecordDigestsResponse> {
  // The only grant reaches the whole company: a digest covers every chain, it has no partial view.
  const { companyId } = tenantReachFor(user, 'read:record-digest');
  const { from, to } = daysOf(month);
  const rows = await withTenant(db, companyId, (trx) => listDigestsBetween(trx, companyId, from, to));
  return { data: rows.map(toRecordDigest) };
}

/**
 * The last daily digest published within a month (yyyy-MM), or undefined — never a checkpoint: what a month's bundle manifest
 * and a worker's monthly summary cite. Runs in the caller's tenant transaction.
 */
export async function findLatestDigestOfMonth(
  trx: Trx,
  companyId: number,
  month: string,
): Promise<RecordDigest | undefined> {
  const { from, to } = daysOf(month);
  const row = await findLatestDigestBetween(trx, companyId, from, to);
  return row ? toRecordDigest(row) : undefined;
}

/**
 * What a month's bundle carries (oldest first): every digest of the month and, when it is later,
 * the latest digest of all, the one that covers the record as it stood when the bundle was made.
 * Runs in the caller's tenant transaction.
 */
export async function listDigestsForBundle(trx: Trx, companyId: number, month: string): Promise<RecordDigest[]> {
  const { from, to } = daysOf(month);
  const rows = await listDigestsBetween(trx, companyId, from, to);
  const latest = await findLatestDigestBetween(trx, companyId, to, '9999-12-31');
  if (latest && latest.day > to) rows.push(latest);
  return rows.map(toRecordDigest);
}

export function publicKeyResponse(key: RecordPublicKey): RecordPublicKeyResponse {
  return { key_id: key.keyId, algorithm: 'Ed25519', public_key: key.publicKeyPem };
}
