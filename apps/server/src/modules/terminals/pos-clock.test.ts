import { companyConfigSchema } from '@jornada/shared/api/company-config';
import { POS_MESSAGES, posEmployeesResponse, tooManyAttemptsMessage } from '@jornada/shared/api/pos';
import { incidentTypes, type Workshift, workshiftSchema } from '@jornada/shared/api/workshift';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { countClockEvents } from '../../../test/clock-helpers';
import { rebuildWorkshifts } from '../workshift/rebuild-workshifts';
import { verifyRecords } from '../workshift/verify-records';
import { KIOSK_PIN_SCHEDULES } from './kiosk-lockouts.service';
import {
  ADMIN,
  asPos,
  asUser,
  createTerminal,
  ctx,
  DEMO_POS,
  idOf,
  JAVIER,
  KIOSK_PIN,
  LUCIA,
  MANAGER,
  outcome,
  PABLO,
  posLogin,
  tomorrowAtNine,
  usePosContext,
} from './pos.test-helpers';

const NINE = tomorrowAtNine();
usePosContext({ fakeNow: () => NINE });

const SCHEMA = '?schema_name=panaderia_ejemplo';
const FREE_PINS = KIOSK_PIN_SCHEDULES.terminal.freeFailures;
const MADRID = { latitude: 40.4168, longitude: -3.7038, accuracy: 8 };
let kiosk: string;
let mostradorId: number;

beforeAll(async () => {
  kiosk = await posLogin(DEMO_POS, '10.80.0.1');
  const [row] = await ctx.superuserQuery<{ id: number }>("select id from pos_terminals where id_acceso = 'POS-0001'");
  mostradorId = row?.id as number;
});

const clock = (path: string, body: Record<string, unknown>, headers: Record<string, string> = {}, cookie = kiosk) =>
  asPos(cookie, 'POST', `/api/pos/workshift/${path}${SCHEMA}`, body, headers);
const later = (minutes: number) => vi.setSystemTime(new Date(Date.now() + minutes * 60_000));

async function lastEventOf(userId: number) {
  const [row] = await ctx.superuserQuery<{
    kind: string;
    source: string;
    actor_user_id: number;
    session_id: number | null;
    occurred_at: Date;
    client_time: string | null;
    client_timezone: string | null;
    details: Record<string, unknown>;
    workshift_id: string | null;
  }>(
    `select kind, source, actor_user_id, session_id, occurred_at, client_time, client_timezone, details,
            workshift_id::text from clock_events where user_id = $1 order by id desc limit 1`,
    [userId],
  );
  return row;
}

describe('what the kiosk reads', () => {
  it("GET /api/pos/employees: the company's active workers and managers by name, never the admin nor another company", async () => {
    const response = await asPos(kiosk, 'GET', '/api/pos/employees');
    expect(response.statusCode, response.body).toBe(200);
    const employees = posEmployeesResponse.parse(response.json());
    expect(employees.map((e) => e.name)).toEqual([
      'Carlos Ruiz',
      'Javier Moreno',
      'Lucía Fernández',
      'Marta Sánchez',
      'Pablo Díaz',
    ]);
    expect(employees.every((e) => e.status === null && e.hora_inicio === null && e.has_kiosk_pin)).toBe(true);
  });

  it("GET /api/pos/company/config: the company's config, the same body as the web's GET /api/company/config", async () => {
    const pos = await asPos(kiosk, 'GET', '/api/pos/company/config');
    expect(pos.statusCode).toBe(200);
    expect(companyConfigSchema.strict().parse(pos.json())).toEqual(
      (await asUser(LUCIA, 'GET', '/api/company/config')).json(),
    );
  });

  it("GET /api/pos/incident-kinds: kind_id 1–8 are SPEC §5's types in order", async () => {
    const kinds = (await asPos(kiosk, 'GET', '/api/pos/incident-kinds')).json();
    expect(kinds).toEqual(incidentTypes.map((name, i) => ({ id: i + 1, name })));
  });
});

