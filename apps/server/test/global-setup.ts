import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ensurePooledRole, startPgBouncer } from '../bench/pgbouncer';
import { openDatabase } from '../src/db/create-database';

export type TestDatabaseTarget =
  | {
      kind: 'postgres';
      adminUrl: string;
      /** A migrated database each test file's database is created from (CREATE DATABASE … TEMPLATE). */
      template: string;
      /**
       * TEST_PGBOUNCER=1: the app's pool goes through a PgBouncer in transaction mode (migrations and
       * the superuser's checks stay direct), with named prepared statements off unless
       * DB_PREPARED_STATEMENTS=true asks for them (which PgBouncer 1.18 cannot carry).
       */
      pooler?: { port: number; preparedStatements: boolean };
    }
  | {
      kind: 'pglite';
      /** A migrated data dir's archive (dumpDataDir) each test file's in-memory database starts from. */
      templateFile: string;
    };

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
  let adminUrl: string | undefined;
  if (process.env.TEST_DB === 'pglite') adminUrl = undefined;
  else if (process.env.DATABASE_URL) adminUrl = process.env.DATABASE_URL;
  else if (await answers(LOCAL_URL)) adminUrl = LOCAL_URL;
  const { target: migrated, dropTemplate } = adminUrl ? await postgresTemplate(adminUrl) : await pgliteTemplate();
  let target: TestDatabaseTarget = migrated;
  let stopPooler = dropTemplate;
  if (target.kind === 'postgres' && process.env.TEST_PGBOUNCER === '1') {
    await ensurePooledRole(target.adminUrl);
    const bouncer = await startPgBouncer({ target: hostOf(target.adminUrl) });
    stopPooler = async () => {
      await bouncer.stop();
      await dropTemplate();
    };
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

/**
 * Every test file gets a database of its own, migrated: migrating ~150 of them took a good part of
 * the suite's time (most of it on PGlite). Migrated once here, each file's is a copy, and the app's
 * own migrateToLatest on it finds nothing left to do.
 */
async function postgresTemplate(adminUrl: string) {
  const template = `jornada_test_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
  await database.close();
  // pg.Pool's end() resolves before its connections have closed, and a template with a connection
  // left cannot be copied: wait until none is.
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  for (let waited = 0; waited < 5000; waited += 20) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [template],
    );
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await client.end();
  const target: TestDatabaseTarget = { kind: 'postgres', adminUrl, template };
  async function dropTemplate() {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await client.end();
  }
  return { target, dropTemplate };
}

async function pgliteTemplate() {
  const directory = await mkdtemp(join(tmpdir(), 'jornada-test-template-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: join(directory, 'data') });
  const archive = await database.snapshot?.();
  await database.close();
  if (!archive) throw new Error('PGlite no ha dado la copia de su directorio de datos');
  const templateFile = join(directory, 'template.tar');
  await writeFile(templateFile, archive);
  const target: TestDatabaseTarget = { kind: 'pglite', templateFile };
  return { target, dropTemplate: () => rm(directory, { recursive: true, force: true }) };
}
