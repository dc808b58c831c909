import { DEFAULT_COMPANY_CONFIG } from '@jornada/shared/api/company-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
const cookies = new Map<string, string>();
const FORBIDDEN = 'No tienes permiso para realizar esta acción';

const send = (email: string, method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
  call(ctx.app, {
    method,
    url,
    cookie: cookies.get(email),
    remoteAddress: '10.1.2.3',
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const configOf = async (email: string) => {
  const response = await send(email, 'GET', '/api/company/config');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const auditOf = (email: string, action: string) =>
  ctx.superuserQuery<{ actor_user_id: number; entity: string; details: Record<string, unknown>; ip: string }>(
    `select a.actor_user_id, a.entity, a.details, a.ip from audit_log a
       join users u on u.company_id = a.company_id and u.email = $1
      where a.action = $2 order by a.id`,
    [email, action],
  );

const userIdOf = async (email: string) =>
  (await ctx.superuserQuery<{ id: number }>('select id from users where email = $1', [email]))[0]?.id;

/** A valid full config, different from the defaults in every value. */
const valid = {
  break_included: true,
  break_obligatory: true,
  break_time_min: 15,
  break_time_max: 30,
  max_breaks_per_day: 3,
  min_break_interval: 45,
  workday_hours: 7.5,
  forgotten_clockout_hours: 10.5,
};

beforeAll(async () => {
  ctx = await createTestContext();
  for (const email of [demoUsers.company, demoUsers.manager, demoUsers.worker, demoUsers.company2]) {
    cookies.set(email, await loginAs(ctx.app, email));
  }
});
afterAll(() => ctx?.close());

describe('PUT /api/company/config', () => {
  let before: Record<string, unknown>;

  beforeAll(async () => {
    before = await configOf(demoUsers.company);
  });

  it('starts from the defaults (premium plan: 250 users; the demo panadería allows remote work)', () => {
    expect(before).toEqual({
      company_id: expect.any(Number),
      ...DEFAULT_COMPANY_CONFIG,
      user_limit: 250,
      allows_remote_work: true,
    });
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['break_included missing', { break_included: undefined }, 'Indica si las pausas cuentan como tiempo trabajado'],
    ['break_included as text', { break_included: 'sí' }, 'Indica si las pausas cuentan como tiempo trabajado'],
    ['break_obligatory null', { break_obligatory: null }, 'Indica si la pausa es obligatoria'],
    [
      'break_time_min negative',
      { break_time_min: -1 },
      'La pausa mínima debe ser un número entero de minutos entre 0 y 480',
    ],
    [
      'break_time_min with decimals',
      { break_time_min: 1.5 },
      'La pausa mínima debe ser un número entero de minutos entre 0 y 480',
    ],
    [
      'break_time_min as text',
      { break_time_min: '10' },
      'La pausa mínima debe ser un número entero de minutos entre 0 y 480',
    ],
    [
      'break_time_max over 480',
      { break_time_max: 481 },
      'La pausa máxima debe ser un número entero de minutos entre 0 y 480',
    ],
    ['min above max', { break_time_min: 40, break_time_max: 30 }, 'La pausa mínima no puede ser mayor que la máxima'],
    [
      'max above the workday',
      { workday_hours: 2, forgotten_clockout_hours: 2, break_time_max: 180 },
      'La pausa máxima no puede superar la jornada laboral',
    ],
    [
      'max_breaks_per_day 11',
      { max_breaks_per_day: 11 },
      'El máximo de pausas por día debe ser un número entero entre 0 y 10',
    ],
    [
      'obligatory break with no breaks allowed',
      { break_obligatory: true, max_breaks_per_day: 0 },
      'Si la pausa es obligatoria, debe permitirse al menos una pausa al día',
    ],
    [
      'min_break_interval 721',
      { min_break_interval: 721 },
      'El intervalo mínimo entre pausas debe ser un número entero de minutos entre 0 y 720',
    ],
    [
      'workday_hours 0',
      { workday_hours: 0 },
      'La jornada debe ser mayor que 0 y de 24 horas como máximo, con hasta dos decimales',
    ],
    [
      'workday_hours 24.5',
      { workday_hours: 24.5 },
      'La jornada debe ser mayor que 0 y de 24 horas como máximo, con hasta dos decimales',
    ],
    [
      'workday_hours 7.333',
      { workday_hours: 7.333 },
      'La jornada debe ser mayor que 0 y de 24 horas como máximo, con hasta dos decimales',
    ],
    [
      'forgotten limit 0.5 h',
      { forgotten_clockout_hours: 0.5, workday_hours: 0.5 },
      'El límite de fichaje olvidado debe estar entre 1 y 48 horas, con un decimal como máximo',
    ],
    [
      'forgotten limit 49 h',
      { forgotten_clockout_hours: 49 },
      'El límite de fichaje olvidado debe estar entre 1 y 48 horas, con un decimal como máximo',
    ],
    [
      'forgotten limit 12.25 h',
      { forgotten_clockout_hours: 12.25 },
      'El límite de fichaje olvidado debe estar entre 1 y 48 horas, con un decimal como máximo',
    ],
    [
      'forgotten limit below the workday',
      { workday_hours: 12, forgotten_clockout_hours: 10 },
      'El límite de fichaje olvidado no puede ser menor que la jornada laboral',
    ],
    [
      'full_time_weekly_hours 0',
      { full_time_weekly_hours: 0 },
      'La jornada completa semanal debe ser mayor que 0 y de 40 horas como máximo (art. 34.1 ET), con hasta dos decimales',
    ],
    [
      'full_time_weekly_hours 41',
      { full_time_weekly_hours: 41 },
      'La jornada completa semanal debe ser mayor que 0 y de 40 horas como máximo (art. 34.1 ET), con hasta dos decimales',
    ],
    [
      'full_time_weekly_hours 37.333',
      { full_time_weekly_hours: 37.333 },
      'La jornada completa semanal debe ser mayor que 0 y de 40 horas como máximo (art. 34.1 ET), con hasta dos decimales',
    ],
    ['allows_remote_work as text', { allows_remote_work: 'sí' }, 'Indica si la empresa permite el teletrabajo'],
    [
      'user_limit sent',
      { user_limit: 999999 },
      'El límite de usuarios depende del plan contratado y no se puede modificar aquí',
    ],
  ];

  it.each(invalid)('%s → 400 with its Spanish message, nothing changed, nothing logged', async (_, change, message) => {
    const response = await send(demoUsers.company, 'PUT', '/api/company/config', { ...valid, ...change });
    expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: 400, message });
    expect(await configOf(demoUsers.company)).toEqual(before);
    expect(await auditOf(demoUsers.company, 'company_config.updated')).toEqual([]);
  });

  it.each([demoUsers.manager, demoUsers.worker])('%s may not change it: 403, config unchanged', async (email) => {
    const response = await send(email, 'PUT', '/api/company/config', valid);
    expect({ status: response.statusCode, message: response.json().message }).toEqual({
      status: 403,
      message: FORBIDDEN,
    });
    expect(await configOf(demoUsers.company)).toEqual(before);
  });

  it('saves every value: the answer, GET /api/company/config and the audit row (old → new) agree', async () => {
    const response = await send(demoUsers.company, 'PUT', '/api/company/config', valid);
    expect(response.statusCode, response.body).toBe(200);
    // SPEC's body leaves the contract settings as they were.
    const expected = {
      company_id: before.company_id,
      user_limit: 250,
      ...valid,
      full_time_weekly_hours: 40,
      allows_remote_work: true,
    };
    expect(response.json()).toEqual(expected);
    expect(await configOf(demoUsers.company)).toEqual(expected);
    // Everyone in the company reads the new rules.
    expect(await configOf(demoUsers.worker)).toEqual(expected);

    const rows = await auditOf(demoUsers.company, 'company_config.updated');
    expect(rows).toEqual([
      {
        actor_user_id: await userIdOf(demoUsers.company),
        entity: 'company_config',
        ip: '10.1.2.3',
        details: {
          changes: {
            break_included: { from: false, to: true },
            break_obligatory: { from: false, to: true },
            break_time_min: { from: 0, to: 15 },
            break_time_max: { from: 0, to: 30 },
            max_breaks_per_day: { from: 2, to: 3 },
            min_break_interval: { from: 30, to: 45 },
            workday_hours: { from: 8, to: 7.5 },
            forgotten_clockout_hours: { from: 12, to: 10.5 },
          },
        },
      },
    ]);
  });

  it('shows in the activity log as «Configuración modificada»', async () => {
    const response = await send(demoUsers.company, 'GET', '/api/logs?action=company_config.updated');
    expect(response.statusCode, response.body).toBe(200);
    const { data, total } = response.json();
    expect(total).toBe(1);
    expect(data[0]).toMatchObject({
      action: 'company_config.updated',
      actionLabel: 'Configuración modificada',
      actor: { name: 'Ana García', email: demoUsers.company },
      details: { changes: { workday_hours: { from: 8, to: 7.5 } } },
      ip: '10.1.2.3',
    });
  });

  it('logs only what changed; an identical save logs nothing', async () => {
    await send(demoUsers.company, 'PUT', '/api/company/config', valid);
    expect(await auditOf(demoUsers.company, 'company_config.updated')).toHaveLength(1);
    const response = await send(demoUsers.company, 'PUT', '/api/company/config', { ...valid, break_time_max: 0 });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await auditOf(demoUsers.company, 'company_config.updated');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.details).toEqual({ changes: { break_time_max: { from: 30, to: 0 } } });
  });

  it('ignores the read-only company_id a form may send back', async () => {
    const response = await send(demoUsers.company, 'PUT', '/api/company/config', { ...valid, company_id: 999 });
    expect(response.statusCode).toBe(200);
    expect(response.json().company_id).toBe(before.company_id);
  });

  it("company B's config is untouched, and B's admin changes only B's", async () => {
    const ofB = await configOf(demoUsers.company2);
    expect(ofB).toEqual({ company_id: expect.any(Number), ...DEFAULT_COMPANY_CONFIG, user_limit: 5 });
    const response = await send(demoUsers.company2, 'PUT', '/api/company/config', {
      ...valid,
      workday_hours: 6,
      forgotten_clockout_hours: 8,
    });
    expect(response.statusCode).toBe(200);
    expect((await configOf(demoUsers.company2)).workday_hours).toBe(6);
    expect((await configOf(demoUsers.company)).workday_hours).toBe(7.5);
  });

  it('creates the config row of a company that has none (with the plan’s user limit)', async () => {
    await ctx.superuserQuery(
      'delete from company_config where company_id = (select company_id from users where email = $1)',
      [demoUsers.company2],
    );
    const response = await send(demoUsers.company2, 'PUT', '/api/company/config', valid);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await ctx.superuserQuery<{ user_limit: number; workday_hours: string }>(
      'select user_limit, workday_hours::text from company_config where company_id = (select company_id from users where email = $1)',
      [demoUsers.company2],
    );
    expect(row).toEqual({ user_limit: 5, workday_hours: '7.50' });
  });
});

describe('GET and PATCH /api/company', () => {
  it("the admin reads the company's data, plan and subscription", async () => {
    const response = await send(demoUsers.company, 'GET', '/api/company');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: 'Panadería Ejemplo S.L.',
      cif: 'B87654323',
      schema_name: 'panaderia_ejemplo',
      region: 'ES-MD',
      plan: {
        id: expect.any(Number),
        name: 'Premium',
        type: 'premium',
        user_limit: 250,
        max_work_centres: 10,
        max_pos_terminals: 20,
      },
      subscription_status: 'active',
      trial_ends_at: null,
      subscription_ends_at: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it("company B's admin reads B", async () => {
    const response = await send(demoUsers.company2, 'GET', '/api/company');
    expect(response.json()).toMatchObject({ name: 'Talleres Norte S.L.', schema_name: 'talleres_norte' });
  });

  it.each([demoUsers.manager, demoUsers.worker])('%s: 403 on read and on change', async (email) => {
    expect((await send(email, 'GET', '/api/company')).statusCode).toBe(403);
    const patch = await send(email, 'PATCH', '/api/company', { name: 'Tomada' });
    expect({ status: patch.statusCode, message: patch.json().message }).toEqual({ status: 403, message: FORBIDDEN });
  });

  it.each([
    [{}, 'Indica el nombre, el CIF/NIF o la comunidad autónoma de la empresa'],
    [{ name: ' ' }, 'El nombre de la empresa es requerido'],
    [{ name: 'x'.repeat(121) }, 'El nombre de la empresa no puede superar 120 caracteres'],
    [{ cif: '' }, 'El CIF/NIF es requerido'],
    [{ cif: 'B1234' }, 'El CIF/NIF no es válido (p. ej. B12345674, 12345678Z o X1234567L)'],
    [{ cif: 'I12345674' }, 'El CIF/NIF no es válido (p. ej. B12345674, 12345678Z o X1234567L)'],
  ])('PATCH %j → 400 «%s», nothing changed', async (payload, message) => {
    const response = await send(demoUsers.company, 'PATCH', '/api/company', payload);
    expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: 400, message });
    expect((await send(demoUsers.company, 'GET', '/api/company')).json()).toMatchObject({
      name: 'Panadería Ejemplo S.L.',
      cif: 'B87654323',
    });
  });

  it('renames the company and normalises the CIF; the header (GET /api/user) shows it at once; audited', async () => {
    const response = await send(demoUsers.company, 'PATCH', '/api/company', {
      name: '  Panadería Ejemplo Nueva S.L. ',
      cif: 'b-1234567-4',
      schema_name: 'intento',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Panadería Ejemplo Nueva S.L.',
      cif: 'B12345674',
      schema_name: 'panaderia_ejemplo',
    });
    const me = await send(demoUsers.company, 'GET', '/api/user');
    expect(me.json()).toMatchObject({ company_name: 'Panadería Ejemplo Nueva S.L.', schema_name: 'panaderia_ejemplo' });
    expect(await auditOf(demoUsers.company, 'company.updated')).toEqual([
      {
        actor_user_id: await userIdOf(demoUsers.company),
        entity: 'company',
        ip: '10.1.2.3',
        details: {
          changes: {
            name: { from: 'Panadería Ejemplo S.L.', to: 'Panadería Ejemplo Nueva S.L.' },
            cif: { from: 'B87654323', to: 'B12345674' },
          },
        },
      },
    ]);
    // B is untouched.
    expect((await send(demoUsers.company2, 'GET', '/api/company')).json().name).toBe('Talleres Norte S.L.');
  });

  it('the same values again change and log nothing', async () => {
    const response = await send(demoUsers.company, 'PATCH', '/api/company', { cif: 'B12345674' });
    expect(response.statusCode).toBe(200);
    expect(await auditOf(demoUsers.company, 'company.updated')).toHaveLength(1);
  });
});

describe('OpenAPI', () => {
  it('documents the settings, shift, profile and log calls from their zod schemas', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode, response.body).toBe(200);
    const { paths } = response.json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(paths['/api/company/config'] ?? {}).sort()).toEqual(['get', 'put']);
    expect(Object.keys(paths['/api/company'] ?? {}).sort()).toEqual(['get', 'patch']);
    expect(Object.keys(paths['/api/shifts'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/shifts/{shiftId}'] ?? {}).sort()).toEqual(['delete', 'put']);
    expect(Object.keys(paths['/api/profile'] ?? {}).sort()).toEqual(['get', 'patch']);
    expect(Object.keys(paths['/api/logs'] ?? {})).toEqual(['get']);
  });
});
