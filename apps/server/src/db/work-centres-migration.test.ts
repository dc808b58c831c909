import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockDirectly, logIn } from '../../test/clock-helpers';
import { createTestContext, demoUsers, type TestContext } from '../../test/test-app';
import { verifyRecords } from '../modules/workshift/verify-records';
import * as workCentres from './migrations/017-work-centres';
import * as terminalCentres from './migrations/019-terminal-centres';

/**
 * Migration 017 on a database that already has companies, employees and a clock record (the demo's):
 * undone and done again, it gives every company its default centre and moves every employee into it.
 */

let ctx: TestContext;

/**
 * down() then up() of 017 as the database owner (PGlite's one session runs as the app role otherwise),
 * with 019 (terminals' centres, which name 017's table) undone before and done again after.
 */
async function redoMigration() {
  await ctx.database.ownerDb.transaction().execute(async (trx) => {
    await sql`SET LOCAL ROLE NONE`.execute(trx);
    const owner = trx as unknown as Kysely<unknown>;
    await terminalCentres.down(owner);
    await workCentres.down(owner);
    await workCentres.up(owner);
    await terminalCentres.up(owner);
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('migration 017 on existing data', () => {
  it("creates each company's 'Centro principal' and puts every employee in it", async () => {
    await redoMigration();
    const centres = await ctx.superuserQuery<{ schema_name: string; name: string; is_default: boolean }>(
      `select c.schema_name, w.name, w.is_default from work_centres w join companies c on c.id = w.company_id
        order by c.schema_name`,
    );
    expect(centres).toEqual([
      { schema_name: 'panaderia_ejemplo', name: 'Centro principal', is_default: true },
      { schema_name: 'talleres_norte', name: 'Centro principal', is_default: true },
    ]);
    const misplaced = await ctx.superuserQuery(
      `select e.user_id from employees e left join work_centres w on w.id = e.centre_id and w.company_id = e.company_id
        where w.id is null or not w.is_default`,
    );
    expect(misplaced).toEqual([]);
    const [{ n } = { n: 0 }] = await ctx.superuserQuery<{ n: number }>('select count(*)::int as n from employees');
    expect(n).toBe(8);
    const [plan] = await ctx.superuserQuery<{ max_work_centres: number }>(
      "select max_work_centres from plans where type = 'premium'",
    );
    expect(plan?.max_work_centres).toBe(10);
  });

  it('the clock works on it: a start records the new default centre; verify-records flags the starts naming dropped centres', async () => {
    const sergio = await logIn(ctx, demoUsers.worker2);
    await clockDirectly(ctx, sergio.user, 'start', { occurredAt: new Date('2025-03-03T08:00:00Z') });
    const [start] = await ctx.superuserQuery<{ details: Record<string, unknown>; centre: number }>(
      `select e.details, w.id as centre from clock_events e
         join work_centres w on w.company_id = e.company_id and w.is_default
        where e.user_id = $1 and e.kind = 'start' order by e.id desc limit 1`,
      [sergio.user.id],
    );
    expect(start?.details).toEqual({ work_mode: 'presencial', centre_id: start?.centre });
    // The demo's history named the centres down() dropped (ids are not reused by talleres' new one):
    // exactly those starts are reported, each for its centre, and the new start is not.
    const report = await verifyRecords(ctx.database.db, sergio.user.company_id as number);
    const [{ n: oldStarts } = { n: 0 }] = await ctx.superuserQuery<{ n: number }>(
      "select count(*)::int as n from clock_events where user_id = $1 and kind = 'start' and (details->>'centre_id')::int <> $2",
      [sergio.user.id, start?.centre],
    );
    expect(oldStarts).toBeGreaterThan(0);
    expect(report.broken?.map((link) => link.reason)).toEqual(
      Array(oldStarts).fill('su centro de trabajo no es un centro de esta empresa'),
    );
  });
});
