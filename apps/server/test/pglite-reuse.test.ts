import { describe, expect, inject, it } from 'vitest';
import { createTestContext } from './test-app';

/**
 * The PGlite run hands a test file a database another file used (pglite-instances.ts): it must be the
 * migrated template again, whatever the previous file wrote, or files would see each other's data.
 */
describe.runIf(inject('testDatabase').kind === 'pglite')('a reused embedded test database', () => {
  const countOf = async (ctx: Awaited<ReturnType<typeof createTestContext>>, table: string) =>
    (await ctx.superuserQuery<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n;

  it('starts empty of the previous file’s rows, with the template’s plans and sequences', async () => {
    const first = await createTestContext();
    expect(await countOf(first, 'users')).toBeGreaterThan(0);
    const [firstCompany] = await first.superuserQuery<{ id: number }>('select min(id)::int as id from companies');
    await first.superuserQuery("update plans set name = 'cambiado por la prueba'");
    await first.close();

    const second = await createTestContext({ seed: false });
    try {
      expect(await countOf(second, 'users')).toBe(0);
      expect(await countOf(second, 'companies')).toBe(0);
      expect(await countOf(second, 'clock_events')).toBe(0);
      expect(await countOf(second, "plans where name = 'cambiado por la prueba'")).toBe(0);
      expect(await countOf(second, 'plans')).toBeGreaterThan(0);
      // The same ids as on a fresh copy of the template: sequences start where it left them.
      const { seedDemo } = await import('../src/modules/demo/seed-demo');
      await seedDemo(second.database.db, { history: 'light', signingKey: second.signingKey });
      const [company] = await second.superuserQuery<{ id: number }>('select min(id)::int as id from companies');
      expect(company?.id).toBe(firstCompany?.id);
    } finally {
      await second.close();
    }
  });
});
