import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runCliOn } from '../../test/run-cli';
import { createTestContext, type TestContext } from '../../test/test-app';
import { loadConfig } from '../config';
import { listJobs } from './job-registry';
import { cronOf, describeSchedule } from './job-schedule';

const isPostgres = inject('testDatabase').kind === 'postgres';

describe('the job registry', () => {
  const config = loadConfig({ BACKUP_DIR: '/tmp/jornada-backups' });
  const jobs = listJobs(config, { canSnapshot: true });

  it('lists every recurring job once, kebab-case, at the cadence the configuration gives', () => {
    expect(jobs.map((job) => [job.name, describeSchedule(job)])).toEqual([
      ['forgotten-clockouts', 'cada 15 min'],
      ['forget-idempotency-keys', 'cada 1 h'],
      ['forget-domain-events', 'cada 1 h'],
      ['publish-record-digests', 'cada 1 h'],
      ['publish-record-checkpoints', 'cada 10 min'],
      ['send-monthly-summaries', 'cada 1 h'],
      ['dispatch-webhooks', 'cada 5 s'],
      ['nightly-backup', 'cada 1 h'],
    ]);
    expect(jobs.map((job) => cronOf(job))).toEqual([
      '0 */15 * * * *',
      '0 0 */1 * * *',
      '0 0 */1 * * *',
      '0 0 */1 * * *',
      '0 */10 * * * *',
      '0 0 */1 * * *',
      '*/5 * * * * *',
      '0 0 */1 * * *',
    ]);
  });

  it('0 turns a job off; the nightly backup only with BACKUP_DIR and a database on disk', () => {
    const off = listJobs(loadConfig({ FORGOTTEN_SWEEP_MINUTES: '0' }), { canSnapshot: false });
    const state = Object.fromEntries(off.map((job) => [job.name, cronOf(job)]));
    expect(state['forgotten-clockouts']).toBeNull();
    expect(state['nightly-backup']).toBeNull();
    expect(listJobs(config, { canSnapshot: false }).find((job) => job.name === 'nightly-backup')?.everySeconds).toBe(0);
  });

  it('a period that does not divide the hour ticks every minute (the period still decides)', () => {
    expect(cronOf({ everySeconds: 7 * 60 })).toBe('0 * * * * *');
    expect(cronOf({ everySeconds: 7 })).toBe('* * * * * *');
    expect(cronOf({ everySeconds: 5 * 3600 })).toBe('0 * * * * *');
  });
});

describe.runIf(isPostgres)('npm run cli -- jobs / run-job', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false });
  });
  afterAll(async () => ctx?.close());

  it('lists the jobs with schedule and description, runs one by name and refuses an unknown one', async () => {
    const listed = await runCliOn(ctx, ['jobs']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/forgotten-clockouts\s+cada 15 min\s+avisa/);
    expect(listed.stdout).toMatch(/dispatch-webhooks\s+cada 5 s/);
    const ran = await runCliOn(ctx, ['run-job', 'forget-domain-events']);
    expect(ran.code, ran.stderr).toBe(0);
    expect(ran.stdout).toContain('Tarea forget-domain-events hecha: 0');
    const unknown = await runCliOn(ctx, ['run-job', 'no-such-job']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No existe la tarea no-such-job');
  }, 120_000);
});
