import { POS_MESSAGES } from '@jornada/shared/api/pos';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { countClockEvents } from '../../../test/clock-helpers';
import { rebuildWorkshifts } from '../workshift/rebuild-workshifts';
import { verifyRecords } from '../workshift/verify-records';
import {
  ADMIN,
  ADMIN_B,
  asPos,
  createTerminal,
  ctx,
  DEMO_POS,
  idOf,
  KIOSK_PIN,
  LUCIA,
  outcome,
  PABLO,
  posLogin,
  setPlanOf,
  tomorrowAtNine,
  usePosContext,
  WORKER_B,
} from './pos.test-helpers';

const NINE = tomorrowAtNine();
usePosContext({ fakeNow: () => NINE });

const SCHEMA = '?schema_name=panaderia_ejemplo';
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

beforeAll(async () => {
  // Pablo has a shift of his own (another worker's, for Lucía's incident).
  const started = await clock('start', { user_id: idOf(PABLO), pin: KIOSK_PIN });
  expect(started.statusCode, started.body).toBe(200);
  later(60);
  const [lucia] = await ctx.superuserQuery<{ n: number }>(
    'select count(*)::int as n from workshifts where user_id = $1',
    [idOf(LUCIA)],
  );
  expect(lucia?.n).toBeGreaterThan(0);
});

