import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';

/** PATCH /api/company's `region`: the autonomous community whose public holidays the company keeps. */

let ctx: TestContext;
const cookies = new Map<string, string>();
const INVALID = 'Elige una comunidad autónoma de la lista';

const send = (email: string, method: 'GET' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
  call(ctx.app, {
    method,
    url,
    cookie: cookies.get(email),
    remoteAddress: '10.9.8.7',
    ...(payload ? { payload } : {}),
  });

const regionOf = async (email: string) => (await send(email, 'GET', '/api/company')).json().region as string;

const auditRows = (email: string) =>
  ctx.superuserQuery<{ actor_user_id: number; entity: string; details: Record<string, unknown>; ip: string }>(
    `select a.actor_user_id, a.entity, a.details, a.ip from audit_log a
       join users u on u.company_id = a.company_id and u.email = $1
      where a.action = 'company.updated' order by a.id`,
    [email],
  );

const regionalHolidays = async (email: string, year: number) => {
  const body = (await send(email, 'GET', `/api/holidays?year=${year}`)).json() as {
    region: string;
    data: { date: string; scope: string }[];
  };
  return { region: body.region, dates: body.data.filter((h) => h.scope === 'regional').map((h) => h.date) };
};

beforeAll(async () => {
  ctx = await createTestContext();
  for (const email of [demoUsers.company, demoUsers.manager, demoUsers.worker, demoUsers.company2]) {
    cookies.set(email, await loginAs(ctx.app, email));
  }
});
afterAll(() => ctx?.close());

describe("the company's autonomous community (region)", () => {
  it('the demo companies start in Madrid (Panadería Ejemplo) and the País Vasco (Talleres Norte, Bilbao)', async () => {
    expect(await regionOf(demoUsers.company)).toBe('ES-MD');
    expect(await regionOf(demoUsers.company2)).toBe('ES-PV');
  });

  it.each([
    [{ region: 'ES-XX' }],
    [{ region: 'Madrid' }],
    [{ region: 'es-md' }],
    [{ region: 'FR-IDF' }],
    [{ region: 13 }],
    [{ region: null }],
    [{ region: '' }],
  ])('PATCH %j → 400 in Spanish, nothing changed, nothing logged', async (payload) => {
    const response = await send(demoUsers.company, 'PATCH', '/api/company', payload);
    expect({ status: response.statusCode, message: response.json().message }).toEqual({
      status: 400,
      message: INVALID,
    });
    expect(await regionOf(demoUsers.company)).toBe('ES-MD');
    expect(await auditRows(demoUsers.company)).toEqual([]);
  });

  it.each([demoUsers.manager, demoUsers.worker])('%s may not change it: 403, unchanged', async (email) => {
    const response = await send(email, 'PATCH', '/api/company', { region: 'ES-CT' });
    expect({ status: response.statusCode, message: response.json().message }).toEqual({
      status: 403,
      message: 'No tienes permiso para realizar esta acción',
    });
    expect(await regionOf(demoUsers.company)).toBe('ES-MD');
  });

  it('the admin moves the company to Cataluña: saved, audited old → new, and the holidays follow', async () => {
    expect(await regionalHolidays(demoUsers.worker, 2026)).toEqual({
      region: 'ES-MD',
      dates: ['2026-04-02', '2026-05-02', '2026-11-02', '2026-12-07'],
    });

    const response = await send(demoUsers.company, 'PATCH', '/api/company', { region: 'ES-CT' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Panadería Ejemplo S.L.', cif: 'B87654323', region: 'ES-CT' });
    expect(await regionOf(demoUsers.company)).toBe('ES-CT');

    const [userRow] = await ctx.superuserQuery<{ id: number }>('select id from users where email = $1', [
      demoUsers.company,
    ]);
    expect(await auditRows(demoUsers.company)).toEqual([
      {
        actor_user_id: userRow?.id,
        entity: 'company',
        ip: '10.9.8.7',
        details: { changes: { region: { from: 'ES-MD', to: 'ES-CT' } } },
      },
    ]);
    // Every worker of the company now sees Cataluña's days (Lunes de Pascua, Sant Joan, la Diada, Sant Esteve).
    expect(await regionalHolidays(demoUsers.worker, 2026)).toEqual({
      region: 'ES-CT',
      dates: ['2026-04-06', '2026-06-24', '2026-09-11', '2026-12-26'],
    });
    // Talleres Norte is untouched.
    expect(await regionOf(demoUsers.company2)).toBe('ES-PV');
    expect((await regionalHolidays(demoUsers.company2, 2026)).region).toBe('ES-PV');
  });

  it('shows in the activity log with the community names', async () => {
    const response = await send(demoUsers.company, 'GET', '/api/logs?action=company.updated');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data[0]).toMatchObject({
      action: 'company.updated',
      actionLabel: 'Datos de la empresa modificados',
      details: { changes: { region: { from: 'ES-MD', to: 'ES-CT' } } },
    });
  });

  it('the same region again changes and logs nothing', async () => {
    const response = await send(demoUsers.company, 'PATCH', '/api/company', { region: 'ES-CT' });
    expect(response.statusCode).toBe(200);
    expect(await auditRows(demoUsers.company)).toHaveLength(1);
  });

  it('a vacation across Sant Joan counts it as a holiday once the company is in Cataluña', async () => {
    // Mon 21 – Fri 25 June 2027: Thursday 24 is Sant Joan in Cataluña, a working day in Madrid.
    const response = await send(demoUsers.worker, 'GET', '/api/holidays?year=2027');
    expect(response.json().data.some((h: { date: string }) => h.date === '2027-06-24')).toBe(true);
  });
});
