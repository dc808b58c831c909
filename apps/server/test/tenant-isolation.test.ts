import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, type Trx, withTenant } from '../src/db/tenant';
import { ALL_TENANT_TABLES as TENANT_TABLES } from '../src/db/tenant-tables';
import { emitDomainEvent } from '../src/modules/events/emit-domain-event';
import { sendMonthlySummaries } from '../src/modules/monthly-summaries/send-monthly-summaries';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from './test-app';

/**
 * Row-level security, table by table. Every check iterates TENANT_TABLES, so a tenant table added
 * to the migration is covered here without editing this file.
 */

let ctx: TestContext;
let companyA = 0; // panaderia_ejemplo
let companyB = 0; // talleres_norte

/** Rolls back whatever fn did: probes that must leave no trace even if RLS were broken. */
class Rollback extends Error {}
async function probeInTenant<T>(companyId: number, fn: (trx: Trx) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await withTenant(ctx.database.db, companyId, async (trx) => {
    result = await fn(trx);
    throw new Rollback();
  }).catch((error) => {
    if (!(error instanceof Rollback)) throw error;
  });
  return result as T;
}

async function sqlStateOf(promise: Promise<unknown>): Promise<{ code?: string; message?: string } | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error as { code?: string; message?: string };
  }
}

const countOf = async (trx: Db | Trx, table: string, where = sql`true`) =>
  Number(
    (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where ${where}`.execute(trx)).rows[0]
      ?.n,
  );

async function superuserCount(table: string, companyId?: number): Promise<number> {
  const rows = await ctx.superuserQuery<{ n: number }>(
    `select count(*)::int as n from ${table}${companyId === undefined ? '' : ' where company_id = $1'}`,
    companyId === undefined ? [] : [companyId],
  );
  return Number(rows[0]?.n);
}

/** Columns a copied row can carry explicitly (identity columns get a fresh value). */
async function insertableColumns(table: string): Promise<string[]> {
  const rows = await ctx.superuserQuery<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_identity = 'NO' order by ordinal_position`,
    [table],
  );
  return rows.map((r) => r.column_name);
}

/** One real row of company B, as JSON, read past RLS. */
async function rowOfCompany(table: string, companyId: number): Promise<string> {
  const rows = await ctx.superuserQuery<{ row: string }>(
    `select row_to_json(t)::text as row from ${table} t where company_id = $1 limit 1`,
    [companyId],
  );
  const row = rows[0]?.row;
  if (!row) throw new Error(`${table} no tiene filas de la empresa ${companyId}`);
  return row;
}

/** Re-inserts a copy of `rowJson` with company_id set to `companyId`. */
function insertCopy(trx: Trx, table: string, columns: string[], rowJson: string, companyId: number) {
  const list = sql.join(columns.map((c) => sql.ref(c)));
  const values = sql.join(columns.map((c) => (c === 'company_id' ? sql`${companyId}::integer` : sql.ref(`r.${c}`))));
  return sql`insert into ${sql.table(table)} (${list})
    select ${values} from json_populate_record(null::${sql.table(table)}, ${rowJson}::json) as r`.execute(trx);
}

