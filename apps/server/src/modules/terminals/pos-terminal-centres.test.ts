import { POS_MESSAGES, posEmployeesResponse, posLoginResponse } from '@jornada/shared/api/pos';
import { POS_TERMINAL_MESSAGES, posTerminalLimitMessage } from '@jornada/shared/api/pos-terminals';
import { workCentreHasTerminalsMessage } from '@jornada/shared/api/work-centres';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/test-app';
import {
  ADMIN,
  ADMIN_B,
  asPos,
  asUser,
  auditRows,
  createTerminal,
  ctx,
  DEMO_POS,
  idOf,
  LUCIA,
  outcome,
  posLogin,
  setPlanOf,
  usePosContext,
} from './pos.test-helpers';

/** Terminals stand in a work centre and plans say how many there may be. */
usePosContext();

async function centreIdOf(name: string): Promise<number> {
  const [row] = await ctx.superuserQuery<{ id: number }>('select id from work_centres where name = $1', [name]);
  if (!row) throw new Error(`no centre ${name}`);
  return row.id;
}

describe('a terminal’s work centre', () => {
  it('the demo Mostrador stands in Tienda Centro; its POS login and verify name it', async () => {
    const tienda = await centreIdOf('Tienda Centro');
    const listed = (await asUser(ADMIN, 'GET', '/api/pos-terminals')).json() as { name: string; centre_id: number }[];
    expect(listed.find((t) => t.name === 'Mostrador')?.centre_id).toBe(tienda);
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/pos/login',
      payload: { id_acceso: DEMO_POS.idAcceso, pin: DEMO_POS.pin },
      remoteAddress: '10.71.0.1',
    });
    expect(posLoginResponse.strict().parse(login.json()).terminal.centre).toEqual({
      id: tienda,
      name: 'Tienda Centro',
    });
    const kiosk = await posLogin(DEMO_POS, '10.71.0.2');
    const verify = (await asPos(kiosk, 'GET', '/api/pos/verify')).json();
    expect(verify.terminal.centre).toEqual({ id: tienda, name: 'Tienda Centro' });
  });

  it("a new terminal stands in the company's default centre unless told; another one is chosen, and changed, audited", async () => {
    const obrador = await centreIdOf('Obrador');
    const tienda = await centreIdOf('Tienda Centro');
    expect((await createTerminal(ADMIN, { name: 'Sin centro' })) as unknown).toMatchObject({ centre_id: obrador });
    const shop = (await createTerminal(ADMIN, { name: 'Caja 2', centre_id: tienda })) as unknown as {
      id: number;
      centre_id: number;
    };
    expect(shop.centre_id).toBe(tienda);
    const moved = await asUser(ADMIN, 'PATCH', `/api/pos-terminals/${shop.id}`, { centre_id: obrador });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().centre_id).toBe(obrador);
    const audit = (await auditRows('pos_terminal.updated')).filter((r) => r.entity_id === String(shop.id));
    expect(audit.at(-1)?.details).toMatchObject({ changes: { centre_id: { from: tienda, to: obrador } } });
  });

  it("400 in Spanish for a centre that is not one of the company's in use; nothing written", async () => {
    const [otherCompanys] = await ctx.superuserQuery<{ id: number }>(
      `select w.id from work_centres w join companies c on c.id = w.company_id where c.name like 'Talleres%'`,
    );
    const before = await ctx.superuserQuery('select id from pos_terminals');
    for (const centre_id of [otherCompanys?.id, 2_000_000, 'x', 0]) {
      expect(outcome(await asUser(ADMIN, 'POST', '/api/pos-terminals', { name: 'Mal', centre_id }))).toEqual({
        status: 400,
        message:
          centre_id === 'x' || centre_id === 0
            ? POS_TERMINAL_MESSAGES.centreInvalid
            : POS_TERMINAL_MESSAGES.centreUnknown,
      });
    }
    expect(await ctx.superuserQuery('select id from pos_terminals')).toHaveLength(before.length);
  });

  it('a centre with a live terminal cannot be archived (409); once the terminal is revoked it can', async () => {
    const created = await asUser(ADMIN, 'POST', '/api/work-centres', { name: 'Almacén' });
    expect(created.statusCode, created.body).toBe(201);
    const centreId = created.json().id as number;
    const terminal = await createTerminal(ADMIN, { name: 'Almacén', centre_id: centreId });
    expect(outcome(await asUser(ADMIN, 'DELETE', `/api/work-centres/${centreId}`))).toEqual({
      status: 409,
      message: workCentreHasTerminalsMessage(1),
    });
    expect((await asUser(ADMIN, 'DELETE', `/api/pos-terminals/${terminal.id}`)).statusCode).toBe(200);
    expect((await asUser(ADMIN, 'DELETE', `/api/work-centres/${centreId}`)).statusCode).toBe(200);
  });
});

