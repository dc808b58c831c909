/**
 * The modules a set of roots really imports statically, from the bundler's module graph, for
 * app-chunks.mjs. A library's index that only re-exports (radix-ui, @tanstack/react-query, date-fns,
 * lucide-react) lists every part of the library among its imports; followed blindly, it would make the
 * whole library part of the landing's download. Through such an index only the parts that the
 * importer names are followed, as the bundler's tree shaking does.
 */
import { dirname, resolve } from 'node:path';

const ALL = 'all';

const IMPORT = /import\s*(?:(\w+)\s*,?\s*)?(?:\*\s*as\s+(\w+)|\{([^}]*)\})?\s*from\s*["']([^"']+)["']/g;
const EXPORT_FROM = /export\s*(?:\*\s*as\s+(\w+)|(\*)|\{([^}]*)\})\s*from\s*["']([^"']+)["']/g;
const EXPORT_LIST = /export\s*\{([^}]*)\}\s*;?/g;

/** `a as b, default as c` → [['a', 'b'], ['default', 'c']] (imported or local name, then the name given). */
function specifiers(list) {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [from, to] = part.split(/\s+as\s+/);
      return [from.trim(), (to ?? from).trim()];
    });
}

/** Whether `spec`, written in `importer`, names the module `target`. */
function names(spec, importer, target) {
  if (spec.startsWith('.')) {
    const base = resolve(dirname(importer), spec);
    return target === base || target.replace(/\.[cm]?[jt]sx?$/, '') === base.replace(/\.[cm]?[jt]sx?$/, '');
  }
  const at = target.lastIndexOf(`/node_modules/${spec}`);
  if (at < 0) return false;
  const next = target[at + `/node_modules/${spec}`.length];
  return next === '/' || next === '.';
}

/** A module made only of import and export statements (comments and "use strict" aside). */
function isReExportIndex(code) {
  const rest = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/["']use strict["'];?/g, '')
    .replace(IMPORT, '')
    .replace(EXPORT_FROM, '')
    .replace(EXPORT_LIST, '')
    .replace(/import\s*["'][^"']+["'];?/g, '');
  return rest.replace(/[\s;]/g, '') === '';
}

/** For an index module: each exported name → [spec, imported name or '*'], and its `export *` specs. */
function indexMap(code) {
  const locals = new Map();
  for (const [, def, star, list, spec] of code.matchAll(IMPORT)) {
    if (def) locals.set(def, [spec, 'default']);
    if (star) locals.set(star, [spec, '*']);
    if (list) for (const [from, to] of specifiers(list)) locals.set(to, [spec, from]);
  }
  const exported = new Map();
  const stars = [];
  for (const [, asName, star, list, spec] of code.matchAll(EXPORT_FROM)) {
    if (asName) exported.set(asName, [spec, '*']);
    else if (star) stars.push(spec);
    else for (const [from, to] of specifiers(list)) exported.set(to, [spec, from]);
  }
  const withoutFrom = code.replace(EXPORT_FROM, '');
  for (const [, list] of withoutFrom.matchAll(EXPORT_LIST)) {
    for (const [local, to] of specifiers(list)) {
      const binding = locals.get(local);
      if (binding) exported.set(to, binding);
    }
  }
  return { exported, stars };
}

/** The names `importer`'s code takes from `target` (ALL when it takes the namespace or cannot be told). */
function namesTaken(code, importer, target) {
  const taken = new Set();
  let isFound = false;
  for (const [, def, star, list, spec] of code.matchAll(IMPORT)) {
    if (!names(spec, importer, target)) continue;
    isFound = true;
    if (star) return ALL;
    if (def) taken.add('default');
    if (list) for (const [from] of specifiers(list)) taken.add(from);
  }
  for (const [, , , , spec] of code.matchAll(EXPORT_FROM)) if (names(spec, importer, target)) return ALL;
  return isFound ? taken : ALL;
}

/**
 * Ids of `roots` and of every module they import statically, following a library index only into the
 * parts that are named. `ctx.getModuleInfo` is the bundler's (a codeSplitting group's `name` context).
 */
export function staticClosure(ctx, roots) {
  /** id → ALL or the Set of names followed so far (for index modules). */
  const reached = new Map();
  const isIndex = new Map();
  const indexOf = (id) => {
    if (!isIndex.has(id)) {
      const code = ctx.getModuleInfo(id)?.code ?? '';
      isIndex.set(id, id.includes('/node_modules/') && code !== '' && isReExportIndex(code) ? indexMap(code) : null);
    }
    return isIndex.get(id);
  };
  const queue = roots.map((id) => [id, ALL]);
  while (queue.length > 0) {
    const [id, wanted] = queue.pop();
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    const before = reached.get(id);
    if (before === ALL) continue;
    const index = indexOf(id);
    if (!index || wanted === ALL) {
      reached.set(id, ALL);
    } else {
      const fresh = [...wanted].filter((name) => !before?.has(name));
      if (fresh.length === 0) continue;
      reached.set(id, new Set([...(before ?? []), ...fresh]));
      for (const name of fresh) {
        const binding = index.exported.get(name);
        const targets = binding
          ? info.importedIds.filter((target) => names(binding[0], id, target)).map((t) => [t, binding[1]])
          : index.stars
              .flatMap((spec) => info.importedIds.filter((target) => names(spec, id, target)))
              .filter((target) => ctx.getModuleInfo(target)?.exports.includes(name))
              .map((t) => [t, name]);
        for (const [target, imported] of targets) queue.push([target, imported === '*' ? ALL : new Set([imported])]);
      }
      continue;
    }
    for (const target of info.importedIds) {
      queue.push([target, indexOf(target) ? namesTaken(info.code ?? '', id, target) : ALL]);
    }
  }
  return new Set(reached.keys());
}
