import { clientCompaniesResponse, companyGestoriaResponse } from '@jornada/shared/api/gestoria';
import { registerResponse } from '@jornada/shared/api/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
const cookies = new Map<string, string>();
const FORBIDDEN = 'No tienes permiso para realizar esta acción';

const get = (email: string, url: string) => call(ctx.app, { method: 'GET', url, cookie: cookies.get(email) });
const del = (email: string, url: string) =>
  call(ctx.app, { method: 'DELETE', url, cookie: cookies.get(email), remoteAddress: '10.9.8.7' });

const companyIdOf = async (email: string) =>
  (await ctx.superuserQuery<{ company_id: number }>('select company_id from users where email = $1', [email]))[0]
    ?.company_id as number;

const gestoriaReadsOf = (companyId: number) =>
  ctx.superuserQuery<{ actor_user_id: number; entity: string; details: Record<string, unknown> }>(
    `select actor_user_id, entity, details from audit_log where company_id = $1 and action = 'gestoria.access' order by id`,
    [companyId],
  );

let bakery: number;
let workshop: number;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const email of Object.values(demoUsers)) cookies.set(email, await loginAs(ctx.app, email));
  bakery = await companyIdOf(demoUsers.company);
  workshop = await companyIdOf(demoUsers.company2);
});

afterAll(async () => {
  await ctx.close();
});

