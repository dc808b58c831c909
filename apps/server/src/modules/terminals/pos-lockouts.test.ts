import { POS_MESSAGES, tooManyAttemptsMessage } from '@jornada/shared/api/pos';
import {
  clearPosTerminalLockoutsResponse,
  listPosTerminalLockoutsResponse,
  POS_TERMINAL_MESSAGES,
  type PosTerminalLockout,
} from '@jornada/shared/api/pos-terminals';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../../test/test-app';
import { KIOSK_PIN_SCHEDULES } from './kiosk-lockouts.service';
import {
  ADMIN,
  ADMIN_B,
  asPos,
  asUser,
  auditRows,
  createTerminal,
  ctx,
  DEMO_POS,
  FORBIDDEN,
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
  WORKER_B,
} from './pos.test-helpers';
import { POS_LOGIN_SCHEDULES } from './pos-login-lockouts.service';

usePosContext({ fakeNow: () => tomorrowAtNine() });

const MARTA = 'marta.sanchez@jornada.test';
const WRONG = '0000';
const FREE_PINS = KIOSK_PIN_SCHEDULES.terminal.freeFailures;
const FREE_ACTIVATIONS = POS_LOGIN_SCHEDULES.pair.freeFailures;
const later = (seconds: number) => vi.setSystemTime(new Date(Date.now() + seconds * 1000));

let kiosk: string;
let mostradorId: number;

beforeAll(async () => {
  kiosk = await posLogin(DEMO_POS, '10.90.0.1');
  const [row] = await ctx.superuserQuery<{ id: number }>("select id from pos_terminals where id_acceso = 'POS-0001'");
  mostradorId = row?.id as number;
});

/** A personal PIN typed at a kiosk, with an incident: it takes the PIN whatever the worker's shift. */
const typePin = (email: string, pin: string, cookie = kiosk) =>
  asPos(cookie, 'POST', '/api/pos-incidents', { user_id: idOf(email), pin, kind_id: 5 });

const activate = (idAcceso: string, pin: string, ip: string) =>
  call(ctx.app, { method: 'POST', url: '/api/pos/login', payload: { id_acceso: idAcceso, pin }, remoteAddress: ip });

/** The 429 the kiosk shows: the Spanish wait, and Retry-After in seconds. */
const refusal = (response: Awaited<ReturnType<typeof typePin>>) => ({
  ...outcome(response),
  retryAfter: Number(response.headers['retry-after']),
});
const locked = (seconds: number) => ({ status: 429, message: tooManyAttemptsMessage(seconds), retryAfter: seconds });

async function typeFreeWrongPins(email: string, cookie = kiosk) {
  for (let i = 1; i <= FREE_PINS; i++) {
    expect(outcome(await typePin(email, WRONG, cookie)), `${email} intento ${i}`).toEqual({
      status: 401,
      message: POS_MESSAGES.employeePinWrong,
    });
  }
}

const wrongTerminalPin = (pin: string) => (pin === '000000' ? '111111' : '000000');

