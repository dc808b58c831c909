import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/create-database';
import { withTenant } from '../src/db/tenant';

/**
 * DB_PREPARED_STATEMENTS: named prepared statements on the app pool (the default), or none, for a
 * transaction pooler such as PgBouncer < 1.21 that cannot carry them between server connections.
 */
const target = inject('testDatabase');
const isPostgresRun = target.kind === 'postgres';
let dropDatabase = async () => {};

afterAll(async () => {
  await dropDatabase();
});

async function freshDatabaseUrl(adminUrl: string): Promise<string> {
  const name = `jornada_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

describe('DB_PREPARED_STATEMENTS', () => {
  const env = { DATABASE_URL: 'postgres://jornada@127.0.0.1/jornada', LOG_LEVEL: 'silent' };
  const postgresConfig = (extra: Record<string, string>) => {
    const { database } = loadConfig({ ...env, ...extra });
    if (database.kind !== 'postgres') throw new Error('se esperaba PostgreSQL');
    return database;
  };

  it('is on by default, off with false, and refuses anything else in Spanish', () => {
    expect(postgresConfig({}).preparedStatements).toBe(true);
    expect(postgresConfig({ DB_PREPARED_STATEMENTS: 'true' }).preparedStatements).toBe(true);
    expect(postgresConfig({ DB_PREPARED_STATEMENTS: 'false' }).preparedStatements).toBe(false);
    expect(() => loadConfig({ ...env, DB_PREPARED_STATEMENTS: 'no' })).toThrow(
      /DB_PREPARED_STATEMENTS debe ser true o false/,
    );
  });

  it('passes DATABASE_LISTEN_URL on for the events bus', () => {
    expect(postgresConfig({ DATABASE_LISTEN_URL: 'postgres://directo@127.0.0.1/jornada' }).listenUrl).toBe(
      'postgres://directo@127.0.0.1/jornada',
    );
    expect(postgresConfig({}).listenUrl).toBeUndefined();
  });

  it.runIf(isPostgresRun)(
    'prepares parameterised queries by name when on, and leaves nothing prepared on the connection when off',
    async () => {
      if (target.kind !== 'postgres') return;
      const url = await freshDatabaseUrl(target.adminUrl);
      const preparedOn = async (preparedStatements: boolean) => {
        // One connection, so the check reads the same session the queries ran on.
        const database = await openDatabase({ kind: 'postgres', url, poolSize: 1, preparedStatements });
        try {
          for (const n of [1, 2, 3]) {
            const { rows } = await withTenant(database.db, 7, (trx) =>
              sql<{
                n: number;
                tenant: string;
              }>`select ${n}::int as n, current_setting('app.company_id') as tenant`.execute(trx),
            );
            expect(rows).toEqual([{ n, tenant: '7' }]);
          }
          const { rows } = await sql<{ names: string[] }>`
            select coalesce(array_agg(name), '{}') as names from pg_prepared_statements
          `.execute(database.db);
          return rows[0]?.names ?? [];
        } finally {
          await database.close();
        }
      };
      const named = await preparedOn(true);
      expect(named).toHaveLength(1);
      expect(named[0]).toMatch(/^k[0-9a-f]{20}$/);
      expect(await preparedOn(false)).toEqual([]);
    },
  );
});