describe('refusals across terminals and companies', () => {
  it("another company's worker, the admin, an unknown id → 404; another schema_name → 403; nothing written", async () => {
    const events = await countClockEvents(ctx);
    for (const userId of [idOf(WORKER_B), idOf(ADMIN), 2_000_000]) {
      expect(outcome(await clock('start', { user_id: userId, pin: KIOSK_PIN })), String(userId)).toEqual({
        status: 404,
        message: POS_MESSAGES.employeeNotFound,
      });
      for (const path of ['current', `today${SCHEMA}`]) {
        expect((await asPos(kiosk, 'GET', `/api/pos/workshift/user/${userId}/${path}`)).statusCode).toBe(404);
      }
    }
    const other = await asPos(kiosk, 'POST', '/api/pos/workshift/start?schema_name=talleres_norte', {
      user_id: idOf(LUCIA),
      pin: KIOSK_PIN,
    });
    expect(outcome(other)).toEqual({ status: 403, message: POS_MESSAGES.otherCompany });
    const today = await asPos(kiosk, 'GET', `/api/pos/workshift/user/${idOf(LUCIA)}/today?schema_name=talleres_norte`);
    expect(today.statusCode).toBe(403);
    expect(await countClockEvents(ctx)).toBe(events);
  });

  it("a terminal's list is its reach: someone not on it is 404 there, and missing from its grid", async () => {
    const onlyLucia = await createTerminal(ADMIN, { name: 'Solo Lucía', employee_ids: [idOf(LUCIA)] });
    const cookie = await posLogin({ idAcceso: onlyLucia.id_acceso, pin: onlyLucia.pin }, '10.82.0.1');
    const grid = (await asPos(cookie, 'GET', '/api/pos/employees')).json() as { id: number }[];
    expect(grid.map((e) => e.id)).toEqual([idOf(LUCIA)]);
    expect((await asPos(cookie, 'GET', `/api/pos/workshift/user/${idOf(PABLO)}/current`)).statusCode).toBe(404);
    expect(outcome(await clock('end', { user_id: idOf(PABLO), pin: KIOSK_PIN }, {}, cookie))).toEqual({
      status: 404,
      message: POS_MESSAGES.employeeNotFound,
    });
  });

  it("company B's terminal reaches only company B", async () => {
    await setPlanOf(ADMIN_B, 'professional');
    const terminalB = await createTerminal(ADMIN_B, { name: 'Taller' });
    const cookie = await posLogin({ idAcceso: terminalB.id_acceso, pin: terminalB.pin }, '10.83.0.1');
    const grid = (await asPos(cookie, 'GET', '/api/pos/employees')).json() as { id: number }[];
    expect(grid.map((e) => e.id)).toEqual([idOf(WORKER_B)]);
    expect((await asPos(cookie, 'GET', `/api/pos/workshift/user/${idOf(LUCIA)}/current`)).statusCode).toBe(404);
    expect((await asPos(cookie, 'GET', '/api/pos/verify?schema_name=panaderia_ejemplo')).json().valid).toBe(false);
  });

  it('bad bodies: 400 with a Spanish message', async () => {
    const cases: [string, Record<string, unknown>, string | RegExp][] = [
      ['start', { pin: KIOSK_PIN }, POS_MESSAGES.employeeRequired],
      ['start', { user_id: 'Lucía', pin: KIOSK_PIN }, POS_MESSAGES.employeeRequired],
      ['start', { user_id: idOf(LUCIA), pin: 1234 }, POS_MESSAGES.employeePinInvalid],
      ['break/start', { user_id: idOf(LUCIA), location: { latitude: 200, longitude: 0 } }, 'Latitud no válida'],
      ['end', { user_id: idOf(LUCIA), observaciones: 'x'.repeat(1001) }, /observaciones/],
    ];
    for (const [path, body, message] of cases) {
      const response = await clock(path, body);
      expect(response.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });
});

describe('POST /api/pos-incidents', () => {
  const incident = (body: Record<string, unknown>) => asPos(kiosk, 'POST', '/api/pos-incidents', body);

  it("a missing or unknown kind → 400 'Debes seleccionar un tipo de incidencia'", async () => {
    for (const kind_id of [undefined, null, 0, 9, 'uno']) {
      expect(outcome(await incident({ user_id: idOf(LUCIA), pin: KIOSK_PIN, kind_id })), String(kind_id)).toEqual({
        status: 400,
        message: POS_MESSAGES.kindRequired,
      });
    }
  });

  it("records an incident event in the worker's chain, tied to the shift named, with the kind and the terminal", async () => {
    const [lucia] = await ctx.superuserQuery<{ id: string }>(
      'select id::text from workshifts where user_id = $1 order by id desc limit 1',
      [idOf(LUCIA)],
    );
    const response = await incident({
      user_id: idOf(LUCIA),
      pin: KIOSK_PIN,
      kind_id: 2,
      description: 'Olvidé fichar la salida ayer',
      workshift_id: Number(lucia?.id),
      schema_name: 'panaderia_ejemplo',
      location: MADRID,
      locationHistory: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: POS_MESSAGES.incidentRecorded, id: expect.any(Number) });
    const event = await lastEventOf(idOf(LUCIA));
    expect(event).toMatchObject({ kind: 'incident', source: 'pos', workshift_id: lucia?.id });
    expect(event?.details).toMatchObject({
      kind_id: 2,
      tipo: 'Olvido de fichar salida',
      descripcion: 'Olvidé fichar la salida ayer',
      pos_terminal_id: mostradorId,
    });
  });

  it("another worker's shift → 404; another company → 403; a wrong PIN → 401; nothing written", async () => {
    const [pablos] = await ctx.superuserQuery<{ id: string }>(
      'select id::text from workshifts where user_id = $1 limit 1',
      [idOf(PABLO)],
    );
    const events = await countClockEvents(ctx);
    expect(
      outcome(await incident({ user_id: idOf(LUCIA), pin: KIOSK_PIN, kind_id: 8, workshift_id: Number(pablos?.id) })),
    ).toEqual({ status: 404, message: POS_MESSAGES.workshiftNotFound });
    expect(
      (await incident({ user_id: idOf(LUCIA), pin: KIOSK_PIN, kind_id: 8, schema_name: 'talleres_norte' })).statusCode,
    ).toBe(403);
    expect((await incident({ user_id: idOf(LUCIA), pin: '0000', kind_id: 8 })).statusCode).toBe(401);
    expect((await incident({ user_id: idOf(WORKER_B), pin: KIOSK_PIN, kind_id: 8 })).statusCode).toBe(404);
    expect(await countClockEvents(ctx)).toBe(events);
  });

  it('without a shift named or open it stands alone (no description needed)', async () => {
    const response = await incident({ user_id: idOf(LUCIA), pin: KIOSK_PIN, kind_id: 5 });
    expect(response.statusCode, response.body).toBe(200);
    expect(await lastEventOf(idOf(LUCIA))).toMatchObject({ kind: 'incident', workshift_id: null });
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
    expect(posEvents[0]?.n).toBeGreaterThan(0);
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
