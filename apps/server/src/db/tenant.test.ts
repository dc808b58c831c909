import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { withTenant, withTenantOpening } from './tenant';

let ctx: TestContext;
let companyId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const company = await ctx.database.ownerDb
    .selectFrom('companies')
    .select('id')
    .where('schema_name', '=', 'panaderia_ejemplo')
    .executeTakeFirstOrThrow();
  companyId = company.id;
});
afterAll(() => ctx.close());

// As superuser: RLS would hide the row from the app role outside a tenant transaction.
const shiftNamed = async (name: string) =>
  (await ctx.superuserQuery<{ id: number }>('select id from shifts where name = $1', [name]))[0];

/** What the next statement on the pool sees: no tenant, and no transaction block left open. */
async function outsideState() {
  const { rows } = await sql<{
    tenant: string;
  }>`select coalesce(current_setting('app.company_id', true), '') as tenant`.execute(ctx.database.db);
  // SAVEPOINT is refused outside a transaction block: a leaked BEGIN would let it through.
  const savepoint = await sql`savepoint probe`.execute(ctx.database.db).then(
    () => 'inside a transaction',
    (error: Error) => error.message,
  );
  return { tenant: rows[0]?.tenant, savepoint };
}

const CLEAN = { tenant: '', savepoint: expect.stringMatching(/transaction block/) };

describe('withTenant', () => {
  it('commits the work of the callback, seen by the tenant and not outside it', async () => {
    await withTenant(ctx.database.db, companyId, (trx) =>
      trx
        .insertInto('shifts')
        .values({ company_id: companyId, name: 'Turno confirmado', start_time: '06:00', end_time: '14:00' })
        .execute(),
    );
    expect(await shiftNamed('Turno confirmado')).toBeDefined();
    expect(await outsideState()).toEqual(CLEAN);
  });

  it('rolls everything back when the callback throws, and leaves the connection clean', async () => {
    await expect(
      withTenant(ctx.database.db, companyId, async (trx) => {
        await trx
          .insertInto('shifts')
          .values({ company_id: companyId, name: 'Turno a medias', start_time: '06:00', end_time: '14:00' })
          .execute();
        throw new Error('fallo a mitad');
      }),
    ).rejects.toThrow('fallo a mitad');
    expect(await shiftNamed('Turno a medias')).toBeUndefined();
    expect(await outsideState()).toEqual(CLEAN);
  });

  it('RLS refuses a row of another company even inside the tenant transaction', async () => {
    await expect(
      withTenant(ctx.database.db, companyId, (trx) =>
        trx
          .insertInto('shifts')
          .values({ company_id: companyId + 1, name: 'Turno ajeno', start_time: '06:00', end_time: '14:00' })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
    expect(await shiftNamed('Turno ajeno')).toBeUndefined();
  });
});

describe('withTenantOpening', () => {
  it('runs the opening statement under the tenant and hands its row to the callback', async () => {
    const row = await withTenantOpening<{ tenant: string }, { tenant: string } | undefined>(
      ctx.database.db,
      companyId,
      `select current_setting('app.company_id') as tenant`,
      async (_trx, opening) => ({ result: opening }),
    );
    expect(row).toEqual({ tenant: String(companyId) });
  });

  it('a failing opening statement rolls back and leaves the connection usable', async () => {
    await expect(
      withTenantOpening(ctx.database.db, companyId, 'select 1/0', async () => ({ result: 'nunca' })),
    ).rejects.toThrow(/division by zero/);
    expect(await outsideState()).toEqual(CLEAN);
  });

  it('runs the closing statement with the COMMIT: both writes land', async () => {
    const closing = `insert into shifts (company_id, name, start_time, end_time) values (${companyId}, 'Turno de cierre', '07:00', '15:00')`;
    await withTenantOpening(ctx.database.db, companyId, 'select 1', async (trx) => {
      await trx
        .insertInto('shifts')
        .values({ company_id: companyId, name: 'Turno de apertura', start_time: '06:00', end_time: '14:00' })
        .execute();
      return { result: null, closing };
    });
    expect(await shiftNamed('Turno de apertura')).toBeDefined();
    expect(await shiftNamed('Turno de cierre')).toBeDefined();
    expect(await outsideState()).toEqual(CLEAN);
  });

  it('a failing closing statement rolls back the whole transaction and leaves the connection usable', async () => {
    await expect(
      withTenantOpening(ctx.database.db, companyId, 'select 1', async (trx) => {
        await trx
          .insertInto('shifts')
          .values({ company_id: companyId, name: 'Turno huérfano', start_time: '06:00', end_time: '14:00' })
          .execute();
        // Another company's row: RLS refuses it.
        const closing = `insert into shifts (company_id, name, start_time, end_time) values (${companyId + 1}, 'Turno ajeno 2', '07:00', '15:00')`;
        return { result: null, closing };
      }),
    ).rejects.toThrow(/row-level security/);
    expect(await shiftNamed('Turno huérfano')).toBeUndefined();
    expect(await shiftNamed('Turno ajeno 2')).toBeUndefined();
    expect(await outsideState()).toEqual(CLEAN);
  });

  it('refuses a company id that is not an integer before sending anything', async () => {
    await expect(withTenant(ctx.database.db, Number.NaN, async () => 1)).rejects.toThrow(/company_id no válido/);
  });
});