beforeAll(async () => {
  ctx = await createTestContext();
  const companies = await ctx.database.ownerDb.selectFrom('companies').select(['id', 'schema_name']).execute();
  companyA = companies.find((c) => c.schema_name === 'panaderia_ejemplo')?.id ?? 0;
  companyB = companies.find((c) => c.schema_name === 'talleres_norte')?.id ?? 0;
  // The seed gives talleres_norte no manager links; add one so every tenant table has rows of both.
  const users = await ctx.database.ownerDb
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', [demoUsers.company2, demoUsers.worker2, demoUsers.worker])
    .execute();
  const idOf = (email: string) => users.find((u) => u.email === email)?.id as number;
  await withTenant(ctx.database.db, companyB, (trx) =>
    trx
      .insertInto('employee_managers')
      .values({ company_id: companyB, employee_id: idOf(demoUsers.worker2), manager_id: idOf(demoUsers.company2) })
      .execute(),
  );
  // Inspector links exist only once an admin creates one: one per company.
  for (const [companyId, email] of [
    [companyA, demoUsers.company],
    [companyB, demoUsers.company2],
  ] as const) {
    const cookie = await loginAs(ctx.app, email, undefined, '10.31.0.1');
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/inspector-links',
      payload: {
        label: `Inspección ${companyId}`,
        from: '2026-01-01',
        to: '2026-01-31',
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      },
      cookie,
    });
    if (created.statusCode !== 201) throw new Error(`enlace de inspección no creado: ${created.body}`);
    // Overtime settlements too: one per company, for a month two years back. Written as rows: the API
    // settles only overtime the register has, and these workers have none that month.
    const worker = companyId === companyA ? demoUsers.worker : demoUsers.worker2;
    await ctx.superuserQuery(
      `insert into overtime_settlements (company_id, user_id, month, mode, settled_minutes)
         values ($1, $2, make_date($3, 3, 1), 'paid', 60)`,
      [companyId, idOf(worker), new Date().getUTCFullYear() - 2],
    );
    // A POS terminal of each company, and a POS session on it (the demo seeds one only for A; B is on
    // Gratis, which has no terminals, so it moves to Profesional first).
    await ctx.superuserQuery(
      `update companies set plan_id = (select id from plans where type = 'professional') where id = $1`,
      [companyId],
    );
    const terminal = await call(ctx.app, {
      method: 'POST',
      url: '/api/pos-terminals',
      payload: { name: 'Entrada' },
      cookie,
    });
    if (terminal.statusCode !== 201) throw new Error(`terminal POS no creado: ${terminal.body}`);
    const posLogin = await call(ctx.app, {
      method: 'POST',
      url: '/api/pos/login',
      payload: { id_acceso: terminal.json().id_acceso, pin: terminal.json().pin },
      remoteAddress: '10.31.0.2',
    });
    if (posLogin.statusCode !== 200) throw new Error(`sesión POS no abierta: ${posLogin.body}`);
    // A wrong personal PIN typed at that kiosk: the worker's lockout counters (ADR 025).
    const posCookie = posLogin.cookies.find((c) => c.name.endsWith('jornada_pos'));
    const wrongPin = await call(ctx.app, {
      method: 'POST',
      url: '/api/pos-incidents',
      payload: { user_id: idOf(worker), pin: '0000', kind_id: 5 },
      cookie: `${posCookie?.name}=${posCookie?.value}`,
    });
    if (wrongPin.statusCode !== 401) throw new Error(`PIN personal incorrecto no contado: ${wrongPin.body}`);
    // A clock action sent with an Idempotency-Key stores its answer: one per company.
    const workerCookie = await loginAs(ctx.app, worker, undefined, '10.31.0.3');
    const keyed = async (action: string) =>
      call(ctx.app, {
        method: 'POST',
        url: `/api/workshift/${action}`,
        payload: {},
        headers: { 'idempotency-key': randomUUID() },
        cookie: workerCookie,
      });
    const clocked = (await keyed('start')).statusCode === 200 || (await keyed('end')).statusCode === 200;
    if (!clocked) throw new Error('fichaje con Idempotency-Key no registrado');
    // An API key of each company: the plan must include the API, so Premium.
    await ctx.superuserQuery(
      `update companies set plan_id = (select id from plans where type = 'premium') where id = $1`,
      [companyId],
    );
    const apiKey = await call(ctx.app, {
      method: 'POST',
      url: '/api/api-keys',
      payload: { name: `Integración ${companyId}`, scopes: ['register:read'] },
      cookie,
    });
    if (apiKey.statusCode !== 201) throw new Error(`clave de API no creada: ${apiKey.body}`);
    // A webhook of each company (ADR 017) and one delivery of it, queued by an event.
    const webhook = await call(ctx.app, {
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: 'https://93.184.215.14/jornada', events: ['employee.created'] },
      cookie,
    });
    if (webhook.statusCode !== 201) throw new Error(`webhook no creado: ${webhook.body}`);
    await withTenant(ctx.database.db, companyId, (trx) =>
      emitDomainEvent(trx, { companyId, type: 'employee.created', userId: idOf(worker) }),
    );
  }
  // No monthly summary is due at seed time: hand a (far) future month's over, without email.
  await sendMonthlySummaries(ctx.database.db, null, { now: new Date('2099-02-01T10:00:00Z') });
});
afterAll(() => ctx.close());

