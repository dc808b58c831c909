import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockDirectly, type LoggedIn, logIn } from '../../../test/clock-helpers';
import { createTestContext, demoUsers, type TestContext } from '../../../test/test-app';
import { withTenant } from '../../db/tenant';
import { appendClockEvent, lockChainHead } from './clock-write.repository';
import { verifyRecords } from './verify-records';

/**
 * A lone UTF-16 surrogate cannot be stored as such: PostgreSQL keeps U+FFFD in a text column and
 * refuses it in jsonb. The HTTP layer refuses such input, but the record must not depend on that:
 * whatever reaches the write path is sealed in the form that is stored, so it still verifies.
 */
let ctx: TestContext;
let worker: LoggedIn;
let companyId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  worker = await logIn(ctx, demoUsers.worker2);
  companyId = worker.user.company_id as number;
});
afterAll(() => ctx?.close());

function storedEvents() {
  return ctx.superuserQuery<{ kind: string; client_time: string | null; details: Record<string, unknown> }>(
    'select kind, client_time, details from clock_events where user_id = $1 order by id desc limit 3',
    [worker.user.id],
  );
}

describe('a lone surrogate in what a clock event stores', () => {
  it('is stored as U+FFFD and sealed so, through the clock action and the event append alike', async () => {
    await clockDirectly(ctx, worker.user, 'start', { clientTime: 'y\ud800' });
    // 40 characters are kept: the cut falls inside the emoji's surrogate pair.
    await clockDirectly(ctx, worker.user, 'end', { clientTime: `${'a'.repeat(39)}😀`, observaciones: 'Fin\udc00' });
    await withTenant(ctx.database.db, companyId, async (trx) => {
      const head = await lockChainHead(trx, companyId, worker.user.id);
      await appendClockEvent(trx, head, {
        companyId,
        userId: worker.user.id,
        workshiftId: null,
        kind: 'incident',
        occurredAt: new Date(),
        clientTime: null,
        clientTimezone: 'Europe/Madrid\udbff',
        latitude: null,
        longitude: null,
        accuracy: null,
        source: 'api',
        actorUserId: worker.user.id,
        sessionId: null,
        details: { titulo: 'Sin cobertura\ud83d', 'clave\udfff': ['x\ud800'] },
      });
    });

    const [incident, end, start] = await storedEvents();
    expect(start).toMatchObject({ kind: 'start', client_time: 'y\ufffd' });
    expect(end).toMatchObject({
      kind: 'end',
      client_time: `${'a'.repeat(39)}\ufffd`,
      details: { observaciones: 'Fin\ufffd' },
    });
    expect(incident).toMatchObject({
      kind: 'incident',
      details: { titulo: 'Sin cobertura\ufffd', 'clave\ufffd': ['x\ufffd'] },
    });
    expect(await verifyRecords(ctx.database.db, companyId)).toEqual({ events: 15, workers: 1, broken: null });
  });
});
