import { workshiftSchema } from '@jornada/shared/api/workshift';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import { formatDuration } from '@jornada/shared/domain/worked-time';
import { describe, expect, it } from 'vitest';
import { countClockEvents, seededDays, type Workshift } from '../../../test/clock-helpers';
import { demoUsers } from '../../../test/test-app';
import {
  as,
  ctx,
  cursorOf,
  expectRefused,
  get,
  idOf,
  MADRID,
  MESSAGES,
  post,
  TIME,
  useWorkshiftContext,
} from './workshift.test-helpers';

useWorkshiftContext();

describe('a working day as trabajador@ (start, breaks, end)', () => {
  const worker = demoUsers.worker;
  const today = madridDate(new Date());
  let shift: Workshift;
  let cursorAtStart: string;

  it('has nothing current before starting today (the seeded days are past)', async () => {
    const response = await get(worker, '/api/workshift/current');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
    expect((await get(worker, '/api/workshift/user/today')).json()).toEqual([]);
  });

  it('start: 200, in_progress, dated today in Madrid, with the start point and its accuracy', async () => {
    const before = Date.now();
    const response = await post(worker, '/api/workshift/start', { location: MADRID, locationHistory: { start: {} } });
    expect(response.statusCode).toBe(200);
    shift = response.json();
    // The clock actions skip the serializer's schema check (workshift.routes.ts): checked here.
    expect(workshiftSchema.strict().parse(shift)).toEqual(shift);
    expect(shift).toMatchObject({
      user_id: idOf(worker),
      status: 'in_progress',
      fecha: today,
      hora_fin: null,
      horas_totales: null,
      horas_pausa: '00:00:00',
      observaciones: null,
      breaks: {},
      ended_at: null,
      break_spans: [],
      is_forgotten: false,
    });
    expect(shift.hora_inicio).toMatch(TIME);
    expect(new Date(shift.started_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(shift.started_at).getTime()).toBeLessThanOrEqual(Date.now());
    expect(shift.locations).toEqual([
      { action: 'start', latitude: 40.4168, longitude: -3.7038, accuracy: 12, timestamp: shift.started_at },
    ]);
    expect(shift.json_security.locationHistory.start).toEqual({
      latitude: 40.4168,
      longitude: -3.7038,
      timestamp: shift.started_at,
    });
    cursorAtStart = await cursorOf(worker);
  });

  it('GET current returns the open shift, in exactly the documented shape', async () => {
    const response = await get(worker, '/api/workshift/current');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: shift.id, status: 'in_progress', fecha: today });
    // The poll skips the serializer's schema check (workshift.routes.ts): the shape is checked here.
    expect(workshiftSchema.strict().parse(response.json())).toEqual(response.json());
  });

  it('break/start: on_break with s_pausa_1; break/end: back in progress with e_pausa_1', async () => {
    const paused = await post(worker, '/api/workshift/break/start', { location: MADRID });
    expect(paused.statusCode).toBe(200);
    expect(workshiftSchema.strict().parse(paused.json())).toEqual(paused.json());
    expect(paused.json()).toMatchObject({ id: shift.id, status: 'on_break' });
    expect(paused.json().breaks.s_pausa_1).toMatch(TIME);
    expect(paused.json().break_spans).toHaveLength(1);
    expect(paused.json().break_spans[0].end).toBeNull();
    expect((await get(worker, '/api/workshift/current')).json().status).toBe('on_break');

    const resumed = await post(worker, '/api/workshift/break/end', { location: MADRID });
    expect(resumed.statusCode).toBe(200);
    const body: Workshift = resumed.json();
    expect(body).toMatchObject({ id: shift.id, status: 'in_progress' });
    expect(Object.keys(body.breaks).sort()).toEqual(['e_pausa_1', 's_pausa_1']);
    expect(body.breaks.e_pausa_1).toMatch(TIME);
    expect(body.break_spans[0]?.end).not.toBeNull();
    expect(body.locations.map((l) => l.action)).toEqual(['start', 'pause', 'resume']);
  });

  it('a second break right away is refused with the minutes left (min_break_interval 30), and writes nothing', async () => {
    const events = await countClockEvents(ctx);
    const cursor = await cursorOf(worker);
    await expectRefused(await post(worker, '/api/workshift/break/start', { location: MADRID }), 409, MESSAGES.wait30);
    expect(await countClockEvents(ctx)).toBe(events);
    expect(await cursorOf(worker)).toBe(cursor);
    expect((await get(worker, '/api/workshift/current')).json().status).toBe('in_progress');
  });

  it('status: hasChanges false with the current cursor, true with an older one', async () => {
    const current = await cursorOf(worker);
    expect(current).not.toBe(cursorAtStart);
    const same = await get(worker, `/api/workshift/status?since=${current}`);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual({ hasChanges: false, cursor: current });
    const older = await get(worker, `/api/workshift/status?since=${cursorAtStart}`);
    expect(older.json()).toEqual({ hasChanges: true, cursor: current });
  });

  it('end with observaciones: completed, horas_totales set, observaciones kept', async () => {
    const response = await post(worker, '/api/workshift/end', {
      location: MADRID,
      observaciones: '  Salgo antes por cita médica  ',
    });
    expect(response.statusCode).toBe(200);
    const ended: Workshift = response.json();
    expect(workshiftSchema.strict().parse(ended)).toEqual(ended);
    expect(ended).toMatchObject({
      id: shift.id,
      status: 'completed',
      observaciones: 'Salgo antes por cita médica',
      is_forgotten: false,
    });
    expect(ended.hora_fin).toMatch(TIME);
    expect(ended.ended_at).not.toBeNull();
    expect(ended.horas_totales).toMatch(TIME);
    expect(ended.horas_totales).toBe(formatDuration(ended.worked_seconds));
    expect(ended.locations.map((l) => l.action)).toEqual(['start', 'pause', 'resume', 'end']);
  });

  it('GET current then returns the completed shift of today; end again is refused', async () => {
    const response = await get(worker, '/api/workshift/current');
    expect(response.json()).toMatchObject({ id: shift.id, status: 'completed', fecha: today });
    expect(workshiftSchema.strict().parse(response.json())).toEqual(response.json());
    await expectRefused(await post(worker, '/api/workshift/end', {}), 409, MESSAGES.noneOpen);
  });

  it("breaks count per day (SPEC §5): a second shift the same day still waits out the first shift's break", async () => {
    const started = await post(worker, '/api/workshift/start', { location: MADRID });
    expect(started.statusCode).toBe(200);
    expect(started.json().id).not.toBe(shift.id);
    await expectRefused(await post(worker, '/api/workshift/break/start', {}), 409, MESSAGES.wait30);
    // From here on the day's rules are relaxed, so the following tests can pause at will.
    await ctx.superuserQuery(
      'update company_config set min_break_interval = 0, max_breaks_per_day = 20 where company_id = $1',
      [as(worker).user.company_id],
    );
  });

  it("resume closes an open break like break/end; an empty observaciones becomes 'Jornada Regular'", async () => {
    const second: Workshift = (await get(worker, '/api/workshift/current')).json();
    expect(second.id).not.toBe(shift.id);
    expect(second.status).toBe('in_progress');
    expect((await post(worker, '/api/workshift/break/start', {})).json().status).toBe('on_break');
    const resumed = await post(worker, '/api/workshift/resume', { location: MADRID });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ id: second.id, status: 'in_progress' });
    expect(resumed.json().break_spans[0].end).not.toBeNull();
    expect(resumed.json().breaks.e_pausa_1).toMatch(TIME);
    expect(resumed.json().locations.map((l: { action: string }) => l.action)).toEqual(['start', 'resume']);

    for (const observaciones of ['', '   ']) {
      if (observaciones === '   ') expect((await post(worker, '/api/workshift/start', {})).statusCode).toBe(200);
      const ended = await post(worker, '/api/workshift/end', { observaciones });
      expect(ended.statusCode).toBe(200);
      expect(ended.json()).toMatchObject({ status: 'completed', observaciones: 'Jornada Regular' });
    }
  });

  it("end with no observaciones at all: 'Jornada Regular'; ending on a break closes the break", async () => {
    expect((await post(worker, '/api/workshift/start', {})).statusCode).toBe(200);
    expect((await post(worker, '/api/workshift/break/start', {})).statusCode).toBe(200);
    const ended = await post(worker, '/api/workshift/end', {});
    expect(ended.statusCode).toBe(200);
    const body: Workshift = ended.json();
    expect(body).toMatchObject({ status: 'completed', observaciones: 'Jornada Regular' });
    expect(body.break_spans[0]?.end).toBe(body.ended_at);
  });

  it('GET user/today lists the four shifts of today, newest first; current is the latest', async () => {
    const response = await get(worker, '/api/workshift/user/today');
    expect(response.statusCode).toBe(200);
    const list: Workshift[] = response.json();
    expect(list).toHaveLength(4);
    expect(list.every((s) => s.fecha === today && s.status === 'completed' && s.user_id === idOf(worker))).toBe(true);
    const ids = list.map((s) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids.at(-1)).toBe(shift.id);
    expect((await get(worker, '/api/workshift/current')).json().id).toBe(ids[0]);
  });

  it('GET history: the seeded days and today, newest first, with from/to and pagination', async () => {
    const seeded = seededDays(10);
    const all = await get(worker, '/api/workshift/history');
    expect(all.statusCode).toBe(200);
    const body = all.json() as { data: Workshift[]; total: number; page: number; page_size: number };
    expect(body).toMatchObject({ total: 14, page: 1, page_size: 31 });
    expect(body.data.map((s) => s.fecha)).toEqual([today, today, today, today, ...[...seeded].reverse()]);
    expect(body.data.every((s) => s.user_id === idOf(worker))).toBe(true);

    // The newest seeded day: the seed wrote 08:08 → 15:05:08 with a 20-minute unpaid break; the
    // history reads it cut to the minute, its figures from those minutes (ADR 021).
    const last = body.data[4] as Workshift;
    expect(last.ended_at).toMatch(/:05:08\.000Z$/);
    expect(last).toMatchObject({
      fecha: seeded.at(-1),
      hora_inicio: '08:08:00',
      hora_fin: '15:05:00',
      status: 'completed',
      horas_pausa: '00:20:00',
      horas_totales: '06:37:00',
      worked_seconds: 6 * 3600 + 37 * 60,
      observaciones: 'Jornada Regular',
      breaks: { s_pausa_1: '11:28:00', e_pausa_1: '11:48:00' },
    });
    expect(last.locations.map((l) => [l.action, l.accuracy])).toEqual([
      ['start', 15],
      ['pause', 15],
      ['resume', 15],
      ['end', 15],
    ]);
    expect(body.data[6]?.observaciones).toBe('Inventario de fin de semana');

    const range = await get(worker, `/api/workshift/history?from=${seeded[2]}&to=${seeded[5]}`);
    expect(range.json().total).toBe(4);
    expect(range.json().data.map((s: Workshift) => s.fecha)).toEqual([seeded[5], seeded[4], seeded[3], seeded[2]]);
    const oneDay = await get(worker, `/api/workshift/history?from=${seeded[0]}&to=${seeded[0]}`);
    expect(oneDay.json()).toMatchObject({ total: 1, data: [{ fecha: seeded[0], hora_inicio: '08:00:00' }] });
    const onlyFrom = await get(worker, `/api/workshift/history?from=${today}`);
    expect(onlyFrom.json().total).toBe(4);
    const onlyTo = await get(worker, `/api/workshift/history?to=${seeded.at(-1)}`);
    expect(onlyTo.json().total).toBe(10);

    const pages: Workshift[][] = [];
    for (const page of [1, 2, 3]) {
      const response = await get(worker, `/api/workshift/history?page=${page}&page_size=5`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ total: 14, page, page_size: 5 });
      pages.push(response.json().data);
    }
    expect(pages.map((p) => p.length)).toEqual([5, 5, 4]);
    expect(pages.flat().map((s) => s.id)).toEqual(body.data.map((s) => s.id));
    const beyond = await get(worker, '/api/workshift/history?page=4&page_size=5');
    expect(beyond.json()).toMatchObject({ data: [], total: 14, page: 4 });
  });

  it('history refuses an unknown date format and bad paging with 400 and a Spanish message', async () => {
    for (const query of ['from=20/11/2026', 'to=2026-1-5', 'from=ayer']) {
      await expectRefused(await get(worker, `/api/workshift/history?${query}`), 400, 'Fecha no válida (yyyy-MM-dd)');
    }
    const page = await get(worker, '/api/workshift/history?page_size=500');
    expect(page.statusCode).toBe(400);
    expect(page.json().message).toMatch(/100/);
  });
});
