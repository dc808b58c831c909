import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { CLOCK_WRITE_PARAMETERS, clockWriteArguments } from './clock-write-arguments';
import { sealClockEvent } from './record-chain';
import type { WorkshiftRow } from './workshift.repository';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(() => ctx?.close());

/** The database's own name of a type as we cast to it (timestamptz → timestamp with time zone). */
async function canonicalType(type: string): Promise<string> {
  const [row] = await ctx.superuserQuery<{ name: string }>('select $1::text::regtype::text as name', [type]);
  return row?.name ?? `? ${type}`;
}

describe('clock_write is called with the arguments it declares', () => {
  it('the parameter list is the signature of the function the migrations created', async () => {
    const [declared] = await ctx.superuserQuery<{ args: string }>(
      "select pg_get_function_arguments('clock_write'::regproc) as args",
    );
    const ours: string[] = [];
    for (const [name, type] of CLOCK_WRITE_PARAMETERS) ours.push(`${name} ${await canonicalType(type)}`);
    expect(ours.join(', ')).toBe(declared?.args);
  });

  it('each value sits at its parameter: the event, the head count, then the shift', () => {
    const event = sealClockEvent({ last_hash: 'a'.repeat(64) }, '77', {
      companyId: 3,
      userId: 5,
      workshiftId: '70',
      kind: 'end',
      occurredAt: new Date('2026-03-02T16:00:00Z'),
      clientTime: '17:00',
      clientTimezone: 'Europe/Madrid',
      latitude: 40.4,
      longitude: -3.7,
      accuracy: 12,
      source: 'web',
      actorUserId: 5,
      sessionId: 9,
      details: { observaciones: 'Cierre' },
    });
    const row: WorkshiftRow = {
      company_id: 3,
      id: '70',
      user_id: 5,
      fecha: '2026-03-02',
      started_at: new Date('2026-03-02T08:00:00Z'),
      ended_at: new Date('2026-03-02T16:00:00Z'),
      status: 'completed',
      breaks: [],
      locations: [],
      observaciones: 'Cierre',
      last_event_id: '77',
      corrections: [],
      work_mode: 'presencial',
      offline: true,
    };
    const args = clockWriteArguments({ head: { event_count: 6 }, event, shift: { row, isNew: false } });
    const byName = new Map(CLOCK_WRITE_PARAMETERS.map(([name], i) => [name, args[i]?.[0]]));
    expect(args).toHaveLength(CLOCK_WRITE_PARAMETERS.length);
    expect(Object.fromEntries(byName)).toMatchObject({
      p_company: 3,
      p_id: '77',
      p_user: 5,
      p_workshift_id: '70',
      p_kind: 'end',
      p_client_timezone: 'Europe/Madrid',
      p_actor: 5,
      p_session: 9,
      p_prev_hash: 'a'.repeat(64),
      p_hash: event.hash,
      p_event_count: 7,
      p_shift: 'update',
      p_shift_id: '70',
      p_fecha: '2026-03-02',
      p_status: 'completed',
      p_observaciones: 'Cierre',
      p_last_event_id: '77',
      p_offline: true,
    });
    expect(clockWriteArguments({ head: { event_count: 0 }, event }).slice(18)).toEqual(
      CLOCK_WRITE_PARAMETERS.slice(18).map(([, type]) => [null, type]),
    );
  });
});
