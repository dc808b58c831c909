import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx.close();
});

describe('GET /api/gestoria/bundle', () => {
  it('zips the month’s bundle of every client, one folder per company, each read logged in its client', async () => {
    const cookie = await loginAs(ctx.app, demoUsers.gestoria);
    const response = await call(ctx.app, { method: 'GET', url: '/api/gestoria/bundle?month=2026-01', cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="registros-clientes-2026-01.zip"');
    const zip = response.rawPayload;
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    // The names of stored entries appear as is in the ZIP's headers.
    const text = zip.toString('latin1');
    expect(text).toContain('panaderia_ejemplo/registro-jornada-B87654323-2026-01.zip');
    expect(text).toContain('talleres_norte/registro-jornada-B11223344-2026-01.zip');
    const logged = await ctx.superuserQuery<{ company_id: number }>(
      `select company_id from audit_log where action = 'gestoria.access' and entity = 'bundle'`,
    );
    expect(logged).toHaveLength(2);
  });

  it('refuses a bad month and every other role', async () => {
    const cookie = await loginAs(ctx.app, demoUsers.gestoria);
    const bad = await call(ctx.app, { method: 'GET', url: '/api/gestoria/bundle?month=2026-1', cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Indica el mes (AAAA-MM)');
    for (const email of [demoUsers.company, demoUsers.worker, demoUsers.navegatel]) {
      const other = await loginAs(ctx.app, email);
      const response = await call(ctx.app, { method: 'GET', url: '/api/gestoria/bundle?month=2026-01', cookie: other });
      expect(response.statusCode, email).toBe(403);
    }
  });
});
