import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ensurePooledRole, startPgBouncer } from '../bench/pgbouncer';

export type TestDatabaseTarget =
  | {
      kind: 'postgres';
      adminUrl: string;
      /**
       * TEST_PGBOUNCER=1: the app's pool goes through a PgBouncer in transaction mode (migrations and
       * the superuser's checks stay direct), with named prepared statements off unless
       * DB_PREPARED_STATEMENTS=true asks for them (which PgBouncer 1.18 cannot carry).
       */
      pooler?: { port: number; preparedStatements: boolean };
    }
  | { kind: 'pglite' };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTarget;
  }
}

const LOCAL_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Which database the suite runs on: DATABASE_URL when set (TEST_DB=pglite forces the embedded
 * one), else a local PostgreSQL when it answers, else embedded PGlite. Each test file then makes
 * and drops its own database, never touching ./data.
 */
export default async function setup(project: TestProject) {
  let target: TestDatabaseTarget;
  if (process.env.TEST_DB === 'pglite') target = { kind: 'pglite' };
  else if (process.env.DATABASE_URL) target = { kind: 'postgres', adminUrl: process.env.DATABASE_URL };
  else if (await answers(LOCAL_URL)) target = { kind: 'postgres', adminUrl: LOCAL_URL };
  else target = { kind: 'pglite' };
  let stopPooler = async () => {};
  if (target.kind === 'postgres' && process.env.TEST_PGBOUNCER === '1') {
    await ensurePooledRole(target.adminUrl);
    const bouncer = await startPgBouncer({ target: hostOf(target.adminUrl) });
    stopPooler = () => bouncer.stop();
    const preparedStatements = process.env.DB_PREPARED_STATEMENTS === 'true';
    target = { ...target, pooler: { port: bouncer.port, preparedStatements } };
    process.stdout.write(
      `[tests] pool de la aplicación a través de PgBouncer (transacción) en el puerto ${bouncer.port}, ` +
        `sentencias preparadas con nombre ${preparedStatements ? 'sí' : 'no'}\n`,
    );
  }
  process.stdout.write(`[tests] base de datos: ${target.kind === 'pglite' ? 'PGlite embebido' : 'PostgreSQL'}\n`);
  project.provide('testDatabase', target);
  return stopPooler;
}

function hostOf(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || 5432) };
}
