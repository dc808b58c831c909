import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Cron } from 'croner';
import type { Job, JobDeps } from './job-registry';
import { claimJobPeriod, finishJobPeriod } from './job-runs.repository';
import { cronOf, leaseMsOf, periodOf } from './job-schedule';

export type ScheduledRun = 'ran' | 'failed' | 'skipped';

/** Who holds a lease: this process, told apart from a restarted one on the same host. */
export function newLeaseHolder(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/**
 * One tick of a job: runs it when this holder gets the period's lease (ADR 028), records the period
 * as run (a failure too, logged: the next period tries again, as the old timers did) and gives the
 * lease back. 'skipped' when the period already ran or another live holder has it. A holder that
 * crashes mid-run records nothing: its lease expires and the next tick anywhere runs the period.
 */
export async function runScheduledJob(
  job: Job,
  deps: JobDeps,
  options: { holder: string; now: Date },
): Promise<ScheduledRun> {
  const period = periodOf(job, options.now);
  const leaseUntil = new Date(options.now.getTime() + leaseMsOf(job));
  const isClaimed = await claimJobPeriod(deps.db, {
    name: job.name,
    period,
    holder: options.holder,
    now: options.now,
    leaseUntil,
  });
  if (!isClaimed) return 'skipped';
  let outcome: ScheduledRun = 'ran';
  try {
    await job.run(deps, options.now);
  } catch (error) {
    outcome = 'failed';
    deps.log.error({ err: error }, `tarea ${job.name} fallida`);
  }
  await finishJobPeriod(deps.db, { name: job.name, period, holder: options.holder, now: options.now });
  return outcome;
}

export interface Scheduler {
  /** Stops the ticks and waits for the runs in progress. */
  stop(): Promise<void>;
}

/**
 * Ticks every job that is on (croner, in UTC so its hours match the epoch's periods) and runs it
 * through the lease. A tick while the same job still runs here is dropped (croner's `protect`).
 */
export function startScheduler(options: {
  jobs: readonly Job[];
  deps: JobDeps;
  holder?: string;
  now?: () => Date;
}): Scheduler {
  const holder = options.holder ?? newLeaseHolder();
  const now = options.now ?? (() => new Date());
  const running = new Set<Promise<unknown>>();
  // The period this instance last saw run (or skipped), so a fine tick asks the database once per period.
  const seen = new Map<string, number>();
  const crons: Cron[] = [];
  for (const job of options.jobs) {
    const pattern = cronOf(job);
    if (!pattern) continue;
    const tick = async () => {
      const at = now();
      const period = periodOf(job, at);
      if (seen.get(job.name) === period) return;
      const run = runScheduledJob(job, options.deps, { holder, now: at })
        .then((outcome) => {
          if (outcome !== 'skipped') seen.set(job.name, period);
        })
        .catch((error: unknown) => options.deps.log.error({ err: error }, `tarea ${job.name}: sin turno`));
      running.add(run);
      await run.finally(() => running.delete(run));
    };
    crons.push(new Cron(pattern, { timezone: 'UTC', protect: true, unref: true }, tick));
  }
  return {
    async stop() {
      for (const cron of crons) cron.stop();
      await Promise.allSettled([...running]);
    },
  };
}