describe('gestoría portal', () => {
  it('lists the client companies with plan, state and indicators', async () => {
    const response = await get(demoUsers.gestoria, '/api/gestoria/companies');
    expect(response.statusCode, response.body).toBe(200);
    const clients = clientCompaniesResponse.parse(response.json());
    expect(clients.map((c) => c.id).sort()).toEqual([bakery, workshop].sort());
    const bakeryRow = clients.find((c) => c.id === bakery);
    expect(bakeryRow).toMatchObject({ name: 'Panadería Ejemplo S.L.', schema_name: 'panaderia_ejemplo' });
    expect(bakeryRow?.plan.type).toBe('premium');
    expect(['trial', 'active']).toContain(bakeryRow?.state);
    expect(bakeryRow?.employees).toBeGreaterThanOrEqual(6);
    for (const key of ['active_today', 'open_shifts', 'pending_petitions', 'alerts'] as const) {
      expect(bakeryRow?.[key]).toBeGreaterThanOrEqual(0);
    }
  });

  it('answers 403 to every other role on the gestoría routes, and to the gestoría on the company link', async () => {
    for (const email of [demoUsers.navegatel, demoUsers.company, demoUsers.manager, demoUsers.worker]) {
      const response = await get(email, '/api/gestoria/companies');
      expect(response.statusCode, email).toBe(403);
      expect(response.json().message).toBe(FORBIDDEN);
    }
    for (const email of [demoUsers.gestoria, demoUsers.navegatel, demoUsers.manager, demoUsers.worker]) {
      expect((await get(email, '/api/company/gestoria')).statusCode, email).toBe(403);
      expect((await del(email, '/api/company/gestoria')).statusCode, email).toBe(403);
    }
  });

  it('reads a client register, alerts and employees with company_id, each recorded in the client log', async () => {
    const before = (await gestoriaReadsOf(bakery)).length;
    const register = await get(
      demoUsers.gestoria,
      `/api/reports/register?company_id=${bakery}&from=2026-01-01&to=2026-01-31`,
    );
    expect(register.statusCode, register.body).toBe(200);
    const body = registerResponse.parse(register.json());
    expect(body.employees.length).toBeGreaterThanOrEqual(5);

    const alerts = await get(demoUsers.gestoria, `/api/reports/alerts?company_id=${bakery}&month=2026-01`);
    expect(alerts.statusCode, alerts.body).toBe(200);

    const employees = await get(demoUsers.gestoria, `/api/employees?company_id=${bakery}`);
    expect(employees.statusCode, employees.body).toBe(200);
    expect((employees.json() as { name: string }[]).map((e) => e.name)).toContain('Lucía Fernández');

    const csv = await get(
      demoUsers.gestoria,
      `/api/reports/register?company_id=${bakery}&from=2026-01-01&to=2026-01-31&format=csv`,
    );
    expect(csv.statusCode).toBe(200);

    const gestoriaUserId = (
      await ctx.superuserQuery<{ id: number }>('select id from users where email = $1', [demoUsers.gestoria])
    )[0]?.id;
    const reads = (await gestoriaReadsOf(bakery)).slice(before);
    expect(reads.map((r) => r.entity)).toEqual(['register', 'alerts', 'employees', 'register']);
    for (const read of reads) expect(read.actor_user_id).toBe(gestoriaUserId);
    expect(reads[3]?.details).toMatchObject({ format: 'csv', from: '2026-01-01', to: '2026-01-31' });
    // The other client's log holds none of these reads.
    expect(await gestoriaReadsOf(workshop)).toHaveLength(0);

    // The company admin sees who looked, with its Spanish label.
    const log = await get(demoUsers.company, '/api/logs?action=gestoria.access');
    expect(log.statusCode, log.body).toBe(200);
    const entries = log.json().data as { actionLabel: string; actor: { name: string } | null }[];
    expect(entries.length).toBeGreaterThanOrEqual(4);
    expect(entries[0]).toMatchObject({ actionLabel: 'Consulta de la gestoría', actor: { name: 'Laura Martín' } });
  });

  it('needs company_id, and answers 404 for a company it does not advise', async () => {
    const missing = await get(demoUsers.gestoria, '/api/reports/register?from=2026-01-01&to=2026-01-31');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Indica la empresa cliente (company_id)');
    for (const url of [
      '/api/reports/register?company_id=999999&from=2026-01-01&to=2026-01-31',
      '/api/reports/alerts?company_id=999999&month=2026-01',
      '/api/employees?company_id=999999',
    ]) {
      const response = await get(demoUsers.gestoria, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe('Empresa no encontrada');
    }
  });

  it('keeps a company user inside their own company: another company_id is 404', async () => {
    const response = await get(demoUsers.company, `/api/employees?company_id=${workshop}`);
    expect(response.statusCode).toBe(404);
    expect((await get(demoUsers.company, `/api/employees?company_id=${bakery}`)).statusCode).toBe(200);
  });

  it('shows the link to the company admin, who revokes it with effect on the next request', async () => {
    const shown = await get(demoUsers.company2, '/api/company/gestoria');
    expect(shown.statusCode, shown.body).toBe(200);
    expect(companyGestoriaResponse.parse(shown.json()).gestoria).toMatchObject({ name: 'Asesoría Demo' });

    const url = `/api/reports/alerts?company_id=${workshop}&month=2026-01`;
    expect((await get(demoUsers.gestoria, url)).statusCode).toBe(200);

    const revoked = await del(demoUsers.company2, '/api/company/gestoria');
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ success: true });

    const after = await get(demoUsers.gestoria, url);
    expect(after.statusCode).toBe(404);
    expect((await get(demoUsers.gestoria, `/api/employees?company_id=${workshop}`)).statusCode).toBe(404);
    const clients = clientCompaniesResponse.parse((await get(demoUsers.gestoria, '/api/gestoria/companies')).json());
    expect(clients.map((c) => c.id)).toEqual([bakery]);

    expect((await get(demoUsers.company2, '/api/company/gestoria')).json()).toEqual({ gestoria: null });
    const again = await del(demoUsers.company2, '/api/company/gestoria');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Tu empresa no tiene ninguna gestoría vinculada');

    const unlinked = await ctx.superuserQuery<{ actor_user_id: number; entity_id: string; ip: string }>(
      `select actor_user_id, entity_id, ip from audit_log where company_id = $1 and action = 'gestoria.unlinked'`,
      [workshop],
    );
    expect(unlinked).toHaveLength(1);
    expect(unlinked[0]?.ip).toBe('10.9.8.7');
  });
});
