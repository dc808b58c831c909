import {
  KIOSK_PIN_MESSAGES,
  POS_TERMINAL_MESSAGES,
  posTerminalWithPinResponse,
} from '@jornada/shared/api/pos-terminals';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  ADMIN_B,
  asPos,
  asUser,
  auditRows,
  createTerminal,
  ctx,
  FORBIDDEN,
  idOf,
  JAVIER,
  LUCIA,
  MANAGER,
  outcome,
  PABLO,
  posLogin,
  usePosContext,
  WORKER_B,
} from './pos.test-helpers';

usePosContext();

const terminalRow = async (id: number) =>
  (
    await ctx.superuserQuery<{ pin_hash: string; pin_generation: number; revoked_by: number | null }>(
      'select pin_hash, pin_generation, revoked_by from pos_terminals where id = $1',
      [id],
    )
  )[0];

describe('POST /api/pos-terminals', () => {
  it('201: the PIN (6 digits) shown once, stored as an argon2id hash; id_acceso POS- + 6 unambiguous characters; audited', async () => {
    const created = await createTerminal(ADMIN, {
      name: '  Puerta trasera ',
      employee_ids: [idOf(LUCIA), idOf(LUCIA), idOf(PABLO)],
    });
    expect(created.pin).toMatch(/^\d{6}$/);
    expect(created.id_acceso).toMatch(/^POS-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    expect(posTerminalWithPinResponse.strict().parse(created)).toEqual(created);
    expect(created).toMatchObject({
      name: 'Puerta trasera',
      employee_ids: [idOf(LUCIA), idOf(PABLO)].sort((a, b) => a - b),
      require_employee_pin: true,
      last_seen_at: null,
      revoked_at: null,
    });
    const row = await terminalRow(created.id);
    expect(row?.pin_hash).toMatch(/^\$argon2id\$/);
    expect(row?.pin_hash).not.toContain(created.pin);
    // Never listed again.
    const listed = (await asUser(ADMIN, 'GET', '/api/pos-terminals')).json();
    expect(JSON.stringify(listed)).not.toContain(created.pin);
    const audit = (await auditRows('pos_terminal.created')).filter((r) => r.entity_id === String(created.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_user_id).toBe(idOf(ADMIN));
    expect(JSON.stringify(audit[0]?.details)).not.toContain(created.pin);
    // The new terminal logs in with the PIN shown.
    await posLogin({ idAcceso: created.id_acceso, pin: created.pin }, '10.61.0.1');
  });

  it('defaults: every employee (null) and the personal PIN required', async () => {
    const created = await createTerminal(ADMIN, { name: 'Por defecto' });
    expect(created).toMatchObject({ employee_ids: null, require_employee_pin: true });
  });

  it('400 in Spanish for a bad body; an employee of another company, an admin or an unknown id is refused', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, POS_TERMINAL_MESSAGES.nameRequired],
      [{ name: '   ' }, POS_TERMINAL_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(81) }, POS_TERMINAL_MESSAGES.nameTooLong],
      [{ name: 'A', employee_ids: [] }, POS_TERMINAL_MESSAGES.employeesInvalid],
      [{ name: 'A', employee_ids: ['x'] }, POS_TERMINAL_MESSAGES.employeesInvalid],
      [{ name: 'A', require_employee_pin: 'sí' }, POS_TERMINAL_MESSAGES.requirePinInvalid],
      [{ name: 'A', employee_ids: [idOf(WORKER_B)] }, POS_TERMINAL_MESSAGES.employeeUnknown],
      [{ name: 'A', employee_ids: [idOf(ADMIN)] }, POS_TERMINAL_MESSAGES.employeeUnknown],
      [{ name: 'A', employee_ids: [2_000_000] }, POS_TERMINAL_MESSAGES.employeeUnknown],
    ];
    const before = (await ctx.superuserQuery<{ n: number }>('select count(*)::int as n from pos_terminals'))[0]?.n;
    for (const [body, message] of cases) {
      expect(outcome(await asUser(ADMIN, 'POST', '/api/pos-terminals', body)), JSON.stringify(body)).toEqual({
        status: 400,
        message,
      });
    }
    const after = (await ctx.superuserQuery<{ n: number }>('select count(*)::int as n from pos_terminals'))[0]?.n;
    expect(after).toBe(before);
  });

  it('only the company admin: 403 for the manager and the worker', async () => {
    for (const who of [MANAGER, LUCIA]) {
      for (const [method, url] of [
        ['GET', '/api/pos-terminals'],
        ['POST', '/api/pos-terminals'],
      ] as const) {
        expect(outcome(await asUser(who, method, url, method === 'POST' ? { name: 'X' } : undefined))).toEqual({
          status: 403,
          message: FORBIDDEN,
        });
      }
    }
  });
});

