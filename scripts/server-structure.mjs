#!/usr/bin/env node
// Measures the server's import graph at the level people reason about: one node per
// module folder (modules/<name>) and per lower layer (plugins, access, lib, db), plus the
// entry files (app.ts, server.ts, cli.ts, config.ts). Test files and *.test-helpers.ts are
// left out: they may reach across boundaries to build fixtures.
//
//   node scripts/server-structure.mjs          prints the figures and every offending import
//   node scripts/server-structure.mjs --json   the same as JSON (the architecture test reads it)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'apps/server/src');
const LOWER_LAYERS = new Set(['plugins', 'access', 'lib', 'db']);

function listSources(dir) {
  const out = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...listSources(path));
    else if (/\.ts$/.test(entry) && !/\.test\.ts$|\.test-helpers\.ts$|\.d\.ts$/.test(entry)) out.push(path);
  }
  return out;
}

/** The node a source file belongs to: 'modules/terminals', 'plugins', 'app.ts', … */
export function nodeOf(file) {
  const rel = relative(src, file).split('\\').join('/');
  const parts = rel.split('/');
  if (parts[0] === 'modules') return `modules/${parts[1]}`;
  if (parts.length === 1) return parts[0];
  return parts[0];
}

const importPattern = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = [];
  for (const match of text.matchAll(importPattern)) {
    const spec = match[1] ?? match[2];
    if (!spec?.startsWith('.')) continue;
    const target = resolve(dirname(file), spec.replace(/\.js$/, '.ts'));
    const typeOnly = /^\s*(?:import|export)\s+type\s/.test(match[0].trimStart());
    found.push({ target: target.endsWith('.ts') ? target : `${target}.ts`, typeOnly });
  }
  return found;
}

export function measure() {
  const files = listSources(src);
  const edges = new Map(); // from -> Set(to)
  const arrows = [];
  const lowerLayerImports = [];
  const crossModuleRepositoryImports = [];
  for (const file of files) {
    const from = nodeOf(file);
    for (const { target } of importsOf(file)) {
      if (!target.startsWith(src)) continue;
      const to = nodeOf(target);
      if (to === from) continue;
      arrows.push({ from, to, file: relative(root, file), target: relative(root, target) });
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
      if (LOWER_LAYERS.has(from) && to.startsWith('modules/')) {
        lowerLayerImports.push(`${relative(root, file)} -> ${relative(root, target)}`);
      }
      if (from.startsWith('modules/') && to.startsWith('modules/') && /\.repository\.ts$/.test(target)) {
        crossModuleRepositoryImports.push(`${relative(root, file)} -> ${relative(root, target)}`);
      }
    }
  }
  const nodes = [...new Set([...files.map(nodeOf)])].sort();
  const cycles = stronglyConnected(nodes, edges).filter((c) => c.length > 1);
  const mutualPairs = [];
  for (const [from, tos] of edges) {
    for (const to of tos) if (from < to && edges.get(to)?.has(from)) mutualPairs.push(`${from} <-> ${to}`);
  }
  const folderArrows = [...edges.values()].reduce((n, set) => n + set.size, 0);
  const moduleArrows = [...edges].reduce(
    (n, [from, tos]) => n + (from.startsWith('modules/') ? [...tos].filter((t) => t.startsWith('modules/')).length : 0),
    0,
  );
  return {
    nodes: nodes.length,
    edges: Object.fromEntries([...edges].map(([from, tos]) => [from, [...tos].sort()]).sort()),
    folderArrows,
    moduleArrows,
    largestCycle: Math.max(1, ...cycles.map((c) => c.length)),
    cycles: cycles.map((c) => c.sort()),
    mutualPairs: mutualPairs.sort(),
    lowerLayerImports,
    crossModuleRepositoryImports,
  };
}

// Tarjan's algorithm: each strongly connected component is one cycle of folders.
function stronglyConnected(nodes, edges) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), indices.get(next)));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component);
    }
  };
  for (const node of nodes) if (!indices.has(node)) visit(node);
  return components;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = measure();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    console.log(
      `folders: ${result.nodes}; arrows between folders: ${result.folderArrows} (module -> module: ${result.moduleArrows})`,
    );
    console.log(`largest cycle of folders: ${result.largestCycle}`);
    for (const cycle of result.cycles) console.log(`  cycle (${cycle.length}): ${cycle.join(', ')}`);
    console.log(`mutual pairs: ${result.mutualPairs.length}`);
    for (const pair of result.mutualPairs) console.log(`  ${pair}`);
    console.log(`lower-layer imports of modules: ${result.lowerLayerImports.length}`);
    for (const line of result.lowerLayerImports) console.log(`  ${line}`);
    console.log(`cross-module repository imports: ${result.crossModuleRepositoryImports.length}`);
    for (const line of result.crossModuleRepositoryImports) console.log(`  ${line}`);
  }
}
