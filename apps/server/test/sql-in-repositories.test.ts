import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE.md: a module's SQL lives in its `*.repository.ts` files; a service decides, never
 * builds a query. Only the database's own infrastructure (src/db, migrations included) may build SQL
 * elsewhere.
 */
const srcDir = fileURLToPath(new URL('../src/', import.meta.url));

/**
 * Ways a file builds or sends SQL: Kysely's query builders, the `sql` tag (typed or not) and its
 * helpers, raw compiled queries, a query on a pg client (`client.query(…)`), a string or template that
 * starts as a statement (`select …`, `insert into …`, `update x set …`, `delete from …`, `with x as (`,
 * `listen x`, `notify x`, `set role …`, a bare `begin`/`commit`/`rollback`), and statements joined
 * into one text (`${a}; ${b}`).
 */
const BUILDS_SQL = [
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(/,
  /\bsql(<[^`;]*>)?`|\bsql\.(raw|ref|lit|id|join|table|val)\(/,
  /\bCompiledQuery\b|\.executeQuery\(/,
  /\.query\s*(<[^>]*>)?\(/,
  /[`'"]\s*(select\s+([\w*(]|\$\{)|insert\s+into\s|update\s+[\w.]+\s+set\s|delete\s+from\s|with\s+\w+\s+as\s*\(|(un)?listen\s+[\w$]|notify\s+[\w$]|set\s+(local\s+)?(role|session)\s|(begin|commit|rollback)\s*(;|[`'"]))/i,
  /\}\s*;\s+\$\{|`;\s+\$\{/,
];

/** Comments may show SQL (`LISTEN jornada_events`): only code counts. `//` after a `:` is a URL. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(path);
    return /\.tsx?$/.test(entry.name) ? [relative(srcDir, path)] : [];
  });
}

/** Test code (helpers included) reads the database directly to check what the API does not show. */
function isExempt(file: string): boolean {
  return (
    file.startsWith('db/') ||
    file.endsWith('.repository.ts') ||
    file.endsWith('.test.ts') ||
    file.endsWith('.test-helpers.ts')
  );
}

function buildsSqlText(text: string): boolean {
  const code = withoutComments(text);
  return BUILDS_SQL.some((pattern) => pattern.test(code));
}

function buildsSql(file: string): boolean {
  return buildsSqlText(readFileSync(join(srcDir, file), 'utf8'));
}

describe('SQL only in repositories', () => {
  const files = serverFiles(srcDir);

  it('no service, route or script outside src/db builds SQL', () => {
    const offenders = files.filter((file) => !isExempt(file) && buildsSql(file));
    expect(offenders).toEqual([]);
  });

  it('the scan sees SQL where it is: repositories and src/db do build it', () => {
    expect(buildsSql('modules/workshift/workshift.repository.ts')).toBe(true);
    expect(buildsSql('modules/health/health.repository.ts')).toBe(true);
    expect(buildsSql('db/tenant.ts')).toBe(true);
    expect(files.filter((file) => !isExempt(file)).length).toBeGreaterThan(20);
  });

  // biome-ignore-start lint/suspicious/noTemplateCurlyInString: the samples are source text, template strings included
  it('the scan sees SQL sent on a pg client, written as a string, or joined into one text', () => {
    expect(buildsSqlText("await client.query('select pg_try_advisory_lock(1)')")).toBe(true);
    expect(buildsSqlText('await current.query<{ won: boolean }>(text)')).toBe(true);
    expect(buildsSqlText('const text = `LISTEN ${channel}`;')).toBe(true);
    expect(buildsSqlText("const text = 'update workshifts set status = $1';")).toBe(true);
    expect(buildsSqlText('const text = `select * from clock_context(${id})`;')).toBe(true);
    expect(buildsSqlText('return { closing: `${write}${remember}; ${announce}` };')).toBe(true);
    expect(buildsSqlText('const remember = `; ${rememberAnswerStatement(answer)}`;')).toBe(true);
  });

  it('and not in what only looks like it: words, CSV, comments, URLs', () => {
    expect(buildsSqlText("const shift = isNew ? 'new' : 'update';")).toBe(false);
    expect(buildsSqlText("const line = cells.join(';');")).toBe(false);
    expect(buildsSqlText("const problems = issues.map((i) => `${i.path}: ${i.message}`).join('; ');")).toBe(false);
    expect(buildsSqlText('/** `LISTEN jornada_events` on a dedicated connection */')).toBe(false);
    expect(buildsSqlText("// select the worker's shift\nconst url = 'https://example.com/select';")).toBe(false);
    expect(buildsSqlText("throw new AppError('CONFLICT', 'Selecciona un centro de trabajo');")).toBe(false);
    expect(buildsSqlText('const query = request.query;')).toBe(false);
  });
  // biome-ignore-end lint/suspicious/noTemplateCurlyInString: the samples end here
});
