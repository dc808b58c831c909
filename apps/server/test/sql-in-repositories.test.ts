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

/** Kysely's query builders, the `sql` tag (typed or not) and its helpers, and raw compiled queries. */
const BUILDS_SQL =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql(<[^`;]*>)?`|\bsql\.(raw|ref|lit|id|join|table|val)\(|\bCompiledQuery\b|\.executeQuery\(/;

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(path);
    return /\.tsx?$/.test(entry.name) ? [relative(srcDir, path)] : [];
  });
}

function isExempt(file: string): boolean {
  return file.startsWith('db/') || file.endsWith('.repository.ts') || file.endsWith('.test.ts');
}

function buildsSql(file: string): boolean {
  return BUILDS_SQL.test(readFileSync(join(srcDir, file), 'utf8'));
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
});
