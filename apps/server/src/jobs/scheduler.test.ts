import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { type DatabaseHandle, openDatabase } from '../db/create-database';
import type { Db } from '../db/tenant';
import type { Job, JobDeps } from './job-registry';
import { claimJobPeriod } from './job-runs.repository';
import { leaseMsOf } from './job-schedule';
import { runScheduledJob, startScheduler } from './scheduler';

let ctx: TestContext;
/** A second instance's own connection to the same database (PGlite is one embedded instance). */
let other: DatabaseHandle | undefined;
let otherDb: Db;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  if (ctx.databaseUrl) other = await openDatabase({ kind: 'postgres', url: ctx.databaseUrl, poolSize: 2 });
  otherDb = other?.db ?? ctx.database.db;
});
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});
afterEach(() => vi.useRealTimers());

const log = { error: vi.fn(), info: vi.fn(), warn: vi.fn() } as unknown as JobDeps['log'];
const depsOn = (db: Db): JobDeps =>
  ({ db, log, baseUrl: 'http://localhost', signingKey: () => ctx.signingKey }) as unknown as JobDeps;

let jobNumber = 0;
/** A job whose work counts its runs (a new name per test: job_runs keeps each one's last period). */
function countingJob(everySeconds: number, work: () => Promise<void> = async () => {}) {
  const runs: Date[] = [];
  const job: Job = {
    name: `counting-job-${++jobNumber}`,
    everySeconds,
    description: 'cuenta sus ejecuciones',
    run: async (_deps, now) => {
      runs.push(now);
      await work();
    },
  };
  return { job, runs };
}

const hourStart = new Date('2026-03-10T09:00:00Z');
const at = (ms: number) => new Date(hourStart.getTime() + ms);

describe('two instances on the same database', () => {
  it('run a job once per period between them', async () => {
    const { job, runs } = countingJob(3600);
    const a = depsOn(ctx.database.db);
    const b = depsOn(otherDb);
    const first = await Promise.all([
      runScheduledJob(job, a, { holder: 'a', now: at(1_000) }),
      runScheduledJob(job, b, { holder: 'b', now: at(1_000) }),
    ]);
    expect([...first].sort()).toEqual(['ran', 'skipped']);
    // Later in the same hour neither runs it again; the next hour one of them does.
    expect(await runScheduledJob(job, b, { holder: 'b', now: at(30 * 60_000) })).toBe('skipped');
    const next = await Promise.all([
      runScheduledJob(job, a, { holder: 'a', now: at(3600_000 + 2_000) }),
      runScheduledJob(job, b, { holder: 'b', now: at(3600_000 + 2_000) }),
    ]);
    expect([...next].sort()).toEqual(['ran', 'skipped']);
    expect(runs).toHaveLength(2);
  });

  it('take over the period of a holder that crashed, once its lease has expired', async () => {
    const { job, runs } = countingJob(3600);
    // Instance a took the lease and died before finishing: nothing records the period as run.
    expect(
      await claimJobPeriod(ctx.database.db, {
        name: job.name,
        period: Math.floor(at(0).getTime() / 3600_000),
        holder: 'a',
        now: at(0),
        leaseUntil: new Date(at(0).getTime() + leaseMsOf(job)),
      }),
    ).toBe(true);
    const b = depsOn(otherDb);
    expect(await runScheduledJob(job, b, { holder: 'b', now: at(leaseMsOf(job) - 1_000) })).toBe('skipped');
    expect(runs).toHaveLength(0);
    expect(await runScheduledJob(job, b, { holder: 'b', now: at(leaseMsOf(job) + 1_000) })).toBe('ran');
    expect(runs).toHaveLength(1);
  });

  it('log a failed run, and the next period runs again', async () => {
    let isFailing = true;
    const { job, runs } = countingJob(60, async () => {
      if (isFailing) throw new Error('sin base de datos');
    });
    const a = depsOn(ctx.database.db);
    expect(await runScheduledJob(job, a, { holder: 'a', now: at(0) })).toBe('failed');
    expect(log.error).toHaveBeenCalledWith(expect.anything(), `tarea ${job.name} fallida`);
    isFailing = false;
    expect(await runScheduledJob(job, a, { holder: 'b', now: at(30_000) })).toBe('skipped');
    expect(await runScheduledJob(job, a, { holder: 'b', now: at(60_000) })).toBe('ran');
    expect(runs).toHaveLength(2);
  });
});

describe('the scheduler', () => {
  it('ticks every job on its schedule, once per period across two instances, until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(at(0));
    const { job, runs } = countingJob(15 * 60);
    const { job: off, runs: offRuns } = countingJob(0);
    const one = startScheduler({ jobs: [job, off], deps: depsOn(ctx.database.db), holder: 'one' });
    const two = startScheduler({ jobs: [job, off], deps: depsOn(otherDb), holder: 'two' });
    try {
      await vi.advanceTimersByTimeAsync(14 * 60_000);
      expect(runs).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.waitFor(() => expect(runs).toHaveLength(1));
      // One period at a time: each run's queries take real time, which the fake clock does not wait for.
      for (const count of [2, 3]) {
        await vi.advanceTimersByTimeAsync(15 * 60_000);
        await vi.waitFor(() => expect(runs).toHaveLength(count));
      }
      expect(runs.map((run) => run.toISOString())).toEqual([
        '2026-03-10T09:15:00.000Z',
        '2026-03-10T09:30:00.000Z',
        '2026-03-10T09:45:00.000Z',
      ]);
    } finally {
      await one.stop();
      await two.stop();
    }
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(runs).toHaveLength(3);
    expect(offRuns).toHaveLength(0);
  });
});