describe('GET, PATCH, POST …/pin and DELETE /api/pos-terminals/{id}', () => {
  it("lists the company's own terminals (the demo's Mostrador first); another company sees none of them", async () => {
    const listA = (await asUser(ADMIN, 'GET', '/api/pos-terminals')).json() as { id_acceso: string; name: string }[];
    expect(listA[0]).toMatchObject({
      name: 'Mostrador',
      id_acceso: 'POS-0001',
      employee_ids: null,
      require_employee_pin: true,
    });
    const listB = (await asUser(ADMIN_B, 'GET', '/api/pos-terminals')).json() as { id_acceso: string }[];
    expect(listB.map((t) => t.id_acceso)).not.toContain('POS-0001');
  });

  it('PATCH changes name, employees and PIN requirement, audited old → new; 400 for an empty body', async () => {
    const created = await createTerminal(ADMIN, { name: 'Almacén' });
    const response = await asUser(ADMIN, 'PATCH', `/api/pos-terminals/${created.id}`, {
      name: 'Almacén norte',
      employee_ids: [idOf(JAVIER)],
      require_employee_pin: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Almacén norte',
      employee_ids: [idOf(JAVIER)],
      require_employee_pin: false,
    });
    const back = await asUser(ADMIN, 'PATCH', `/api/pos-terminals/${created.id}`, { employee_ids: null });
    expect(back.json().employee_ids).toBeNull();
    const audit = (await auditRows('pos_terminal.updated')).filter((r) => r.entity_id === String(created.id));
    expect(audit).toHaveLength(2);
    expect(audit[0]?.details.changes).toEqual({
      name: { from: 'Almacén', to: 'Almacén norte' },
      employee_ids: { from: null, to: [idOf(JAVIER)] },
      require_employee_pin: { from: true, to: false },
    });
    expect(outcome(await asUser(ADMIN, 'PATCH', `/api/pos-terminals/${created.id}`, {}))).toEqual({
      status: 400,
      message: POS_TERMINAL_MESSAGES.nothingToUpdate,
    });
  });

  it("another company's admin can neither change, renew nor revoke it (404), and an unknown id is 404", async () => {
    const created = await createTerminal(ADMIN, { name: 'Ajeno' });
    for (const [method, url, body] of [
      ['PATCH', `/api/pos-terminals/${created.id}`, { name: 'Robado' }],
      ['POST', `/api/pos-terminals/${created.id}/pin`, undefined],
      ['DELETE', `/api/pos-terminals/${created.id}`, undefined],
      ['DELETE', '/api/pos-terminals/2000000', undefined],
      ['DELETE', '/api/pos-terminals/99999999999', undefined],
    ] as const) {
      const who = url.includes('2000000') || url.includes('99999') ? ADMIN : ADMIN_B;
      expect(outcome(await asUser(who, method, url, body)), `${method} ${url}`).toEqual({
        status: 404,
        message: POS_TERMINAL_MESSAGES.notFound,
      });
    }
    const row = await terminalRow(created.id);
    expect(row).toMatchObject({ pin_generation: 1, revoked_by: null });
    expect(outcome(await asUser(ADMIN, 'DELETE', '/api/pos-terminals/abc'))).toEqual({
      status: 400,
      message: 'Identificador no válido',
    });
  });

  it('a new PIN: shown once, the old one stops working, the open sessions end; audited', async () => {
    const created = await createTerminal(ADMIN, { name: 'Renovable' });
    const cookie = await posLogin({ idAcceso: created.id_acceso, pin: created.pin }, '10.62.0.1');
    expect((await asPos(cookie, 'GET', '/api/pos/employees')).statusCode).toBe(200);
    const renewed = await asUser(ADMIN, 'POST', `/api/pos-terminals/${created.id}/pin`);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const { pin } = renewed.json();
    expect(pin).toMatch(/^\d{6}$/);
    expect((await terminalRow(created.id))?.pin_generation).toBe(2);
    expect((await asPos(cookie, 'GET', '/api/pos/employees')).statusCode).toBe(401);
    const old = await ctx.app.inject({
      method: 'POST',
      url: '/api/pos/login',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { id_acceso: created.id_acceso, pin: created.pin === pin ? '000000' : created.pin },
      remoteAddress: '10.62.0.2',
    });
    expect(old.statusCode).toBe(401);
    await posLogin({ idAcceso: created.id_acceso, pin }, '10.62.0.3');
    const audit = (await auditRows('pos_terminal.pin_changed')).filter((r) => r.entity_id === String(created.id));
    expect(audit[0]?.details).toMatchObject({ name: 'Renovable', sessions_ended: 1 });
  });

  it('DELETE revokes: kept and listed with revoked_at, sessions ended, no login, no edits; twice is 409', async () => {
    const created = await createTerminal(ADMIN, { name: 'Se revoca' });
    const cookie = await posLogin({ idAcceso: created.id_acceso, pin: created.pin }, '10.63.0.1');
    const revoked = await asUser(ADMIN, 'DELETE', `/api/pos-terminals/${created.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().revoked_at).not.toBeNull();
    expect((await terminalRow(created.id))?.revoked_by).toBe(idOf(ADMIN));
    const listed = (await asUser(ADMIN, 'GET', '/api/pos-terminals')).json() as { id: number; revoked_at: string }[];
    expect(listed.find((t) => t.id === created.id)?.revoked_at).toBe(revoked.json().revoked_at);
    expect((await asPos(cookie, 'GET', '/api/pos/employees')).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/pos/login',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { id_acceso: created.id_acceso, pin: created.pin },
      remoteAddress: '10.63.0.2',
    });
    expect(login.statusCode).toBe(403);
    expect(outcome(await asUser(ADMIN, 'DELETE', `/api/pos-terminals/${created.id}`))).toEqual({
      status: 409,
      message: POS_TERMINAL_MESSAGES.alreadyRevoked,
    });
    expect((await asUser(ADMIN, 'PATCH', `/api/pos-terminals/${created.id}`, { name: 'Otra' })).statusCode).toBe(409);
    expect((await asUser(ADMIN, 'POST', `/api/pos-terminals/${created.id}/pin`)).statusCode).toBe(409);
    expect((await auditRows('pos_terminal.revoked')).some((r) => r.entity_id === String(created.id))).toBe(true);
  });
});

describe('GET /api/pos-terminals/mine', () => {
  it('the live terminals that list the worker (or everyone), with company and last seen; 403 for the admin', async () => {
    const onlyPablo = await createTerminal(ADMIN, { name: 'Solo Pablo', employee_ids: [idOf(PABLO)] });
    const everyone = await createTerminal(ADMIN, { name: 'Todos' });
    await asUser(ADMIN, 'DELETE', `/api/pos-terminals/${everyone.id}`);
    const mine = await asUser(LUCIA, 'GET', '/api/pos-terminals/mine');
    expect(mine.statusCode, mine.body).toBe(200);
    const names = (mine.json() as { name: string }[]).map((t) => t.name);
    expect(names).toContain('Mostrador');
    expect(names).not.toContain('Solo Pablo');
    expect(names).not.toContain('Todos');
    expect(mine.json()[0]).toEqual({
      id: expect.any(Number),
      name: 'Mostrador',
      company_name: 'Panadería Ejemplo S.L.',
      last_seen_at: null,
      require_employee_pin: true,
    });
    expect(onlyPablo.employee_ids).toEqual([idOf(PABLO)]);
    expect(outcome(await asUser(ADMIN, 'GET', '/api/pos-terminals/mine'))).toEqual({ status: 403, message: FORBIDDEN });
  });
});

describe('personal kiosk PIN', () => {
  it('PUT /api/profile/kiosk-pin: 4–6 digits, stored as argon2id, audited without the PIN; GET says whether there is one', async () => {
    for (const pin of ['123', '1234567', '12a4', 1234, '']) {
      expect(outcome(await asUser(MANAGER, 'PUT', '/api/profile/kiosk-pin', { pin })), String(pin)).toEqual({
        status: 400,
        message: KIOSK_PIN_MESSAGES.invalid,
      });
    }
    const saved = await asUser(MANAGER, 'PUT', '/api/profile/kiosk-pin', { pin: '246810' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ success: true, message: KIOSK_PIN_MESSAGES.saved });
    const [row] = await ctx.superuserQuery<{ pin_hash: string }>('select pin_hash from kiosk_pins where user_id = $1', [
      idOf(MANAGER),
    ]);
    expect(row?.pin_hash).toMatch(/^\$argon2id\$/);
    const audit = (await auditRows('kiosk_pin.set')).filter((r) => r.entity_id === String(idOf(MANAGER)));
    expect(audit[0]?.details).toEqual({ replaced: true });
    expect(JSON.stringify(audit)).not.toContain('246810');
    const state = await asUser(MANAGER, 'GET', '/api/profile/kiosk-pin');
    expect(state.json()).toMatchObject({ has_pin: true, updated_at: expect.any(String) });
    expect(outcome(await asUser(ADMIN, 'PUT', '/api/profile/kiosk-pin', { pin: '1234' }))).toEqual({
      status: 403,
      message: FORBIDDEN,
    });
  });

  it('DELETE /api/employees/{id}/kiosk-pin: the admin clears it (audited); others 403; another company 404', async () => {
    expect(outcome(await asUser(MANAGER, 'DELETE', `/api/employees/${idOf(LUCIA)}/kiosk-pin`))).toEqual({
      status: 403,
      message: FORBIDDEN,
    });
    expect(outcome(await asUser(ADMIN_B, 'DELETE', `/api/employees/${idOf(LUCIA)}/kiosk-pin`))).toEqual({
      status: 404,
      message: KIOSK_PIN_MESSAGES.notFound,
    });
    const cleared = await asUser(ADMIN, 'DELETE', `/api/employees/${idOf(LUCIA)}/kiosk-pin`);
    expect(cleared.json()).toEqual({ success: true, message: KIOSK_PIN_MESSAGES.cleared });
    expect(await ctx.superuserQuery('select 1 from kiosk_pins where user_id = $1', [idOf(LUCIA)])).toHaveLength(0);
    expect((await asUser(LUCIA, 'GET', '/api/profile/kiosk-pin')).json()).toEqual({ has_pin: false, updated_at: null });
    expect((await auditRows('kiosk_pin.cleared')).map((r) => r.entity_id)).toEqual([String(idOf(LUCIA))]);
    // Lucía sets a new one herself.
    expect((await asUser(LUCIA, 'PUT', '/api/profile/kiosk-pin', { pin: '9876' })).statusCode).toBe(200);
  });
});