describe('test set-up', () => {
  it('has both demo companies, rows of both in every tenant table, and a real superuser for cross-checks', async () => {
    expect(companyA).toBeGreaterThan(0);
    expect(companyB).toBeGreaterThan(0);
    expect(TENANT_TABLES.length).toBeGreaterThan(0);
    for (const table of TENANT_TABLES) {
      expect(await superuserCount(table, companyA), `${table} de A`).toBeGreaterThan(0);
      expect(await superuserCount(table, companyB), `${table} de B`).toBeGreaterThan(0);
    }
    const [me] = await ctx.superuserQuery<{ rolsuper: boolean }>(
      'select rolsuper from pg_roles where rolname = current_user',
    );
    expect(me?.rolsuper).toBe(true);
  });
});

describe.each(TENANT_TABLES)('tenant table %s', (table) => {
  it('(a) with no tenant set, the app role sees no row at all', async () => {
    const seen = await countOf(ctx.database.db, table);
    expect(seen).toBe(0);
    expect(await superuserCount(table)).toBeGreaterThan(0);
  });

  it("(b) inside company A's tenant only A's rows are visible", async () => {
    const { ofB, all, companyIds } = await withTenant(ctx.database.db, companyA, async (trx) => ({
      ofB: await countOf(trx, table, sql`company_id = ${companyB}`),
      all: await countOf(trx, table),
      companyIds: (
        await sql<{ company_id: number }>`select distinct company_id from ${sql.table(table)}`.execute(trx)
      ).rows.map((r) => r.company_id),
    }));
    expect(ofB).toBe(0);
    expect(all).toBe(await superuserCount(table, companyA));
    expect(companyIds).toEqual([companyA]);
  });

  it("(c) inside A's tenant, B's rows can't be inserted, updated, deleted or reached by moving a row", async () => {
    const columns = await insertableColumns(table);
    const rowOfB = await rowOfCompany(table, companyB);
    const rowsOfBBefore = await superuserCount(table, companyB);

    const [privileges] = await ctx.superuserQuery<{ can_insert: boolean; can_update: boolean; can_delete: boolean }>(
      `select has_table_privilege('jornada_app', $1, 'INSERT') as can_insert,
              has_table_privilege('jornada_app', $1, 'UPDATE') as can_update,
              has_table_privilege('jornada_app', $1, 'DELETE') as can_delete`,
      [table],
    );

    // INSERT of a row that belongs to B: the policy's WITH CHECK refuses it (or, where the app role may
    // not insert at all — the shift projection, written only by definer functions — the privilege does).
    const inserted = await sqlStateOf(
      probeInTenant(companyA, (trx) => insertCopy(trx, table, columns, rowOfB, companyB)),
    );
    expect(inserted?.code, `${table}: ${inserted?.message}`).toBe('42501');
    expect(inserted?.message).toMatch(privileges?.can_insert ? /row-level security/ : /permission denied/);

    // Control: the same statement as B itself is not refused by RLS (it may hit a unique key).
    if (privileges?.can_insert) {
      const asB = await sqlStateOf(probeInTenant(companyB, (trx) => insertCopy(trx, table, columns, rowOfB, companyB)));
      expect(asB?.code, `${table}: ${asB?.message}`).not.toBe('42501');
    }

    // UPDATE and DELETE of B's rows: where the app role may do them at all, they touch nothing.
    const updateOfB = () =>
      probeInTenant(companyA, (trx) =>
        sql`update ${sql.table(table)} set company_id = company_id where company_id = ${companyB}`.execute(trx),
      );
    const deleteOfB = () =>
      probeInTenant(companyA, (trx) =>
        sql`delete from ${sql.table(table)} where company_id = ${companyB}`.execute(trx),
      );
    for (const [allowed, statement] of [
      [privileges?.can_update, updateOfB],
      [privileges?.can_delete, deleteOfB],
    ] as const) {
      if (allowed) {
        expect((await statement()).numAffectedRows).toBe(0n);
      } else {
        // No privilege at all (the audit log is append-only): refused outright.
        expect((await sqlStateOf(statement()))?.code).toBe('42501');
      }
    }

    // Moving one of A's own rows over to B is refused by WITH CHECK too.
    if (privileges?.can_update) {
      const moved = await sqlStateOf(
        probeInTenant(companyA, (trx) =>
          sql`update ${sql.table(table)} set company_id = ${companyB} where company_id = ${companyA}`.execute(trx),
        ),
      );
      expect(moved?.code, `${table}: ${moved?.message}`).toBe('42501');
      expect(moved?.message).toMatch(/row-level security/);
    }

    expect(await superuserCount(table, companyB)).toBe(rowsOfBBefore);
  });

  it('(e) has row-level security enabled AND forced, with a policy', async () => {
    const [row] = await ctx.superuserQuery<{ relrowsecurity: boolean; relforcerowsecurity: boolean; policies: number }>(
      `select c.relrowsecurity, c.relforcerowsecurity,
              (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
         from pg_class c where c.relname = $1 and c.relnamespace = 'public'::regnamespace`,
      [table],
    );
    expect(row).toEqual({ relrowsecurity: true, relforcerowsecurity: true, policies: 1 });
  });
});

