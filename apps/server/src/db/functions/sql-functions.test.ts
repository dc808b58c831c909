import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrateToLatest, runMigrations } from '../migrate';
import { createPglitePool } from '../pglite-pool';
import { applySqlFunctions, definitionComment } from './apply-sql-functions';
import { SQL_FUNCTIONS } from './index';
import { webhookIso } from './webhook-iso';

/**
 * db/functions is each SQL function's one current definition (ADR 027): whatever history a database
 * has, after migrateToLatest its functions are those files. Two empty databases (PostgreSQL or PGlite,
 * as the suite runs): one migrated from scratch, one brought to the migrations alone first (a database
 * migrated before db/functions existed) and then upgraded.
 */

const target = inject('testDatabase');

interface EmptyDatabase {
  // biome-ignore lint/suspicious/noExplicitAny: a database being migrated has no schema type yet
  db: Kysely<any>;
  close(): Promise<void>;
}

async function emptyDatabase(): Promise<EmptyDatabase> {
  if (target.kind === 'pglite') {
    const pglite = new PGlite();
    await pglite.waitReady;
    const db = new Kysely({ dialect: new PostgresDialect({ pool: createPglitePool(pglite) }) });
    return { db, close: () => pglite.close() };
  }
  const name = `jornada_test_functions_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: target.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(target.adminUrl);
  url.pathname = `/${name}`;
  const db = new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: `${url}`, max: 1 }) }),
  });
  return {
    db,
    async close() {
      await db.destroy();
      const client = new pg.Client({ connectionString: target.adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

interface FunctionState {
  signature: string;
  definition: string;
  owner: string;
  acl: string | null;
  comment: string | null;
}

// biome-ignore lint/suspicious/noExplicitAny: read through the owner's connection
async function functionsOf(db: Kysely<any>): Promise<FunctionState[]> {
  const { rows } = await sql<FunctionState>`
    SELECT p.oid::regprocedure::text AS signature, pg_get_functiondef(p.oid) AS definition,
      pg_get_userbyid(p.proowner) AS owner, p.proacl::text AS acl, obj_description(p.oid, 'pg_proc') AS comment
    FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace ORDER BY 1`.execute(db);
  return rows;
}

// biome-ignore lint/suspicious/noExplicitAny: read through the owner's connection
async function signaturesOfFiles(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ signature: string | null }>`
    SELECT to_regprocedure(s.signature)::text AS signature
    FROM (VALUES ${sql.join(SQL_FUNCTIONS.map((fn) => sql`(${fn.signature})`))}) AS s(signature)`.execute(db);
  return rows.map((row) => row.signature ?? '(not found)').sort();
}

let fresh: EmptyDatabase;
let upgraded: EmptyDatabase;
let afterMigrationsAlone: FunctionState[];
let filesAfterMigrationsAlone: string[];

beforeAll(async () => {
  [fresh, upgraded] = await Promise.all([emptyDatabase(), emptyDatabase()]);
  await migrateToLatest(fresh.db);
  await runMigrations(upgraded.db);
  afterMigrationsAlone = await functionsOf(upgraded.db);
  filesAfterMigrationsAlone = await signaturesOfFiles(upgraded.db);
  await migrateToLatest(upgraded.db);
}, 240_000);

afterAll(async () => {
  await Promise.all([fresh?.close(), upgraded?.close()]);
});

describe('SQL functions have one current definition, in db/functions', () => {
  it('every function the migrations leave has exactly one file, and every file names one of them', () => {
    const signatures = afterMigrationsAlone.map((fn) => fn.signature).sort();
    expect(filesAfterMigrationsAlone).toEqual(signatures);
    expect(new Set(SQL_FUNCTIONS.map((fn) => fn.signature)).size).toBe(SQL_FUNCTIONS.length);
  });

  it('a database migrated from scratch and one upgraded after its migrations end with the same functions', async () => {
    const fromScratch = await functionsOf(fresh.db);
    expect(await functionsOf(upgraded.db)).toEqual(fromScratch);
    // Each carries its file's hash, the record that its current definition is in.
    const fileHashes = fromScratch.map((fn) => fn.comment?.split(' functiondef ')[0]);
    expect(fileHashes.sort()).toEqual(SQL_FUNCTIONS.map(definitionComment).sort());
  });

  it('an edited definition reaches a database that had the previous one; an unchanged one is left alone', async () => {
    const before = await functionsOf(fresh.db);
    const edited = {
      ...webhookIso,
      statements: webhookIso.statements.map((statement) => statement.replace('.MS"Z"', '"Z"')),
    };
    expect(await applySqlFunctions(fresh.db, [edited])).toEqual([edited.signature]);
    const { rows } = await sql<{ iso: string }>`SELECT webhook_iso('2026-03-02T08:00:00.123Z') AS iso`.execute(
      fresh.db,
    );
    expect(rows[0]?.iso).toBe('2026-03-02T08:00:00Z');
    expect(await applySqlFunctions(fresh.db, [edited])).toEqual([]);
    // Back to the files: only the function that differs is defined again, and all are as before.
    expect(await applySqlFunctions(fresh.db)).toEqual([webhookIso.signature]);
    expect(await functionsOf(fresh.db)).toEqual(before);
  });

  it('a definition replaced behind the files (a migration, a hand) is put back on the next start', async () => {
    const before = await functionsOf(fresh.db);
    const [statement] = webhookIso.statements;
    await sql.raw(`${statement?.replace('.MS"Z"', '"Z"')}`).execute(fresh.db);
    expect(await migrateToLatest(fresh.db)).toEqual([]);
    expect(await functionsOf(fresh.db)).toEqual(before);
  });
});