describe("a day at the kiosk: Lucía's start, break, end (personal PIN required)", () => {
  let shift: Workshift;

  it('start: the web shape, on site, the server time; the event says pos, the terminal, its session and the client clock', async () => {
    const events = await countClockEvents(ctx, idOf(LUCIA));
    const response = await clock(
      'start',
      { user_id: idOf(LUCIA), pin: KIOSK_PIN, location: MADRID, locationHistory: { start: {} } },
      { 'x-client-time': '2001-01-01T00:00:00Z', 'x-client-timezone': 'Europe/Madrid' },
    );
    expect(response.statusCode, response.body).toBe(200);
    shift = workshiftSchema.strict().parse(response.json());
    expect(shift).toMatchObject({
      user_id: idOf(LUCIA),
      status: 'in_progress',
      hora_inicio: '09:00:00',
      work_mode: 'presencial',
    });
    expect(shift.started_at).toBe(NINE.toISOString());
    expect(await countClockEvents(ctx, idOf(LUCIA))).toBe(events + 1);
    const event = await lastEventOf(idOf(LUCIA));
    expect(event).toMatchObject({
      kind: 'start',
      source: 'pos',
      actor_user_id: idOf(LUCIA),
      session_id: null,
      client_time: '2001-01-01T00:00:00Z',
      client_timezone: 'Europe/Madrid',
    });
    expect(new Date(event?.occurred_at as Date).toISOString()).toBe(NINE.toISOString());
    expect(event?.details).toMatchObject({
      pos_terminal_id: mostradorId,
      pos_session_id: expect.any(Number),
      work_mode: 'presencial',
    });
  });

  it('the same rules as the web: a second start is 409 and writes nothing', async () => {
    const events = await countClockEvents(ctx);
    expect(outcome(await clock('start', { user_id: idOf(LUCIA), pin: KIOSK_PIN }))).toEqual({
      status: 409,
      message: 'Ya tienes una jornada en curso. Finalízala antes de iniciar otra.',
    });
    expect(await countClockEvents(ctx)).toBe(events);
  });

  it("current and today: the same bodies as the web's own calls; the grid shows her in progress since 09:00", async () => {
    later(5);
    const current = await asPos(kiosk, 'GET', `/api/pos/workshift/user/${idOf(LUCIA)}/current`);
    expect(current.statusCode).toBe(200);
    expect(workshiftSchema.parse(current.json())).toEqual(
      (await asUser(LUCIA, 'GET', '/api/workshift/current')).json(),
    );
    const today = await asPos(kiosk, 'GET', `/api/pos/workshift/user/${idOf(LUCIA)}/today${SCHEMA}`);
    expect(today.json()).toEqual((await asUser(LUCIA, 'GET', '/api/workshift/user/today')).json());
    expect(today.json()).toHaveLength(1);
    const grid = (await asPos(kiosk, 'GET', '/api/pos/employees')).json() as {
      id: number;
      status: string;
      hora_inicio: string;
    }[];
    expect(grid.find((e) => e.id === idOf(LUCIA))).toMatchObject({ status: 'in_progress', hora_inicio: '09:00:00' });
    expect((await asPos(kiosk, 'GET', `/api/pos/workshift/user/${idOf(PABLO)}/current`)).json()).toBeNull();
  });

  it('break/start, break/end, break/start and resume, then end with observaciones and the client time of SPEC §7', async () => {
    later(60);
    expect((await clock('break/start', { user_id: idOf(LUCIA), pin: KIOSK_PIN })).json().status).toBe('on_break');
    later(15);
    expect((await clock('break/end', { user_id: idOf(LUCIA), pin: KIOSK_PIN })).json().status).toBe('in_progress');
    later(120);
    expect((await clock('break/start', { user_id: idOf(LUCIA), pin: KIOSK_PIN })).json().status).toBe('on_break');
    later(10);
    expect((await clock('resume', { user_id: idOf(LUCIA), pin: KIOSK_PIN })).json().status).toBe('in_progress');
    later(200);
    const clientTime = { timeString: '14:30:00', dateString: '01/01/2001', timestamp: 978_355_800_000 };
    const ended = await clock(
      'end',
      {
        user_id: idOf(LUCIA),
        pin: KIOSK_PIN,
        location: MADRID,
        client_time: clientTime,
        observaciones: 'Cierre de caja',
      },
      { 'x-client-timezone': 'Europe/Madrid', 'x-client-time': '14:30:00' },
    );
    expect(ended.statusCode, ended.body).toBe(200);
    const body = workshiftSchema.strict().parse(ended.json());
    expect(body).toMatchObject({
      id: shift.id,
      status: 'completed',
      observaciones: 'Cierre de caja',
      horas_pausa: '00:25:00',
    });
    const event = await lastEventOf(idOf(LUCIA));
    expect(event).toMatchObject({
      kind: 'end',
      source: 'pos',
      client_time: '14:30:00',
      client_timezone: 'Europe/Madrid',
    });
    expect(event?.details).toMatchObject({
      observaciones: 'Cierre de caja',
      client_time: clientTime,
      pos_terminal_id: mostradorId,
    });
  });

  it("end's observaciones default to 'Jornada Regular' (SPEC §5)", async () => {
    later(1);
    await clock('start', { user_id: idOf(MANAGER), pin: KIOSK_PIN });
    later(30);
    const ended = await clock('end', { user_id: idOf(MANAGER), pin: KIOSK_PIN });
    expect(ended.json().observaciones).toBe('Jornada Regular');
  });

  it("Javier's remote-work contract does not apply at the kiosk door: his start is presencial", async () => {
    const started = await clock('start', { user_id: idOf(JAVIER), pin: KIOSK_PIN });
    expect(started.json().work_mode).toBe('presencial');
  });
});

