import { madridToInstant } from '@jornada/shared/domain/madrid-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { performClockAction } from './clock-action.service';
import { getCurrentWorkshift } from './workshift.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const at = (date: string, time: string) => madridToInstant(date, time) as Date;

describe('a night shift', () => {
  it('counts on its start date, lasts its real hours, and is still "current" the morning it ended', async () => {
    const row = await ctx.database.ownerDb
      .selectFrom('users as u')
      .innerJoin('companies as c', 'c.id', 'u.company_id')
      .select(['u.id', 'u.name', 'u.email', 'u.role', 'u.company_id', 'c.schema_name', 'c.name as company_name'])
      .where('u.email', '=', 'pablo.diaz@jornada.test')
      .executeTakeFirstOrThrow();
    const user = { ...row, gestoria_id: null, must_change_password: false, company_state: null };
    const actor = { user, sessionId: null, source: 'web' as const };
    await performClockAction(ctx.database.db, actor, 'start', { occurredAt: at('2026-03-28', '22:00:00') });
    // The night of the spring DST change: 22:00 → 07:00 wall clock is 8 real hours.
    const ended = await performClockAction(ctx.database.db, actor, 'end', { occurredAt: at('2026-03-29', '07:00:00') });
    expect(ended).toMatchObject({ fecha: '2026-03-28', hora_inicio: '22:00:00', hora_fin: '07:00:00' });
    expect(ended.horas_totales).toBe('08:00:00');

    const morning = await getCurrentWorkshift(ctx.database.db, user, at('2026-03-29', '09:00:00'));
    expect(morning?.id).toBe(ended.id);
    const nextDay = await getCurrentWorkshift(ctx.database.db, user, at('2026-03-30', '09:00:00'));
    expect(nextDay).toBeNull();
  });
});
