import { describe, expect, it } from 'vitest';
import { demoUsers } from '../../../test/test-app';
import { as, ctx, idOf, MESSAGES, useWorkshiftContext } from './workshift.test-helpers';

useWorkshiftContext();

describe('simultaneous actions of one worker', () => {
  const worker = demoUsers.manager;

  async function burst(url: string, n: number) {
    const responses = await Promise.all(
      Array.from({ length: n }, () =>
        ctx.app.inject({
          method: 'POST',
          url,
          payload: {},
          headers: { 'x-requested-with': 'XMLHttpRequest', cookie: as(worker).cookie },
        }),
      ),
    );
    return responses.map((r) => ({ status: r.statusCode, message: r.statusCode === 200 ? null : r.json().message }));
  }

  it('20 simultaneous starts: one 200, nineteen 409, one open shift, one start event', async () => {
    const userId = idOf(worker);
    const startsBefore = await ctx.superuserQuery<{ n: number }>(
      "select count(*)::int as n from clock_events where user_id = $1 and kind = 'start'",
      [userId],
    );
    const results = await burst('/api/workshift/start', 20);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.message === MESSAGES.alreadyOpen)).toHaveLength(19);
    const open = await ctx.superuserQuery<{ n: number }>(
      "select count(*)::int as n from workshifts where user_id = $1 and status <> 'completed'",
      [userId],
    );
    expect(open[0]?.n).toBe(1);
    const startsAfter = await ctx.superuserQuery<{ n: number }>(
      "select count(*)::int as n from clock_events where user_id = $1 and kind = 'start'",
      [userId],
    );
    expect((startsAfter[0]?.n ?? 0) - (startsBefore[0]?.n ?? 0)).toBe(1);
  });

  it('10 simultaneous break starts and then 10 ends: one of each goes through', async () => {
    const breaks = await burst('/api/workshift/break/start', 10);
    expect(breaks.filter((r) => r.status === 200)).toHaveLength(1);
    expect(breaks.filter((r) => r.status === 409 && r.message === MESSAGES.notInProgress)).toHaveLength(9);
    const ends = await burst('/api/workshift/end', 10);
    expect(ends.filter((r) => r.status === 200)).toHaveLength(1);
    expect(ends.filter((r) => r.status === 409 && r.message === MESSAGES.noneOpen)).toHaveLength(9);
    const rows = await ctx.superuserQuery<{ kind: string }>(
      "select kind from clock_events where user_id = $1 and occurred_at > now() - interval '1 hour' order by id",
      [idOf(worker)],
    );
    expect(rows.map((r) => r.kind)).toEqual(['start', 'break_start', 'end']);
  });
});
