import pg from 'pg';
import type { TestProject } from 'vitest/node';

export type TestDatabaseTarget = { kind: 'postgres'; adminUrl: string } | { kind: 'pglite' };

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
  process.stdout.write(`[tests] base de datos: ${target.kind === 'pglite' ? 'PGlite embebido' : 'PostgreSQL'}\n`);
  project.provide('testDatabase', target);
}
