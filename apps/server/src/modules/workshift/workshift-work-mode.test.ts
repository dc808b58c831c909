import { REMOTE_WORK_NOT_ALLOWED, workshiftSchema } from '@jornada/shared/api/workshift';
import { describe, expect, it } from 'vitest';
import { demoUsers } from '../../../test/test-app';
import { rebuildWorkshifts } from './rebuild-workshifts';
import { verifyRecords } from './verify-records';
import {
  ctx,
  expectRefused,
  get,
  idOf,
  JAVIER,
  MARTA,
  PABLO,
  post,
  useWorkshiftContext,
} from './workshift.test-helpers';
import { applyClockEvent } from './workshift-projection';

useWorkshiftContext();

/** The start event's sealed details and the projection's mode of a worker's open or latest shift. */
async function recorded(email: string) {
  const [row] = await ctx.superuserQuery<{ details: Record<string, unknown>; work_mode: string }>(
    `select e.details, w.work_mode from clock_events e join workshifts w on w.company_id = e.company_id and w.id = e.id
      where e.user_id = $1 and e.kind = 'start' order by e.id desc limit 1`,
    [idOf(email)],
  );
  return row;
}

const companyIdOf = async (schema: string) =>
  (await ctx.superuserQuery<{ id: number }>('select id from companies where schema_name = $1', [schema]))[0]?.id ?? 0;

describe('GET /api/workshift/work-mode', () => {
  it("answers the start's default and whether remote work is allowed", async () => {
    expect((await get(JAVIER, '/api/workshift/work-mode')).json()).toEqual({
      allows_remote_work: true,
      usual_work_mode: 'teletrabajo',
    });
    expect((await get(demoUsers.worker, '/api/workshift/work-mode')).json()).toEqual({
      allows_remote_work: true,
      usual_work_mode: 'presencial',
    });
    expect((await get(demoUsers.worker2, '/api/workshift/work-mode')).json()).toEqual({
      allows_remote_work: false,
      usual_work_mode: 'presencial',
    });
    expect((await get(demoUsers.company, '/api/workshift/work-mode')).statusCode).toBe(403);
  });
});

describe('POST /api/workshift/start with a work mode (panadería allows remote work)', () => {
  it("SPEC's body without work_mode: the usual mode of the contract in force (Lucía on site, Javier remote)", async () => {
    const lucia = await post(demoUsers.worker, '/api/workshift/start', {});
    expect(lucia.statusCode, lucia.body).toBe(200);
    expect(workshiftSchema.strict().parse(lucia.json()).work_mode).toBe('presencial');
    // The start also records the worker's centre (work-centres.test.ts checks which).
    const centre = expect.any(Number);
    expect(await recorded(demoUsers.worker)).toEqual({
      details: { work_mode: 'presencial', centre_id: centre },
      work_mode: 'presencial',
    });

    const javier = await post(JAVIER, '/api/workshift/start', {});
    expect(javier.json().work_mode).toBe('teletrabajo');
    expect(await recorded(JAVIER)).toEqual({
      details: { work_mode: 'teletrabajo', centre_id: centre },
      work_mode: 'teletrabajo',
    });
  });

  it('the mode asked for wins over the usual one, and every read of the shift shows it', async () => {
    const started = await post(MARTA, '/api/workshift/start', { work_mode: 'teletrabajo' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().work_mode).toBe('teletrabajo');
    expect((await post(MARTA, '/api/workshift/end', {})).json().work_mode).toBe('teletrabajo');
    expect((await get(MARTA, '/api/workshift/current')).json().work_mode).toBe('teletrabajo');
    const history = (await get(MARTA, '/api/workshift/history')).json();
    expect(history.data[0].work_mode).toBe('teletrabajo');
    const manager = await get(demoUsers.manager, `/api/workshift/employee/${idOf(MARTA)}/all`);
    expect(manager.json()[0].work_mode).toBe('teletrabajo');
  });

  it('a start event recorded before the mode existed (no work_mode in its details) projects as on site', () => {
    const start = {
      company_id: 1,
      id: '5',
      user_id: 2,
      kind: 'start' as const,
      occurred_at: new Date('2026-03-02T07:00:00Z'),
      latitude: null,
      longitude: null,
      accuracy: null,
    };
    expect(applyClockEvent(undefined, { ...start, details: {} }).work_mode).toBe('presencial');
    expect(applyClockEvent(undefined, { ...start, details: { work_mode: 'teletrabajo' } }).work_mode).toBe(
      'teletrabajo',
    );
  });

  it('an unknown mode is refused in Spanish and records nothing', async () => {
    await expectRefused(
      await post(PABLO, '/api/workshift/start', { work_mode: 'hibrido' }),
      400,
      "La modalidad debe ser 'presencial' o 'teletrabajo'",
    );
    expect((await get(PABLO, '/api/workshift/current')).json()).toBeNull();
  });
});

describe('a company that does not allow remote work (talleres)', () => {
  it("refuses 'teletrabajo' with 400 and writes nothing; on site and the default still start", async () => {
    const eventsOf = async () =>
      (await ctx.superuserQuery('select id from clock_events where user_id = $1', [idOf(demoUsers.worker2)])).length;
    const events = await eventsOf();
    await expectRefused(
      await post(demoUsers.worker2, '/api/workshift/start', { work_mode: 'teletrabajo' }),
      400,
      REMOTE_WORK_NOT_ALLOWED,
    );
    expect(await eventsOf()).toBe(events);
    const started = await post(demoUsers.worker2, '/api/workshift/start', { work_mode: 'presencial' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().work_mode).toBe('presencial');
  });

  it('a remote usual mode falls back to on site once the company stops allowing remote work', async () => {
    expect((await post(JAVIER, '/api/workshift/end', {})).statusCode).toBe(200);
    await ctx.superuserQuery('update company_config set allows_remote_work = false where company_id = $1', [
      await companyIdOf('panaderia_ejemplo'),
    ]);
    const started = await post(JAVIER, '/api/workshift/start', {});
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().work_mode).toBe('presencial');
    await expectRefused(
      await post(PABLO, '/api/workshift/start', { work_mode: 'teletrabajo' }),
      400,
      REMOTE_WORK_NOT_ALLOWED,
    );
  });
});

describe('the record keeps the mode', () => {
  it('verify-records passes, and rebuild-workshifts restores every mode from the events', async () => {
    const panaderia = await companyIdOf('panaderia_ejemplo');
    const before = await ctx.superuserQuery<{ id: string; work_mode: string }>(
      'select id::text, work_mode from workshifts where company_id = $1 order by id',
      [panaderia],
    );
    expect(before.filter((row) => row.work_mode === 'teletrabajo')).toHaveLength(2);
    expect((await verifyRecords(ctx.database.db, panaderia)).broken).toBeNull();
    await ctx.superuserQuery("update workshifts set work_mode = 'presencial'");
    await rebuildWorkshifts(ctx.database.db, panaderia);
    const after = await ctx.superuserQuery<{ id: string; work_mode: string }>(
      'select id::text, work_mode from workshifts where company_id = $1 order by id',
      [panaderia],
    );
    expect(after).toEqual(before);
  });
});
