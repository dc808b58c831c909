import { workshiftSchema } from '@jornada/shared/api/workshift';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import { formatDuration } from '@jornada/shared/domain/worked-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiGet,
  apiPost,
  clockDirectly,
  countClockEvents,
  type LoggedIn,
  logIn,
  seededDays,
  type Workshift,
} from '../../../test/clock-helpers';
import { call, createTestContext, demoUsers, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
const people = new Map<string, LoggedIn>();
const PABLO = 'pablo.diaz@jornada.test';
const JAVIER = 'javier.moreno@jornada.test';
const MARTA = 'marta.sanchez@jornada.test';

const MESSAGES = {
  alreadyOpen: 'Ya tienes una jornada en curso. Finalízala antes de iniciar otra.',
  noneOpen: 'No tienes ninguna jornada en curso',
  noShift: 'No hay un turno activo o configuración disponible',
  notInProgress: 'El turno no está en progreso',
  notOnBreak: 'No estás en pausa',
  wait30: 'Debes esperar 30 minutos más antes de iniciar otra pausa',
  limit2: 'Ya has alcanzado el límite de 2 pausas por día',
  notFound: 'Empleado no encontrado',
  forbidden: 'No tienes permiso para realizar esta acción',
} as const;

const TIME = /^\d{2}:\d{2}:\d{2}$/;
const MADRID = { latitude: 40.4168, longitude: -3.7038, accuracy: 12 };

function as(email: string): LoggedIn {
  const who = people.get(email);
  if (!who) throw new Error(`sin sesión para ${email}`);
  return who;
}
const get = (email: string, url: string) => apiGet(ctx, as(email).cookie, url);
const post = (email: string, url: string, payload: unknown = {}) => apiPost(ctx, as(email).cookie, url, payload);
const idOf = (email: string) => as(email).user.id;

async function expectRefused(
  response: { statusCode: number; json(): { message: string } },
  status: number,
  message: string,
) {
  expect({ status: response.statusCode, message: response.json().message }).toEqual({ status, message });
}

async function cursorOf(email: string): Promise<string> {
  const response = await get(email, '/api/workshift/status');
  expect(response.statusCode).toBe(200);
  return response.json().cursor;
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const email of [
    demoUsers.company,
    demoUsers.manager,
    demoUsers.worker,
    demoUsers.company2,
    demoUsers.worker2,
    PABLO,
    JAVIER,
    MARTA,
  ]) {
    people.set(email, await logIn(ctx, email));
  }
});
afterAll(() => ctx?.close());

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

    // The newest seeded day, as the seed wrote it: 08:08 → 15:05:08 with a 20-minute unpaid break.
    const last = body.data[4] as Workshift;
    expect(last).toMatchObject({
      fecha: seeded.at(-1),
      hora_inicio: '08:08:00',
      hora_fin: '15:05:08',
      status: 'completed',
      horas_pausa: '00:20:00',
      horas_totales: '06:37:08',
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

describe('refusals: status, message, and nothing written', () => {
  const worker = JAVIER;

  it('without a shift: end, break/end and resume say there is none; break/start names the break rule', async () => {
    const events = await countClockEvents(ctx);
    await expectRefused(await post(worker, '/api/workshift/end', { observaciones: 'x' }), 409, MESSAGES.noneOpen);
    await expectRefused(await post(worker, '/api/workshift/break/end', {}), 409, MESSAGES.noneOpen);
    await expectRefused(await post(worker, '/api/workshift/resume', {}), 409, MESSAGES.noneOpen);
    await expectRefused(await post(worker, '/api/workshift/break/start', {}), 409, MESSAGES.noShift);
    expect(await countClockEvents(ctx)).toBe(events);
  });

  it('start while one is open; break/end or resume when not on break; break/start while on break', async () => {
    expect((await post(worker, '/api/workshift/start', {})).statusCode).toBe(200);
    const events = await countClockEvents(ctx);
    await expectRefused(await post(worker, '/api/workshift/start', {}), 409, MESSAGES.alreadyOpen);
    await expectRefused(await post(worker, '/api/workshift/break/end', {}), 409, MESSAGES.notOnBreak);
    await expectRefused(await post(worker, '/api/workshift/resume', {}), 409, MESSAGES.notOnBreak);
    expect(await countClockEvents(ctx)).toBe(events);

    expect((await post(worker, '/api/workshift/break/start', {})).statusCode).toBe(200);
    const onBreak = await countClockEvents(ctx);
    await expectRefused(await post(worker, '/api/workshift/break/start', {}), 409, MESSAGES.notInProgress);
    await expectRefused(await post(worker, '/api/workshift/start', {}), 409, MESSAGES.alreadyOpen);
    expect(await countClockEvents(ctx)).toBe(onBreak);
    expect((await get(worker, '/api/workshift/current')).json().status).toBe('on_break');
  });

  it('bad input: 400 with a Spanish message, and nothing written', async () => {
    const events = await countClockEvents(ctx);
    const cases: { url: string; payload: unknown; message: string | RegExp }[] = [
      {
        url: '/api/workshift/start',
        payload: { location: { latitude: 200, longitude: 0 } },
        message: 'Latitud no válida',
      },
      {
        url: '/api/workshift/break/end',
        payload: { location: { latitude: 40, longitude: -181 } },
        message: 'Longitud no válida',
      },
      { url: '/api/workshift/break/end', payload: { location: 'Madrid' }, message: /^Entrada inválida/ },
      { url: '/api/workshift/resume', payload: { location: { latitude: '40', longitude: -3 } }, message: /inválid/ },
      {
        url: '/api/workshift/end',
        payload: { observaciones: 'a'.repeat(1001) },
        message: 'Las observaciones no pueden superar 1000 caracteres',
      },
      { url: '/api/workshift/end', payload: { observaciones: 42 }, message: /^Entrada inválida/ },
    ];
    for (const { url, payload, message } of cases) {
      const response = await post(worker, url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload).slice(0, 60)}`).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const badJson = await call(ctx.app, {
      method: 'POST',
      url: '/api/workshift/end',
      cookie: as(worker).cookie,
      headers: { 'content-type': 'application/json' },
      payload: '{"observaciones": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toBe('El cuerpo de la petición no es JSON válido');
    expect(await countClockEvents(ctx)).toBe(events);
    // 1000 characters exactly is fine.
    const ended = await post(worker, '/api/workshift/end', { observaciones: 'a'.repeat(1000) });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().observaciones).toHaveLength(1000);
  });

  it('without a session: 401; a company admin (no clock permission): 403; nothing written', async () => {
    const events = await countClockEvents(ctx);
    for (const url of ['/api/workshift/start', '/api/workshift/break/start', '/api/workshift/end']) {
      await expectRefused(await apiPost(ctx, undefined, url, {}), 401, 'No has iniciado sesión');
      await expectRefused(await post(demoUsers.company, url, {}), 403, MESSAGES.forbidden);
    }
    await expectRefused(await apiGet(ctx, undefined, '/api/workshift/current'), 401, 'No has iniciado sesión');
    await expectRefused(await get(demoUsers.company, '/api/workshift/current'), 403, MESSAGES.forbidden);
    expect(await countClockEvents(ctx)).toBe(events);
  });
});

describe('location 0,0', () => {
  it('is stored as unknown: NULL coordinates in the event, left out of the shift', async () => {
    const worker = JAVIER;
    const started = await post(worker, '/api/workshift/start', {
      location: { latitude: 0, longitude: 0, accuracy: 5 },
    });
    expect(started.statusCode).toBe(200);
    expect(started.json().locations).toEqual([]);
    expect(started.json().json_security).toEqual({ locationHistory: {} });
    const startEvent = await cursorOf(worker);
    const [row] = await ctx.superuserQuery<{
      latitude: number | null;
      longitude: number | null;
      accuracy: number | null;
    }>('select latitude, longitude, accuracy from clock_events where id = $1', [startEvent]);
    expect(row).toEqual({ latitude: null, longitude: null, accuracy: null });

    // A known point next, then 0,0 again at the end: only the known one is listed.
    expect((await post(worker, '/api/workshift/break/start', { location: MADRID })).statusCode).toBe(200);
    expect((await post(worker, '/api/workshift/break/end', {})).statusCode).toBe(200);
    const ended = await post(worker, '/api/workshift/end', { location: { latitude: 0, longitude: 0 } });
    expect(ended.json().locations.map((l: { action: string }) => l.action)).toEqual(['pause']);
    const [endRow] = await ctx.superuserQuery<{ latitude: number | null; kind: string }>(
      'select latitude, kind from clock_events where id = $1',
      [await cursorOf(worker)],
    );
    expect(endRow).toEqual({ latitude: null, kind: 'end' });
    // 0 latitude alone is a real place (the equator), kept.
    const equator = await post(worker, '/api/workshift/start', { location: { latitude: 0, longitude: 9.45 } });
    expect(equator.json().locations).toMatchObject([{ action: 'start', latitude: 0, longitude: 9.45 }]);
    expect((await post(worker, '/api/workshift/end', {})).statusCode).toBe(200);
  });
});

describe("the client's own clock", () => {
  it('is kept beside the server time for audit (headers first, else the body), never used as the time', async () => {
    const worker = JAVIER;
    const lastEvent = async () => {
      const [row] = await ctx.superuserQuery<{ client_time: string | null; client_timezone: string | null; at: Date }>(
        'select client_time, client_timezone, occurred_at as at from clock_events where id = $1',
        [await cursorOf(worker)],
      );
      return row;
    };
    const before = Date.now();
    const started = await post(worker, '/api/workshift/start', {
      client_time: { timeString: '07:00:00', dateString: '2020-01-01', timestamp: 1577862000000 },
    });
    expect(started.statusCode).toBe(200);
    expect(new Date(started.json().started_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await lastEvent()).toMatchObject({ client_time: '1577862000000', client_timezone: null });

    const ended = await call(ctx.app, {
      method: 'POST',
      url: '/api/workshift/end',
      cookie: as(worker).cookie,
      headers: { 'x-client-time': '2026-11-20T15:00:00+01:00', 'x-client-timezone': 'Europe/Madrid' },
      payload: { client_time: { timeString: '15:00:00' } },
    });
    expect(ended.statusCode).toBe(200);
    expect(await lastEvent()).toMatchObject({
      client_time: '2026-11-20T15:00:00+01:00',
      client_timezone: 'Europe/Madrid',
    });
  });
});

describe('max_breaks_per_day', () => {
  it('a third break with max 2 (and no interval) is refused with the limit message, and writes nothing', async () => {
    const worker = MARTA;
    const companyId = as(worker).user.company_id;
    await ctx.superuserQuery(
      'update company_config set min_break_interval = 0, max_breaks_per_day = 2 where company_id = $1',
      [companyId],
    );
    try {
      expect((await post(worker, '/api/workshift/start', {})).statusCode).toBe(200);
      for (let i = 0; i < 2; i++) {
        expect((await post(worker, '/api/workshift/break/start', {})).statusCode).toBe(200);
        expect((await post(worker, '/api/workshift/break/end', {})).statusCode).toBe(200);
      }
      const events = await countClockEvents(ctx);
      await expectRefused(await post(worker, '/api/workshift/break/start', {}), 409, MESSAGES.limit2);
      expect(await countClockEvents(ctx)).toBe(events);
      const current: Workshift = (await get(worker, '/api/workshift/current')).json();
      expect(current.status).toBe('in_progress');
      expect(Object.keys(current.breaks)).toHaveLength(4);
    } finally {
      await ctx.superuserQuery(
        'update company_config set min_break_interval = 30, max_breaks_per_day = 2 where company_id = $1',
        [companyId],
      );
    }
    expect((await post(worker, '/api/workshift/end', {})).statusCode).toBe(200);
  });
});

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

describe('forgotten clock-out (SPEC: never closed by the server)', () => {
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

  it('a shift open 13 h (limit 12) is flagged is_forgotten and stays in progress with no end', async () => {
    await clockDirectly(ctx, as(demoUsers.worker2).user, 'start', { occurredAt: hoursAgo(13) });
    const response = await get(demoUsers.worker2, '/api/workshift/current');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'in_progress',
      is_forgotten: true,
      hora_fin: null,
      ended_at: null,
      horas_totales: null,
    });
    expect(response.json().worked_seconds).toBeGreaterThanOrEqual(13 * 3600);
  });

  it('a shift open 11 h is not', async () => {
    await clockDirectly(ctx, as(PABLO).user, 'start', { occurredAt: hoursAgo(11) });
    const response = await get(PABLO, '/api/workshift/current');
    expect(response.json()).toMatchObject({ status: 'in_progress', is_forgotten: false, hora_fin: null });
  });
});

describe('who sees whose shifts', () => {
  const current = (id: number) => `/api/workshift/current/user/${id}`;
  const all = (id: number) => `/api/workshift/employee/${id}/all`;

  beforeAll(async () => {
    // pablo.diaz (no manager) has a shift open, whichever tests ran before.
    const open = (await get(PABLO, '/api/workshift/current')).json();
    if (open?.status !== 'in_progress') expect((await post(PABLO, '/api/workshift/start', {})).statusCode).toBe(200);
  });

  it('the company admin sees any employee of the company, pablo.diaz (no manager) included', async () => {
    const pabloOwn = (await get(PABLO, '/api/workshift/current')).json();
    const seen = await get(demoUsers.company, current(idOf(PABLO)));
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ id: pabloOwn.id, user_id: idOf(PABLO), status: 'in_progress' });

    const history = (await get(PABLO, '/api/workshift/history')).json();
    const list = await get(demoUsers.company, all(idOf(PABLO)));
    expect(list.statusCode).toBe(200);
    expect(list.json().map((s: Workshift) => s.id)).toEqual(history.data.map((s: Workshift) => s.id));

    const worker = await get(demoUsers.company, all(idOf(demoUsers.worker)));
    expect(worker.statusCode).toBe(200);
    expect(worker.json().length).toBeGreaterThanOrEqual(10);
    expect(worker.json()[0]).toHaveProperty('json_security.locationHistory');
    // An employee with no shift today and none open: null, not an error.
    expect((await get(demoUsers.company, current(idOf(demoUsers.company)))).statusCode).toBe(200);
  });

  it("a manager sees their team (trabajador@) but not pablo.diaz nor another company's worker", async () => {
    const worker = await get(demoUsers.manager, all(idOf(demoUsers.worker)));
    expect(worker.statusCode).toBe(200);
    const own = (await get(demoUsers.worker, '/api/workshift/history?page_size=100')).json();
    expect(worker.json().map((s: Workshift) => s.id)).toEqual(own.data.map((s: Workshift) => s.id));
    const seen = await get(demoUsers.manager, current(idOf(demoUsers.worker)));
    expect(seen.statusCode).toBe(200);
    expect(seen.json()?.id).toBe((await get(demoUsers.worker, '/api/workshift/current')).json()?.id);

    for (const email of [PABLO, demoUsers.worker2]) {
      await expectRefused(await get(demoUsers.manager, current(idOf(email))), 404, MESSAGES.notFound);
      await expectRefused(await get(demoUsers.manager, all(idOf(email))), 404, MESSAGES.notFound);
    }
  });

  it("talleres_norte's admin gets 404 for panaderia's workers; panaderia's admin for talleres'", async () => {
    for (const email of [demoUsers.worker, PABLO, demoUsers.manager]) {
      await expectRefused(await get(demoUsers.company2, current(idOf(email))), 404, MESSAGES.notFound);
      await expectRefused(await get(demoUsers.company2, all(idOf(email))), 404, MESSAGES.notFound);
    }
    await expectRefused(await get(demoUsers.company, current(idOf(demoUsers.worker2))), 404, MESSAGES.notFound);
    await expectRefused(await get(demoUsers.company, all(idOf(demoUsers.worker2))), 404, MESSAGES.notFound);
    await expectRefused(await get(demoUsers.company, all(999_999)), 404, MESSAGES.notFound);
    expect((await get(demoUsers.company2, all(idOf(demoUsers.worker2)))).json().length).toBeGreaterThanOrEqual(3);
  });

  it('a worker gets 403 for any employee, themselves included', async () => {
    for (const email of [demoUsers.worker, JAVIER, demoUsers.worker2]) {
      await expectRefused(await get(demoUsers.worker, current(idOf(email))), 403, MESSAGES.forbidden);
      await expectRefused(await get(demoUsers.worker, all(idOf(email))), 403, MESSAGES.forbidden);
    }
    await expectRefused(await get(demoUsers.worker2, all(idOf(demoUsers.worker))), 403, MESSAGES.forbidden);
  });

  it('a bad employee id is a 400', async () => {
    for (const id of ['abc', '0', '-3']) {
      expect((await get(demoUsers.company, `/api/workshift/employee/${id}/all`)).statusCode, id).toBe(400);
    }
  });

  it("workers and the manager never see another tenant's shifts through their own endpoints", async () => {
    const byCompany = await ctx.superuserQuery<{ id: string; company_id: number; user_id: number }>(
      'select id::text, company_id, user_id from workshifts',
    );
    for (const email of [demoUsers.worker, demoUsers.manager, JAVIER, PABLO, demoUsers.worker2]) {
      const me = as(email).user;
      const seen: Workshift[] = [
        ...(await get(email, '/api/workshift/history?page_size=100')).json().data,
        ...(await get(email, '/api/workshift/user/today')).json(),
      ];
      const currentShift = (await get(email, '/api/workshift/current')).json();
      if (currentShift) seen.push(currentShift);
      expect(seen.length, email).toBeGreaterThan(0);
      for (const shift of seen) {
        const row = byCompany.find((r) => Number(r.id) === shift.id);
        expect(row, `${email} ve ${shift.id}`).toMatchObject({ company_id: me.company_id, user_id: me.id });
      }
      // The full count matches what the database holds for them, no more.
      const mine = byCompany.filter((r) => r.user_id === me.id);
      expect((await get(email, '/api/workshift/history?page_size=100')).json().total, email).toBe(mine.length);
    }
  });
});