describe('the personal PIN', () => {
  it('missing → 401 «Introduce tu PIN personal»; wrong → 401; nothing written', async () => {
    const events = await countClockEvents(ctx);
    expect(outcome(await clock('start', { user_id: idOf(PABLO) }))).toEqual({
      status: 401,
      message: POS_MESSAGES.employeePinRequired,
    });
    expect(outcome(await clock('start', { user_id: idOf(PABLO), pin: '' }))).toEqual({
      status: 401,
      message: POS_MESSAGES.employeePinRequired,
    });
    expect(outcome(await clock('start', { user_id: idOf(PABLO), pin: '9999' }))).toEqual({
      status: 401,
      message: POS_MESSAGES.employeePinWrong,
    });
    expect(await countClockEvents(ctx)).toBe(events);
  });

  it(`${FREE_PINS} wrong PINs are free; the next is 429 for 30 s only (Retry-After), then the right PIN works`, async () => {
    const who = idOf('marta.sanchez@jornada.test');
    for (let i = 1; i <= FREE_PINS; i++) {
      expect((await clock('start', { user_id: who, pin: '0000' })).statusCode, `intento ${i}`).toBe(401);
    }
    const fifth = await clock('start', { user_id: who, pin: 'abcd' });
    expect(outcome(fifth)).toEqual({ status: 429, message: tooManyAttemptsMessage(30) });
    expect(fifth.json().message).toBe('Demasiados intentos. Espera 30 segundos antes de volver a intentarlo.');
    expect(fifth.headers['retry-after']).toBe('30');
    expect((await clock('start', { user_id: who, pin: KIOSK_PIN })).statusCode).toBe(429);
    // Another employee at the same kiosk is not affected.
    expect((await clock('start', { user_id: idOf(PABLO), pin: KIOSK_PIN })).statusCode).toBe(200);
    later(0.5);
    expect((await clock('start', { user_id: who, pin: KIOSK_PIN })).statusCode).toBe(200);
  });

  it('right PINs do not count towards the limit', async () => {
    for (let i = 0; i < FREE_PINS + 2; i++) {
      const action = i % 2 === 0 ? 'end' : 'start';
      later(1);
      expect((await clock(action, { user_id: idOf(PABLO), pin: KIOSK_PIN })).statusCode, `${action} ${i}`).toBe(200);
    }
  });

  it('a worker whose PIN the admin cleared is told to create one', async () => {
    expect((await asUser(ADMIN, 'DELETE', `/api/employees/${idOf(PABLO)}/kiosk-pin`)).statusCode).toBe(200);
    expect(outcome(await clock('end', { user_id: idOf(PABLO), pin: KIOSK_PIN }))).toEqual({
      status: 401,
      message: POS_MESSAGES.employeePinNotSet,
    });
    expect(
      ((await asPos(kiosk, 'GET', '/api/pos/employees')).json() as { id: number; has_kiosk_pin: boolean }[]).find(
        (e) => e.id === idOf(PABLO),
      )?.has_kiosk_pin,
    ).toBe(false);
  });

  it("a terminal that does not require it takes SPEC's bodies as written (anyone at it may clock for anyone listed)", async () => {
    const open = await createTerminal(ADMIN, { name: 'Sin PIN', require_employee_pin: false });
    const cookie = await posLogin({ idAcceso: open.id_acceso, pin: open.pin }, '10.81.0.1');
    later(1);
    const response = await clock('end', { user_id: idOf(PABLO), location: MADRID }, {}, cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect((await lastEventOf(idOf(PABLO)))?.details).toMatchObject({ pos_terminal_id: open.id });
  });
});

describe('the record after all of it', () => {
  it('verify-records finds every chain whole, and rebuilding the projection from the events changes nothing', async () => {
    const [company] = await ctx.superuserQuery<{ id: number }>(
      "select id from companies where schema_name = 'panaderia_ejemplo'",
    );
    const report = await verifyRecords(ctx.database.db, company?.id as number);
    expect(report.broken).toBeNull();
    const posEvents = await ctx.superuserQuery<{ n: number }>(
      "select count(*)::int as n from clock_events where source = 'pos'",
    );
    expect(posEvents[0]?.n).toBeGreaterThan(10);
    const read = () =>
      ctx.superuserQuery(
        `select id::text, status, breaks, locations, observaciones, last_event_id::text from workshifts
          where company_id = $1 order by id`,
        [company?.id],
      );
    const before = await read();
    await rebuildWorkshifts(ctx.database.db, company?.id as number);
    expect(await read()).toEqual(before);
  });
});
