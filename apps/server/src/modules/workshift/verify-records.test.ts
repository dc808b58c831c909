import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runCliOn } from '../../../test/run-cli';
import { createTestContext, demoUsers, type TestContext } from '../../../test/test-app';
import { describeVerifyReport, verifyRecords } from './verify-records';

const isPostgres = inject('testDatabase').kind === 'postgres';

let ctx: TestContext;
let panaderia: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const [company] = await ctx.superuserQuery<{ id: number }>(
    "select id from companies where schema_name = 'panaderia_ejemplo'",
  );
  panaderia = company?.id ?? -1;
});
afterAll(() => ctx?.close());

/** A worker's event ids in chain order, read as a superuser. */
async function eventIdsOf(email: string): Promise<{ userId: number; ids: string[] }> {
  const rows = await ctx.superuserQuery<{ id: string; user_id: number }>(
    'select e.id::text, e.user_id from clock_events e join users u on u.id = e.user_id where u.email = $1 order by e.id',
    [email],
  );
  return { userId: rows[0]?.user_id ?? -1, ids: rows.map((row) => row.id) };
}

/** What an attacker with the database's superuser could do: switch the trigger off around a statement. */
async function tamper(statement: string, id: string) {
  await ctx.superuserQuery('ALTER TABLE clock_events DISABLE TRIGGER clock_events_append_only');
  try {
    await ctx.superuserQuery(statement, [id]);
  } finally {
    await ctx.superuserQuery('ALTER TABLE clock_events ENABLE TRIGGER clock_events_append_only');
  }
}

describe('verify-records reports every broken link, not just the first', () => {
  it('two altered events in one chain and one in another: three links, each at its event', async () => {
    const worker = await eventIdsOf(demoUsers.worker);
    const manager = await eventIdsOf(demoUsers.manager);
    const changes = [
      { who: worker, id: worker.ids[2] as string, column: 'details', change: `'{"manipulado":true}'`, undo: `'{}'` },
      { who: worker, id: worker.ids[8] as string, column: 'accuracy', change: 'accuracy + 1', undo: 'accuracy - 1' },
      {
        who: manager,
        id: manager.ids[4] as string,
        column: 'occurred_at',
        change: "occurred_at + interval '1 hour'",
        undo: "occurred_at - interval '1 hour'",
      },
    ];
    for (const { id, column, change } of changes)
      await tamper(`update clock_events set ${column} = ${change} where id = $1`, id);

    const report = await verifyRecords(ctx.database.db, panaderia);
    const expected = changes
      .map(({ who, id }) => ({
        eventId: id,
        userId: who.userId,
        reason: 'su contenido no coincide con su hash (modificado)',
      }))
      .sort((a, b) => a.userId - b.userId || Number(a.eventId) - Number(b.eventId));
    expect(report).toEqual({ events: 52, workers: 2, broken: expected });

    const text = describeVerifyReport(report);
    expect(text.split('\n')[0]).toBe('REGISTRO ALTERADO: 3 enlaces rotos.');
    for (const link of expected) {
      expect(text).toContain(`  en el evento #${link.eventId} (trabajador ${link.userId}): ${link.reason}.\n`);
    }
    if (isPostgres) {
      const result = await runCliOn(ctx, ['verify-records', '--company', 'panaderia_ejemplo']);
      expect(result.stdout).toBe(text);
      expect(result.code).toBe(1);
    }

    for (const { id, column, undo } of changes)
      await tamper(`update clock_events set ${column} = ${undo} where id = $1`, id);
    const whole = await verifyRecords(ctx.database.db, panaderia);
    expect(whole.broken).toBeNull();
    expect(describeVerifyReport(whole)).toBe('Registro íntegro: 52 eventos de 2 trabajadores.\n');
  });
});
