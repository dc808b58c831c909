import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { withTenant } from '../../db/tenant';
import { emitDomainEvent } from './emit-domain-event';
import type { BusEvent } from './event-bus';
import { forgetDomainEvents } from './forget-domain-events';

/** emitDomainEvent and the sweep, on either database (ADR 016). */

let ctx: TestContext;
let companyId = 0;
const heard: BusEvent[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const company = await ctx.database.ownerDb
    .selectFrom('companies')
    .select('id')
    .where('schema_name', '=', 'panaderia_ejemplo')
    .executeTakeFirstOrThrow();
  companyId = company.id;
  ctx.app.eventBus.subscribe((event) => heard.push(event));
});
afterAll(() => ctx.close());

const rowsOf = (id: string) =>
  ctx.superuserQuery<{ type: string }>('select type from domain_events where id = $1', [id]);

describe('emitDomainEvent', () => {
  it('is heard once its transaction commits, and a rolled-back change emits nothing', async () => {
    let rolledBackId = '';
    await expect(
      withTenant(ctx.database.db, companyId, async (trx) => {
        rolledBackId = await emitDomainEvent(trx, { companyId, type: 'config.changed', data: { section: 'x' } });
        throw new Error('deshecho');
      }),
    ).rejects.toThrow('deshecho');
    const id = await withTenant(ctx.database.db, companyId, (trx) =>
      emitDomainEvent(trx, { companyId, type: 'employee.changed', userId: 7, data: { manager_id: 3 } }),
    );
    await expect.poll(() => heard.some((event) => event.id === id), { timeout: 2000 }).toBe(true);
    expect(heard.find((event) => event.id === id)).toMatchObject({
      companyId,
      type: 'employee.changed',
      topic: 'employees',
      userId: 7,
      data: { manager_id: 3 },
    });
    expect(heard.some((event) => event.id === rolledBackId)).toBe(false);
    expect(await rowsOf(rolledBackId)).toEqual([]);
    expect(await rowsOf(id)).toEqual([{ type: 'employee.changed' }]);
  });
});

describe('forgetDomainEvents', () => {
  it('forgets the events older than 7 days and keeps the rest', async () => {
    const [older, recent] = await withTenant(ctx.database.db, companyId, async (trx) => [
      await emitDomainEvent(trx, { companyId, type: 'config.changed' }),
      await emitDomainEvent(trx, { companyId, type: 'config.changed' }),
    ]);
    await ctx.superuserQuery(`update domain_events set created_at = now() - interval '8 days' where id = $1`, [older]);
    await ctx.superuserQuery(`update domain_events set created_at = now() - interval '6 days' where id = $1`, [recent]);
    expect(await forgetDomainEvents(ctx.database.db)).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(older as string)).toEqual([]);
    expect(await rowsOf(recent as string)).toHaveLength(1);
  });
});
