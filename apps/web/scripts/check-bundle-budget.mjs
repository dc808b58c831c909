#!/usr/bin/env node
/**
 * The landing's JavaScript budget: what a visitor's browser downloads to show '/' before they
 * scroll or click must stay at or under 150 kB gzip. Run after `vite build` (see package.json); exits 1
 * above the budget.
 *
 * Counted: the entry chunk of index.html, the landing route chunk that starts loading at once
 * (src/app/routes/landing.tsx, see routes/home.tsx) and every chunk they import statically, each once.
 * Listed, not counted: the chunks the landing imports dynamically, which load only when their section
 * comes near the screen or on a click (plans, contact form, login dialog, custom plan form).
 *
 * Sizes are gzip level 9 of the built files, in kB (1000 bytes) like Vite's own report.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  staticClosure as closureOf,
  entryKey as findEntryKey,
  LANDING_MODULES as landingModules,
} from './landing-chunks.mjs';

const BUDGET_KB = 150;
const distDir = resolve(import.meta.dirname, '../dist');

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
} catch (error) {
  console.error(`No se pudo leer dist/.vite/manifest.json (¿falta build.manifest?): ${error.message}`);
  process.exit(1);
}

const entryKey = findEntryKey(manifest);
for (const key of [entryKey, ...landingModules]) {
  if (!key || !manifest[key]) {
    console.error(`El manifiesto de Vite no tiene la entrada ${key ?? 'index.html'}`);
    process.exit(1);
  }
}

const staticClosure = (keys) => closureOf(manifest, keys);

const sizeCache = new Map();
function gzipKb(file) {
  if (!sizeCache.has(file)) {
    sizeCache.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length / 1000);
  }
  return sizeCache.get(file);
}

const initial = staticClosure([entryKey, ...landingModules]);
const rows = [...initial]
  .map((key) => ({ file: manifest[key].file, kb: gzipKb(manifest[key].file) }))
  .sort((a, b) => b.kb - a.kb);
const total = rows.reduce((sum, row) => sum + row.kb, 0);
const css = [...initial].flatMap((key) => manifest[key].css ?? []);
const cssKb = [...new Set(css)].reduce((sum, file) => sum + gzipKb(file), 0);

console.log('\nJavaScript de la portada (gzip):');
for (const row of rows) console.log(`  ${row.kb.toFixed(1).padStart(7)} kB  ${row.file}`);

// What each deferred part of the landing adds when it loads (chunks not already downloaded).
const deferred = [...initial].flatMap((key) => manifest[key].dynamicImports ?? []).filter((key) => !initial.has(key));
const deferredRows = [...new Set(deferred)]
  .filter((key) => landingModules.some((module) => (manifest[module].dynamicImports ?? []).includes(key)))
  .map((key) => {
    const extra = [...staticClosure([key])].filter((chunk) => !initial.has(chunk));
    return { key, kb: extra.reduce((sum, chunk) => sum + gzipKb(manifest[chunk].file), 0) };
  });
if (deferredRows.length > 0) {
  console.log('\nCargado después, al acercarse la sección o al pulsar (no cuenta):');
  for (const row of deferredRows) console.log(`  +${row.kb.toFixed(1).padStart(6)} kB  ${row.key}`);
}

console.log(`\nCSS de la portada: ${cssKb.toFixed(1)} kB gzip`);
console.log(`Total JS de la portada: ${total.toFixed(1)} kB gzip (presupuesto ${BUDGET_KB} kB)\n`);

if (total > BUDGET_KB) {
  console.error(
    `La portada supera el presupuesto de JavaScript: ${total.toFixed(1)} kB > ${BUDGET_KB} kB gzip. ` +
      'Carga de forma diferida lo que no se ve al abrirla (rutas de la app, diálogos, formularios).',
  );
  process.exit(1);
}