describe('the kiosk and its centre', () => {
  it('GET /api/pos/employees says each person’s centre and filters by centre_id; a bad one is 400 in Spanish', async () => {
    const kiosk = await posLogin(DEMO_POS, '10.71.0.3');
    const tienda = await centreIdOf('Tienda Centro');
    const all = posEmployeesResponse.parse((await asPos(kiosk, 'GET', '/api/pos/employees')).json());
    expect(new Set(all.map((e) => e.centre_name))).toEqual(new Set(['Obrador', 'Tienda Centro']));
    const shop = posEmployeesResponse.parse(
      (await asPos(kiosk, 'GET', `/api/pos/employees?centre_id=${tienda}`)).json(),
    );
    expect(shop.map((e) => e.name).sort()).toEqual(
      all
        .filter((e) => e.centre_id === tienda)
        .map((e) => e.name)
        .sort(),
    );
    expect(shop.length).toBeGreaterThan(0);
    expect(shop.length).toBeLessThan(all.length);
    expect(outcome(await asPos(kiosk, 'GET', '/api/pos/employees?centre_id=abc'))).toEqual({
      status: 400,
      message: POS_MESSAGES.centreInvalid,
    });
  });

  it("a start at the kiosk records the terminal's centre, not the worker's own", async () => {
    const kiosk = await posLogin(DEMO_POS, '10.71.0.4');
    const tienda = await centreIdOf('Tienda Centro');
    const [own] = await ctx.superuserQuery<{ centre_id: number }>(
      'select centre_id from employees where user_id = $1',
      [idOf(LUCIA)],
    );
    expect(own?.centre_id).not.toBe(tienda);
    const started = await asPos(kiosk, 'POST', '/api/pos/workshift/start', {
      user_id: idOf(LUCIA),
      pin: '1234',
      location: { latitude: 40.4153, longitude: -3.7074 },
      locationHistory: {},
    });
    expect(started.statusCode, started.body).toBe(200);
    const [event] = await ctx.superuserQuery<{ details: Record<string, unknown> }>(
      `select details from clock_events where user_id = $1 and kind = 'start' order by id desc limit 1`,
      [idOf(LUCIA)],
    );
    expect(event?.details).toMatchObject({ centre_id: tienda, pos_terminal_id: expect.any(Number) });
  });
});

describe("the plan's terminals", () => {
  it('Gratis has none: 403 with the plan message, nothing written', async () => {
    await setPlanOf(ADMIN_B, 'free');
    expect(outcome(await asUser(ADMIN_B, 'POST', '/api/pos-terminals', { name: 'Taller' }))).toEqual({
      status: 403,
      message: posTerminalLimitMessage(0),
    });
    const [company] = await ctx.superuserQuery<{ n: number }>(
      `select count(*)::int as n from pos_terminals t join companies c on c.id = t.company_id where c.name like 'Talleres%'`,
    );
    expect(company?.n).toBe(0);
  });

  it('Profesional allows 3 live ones; a revoked one frees its place; GET /api/company says the limit', async () => {
    await setPlanOf(ADMIN_B, 'professional');
    expect((await asUser(ADMIN_B, 'GET', '/api/company')).json().plan.max_pos_terminals).toBe(3);
    const made = [];
    for (const name of ['Uno', 'Dos', 'Tres']) made.push(await createTerminal(ADMIN_B, { name }));
    expect(outcome(await asUser(ADMIN_B, 'POST', '/api/pos-terminals', { name: 'Cuatro' }))).toEqual({
      status: 403,
      message: posTerminalLimitMessage(3),
    });
    expect((await asUser(ADMIN_B, 'DELETE', `/api/pos-terminals/${made[0]?.id}`)).statusCode).toBe(200);
    await createTerminal(ADMIN_B, { name: 'Cuatro' });
  });
});
