import { BACKUP_MESSAGES } from '@jornada/shared/api/backups';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';

/**
 * The routes where there is nothing of the app's to copy: PostgreSQL (backed up with its own tools)
 * and the tests' in-memory PGlite. The snapshot itself, on a real data dir, is in
 * test/faults/embedded-backup-restore.test.ts.
 */
const expectedMessage =
  inject('testDatabase').kind === 'postgres' ? BACKUP_MESSAGES.postgres : BACKUP_MESSAGES.inMemory;

let ctx: TestContext;
let platform: string;
beforeAll(async () => {
  ctx = await createTestContext();
  platform = await loginAs(ctx.app, demoUsers.navegatel);
});
afterAll(() => ctx.close());

describe('/api/admin/backups without an embedded database on disk', () => {
  it('refuses to take one with a Spanish 409 saying how to back up instead', async () => {
    const response = await call(ctx.app, { method: 'POST', url: '/api/admin/backups', cookie: platform });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: expectedMessage, code: 'CONFLICT' });
  });

  it('lists none, says why, and is the platform admin’s only', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/admin/backups', cookie: platform });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ is_available: false, message: expectedMessage, backups: [], keep: 14 });
    // Like every platform read, it leaves its row in the platform's log.
    const logged = await ctx.superuserQuery<{ n: number }>(
      `select count(*)::int as n from platform_audit_log where action = 'platform.read' and details->>'resource' = 'backups'`,
    );
    expect(logged[0]?.n).toBe(1);
    const company = await loginAs(ctx.app, demoUsers.company);
    const refused = await call(ctx.app, { method: 'POST', url: '/api/admin/backups', cookie: company });
    expect(refused.statusCode).toBe(403);
  });
});
