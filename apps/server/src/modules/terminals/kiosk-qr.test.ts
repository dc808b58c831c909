import { KIOSK_QR_MESSAGES, posQrResponse } from '@jornada/shared/api/kiosk-qr';
import { workshiftSchema } from '@jornada/shared/api/workshift';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { countClockEvents } from '../../../test/clock-helpers';
import { call, loginAs } from '../../../test/test-app';
import { verifyRecords } from '../workshift/verify-records';
import {
  ADMIN,
  ADMIN_B,
  asPos,
  asUser,
  createTerminal,
  ctx,
  DEMO_POS,
  idOf,
  LUCIA,
  MANAGER,
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

let kiosk: string;
let mostradorId: number;

beforeAll(async () => {
  kiosk = await posLogin(DEMO_POS, '10.90.0.1');
  const [row] = await ctx.superuserQuery<{ id: number }>("select id from pos_terminals where id_acceso = 'POS-0001'");
  mostradorId = row?.id as number;
});

const later = (seconds: number) => vi.setSystemTime(new Date(Date.now() + seconds * 1000));

async function qrToken(cookie = kiosk): Promise<string> {
  const response = await asPos(cookie, 'GET', '/api/pos/qr');
  expect(response.statusCode, response.body).toBe(200);
  return posQrResponse.strict().parse(response.json()).token;
}

const clockAs = (email: string, path: string, body: Record<string, unknown>) =>
  asUser(email, 'POST', `/api/workshift/${path}`, body);

async function lastEventOf(userId: number) {
  const [row] = await ctx.superuserQuery<{
    kind: string;
    source: string;
    actor_user_id: number;
    session_id: number | null;
    details: Record<string, unknown>;
  }>(
    'select kind, source, actor_user_id, session_id, details from clock_events where user_id = $1 order by id desc limit 1',
    [userId],
  );
  return row;
}

describe('GET /api/pos/qr', () => {
  it("answers the terminal's token for this 30-second window, valid 60 s, only to a POS session", async () => {
    const response = await asPos(kiosk, 'GET', '/api/pos/qr');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = posQrResponse.strict().parse(response.json());
    expect(body.token.startsWith(`${mostradorId}.`)).toBe(true);
    expect(body.refresh_at).toBe(new Date(NINE.getTime() + 30_000).toISOString());
    expect(body.expires_at).toBe(new Date(NINE.getTime() + 60_000).toISOString());
    expect(await qrToken()).toBe(body.token);
    expect((await asPos(undefined, 'GET', '/api/pos/qr')).statusCode).toBe(401);
    expect((await asUser(LUCIA, 'GET', '/api/pos/qr')).statusCode).toBe(401);
    expect((await asUser(ADMIN, 'GET', '/api/pos/qr')).statusCode).toBe(401);
  });
});

describe("Lucía's day by the kiosk's QR, on her own phone", () => {
  it('start: her own web call with kiosk_token; the event says kiosk-qr, the terminal, her session, on site', async () => {
    const events = await countClockEvents(ctx, idOf(LUCIA));
    const response = await clockAs(LUCIA, 'start', { kiosk_token: await qrToken(), work_mode: 'teletrabajo' });
    expect(response.statusCode, response.body).toBe(200);
    expect(workshiftSchema.strict().parse(response.json())).toMatchObject({
      user_id: idOf(LUCIA),
      status: 'in_progress',
      work_mode: 'presencial',
    });
    expect(await countClockEvents(ctx, idOf(LUCIA))).toBe(events + 1);
    const event = await lastEventOf(idOf(LUCIA));
    expect(event).toMatchObject({
      kind: 'start',
      source: 'kiosk-qr',
      actor_user_id: idOf(LUCIA),
      session_id: expect.any(Number),
    });
    // The start records the worker's own centre (a QR names the terminal, not where she works).
    const [employee] = await ctx.superuserQuery<{ centre_id: number }>(
      'select centre_id from employees where user_id = $1',
      [idOf(LUCIA)],
    );
    expect(event?.details).toEqual({
      pos_terminal_id: mostradorId,
      work_mode: 'presencial',
      centre_id: employee?.centre_id,
    });
  });

  it('break/start, break/end and end take it too; a token is good for 60 s, not a second more', async () => {
    later(3600);
    const token = await qrToken();
    later(59);
    expect((await clockAs(LUCIA, 'break/start', { kiosk_token: token })).json().status).toBe('on_break');
    later(1);
    const events = await countClockEvents(ctx);
    expect(outcome(await clockAs(LUCIA, 'break/end', { kiosk_token: token }))).toEqual({
      status: 400,
      message: KIOSK_QR_MESSAGES.expired,
    });
    expect(await countClockEvents(ctx)).toBe(events);
    expect((await clockAs(LUCIA, 'break/end', { kiosk_token: await qrToken() })).json().status).toBe('in_progress');
    later(3600);
    const ended = await clockAs(LUCIA, 'end', { kiosk_token: await qrToken(), observaciones: 'Salida por la puerta' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'completed', observaciones: 'Salida por la puerta' });
    expect(await lastEventOf(idOf(LUCIA))).toMatchObject({
      kind: 'end',
      source: 'kiosk-qr',
      details: { pos_terminal_id: mostradorId, observaciones: 'Salida por la puerta' },
    });
  });

  it("SPEC's bodies without kiosk_token are unchanged: source web, no terminal", async () => {
    const response = await clockAs(MANAGER, 'start', {});
    expect(response.statusCode, response.body).toBe(200);
    const event = await lastEventOf(idOf(MANAGER));
    expect(event?.source).toBe('web');
    expect(event?.details).not.toHaveProperty('pos_terminal_id');
    expect((await clockAs(MANAGER, 'end', {})).statusCode).toBe(200);
  });
});

describe('tokens that do not clock (400/403 in Spanish, nothing written)', () => {
  async function expectRefused(email: string, kioskToken: string, expected: { status: number; message: string }) {
    const events = await countClockEvents(ctx);
    expect(outcome(await clockAs(email, 'start', { kiosk_token: kioskToken }))).toEqual(expected);
    expect(await countClockEvents(ctx)).toBe(events);
  }

  it('malformed, forged or empty → 400', async () => {
    const token = await qrToken();
    const [, companyId, window, signature] = token.split('.');
    const invalid = { status: 400, message: KIOSK_QR_MESSAGES.invalid };
    for (const bad of [
      'abc',
      `${token.slice(0, -2)}AA`,
      `${mostradorId + 1}.${companyId}.${window}.${signature}`,
      ' ',
    ]) {
      await expectRefused(LUCIA, bad, invalid);
    }
  });

  it("another company's terminal → 403, and its own worker may use it", async () => {
    await setPlanOf(ADMIN_B, 'professional');
    const other = await createTerminal(ADMIN_B, { name: 'Taller' });
    const otherKiosk = await posLogin({ idAcceso: other.id_acceso, pin: other.pin }, '10.90.0.2');
    const token = await qrToken(otherKiosk);
    await expectRefused(LUCIA, token, { status: 403, message: KIOSK_QR_MESSAGES.otherCompany });
    const workerB = await loginAs(ctx.app, WORKER_B);
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/workshift/start',
      cookie: workerB,
      payload: { kiosk_token: token },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await lastEventOf(idOf(WORKER_B))).toMatchObject({
      source: 'kiosk-qr',
      details: { pos_terminal_id: other.id },
    });
  });

  it('a worker the terminal does not list → 403', async () => {
    const onlyPablo = await createTerminal(ADMIN, { name: 'Obrador', employee_ids: [idOf(PABLO)] });
    const cookie = await posLogin({ idAcceso: onlyPablo.id_acceso, pin: onlyPablo.pin }, '10.90.0.3');
    await expectRefused(LUCIA, await qrToken(cookie), { status: 403, message: KIOSK_QR_MESSAGES.notAllowed });
  });

  it('a terminal revoked after showing the QR → 403, and its session gets no new QR', async () => {
    const almacen = await createTerminal(ADMIN, { name: 'Almacén' });
    const cookie = await posLogin({ idAcceso: almacen.id_acceso, pin: almacen.pin }, '10.90.0.4');
    const token = await qrToken(cookie);
    expect((await asUser(ADMIN, 'DELETE', `/api/pos-terminals/${almacen.id}`)).statusCode).toBe(200);
    await expectRefused(LUCIA, token, { status: 403, message: KIOSK_QR_MESSAGES.terminalRevoked });
    expect((await asPos(cookie, 'GET', '/api/pos/qr')).statusCode).toBe(401);
  });
});

describe('the record after it', () => {
  it('verify-records finds every chain whole, with the kiosk-qr events in it', async () => {
    for (const schema of ['panaderia_ejemplo']) {
      const [company] = await ctx.superuserQuery<{ id: number }>('select id from companies where schema_name = $1', [
        schema,
      ]);
      expect((await verifyRecords(ctx.database.db, company?.id as number)).broken).toBeNull();
    }
    const [row] = await ctx.superuserQuery<{ n: number }>(
      "select count(*)::int as n from clock_events where source = 'kiosk-qr'",
    );
    expect(row?.n).toBe(5);
  });
});

describe('OpenAPI', () => {
  it('documents GET /api/pos/qr and kiosk_token on each web clock call', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode, response.body).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, { requestBody?: unknown }>>;
    expect(Object.keys(paths['/api/pos/qr'] ?? {})).toEqual(['get']);
    for (const path of ['start', 'break/start', 'break/end', 'resume', 'end']) {
      const body = JSON.stringify(paths[`/api/workshift/${path}`]?.post?.requestBody ?? {});
      expect(body, path).toContain('"kiosk_token"');
    }
  });
});
