import { sql } from 'kysely';
import type { Db } from '../db/tenant';

/** job_runs (migration 031, ADR 028): the recurring jobs' leases and the last period each one ran. */

/**
 * Takes the job's lease for `period` when that period has not run yet and no live lease holds it:
 * one UPDATE, so of two instances at once the row lock lets one in and the other finds the lease
 * taken. Whether this holder got it.
 */
export async function claimJobPeriod(
  db: Db,
  claim: { name: string; period: number; holder: string; now: Date; leaseUntil: Date },
): Promise<boolean> {
  await db
    .insertInto('job_runs')
    .values({ name: claim.name })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const taken = await db
    .updateTable('job_runs')
    .set({ lease_holder: claim.holder, lease_until: claim.leaseUntil })
    .where('name', '=', claim.name)
    .where(sql<boolean>`(last_period IS NULL OR last_period < ${claim.period})`)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', claim.now)]))
    .returning('name')
    .executeTakeFirst();
  return taken !== undefined;
}

/** Records the period as run and gives the lease back, if this holder still has it. */
export async function finishJobPeriod(
  db: Db,
  finish: { name: string; period: number; holder: string; now: Date },
): Promise<void> {
  await db
    .updateTable('job_runs')
    .set({ last_period: finish.period, lease_holder: null, lease_until: null, last_finished_at: finish.now })
    .where('name', '=', finish.name)
    .where('lease_holder', '=', finish.holder)
    .execute();
}
