import { madridDate } from '@jornada/shared/domain/madrid-time';
import { type Db, withTenant } from '../../db/tenant';
import { signDigest } from './digest-signature';
import { merkleRoot, sortLeaves } from './merkle-root';
import { hasDigestForDay, insertDigest, listCompanyIds, listHeadLeaves } from './record-digests.repository';
import type { RecordSigningKey } from './signing-key';

export interface PublishReport {
  /** Companies that got today's digest now. */
  published: number;
  /** Companies that already had it. */
  existing: number;
}

/**
 * Today's (Madrid) digest of one company: every chain head as it stands, the Merkle root over them
 * and the signature. Idempotent: a company with a digest for the day keeps it (unique per day).
 */
export function publishDigest(db: Db, companyId: number, key: RecordSigningKey, now: Date): Promise<boolean> {
  const day = madridDate(now);
  return withTenant(db, companyId, async (trx) => {
    if (await hasDigestForDay(trx, companyId, day)) return false;
    const leaves = sortLeaves(await listHeadLeaves(trx, companyId));
    const root = merkleRoot(leaves);
    // Milliseconds, as the signed text says it: timestamptz keeps them exactly.
    const createdAt = new Date(now.getTime());
    const signature = signDigest(key, {
      company_id: companyId,
      day,
      created_at: createdAt.toISOString(),
      leaf_count: leaves.length,
      root,
    });
    return insertDigest(trx, { companyId, day, createdAt, root, leaves, keyId: key.keyId, signature });
  });
}

/** The daily job and `npm run cli -- publish-digests`: today's digest for every company (or those given) lacking one. */
export async function publishDigests(
  db: Db,
  key: RecordSigningKey,
  options: { now: Date; companyIds?: number[] },
): Promise<PublishReport> {
  const report: PublishReport = { published: 0, existing: 0 };
  for (const companyId of options.companyIds ?? (await listCompanyIds(db))) {
    if (await publishDigest(db, companyId, key, options.now)) report.published++;
    else report.existing++;
  }
  return report;
}
