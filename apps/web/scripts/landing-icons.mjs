/**
 * The lucide icons the landing's first download uses, as icon module files: found by following the
 * static imports (not `import()`) of the landing route within the app's own sources, and mapped through
 * lucide-react's index (`CheckCircle2` → icons/circle-check.mjs). vite.config.ts puts them in one chunk.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const srcDir = resolve(import.meta.dirname, '../src');
const staticImport = /^\s*import\s+(?:type\s+)?([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/gm;

function resolveSource(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  return ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((file) => existsSync(file)) ?? null;
}

function landingIconNames(entry) {
  const names = new Set();
  const seen = new Set();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, clause, specifier] of readFileSync(file, 'utf8').matchAll(staticImport)) {
      if (clause.startsWith('type ') || clause.startsWith('{ type')) continue;
      if (specifier === 'lucide-react') {
        for (const name of clause.replace(/[{}]/g, '').split(',')) {
          const imported = name.trim().split(/\s+as\s+/)[0];
          if (imported && !imported.startsWith('type ')) names.add(imported);
        }
      }
      const next = resolveSource(file, specifier);
      if (next) queue.push(next);
    }
  }
  return names;
}

/** Absolute paths of the icon modules (lucide-react/dist/esm/icons/*.mjs) the landing imports. */
export function landingIconFiles() {
  const require = createRequire(import.meta.url);
  const lucideIndex = require.resolve('lucide-react').replace(/cjs\/lucide-react\.js$/, 'esm/lucide-react.mjs');
  const index = readFileSync(lucideIndex, 'utf8');
  const fileOf = new Map();
  for (const [, names, file] of index.matchAll(/export \{([^}]+)\} from '(\.\/icons\/[^']+)'/g)) {
    for (const name of names.split(','))
      fileOf.set(name.trim().replace(/^default as /, ''), join(dirname(lucideIndex), file));
  }
  const files = new Set();
  for (const name of landingIconNames(join(srcDir, 'app/routes/landing.tsx'))) {
    const file = fileOf.get(name);
    if (file) files.add(file);
  }
  return files;
}