describe('personal PINs at the kiosk', () => {
  it("a colleague's wrong PINs cost the worker 30 seconds, not 15 minutes: then the right PIN works", async () => {
    await typeFreeWrongPins(LUCIA);
    const fifth = await typePin(LUCIA, WRONG);
    expect(refusal(fifth)).toEqual(locked(30));
    expect(fifth.json().message).toBe('Demasiados intentos. Espera 30 segundos antes de volver a intentarlo.');
    // During the wait even the right PIN is refused (or the wait would not stop guessing), with what is left.
    expect(refusal(await typePin(LUCIA, KIOSK_PIN))).toEqual(locked(30));
    later(29);
    expect(refusal(await typePin(LUCIA, KIOSK_PIN))).toEqual(locked(1));
    later(1);
    expect((await typePin(LUCIA, KIOSK_PIN)).statusCode).toBe(200);
  });

  it('each further wrong PIN doubles the wait (30 s, 1, 2, 4 min); attempts during it do not count; a right PIN starts afresh', async () => {
    await typeFreeWrongPins(JAVIER);
    expect(refusal(await typePin(JAVIER, WRONG))).toEqual(locked(30));
    expect(refusal(await typePin(JAVIER, WRONG))).toEqual(locked(30));
    for (const [waited, next] of [
      [30, 60],
      [60, 120],
      [120, 240],
    ] as const) {
      later(waited);
      const response = await typePin(JAVIER, WRONG);
      expect(refusal(response)).toEqual(locked(next));
    }
    expect(tooManyAttemptsMessage(120)).toBe('Demasiados intentos. Espera 2 minutos antes de volver a intentarlo.');
    later(240);
    expect((await typePin(JAVIER, KIOSK_PIN)).statusCode).toBe(200);
    expect((await typePin(JAVIER, WRONG)).statusCode).toBe(401);
  });

  it("the wait is this terminal's: at another terminal the worker's right PIN works at once", async () => {
    await typeFreeWrongPins(MARTA);
    expect(refusal(await typePin(MARTA, WRONG))).toEqual(locked(30));
    const other = await createTerminal(ADMIN, { name: 'Obrador' });
    const otherKiosk = await posLogin({ idAcceso: other.id_acceso, pin: other.pin }, '10.90.0.2');
    expect((await typePin(MARTA, KIOSK_PIN, otherKiosk)).statusCode).toBe(200);
    expect((await typePin(MARTA, KIOSK_PIN)).statusCode).toBe(429);
  });

  it(`past ${KIOSK_PIN_SCHEDULES.employee.freeFailures} wrong PINs over all terminals the worker waits at every one, and a right PIN does not reset that`, async () => {
    const perTerminal = FREE_PINS;
    const terminals = KIOSK_PIN_SCHEDULES.employee.freeFailures / perTerminal + 1;
    const kiosks: string[] = [];
    for (let i = 0; i < terminals; i++) {
      const terminal = await createTerminal(ADMIN, { name: `Caja ${i + 1}` });
      kiosks.push(await posLogin({ idAcceso: terminal.id_acceso, pin: terminal.pin }, '10.90.1.1'));
    }
    for (const cookie of kiosks.slice(0, -1)) await typeFreeWrongPins(PABLO, cookie);
    expect(refusal(await typePin(PABLO, WRONG, kiosks.at(-1)))).toEqual(locked(30));
    expect(refusal(await typePin(PABLO, KIOSK_PIN))).toEqual(locked(30));
    later(30);
    expect((await typePin(PABLO, KIOSK_PIN)).statusCode).toBe(200);
    expect(refusal(await typePin(PABLO, WRONG, kiosks[0]))).toEqual(locked(60));
  });
});

describe('terminal activation (POST /api/pos/login)', () => {
  it('wrong PINs from one address make that address wait (30 s, then 1 min); any other address activates at once', async () => {
    const terminal = await createTerminal(ADMIN, { name: 'Almacén' });
    const wrong = wrongTerminalPin(terminal.pin);
    for (let i = 1; i <= FREE_ACTIVATIONS; i++) {
      expect(outcome(await activate(terminal.id_acceso, wrong, '10.91.0.1')), `intento ${i}`).toEqual({
        status: 401,
        message: POS_MESSAGES.wrongCredentials,
      });
    }
    expect(refusal(await activate(terminal.id_acceso, wrong, '10.91.0.1'))).toEqual(locked(30));
    expect(refusal(await activate(terminal.id_acceso, terminal.pin, '10.91.0.1'))).toEqual(locked(30));
    expect((await activate(terminal.id_acceso, terminal.pin, '10.91.0.2')).statusCode).toBe(200);
    later(30);
    expect(refusal(await activate(terminal.id_acceso, wrong, '10.91.0.1'))).toEqual(locked(60));
    later(60);
    expect((await activate(terminal.id_acceso, terminal.pin, '10.91.0.1')).statusCode).toBe(200);
    expect((await activate(terminal.id_acceso, wrong, '10.91.0.1')).statusCode).toBe(401);
  });

  it(`one address guessing at many identifiers waits after ${POS_LOGIN_SCHEDULES.address.freeFailures}; other addresses do not`, async () => {
    for (let i = 0; i < POS_LOGIN_SCHEDULES.address.freeFailures; i++) {
      const response = await activate(`POS-X${String(i).padStart(3, '0')}`, '000000', '10.91.1.1');
      expect(response.statusCode, `intento ${i + 1}`).toBe(401);
    }
    expect(refusal(await activate('POS-Y000', '000000', '10.91.1.1'))).toEqual(locked(30));
    expect(refusal(await activate(DEMO_POS.idAcceso, DEMO_POS.pin, '10.91.1.1'))).toEqual(locked(30));
    expect((await activate(DEMO_POS.idAcceso, DEMO_POS.pin, '10.91.1.2')).statusCode).toBe(200);
  });

  it(`past ${POS_LOGIN_SCHEDULES.identifier.freeFailures} wrong PINs from many addresses the terminal's activation waits from every address, until the admin lifts it`, async () => {
    const terminal = await createTerminal(ADMIN, { name: 'Muelle' });
    const wrong = wrongTerminalPin(terminal.pin);
    const addresses = POS_LOGIN_SCHEDULES.identifier.freeFailures / FREE_ACTIVATIONS;
    for (let a = 0; a < addresses; a++) {
      for (let i = 0; i < FREE_ACTIVATIONS; i++) {
        expect((await activate(terminal.id_acceso, wrong, `10.92.${a}.1`)).statusCode).toBe(401);
      }
    }
    expect(refusal(await activate(terminal.id_acceso, wrong, '10.93.0.1'))).toEqual(locked(30));
    expect(refusal(await activate(terminal.id_acceso, terminal.pin, '10.93.0.2'))).toEqual(locked(30));
    const listed = listPosTerminalLockoutsResponse.parse(
      (await asUser(ADMIN, 'GET', '/api/pos-terminals/lockouts')).json(),
    );
    expect(listed).toContainEqual({
      kind: 'activation',
      terminal_id: terminal.id,
      employee: null,
      address: null,
      failures: POS_LOGIN_SCHEDULES.identifier.freeFailures + 1,
      locked_until: expect.any(String),
      retry_after_seconds: 30,
    });
    const cleared = await asUser(ADMIN, 'DELETE', `/api/pos-terminals/${terminal.id}/lockouts`);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await activate(terminal.id_acceso, terminal.pin, '10.93.0.2')).statusCode).toBe(200);
  });
});

