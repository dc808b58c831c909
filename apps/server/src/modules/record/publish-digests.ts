import { addDays, madridDate } from '@jornada/shared/domain/madrid-time';
import type { DigestKind } from '../../db/schema';
import { type Db, type Trx, withTenant } from '../../db/tenant';
import { type DigestMailContext, emailDailyDigest } from './digest-mail';
import { digestHash, signDigest, signedFieldsOf } from './digest-signature';
import { merkleRoot, sortLeaves } from './merkle-root';
import {
  findChainTip,
  findLatestDailyDigest,
  hasDigestForDay,
  insertDigest,
  listCompanyIds,
  listHeadLeaves,
  lockDigestChain,
} from './record-digests.repository';
import type { RecordSigningKey } from './signing-key';

export interface PublishReport {
  /** Companies that got today's digest now. */
  published: number;
  /** Companies that already had it. */
  existing: number;
}

/**
 * Appends one signed digest to the company's chain: the chain heads as they stand, their Merkle root,
 * the previous digest's hash and place. Runs under the chain's lock (lockDigestChain), so the tip it
 * links to is still the tip when it writes. `isWanted` sees the current tip and the new root and may
 * decline (the daily digest already written, a checkpoint with nothing new). Returns the new id.
 */
async function appendDigest(
  trx: Trx,
  companyId: number,
  key: RecordSigningKey,
  now: Date,
  kind: DigestKind,
  isWanted: (root: string, leafCount: number) => Promise<boolean>,
): Promise<string | null> {
  await lockDigestChain(trx, companyId);
  const day = madridDate(now);
  const leaves = sortLeaves(await listHeadLeaves(trx, companyId));
  const root = merkleRoot(leaves);
  if (!(await isWanted(root, leaves.length))) return null;
  const tip = await findChainTip(trx, companyId);
  const sequence = (tip?.sequence ?? 0) + 1;
  const previousHash = tip ? digestHash(signedFieldsOf(tip)) : null;
  const coversFrom = kind === 'daily' ? await coversFromOf(trx, companyId, day) : null;
  // Milliseconds, as the signed text says it: timestamptz keeps them exactly.
  const createdAt = new Date(now.getTime());
  const signature = signDigest(key, {
    company_id: companyId,
    day,
    created_at: createdAt.toISOString(),
    leaf_count: leaves.length,
    root,
    kind,
    sequence,
    previous_hash: previousHash,
    covers_from: coversFrom,
  });
  return insertDigest(trx, {
    companyId,
    kind,
    day,
    coversFrom,
    createdAt,
    sequence,
    previousHash,
    root,
    leaves,
    keyId: key.keyId,
    signature,
  });
}

/**
 * The first day a daily digest answers for: the day after the previous daily digest, so one
 * published after the server was down says, signed, which days went without one.
 */
async function coversFromOf(trx: Trx, companyId: number, day: string): Promise<string> {
  const previous = await findLatestDailyDigest(trx, companyId);
  if (!previous) return day;
  const next = addDays(previous.day, 1);
  return next < day ? next : day;
}

/**
 * Today's (Madrid) daily digest of one company, the one sent out. Idempotent: a company with a daily
 * digest for the day keeps it. Returns the new digest's id, or null when the day had one.
 */
export function publishDigest(db: Db, companyId: number, key: RecordSigningKey, now: Date): Promise<string | null> {
  const day = madridDate(now);
  return withTenant(db, companyId, (trx) =>
    appendDigest(trx, companyId, key, now, 'daily', async () => !(await hasDigestForDay(trx, companyId, day))),
  );
}

/** The daily job and `npm run cli -- publish-digests`: today's digest for every company (or those given) lacking one. */
export async function publishDigests(
  db: Db,
  key: RecordSigningKey,
  options: { now: Date; companyIds?: number[]; mail?: DigestMailContext },
): Promise<PublishReport> {
  const report: PublishReport = { published: 0, existing: 0 };
  for (const companyId of options.companyIds ?? (await listCompanyIds(db))) {
    const id = await publishDigest(db, companyId, key, options.now);
    if (id === null) {
      report.existing++;
      continue;
    }
    report.published++;
    // After the commit: a mail that fails never undoes the digest.
    if (options.mail) await emailDailyDigest(db, options.mail, key, companyId, id);
  }
  return report;
}

/**
 * A checkpoint of one company, in the same chain as the daily digests, only when the record changed
 * since the last digest of any kind (its root differs): a company with nothing new gets none. Under
 * the chain's lock, so two instances in the same period write one between them.
 */
export function publishCheckpoint(db: Db, companyId: number, key: RecordSigningKey, now: Date): Promise<string | null> {
  return withTenant(db, companyId, (trx) =>
    appendDigest(trx, companyId, key, now, 'checkpoint', async (root, leafCount) => {
      const last = (await findChainTip(trx, companyId)) ?? (await findLatestDailyDigest(trx, companyId));
      return last ? last.root !== root : leafCount > 0;
    }),
  );
}

/** The checkpoint job (every RECORD_CHECKPOINT_MINUTES): how many companies got one. */
export async function publishCheckpoints(
  db: Db,
  key: RecordSigningKey,
  options: { now: Date; companyIds?: number[] },
): Promise<number> {
  let written = 0;
  for (const companyId of options.companyIds ?? (await listCompanyIds(db))) {
    if ((await publishCheckpoint(db, companyId, key, options.now)) !== null) written++;
  }
  return written;
}

/**
 * The longest an event can stand in no digest while the jobs run as configured: two checkpoint
 * periods and five minutes (a run that starts late, a slow one); without checkpoints, a day and two
 * daily sweeps. null: nothing publishes digests, so their absence proves nothing.
 */
export function maxUnanchoredMinutes(config: { checkpointMinutes: number; digestSweepMinutes: number }): number | null {
  if (config.checkpointMinutes > 0) return 2 * config.checkpointMinutes + 5;
  if (config.digestSweepMinutes > 0) return 24 * 60 + 2 * config.digestSweepMinutes + 5;
  return null;
}
