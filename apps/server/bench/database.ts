import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { APP_ROLE } from '../src/db/schema-names';
import type { Db } from '../src/db/tenant';

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database `jornada_bench_<random>` on the cluster of `adminUrl`. */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `jornada_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * The bare insert's target: a tenant table like the app's (RLS enabled and forced, the same policy),
 * so the bare INSERT pays what an app INSERT pays except the route's own work.
 */
export async function createBenchTables(ownerDb: Db) {
  const tenant = `nullif(current_setting('app.company_id', true), '')::integer`;
  for (const statement of [
    `CREATE TABLE bench_inserts (
       id bigserial PRIMARY KEY,
       company_id integer NOT NULL REFERENCES companies(id),
       at timestamptz NOT NULL DEFAULT now()
     )`,
    `ALTER TABLE bench_inserts ENABLE ROW LEVEL SECURITY`,
    `ALTER TABLE bench_inserts FORCE ROW LEVEL SECURITY`,
    `CREATE POLICY tenant_isolation ON bench_inserts USING (company_id = ${tenant}) WITH CHECK (company_id = ${tenant})`,
    `GRANT SELECT, INSERT ON bench_inserts TO ${APP_ROLE}`,
    `GRANT USAGE ON SEQUENCE bench_inserts_id_seq TO ${APP_ROLE}`,
  ]) {
    await sql.raw(statement).execute(ownerDb);
  }
}

/** What autovacuum would have done by the time a year of history exists: fresh statistics. */
export async function settle(ownerDb: Db) {
  await sql`VACUUM ANALYZE`.execute(ownerDb);
  await sql`CHECKPOINT`.execute(ownerDb);
}

/**
 * Waits until no other session of this database is running a query or sitting in a transaction,
 * three samples in a row: the requests a finished load run left in flight have completed.
 */
export async function waitForQuiet(ownerDb: Db, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let quietSamples = 0;
  while (quietSamples < 3) {
    if (Date.now() > deadline) throw new Error('la base sigue ocupada tras la ejecución');
    const { rows } = await sql<{ busy: number }>`
      select count(*)::int as busy from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()
        and state in ('active', 'idle in transaction')
    `.execute(ownerDb);
    quietSamples = rows[0]?.busy === 0 ? quietSamples + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
