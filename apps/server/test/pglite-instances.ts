import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';

/**
 * The PGlite run's databases, reused. Starting PGlite from the migrated template takes 2.5–4 s (its
 * file system is unpacked file by file), which was most of that run's time: one start per test file.
 * A file's database is now one this worker used before, emptied back to the template's state when the
 * previous file closed it: every table truncated, the template's rows and sequences put back, and the
 * session reset. One whose schema a test changed (the migration tests), or that stopped (a storage
 * failure), is closed instead, and the next file starts a fresh one.
 *
 * Test files share their worker's modules (isolate: false), so this module's state is the worker's.
 */

interface TemplateState {
  /** `INSERT` statements that put the template's rows back (the plans; the migration tables are kept). */
  rows: string;
  /** `setval` calls that put the sequences back where the template left them. */
  sequences: string;
  fingerprint: string;
}

/** Tables the app's migrations keep their bookkeeping in: never emptied. */
const KEPT_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/** The schema as a digest: tables, columns, indexes, triggers, policies, functions, roles and grants. */
const FINGERPRINT_SQL = `
select md5(string_agg(item, ',' order by item)) as fingerprint from (
  select 'c:' || table_name || '.' || column_name || ':' || data_type || ':' || coalesce(column_default, '') as item
    from information_schema.columns where table_schema = 'public'
  union all select 'i:' || indexdef from pg_indexes where schemaname = 'public'
  union all select 't:' || tgrelid::regclass || '.' || tgname || ':' || tgenabled::text from pg_trigger where not tgisinternal
  union all select 'p:' || polrelid::regclass || '.' || polname || ':' || pg_get_expr(polqual, polrelid, true) from pg_policy
  union all select 'f:' || p.oid::regprocedure || ':' || md5(p.prosrc)
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
  union all select 'r:' || rolname || ':' || rolbypassrls::text || rolsuper::text from pg_roles
  union all select 'g:' || grantee || ':' || table_name || ':' || privilege_type
    from information_schema.role_table_grants where table_schema = 'public'
  union all select 's:' || relname || ':' || relrowsecurity::text || relforcerowsecurity::text
    from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'
  union all select 'm:' || name from kysely_migration
) as schema_items`;

let template: { file: string; archive: Blob; state?: TemplateState } | undefined;
let idle: PGlite | undefined;

async function superuserExec(pglite: PGlite, text: string) {
  return pglite.exec(`RESET ROLE; ${text}`);
}

async function publicTables(pglite: PGlite): Promise<string[]> {
  const { rows } = await pglite.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((row) => row.name).filter((name) => !KEPT_TABLES.has(name));
}

async function readTemplateState(pglite: PGlite): Promise<TemplateState> {
  await superuserExec(pglite, '');
  const inserts: string[] = [];
  for (const table of await publicTables(pglite)) {
    const { rows } = await pglite.query<{ data: string | null }>(`select json_agg(t)::text as data from ${table} t`);
    const data = rows[0]?.data;
    if (data) {
      inserts.push(
        `insert into ${table} overriding system value select * from json_populate_recordset(null::${table}, ${quoteLiteral(data)})`,
      );
    }
  }
  const { rows: sequences } = await pglite.query<{ call: string }>(
    `select format('select setval(%L, %s, %s)', quote_ident(schemaname) || '.' || quote_ident(sequencename),
       coalesce(last_value, start_value), case when last_value is null then 'false' else 'true' end) as call
     from pg_sequences where schemaname = 'public'`,
  );
  return {
    rows: inserts.join(';\n'),
    sequences: sequences.map((row) => row.call).join(';\n'),
    fingerprint: await fingerprintOf(pglite),
  };
}

function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

async function fingerprintOf(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ fingerprint: string }>(FINGERPRINT_SQL);
  return rows[0]?.fingerprint ?? '';
}

/** A started PGlite holding the migrated template's data: this worker's idle one, or a new one. */
export async function acquirePglite(templateFile: string): Promise<PGlite> {
  if (template?.file !== templateFile) {
    template = { file: templateFile, archive: new Blob([await readFile(templateFile)]) };
  }
  const reused = idle;
  idle = undefined;
  if (reused) return reused;
  const pglite = new PGlite({ loadDataDir: template.archive });
  await pglite.waitReady;
  template.state ??= await readTemplateState(pglite);
  return pglite;
}

/**
 * Takes back a database its file has closed: emptied to the template's state and kept for the next
 * file, or closed when that cannot be vouched for.
 */
export async function releasePglite(pglite: PGlite, hasFailed: boolean): Promise<void> {
  const state = template?.state;
  if (hasFailed || pglite.closed || !state || idle) {
    if (!pglite.closed) await pglite.close().catch(() => undefined);
    return;
  }
  try {
    // A test that failed mid-transaction leaves it open.
    await pglite.exec('ROLLBACK').catch(() => undefined);
    const tables = await publicTables(pglite);
    // The record's tables refuse TRUNCATE by trigger; replica mode lets the owner empty them.
    await superuserExec(
      pglite,
      `RESET ALL; DEALLOCATE ALL; SELECT pg_advisory_unlock_all(); UNLISTEN *;
       SET session_replication_role = replica;
       TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE;
       ${state.rows ? `${state.rows};` : ''}
       ${state.sequences ? `${state.sequences};` : ''}
       SET session_replication_role = DEFAULT`,
    );
    if ((await fingerprintOf(pglite)) !== state.fingerprint) throw new Error('the schema changed');
    idle = pglite;
  } catch {
    await pglite.close().catch(() => undefined);
  }
}