describe('the company admin lifts them (/api/pos-terminals/…/lockouts)', () => {
  const lockoutsAs = async (email: string): Promise<PosTerminalLockout[]> => {
    const response = await asUser(email, 'GET', '/api/pos-terminals/lockouts');
    expect(response.statusCode, response.body).toBe(200);
    return listPosTerminalLockoutsResponse.parse(response.json());
  };
  const unlock = (email: string, terminalId: number, query = '') =>
    asUser(email, 'DELETE', `/api/pos-terminals/${terminalId}/lockouts${query}`);
  const ofMostrador = (lockouts: PosTerminalLockout[]) => lockouts.filter((l) => l.terminal_id === mostradorId);

  beforeAll(async () => {
    // Lucía and Javier locked at the demo kiosk, and its activation from one address.
    for (const email of [LUCIA, JAVIER]) {
      let answer = 401;
      for (let i = 0; answer === 401 && i <= FREE_PINS; i++) answer = (await typePin(email, WRONG)).statusCode;
      expect(answer, email).toBe(429);
    }
    for (let i = 0; i <= FREE_ACTIVATIONS; i++) await activate(DEMO_POS.idAcceso, '000000', '10.94.0.1');
    expect((await activate(DEMO_POS.idAcceso, DEMO_POS.pin, '10.94.0.1')).statusCode).toBe(429);
  });

  it('GET lists who waits at which terminal and for how long; only to its own company admin', async () => {
    const mine = ofMostrador(await lockoutsAs(ADMIN));
    expect(mine).toContainEqual({
      kind: 'employee',
      terminal_id: mostradorId,
      employee: { id: idOf(LUCIA), name: 'Lucía Fernández' },
      address: null,
      failures: FREE_PINS + 1,
      locked_until: new Date(Date.now() + 30_000).toISOString(),
      retry_after_seconds: 30,
    });
    expect(mine).toContainEqual(
      expect.objectContaining({ kind: 'activation', terminal_id: mostradorId, employee: null, address: '10.94.0.1' }),
    );
    expect(ofMostrador(await lockoutsAs(ADMIN_B))).toEqual([]);
    for (const email of [LUCIA, MANAGER]) {
      expect(outcome(await asUser(email, 'GET', '/api/pos-terminals/lockouts'))).toEqual({
        status: 403,
        message: FORBIDDEN,
      });
    }
  });

  it("another company's admin gets 404, a worker or manager 403, and nothing is lifted", async () => {
    expect(outcome(await unlock(ADMIN_B, mostradorId))).toEqual({
      status: 404,
      message: POS_TERMINAL_MESSAGES.notFound,
    });
    for (const email of [LUCIA, MANAGER]) {
      expect(outcome(await unlock(email, mostradorId, `?employee_id=${idOf(LUCIA)}`))).toEqual({
        status: 403,
        message: FORBIDDEN,
      });
    }
    expect(outcome(await unlock(ADMIN, 2_000_000))).toEqual({ status: 404, message: POS_TERMINAL_MESSAGES.notFound });
    expect(outcome(await unlock(ADMIN, mostradorId, `?employee_id=${idOf(WORKER_B)}`))).toEqual({
      status: 404,
      message: POS_TERMINAL_MESSAGES.lockoutEmployeeNotFound,
    });
    expect(outcome(await unlock(ADMIN, mostradorId, '?employee_id=Lucía'))).toEqual({
      status: 400,
      message: POS_TERMINAL_MESSAGES.lockoutEmployeeInvalid,
    });
    expect((await typePin(LUCIA, KIOSK_PIN)).statusCode).toBe(429);
    expect(await auditRows('pos_terminal.lockouts_cleared')).toHaveLength(1);
  });

  it("?employee_id= lifts only that worker's wait, at once; audited", async () => {
    const response = await unlock(ADMIN, mostradorId, `?employee_id=${idOf(LUCIA)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(clearPosTerminalLockoutsResponse.strict().parse(response.json())).toEqual({
      success: true,
      message: POS_TERMINAL_MESSAGES.lockoutsCleared,
      cleared: 2,
    });
    expect((await typePin(LUCIA, KIOSK_PIN)).statusCode).toBe(200);
    expect((await typePin(JAVIER, KIOSK_PIN)).statusCode).toBe(429);
    expect((await activate(DEMO_POS.idAcceso, DEMO_POS.pin, '10.94.0.1')).statusCode).toBe(429);
    const [, audit] = await auditRows('pos_terminal.lockouts_cleared');
    expect(audit).toMatchObject({
      actor_user_id: idOf(ADMIN),
      entity_id: String(mostradorId),
      details: { name: 'Mostrador', id_acceso: 'POS-0001', employee_id: idOf(LUCIA), cleared: 2 },
    });
  });

  it('without employee_id everything of the terminal is lifted, its activation too; audited', async () => {
    const response = await unlock(ADMIN, mostradorId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: POS_TERMINAL_MESSAGES.lockoutsCleared });
    expect((await typePin(JAVIER, KIOSK_PIN)).statusCode).toBe(200);
    expect((await activate(DEMO_POS.idAcceso, DEMO_POS.pin, '10.94.0.1')).statusCode).toBe(200);
    expect(ofMostrador(await lockoutsAs(ADMIN))).toEqual([]);
    expect((await auditRows('pos_terminal.lockouts_cleared')).at(-1)).toMatchObject({
      actor_user_id: idOf(ADMIN),
      entity_id: String(mostradorId),
      details: { employee_id: null, cleared: expect.any(Number) },
    });
  });

  it('nothing to lift is still a success (cleared 0), and not audited', async () => {
    const before = (await auditRows('pos_terminal.lockouts_cleared')).length;
    const response = await unlock(ADMIN, mostradorId, `?employee_id=${idOf(MARTA)}`);
    expect(response.json()).toEqual({ success: true, message: POS_TERMINAL_MESSAGES.noLockouts, cleared: 0 });
    expect(await auditRows('pos_terminal.lockouts_cleared')).toHaveLength(before);
  });
});

describe('one address cannot hold a terminal up for everyone', () => {
  // Last in the file: the guessing takes about nine hours of (fake) time.
  it('guessing from one address as fast as it is let, past 20 wrong PINs, never stops another address', async () => {
    const terminal = await createTerminal(ADMIN, { name: 'Recepción' });
    const wrong = wrongTerminalPin(terminal.pin);
    // Each attempt is sent once the last wait is over, so each one counts: 401, or 429 starting a wait.
    for (let failures = 1; failures <= 21; failures++) {
      const response = await activate(terminal.id_acceso, wrong, '10.95.0.1');
      expect([401, 429], `intento ${failures}`).toContain(response.statusCode);
      if (response.statusCode === 429) later(Number(response.headers['retry-after']));
    }
    expect((await activate(terminal.id_acceso, terminal.pin, '10.95.0.2')).statusCode).toBe(200);
  });
});
