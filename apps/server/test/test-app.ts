import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { POOLED_ROLE, releaseDatabase } from '../bench/pgbouncer';
import { type App, buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/create-database';
import type { Mailer } from '../src/lib/mailer';
import { DEMO_PASSWORD, type SeedDemoOptions, seedDemo } from '../src/modules/demo/seed-demo';
import { generateSigningKey, type RecordSigningKey } from '../src/modules/record/signing-key';
import { clearSessionCache } from '../src/modules/session/session-cache';
import { clearClockRulesCache } from '../src/modules/workshift/clock-rules-cache';
import { acquirePglite, releasePglite } from './pglite-instances';

export { DEMO_PASSWORD };

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  config: AppConfig;
  /** The test database's URL on the postgres target (connects as the cluster's superuser); undefined on PGlite. */
  databaseUrl: string | undefined;
  /** The record's signing key of this context (in memory: a test never writes one to ./data). */
  signingKey: RecordSigningKey;
  /**
   * Runs one statement as a superuser, which row-level security never filters: to check what the
   * app role (ctx.database.db) cannot see. PostgreSQL: a pg.Client on the test database. PGlite has
   * a single session, switched to the app role for good, so the statement runs in an owner
   * transaction after `SET LOCAL ROLE NONE` (back to the superuser until that transaction ends).
   */
  superuserQuery<R = Record<string, unknown>>(text: string, parameters?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
}

/**
 * A fresh database (PostgreSQL or PGlite, per global-setup) with the demo data, and the app on it.
 * The demo's light history by default (cheap, and what the tests were written against); `demo`
 * asks for the full two months (`history: 'full'`) as of a given `now`.
 */
export async function createTestContext(
  options: {
    seed?: boolean;
    mailer?: Mailer;
    env?: Record<string, string>;
    demo?: Omit<SeedDemoOptions, 'signingKey'>;
  } = {},
): Promise<TestContext> {
  const target = inject('testDatabase');
  // Test files share their worker's modules (isolate: false in vitest.config.ts): the in-memory caches
  // keyed by ids must not carry one file's database into the next one's.
  clearSessionCache();
  clearClockRulesCache();
  let database: DatabaseHandle;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (target.kind === 'postgres') {
    const name = `jornada_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: target.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${target.template}`);
    await admin.end();
    const url = new URL(target.adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    const { pooler } = target;
    database = await openDatabase({
      kind: 'postgres',
      url: url.toString(),
      poolSize: 4,
      // TEST_PGBOUNCER=1 (global-setup.ts): the app's queries through PgBouncer, as the pooled login.
      ...(pooler
        ? {
            appUrl: `postgres://${POOLED_ROLE}@127.0.0.1:${pooler.port}/${name}`,
            listenUrl: url.toString(),
            preparedStatements: pooler.preparedStatements,
          }
        : {}),
    });
    dropDatabase = async () => {
      if (pooler) await releaseDatabase(pooler, name);
      const client = new pg.Client({ connectionString: target.adminUrl });
      await client.connect();
      // pg.Pool's end() resolves before its connections have closed: wait for them, or FORCE
      // terminates one still closing and its pool throws an uncaught 57P01 into the test run.
      for (let waited = 0; waited < 2000; waited += 20) {
        const { rows } = await client.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    const pglite = await acquirePglite(target.templateFile);
    database = await openDatabase({ kind: 'pglite', instance: pglite });
    dropDatabase = () => releasePglite(pglite, false);
  }
  const signingKey = generateSigningKey();
  if (options.seed !== false) {
    await seedDemo(database.db, { history: 'light', ...options.demo, signingKey });
  }
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'never',
    RECORD_DIGEST_SWEEP_MINUTES: '0',
    RECORD_CHECKPOINT_MINUTES: '0',
    MONTHLY_SUMMARY_SWEEP_MINUTES: '0',
    // No webhook dispatcher in the background: the webhook tests run their own, on a clock they move.
    WEBHOOK_DISPATCH_SECONDS: '0',
    // loadConfig defaults to production, which requires the platform admin's MFA (ADR 015): the tests
    // log the demo navegatel in with its password; mfa.test.ts turns the requirement on.
    PLATFORM_MFA_REQUIRED: 'false',
    ...options.env,
  });
  const app = await buildApp({ config, database, mailer: options.mailer, logger: false, signingKey });
  await app.ready();

  let superuser: pg.Client | undefined;
  async function superuserQuery<R>(text: string, parameters: unknown[] = []): Promise<R[]> {
    if (databaseUrl) {
      if (!superuser) {
        superuser = new pg.Client({ connectionString: databaseUrl });
        await superuser.connect();
      }
      return (await superuser.query(text, parameters)).rows as R[];
    }
    return database.ownerDb.transaction().execute(async (trx) => {
      await sql`SET LOCAL ROLE NONE`.execute(trx);
      return (await trx.executeQuery(CompiledQuery.raw(text, parameters))).rows as R[];
    });
  }

  return {
    app,
    database,
    config,
    databaseUrl,
    signingKey,
    superuserQuery,
    async close() {
      await superuser?.end();
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

/** Requests as SPEC's client makes them: the X-Requested-With header on every call. */
export async function call(app: App, options: InjectOptions & { cookie?: string; skipCsrfHeader?: boolean }) {
  const { cookie, skipCsrfHeader, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: {
      ...(skipCsrfHeader ? {} : { 'x-requested-with': 'XMLHttpRequest' }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
  });
}

export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('jornada_session'));
  if (!cookie) throw new Error('la respuesta no fija la cookie de sesión');
  return `${cookie.name}=${cookie.value}`;
}

export async function loginAs(app: App, email: string, password = DEMO_PASSWORD, ip = '10.0.0.1'): Promise<string> {
  const response = await call(app, {
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: ip,
  });
  if (response.statusCode !== 200) throw new Error(`login de ${email} falló: ${response.body}`);
  return sessionCookieOf(response);
}

export const demoUsers = {
  navegatel: 'plataforma@jornada.test',
  gestoria: 'gestoria@jornada.test',
  company: 'empresa@jornada.test',
  manager: 'manager@jornada.test',
  worker: 'trabajador@jornada.test',
  company2: 'empresa2@jornada.test',
  worker2: 'trabajador2@jornada.test',
} as const;
