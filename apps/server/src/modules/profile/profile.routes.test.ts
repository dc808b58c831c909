import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
const cookies = new Map<string, string>();

const send = (email: string, method: 'GET' | 'PATCH', url: string, payload?: unknown) =>
  call(ctx.app, {
    method,
    url,
    cookie: cookies.get(email),
    remoteAddress: '10.5.5.5',
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const profileOf = async (email: string) => {
  const response = await send(email, 'GET', '/api/profile');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const profileAudit = () =>
  ctx.superuserQuery<{ actor_email: string; entity_id: string; details: Record<string, unknown>; ip: string }>(
    `select u.email as actor_email, a.entity_id, a.details, a.ip from audit_log a
       join users u on u.id = a.actor_user_id where a.action = 'profile.updated' order by a.id`,
  );

beforeAll(async () => {
  ctx = await createTestContext();
  for (const email of Object.values(demoUsers)) cookies.set(email, await loginAs(ctx.app, email));
});
afterAll(() => ctx?.close());

describe('GET /api/profile', () => {
  it('a worker reads their own data, with their company', async () => {
    expect(await profileOf(demoUsers.worker)).toEqual({
      id: expect.any(Number),
      name: 'Lucía Fernández',
      email: demoUsers.worker,
      role: 'worker',
      phone: '+34600000003',
      identification: '34567890V',
      company_name: 'Panadería Ejemplo S.L.',
    });
  });

  it('managers and company admins have one too; each sees only their own', async () => {
    expect(await profileOf(demoUsers.manager)).toMatchObject({ name: 'Carlos Ruiz', role: 'manager' });
    expect(await profileOf(demoUsers.company2)).toMatchObject({
      name: 'Elena Vidal',
      role: 'company',
      company_name: 'Talleres Norte S.L.',
    });
  });

  it.each([demoUsers.navegatel, demoUsers.gestoria])('%s (no company) gets 403', async (email) => {
    expect((await send(email, 'GET', '/api/profile')).statusCode).toBe(403);
    expect((await send(email, 'PATCH', '/api/profile', { name: 'X' })).statusCode).toBe(403);
  });

  it('needs a session', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/profile', () => {
  it.each([
    [{}, 'Indica el nombre o el teléfono'],
    [{ name: '  ' }, 'El nombre es requerido'],
    [{ name: 'x'.repeat(121) }, 'El nombre no puede superar 120 caracteres'],
    [{ phone: '' }, 'El teléfono es requerido'],
    [{ phone: '12345678' }, 'El teléfono debe tener entre 9 y 15 dígitos y puede empezar por +'],
    [{ phone: '+34 600 000 000 000 00' }, 'El teléfono debe tener entre 9 y 15 dígitos y puede empezar por +'],
    [{ phone: '600-abc-001' }, 'El teléfono debe tener entre 9 y 15 dígitos y puede empezar por +'],
  ])('%j → 400 «%s», profile unchanged', async (payload, message) => {
    const before = await profileOf(demoUsers.worker);
    const response = await send(demoUsers.worker, 'PATCH', '/api/profile', payload);
    expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: 400, message });
    expect(await profileOf(demoUsers.worker)).toEqual(before);
  });

  it('changes name and phone (+34 added), the header name at once, and logs old → new', async () => {
    const response = await send(demoUsers.worker, 'PATCH', '/api/profile', {
      name: '  Lucía Fernández Gil ',
      phone: '611 22 33 44',
      // Not editable here: ignored.
      email: 'otra@jornada.test',
      role: 'company',
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      id: expect.any(Number),
      name: 'Lucía Fernández Gil',
      email: demoUsers.worker,
      role: 'worker',
      phone: '+34611223344',
      identification: '34567890V',
      company_name: 'Panadería Ejemplo S.L.',
    };
    expect(response.json()).toEqual(expected);
    expect(await profileOf(demoUsers.worker)).toEqual(expected);
    const me = await send(demoUsers.worker, 'GET', '/api/user');
    expect(me.json()).toMatchObject({ name: 'Lucía Fernández Gil', email: demoUsers.worker, role: 'worker' });
    expect(await profileAudit()).toEqual([
      {
        actor_email: demoUsers.worker,
        entity_id: String(me.json().id),
        ip: '10.5.5.5',
        details: {
          changes: {
            name: { from: 'Lucía Fernández', to: 'Lucía Fernández Gil' },
            phone: { from: '+34600000003', to: '+34611223344' },
          },
        },
      },
    ]);
  });

  it('keeps a phone typed with its own prefix; the same values again log nothing', async () => {
    const response = await send(demoUsers.manager, 'PATCH', '/api/profile', { phone: '+351 912 345 678' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().phone).toBe('+351912345678');
    const count = (await profileAudit()).length;
    const again = await send(demoUsers.manager, 'PATCH', '/api/profile', { phone: '+351912345678' });
    expect(again.statusCode).toBe(200);
    expect(await profileAudit()).toHaveLength(count);
  });

  it('changes nobody else: the other workers keep their data', async () => {
    const [javier] = await ctx.superuserQuery<{ name: string; phone: string }>(
      `select u.name, e.phone from users u join employees e on e.user_id = u.id where u.email = 'javier.moreno@jornada.test'`,
    );
    expect(javier).toEqual({ name: 'Javier Moreno', phone: '+34600000004' });
    expect(await profileOf(demoUsers.worker2)).toMatchObject({ name: 'Sergio López', phone: '+34600000008' });
  });

  it('gives a phone to a user whose employee row was missing', async () => {
    // Her contract periods are append-only and point at the employee row: lift the triggers (FKs
    // included) for this one deletion, as a broken legacy row would have come about.
    await ctx.superuserQuery('set session_replication_role = replica');
    try {
      await ctx.superuserQuery('delete from employees where user_id = (select id from users where email = $1)', [
        demoUsers.company2,
      ]);
    } finally {
      await ctx.superuserQuery('set session_replication_role = origin');
    }
    expect(await profileOf(demoUsers.company2)).toMatchObject({ phone: null, identification: null });
    const response = await send(demoUsers.company2, 'PATCH', '/api/profile', { phone: '944 000 111' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ phone: '+34944000111', name: 'Elena Vidal' });
  });
});
