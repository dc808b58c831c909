import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { madridToInstant } from '@jornada/shared/domain/madrid-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../../test/test-app';
import { unzip } from './bundle.test-helpers';
import { verifyBundle } from './verify-bundle';

/**
 * The full demo (every worker's months of shifts, pauses, night shifts, corrections and forgotten
 * clock-outs), seeded as of a fixed day: its previous month's bundle holds with the database and
 * offline, so the CSV's times are the events' for every kind of shift the app records.
 */

const NOW = madridToInstant('2026-03-11', '00:20:00') as Date;

let ctx: TestContext;
let dir = '';

beforeAll(async () => {
  ctx = await createTestContext({ demo: { history: 'full', now: NOW } });
  dir = mkdtempSync(join(tmpdir(), 'jornada-bundle-demo-'));
}, 180_000);
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await ctx.close();
});

describe('the full demo’s bundle', () => {
  it('February’s bundle of the whole company holds, with the database and offline', async () => {
    const cookie = await loginAs(ctx.app, demoUsers.company);
    const response = await call(ctx.app, {
      method: 'GET',
      url: '/api/reports/register/bundle?month=2026-02',
      cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    const path = join(dir, 'febrero.zip');
    writeFileSync(path, response.rawPayload);

    const offline = await verifyBundle(null, path, { publicKey: ctx.signingKey });
    expect(offline.problems).toEqual([]);
    expect(offline.eventsChecked).toBeGreaterThan(50);
    expect(offline.shiftsChecked).toBeGreaterThan(20);
    const online = await verifyBundle(ctx.database.db, path, { publicKey: ctx.signingKey });
    expect(online.problems).toEqual([]);
    // The month's corrected shift is among them: the CSV shows its corrected times, the events say why.
    const files = await unzip(response.rawPayload);
    const kinds = (files.get('events.jsonl') as Buffer)
      .toString('utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).kind);
    expect(kinds).toContain('correction');
  }, 120_000);
});
