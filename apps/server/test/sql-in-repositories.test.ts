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

/** pending: being split in issue 10 — files of those modules that still build SQL; remove each when it is done. */
const PENDING_BEING_SPLIT_IN_ISSUE_10: readonly string[] = [];

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
    expect(offenders.filter((file) => !PENDING_BEING_SPLIT_IN_ISSUE_10.includes(file))).toEqual([]);
  });

  it('the pending list names only files that exist and still build SQL', () => {
    for (const file of PENDING_BEING_SPLIT_IN_ISSUE_10) {
      expect(files, file).toContain(file);
      expect(buildsSql(file), `${file} ya no construye SQL: quítalo de la lista`).toBe(true);
    }
  });

  it('the scan sees SQL where it is: repositories and src/db do build it', () => {
    expect(buildsSql('modules/workshift/workshift.repository.ts')).toBe(true);
    expect(buildsSql('modules/health/health.repository.ts')).toBe(true);
    expect(buildsSql('db/tenant.ts')).toBe(true);
    expect(files.filter((file) => !isExempt(file)).length).toBeGreaterThan(20);
  });
});