describe('the application role', () => {
  it('(d) is jornada_app, neither superuser nor BYPASSRLS', async () => {
    const { rows } = await sql<{ current_user: string; rolbypassrls: boolean; rolsuper: boolean }>`
      select current_user, rolbypassrls, rolsuper from pg_roles where rolname = current_user`.execute(ctx.database.db);
    // Through PgBouncer (TEST_PGBOUNCER=1) the app logs in as jornada_pooled, a member of jornada_app;
    // the SET ROLE the pool sends on connecting lands on whichever server connection PgBouncer picks,
    // so a statement may run as either. Both are what RLS applies to: neither bypasses it.
    const user = process.env.TEST_PGBOUNCER === '1' ? expect.stringMatching(/^jornada_(app|pooled)$/) : 'jornada_app';
    expect(rows).toEqual([{ current_user: user, rolbypassrls: false, rolsuper: false }]);
  });

  it('every table carrying company_id is a tenant table (users is the global identity directory)', async () => {
    const globalByDesign = ['users'];
    const rows = await ctx.superuserQuery<{ table_name: string }>(
      `select c.table_name from information_schema.columns c
         join information_schema.tables t using (table_schema, table_name)
        where c.table_schema = 'public' and c.column_name = 'company_id' and t.table_type = 'BASE TABLE'
        order by 1`,
    );
    const withCompanyId = rows.map((r) => r.table_name).filter((t) => !globalByDesign.includes(t));
    expect(withCompanyId.sort()).toEqual([...TENANT_TABLES].sort());
  });
});

describe('through the API', () => {
  it("company A's admin can't touch company B's worker: 404 and B's email stays", async () => {
    const workerOfB = await ctx.database.ownerDb
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', demoUsers.worker2)
      .executeTakeFirstOrThrow();
    const cookie = await loginAs(ctx.app, demoUsers.company);

    for (const payload of [{ email: 'robado@jornada.test' }, { password: 'OtraClave!2024' }]) {
      const response = await call(ctx.app, {
        method: 'PATCH',
        url: `/api/auth/update-password/${workerOfB.id}`,
        payload,
        cookie,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Empleado no encontrado');
    }

    const after = await ctx.database.ownerDb
      .selectFrom('users')
      .select(['email', 'must_change_password'])
      .where('id', '=', workerOfB.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ email: demoUsers.worker2, must_change_password: false });
    // B's worker still logs in with the untouched password.
    await loginAs(ctx.app, demoUsers.worker2, undefined, '10.30.0.2');
  });
});
