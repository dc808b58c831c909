#!/usr/bin/env node
/**
 * Two variants of dist/index.html made at build time, after `vite build`, each with its
 * brotli and gzip copies, which the server chooses between (apps/server/src/plugins/spa.ts):
 * - dist/landing.html, for '/' to a visitor without a session: the landing's content is static, so it
 *   is rendered here inside #root, and the first paint needs no JavaScript; main.tsx hydrates it.
 * - dist/app.html, for a logged-in page: the loading screen inside #root, on screen before any script
 *   has run, and `modulepreload` links for the shell's files (scripts/landing-chunks.mjs, appStartFiles),
 *   which the browser then fetches beside the entry instead of after it has run.
 * No inline script is added (the CSP allows none): each page is index.html's, with its markup and the
 * stylesheet inline (the first paint waits for no other request).
 *
 * src/prerender.tsx is built for Node by Vite (SSR), into node_modules/.cache, and run here.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { dateFnsSpanishDefault } from './app-chunks.mjs';
import { appStartFiles } from './landing-chunks.mjs';

const webDir = resolve(import.meta.dirname, '..');
const distDir = join(webDir, 'dist');
const outDir = join(webDir, 'node_modules/.cache/jornada-prerender');
const ROOT = '<div id="root"></div>';

await build({
  configFile: false,
  root: webDir,
  logLevel: 'warn',
  plugins: [react(), dateFnsSpanishDefault()],
  build: {
    ssr: 'src/prerender.tsx',
    outDir,
    emptyOutDir: true,
    minify: false,
    rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
  },
});

const { renderLanding, renderAppLoading } = await import(pathToFileURL(join(outDir, 'prerender.mjs')).href);

const index = readFileSync(join(distDir, 'index.html'), 'utf8');
if (!index.includes(ROOT)) throw new Error(`dist/index.html no tiene ${ROOT}`);
// The stylesheet inline (the CSP allows inline styles, not scripts). It has no url() to resolve
// against /assets/.
const stylesheet = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(index);
if (!stylesheet) throw new Error('dist/index.html no enlaza su hoja de estilos');
const css = readFileSync(join(distDir, stylesheet[1]), 'utf8');
if (css.includes('url(') || css.includes('</style')) throw new Error(`${stylesheet[1]} no se puede incluir en línea`);

/** index.html with `markup` in #root (marked prerendered: public/mount-guard.js), `head` before </head>. */
function writePage(name, markup, head) {
  const page = index
    .replace(stylesheet[0], () => `<style>${css}</style>`)
    .replace('</head>', () => `${head}\n  </head>`)
    .replace(ROOT, () => `<div id="root" data-prerendered="">${markup}</div>`);
  writeFileSync(join(distDir, name), page);
  const quality = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
  writeFileSync(join(distDir, `${name}.br`), brotliCompressSync(page, { params: quality }));
  writeFileSync(join(distDir, `${name}.gz`), gzipSync(page, { level: 9 }));
  return page.length;
}

const landing = await renderLanding();
if (!landing.includes('<h1')) throw new Error('El prerenderizado de la portada no tiene su título (h1)');
// React puts the resources it hoists (the hero image's preload) first: they belong in <head>, where the
// browser finds them before the body, and outside the tree that hydrates.
const [, hoisted = '', landingBody = landing] = /^((?:<link [^>]*\/>)*)([\s\S]*)$/.exec(landing) ?? [];
const landingSize = writePage('landing.html', landingBody, hoisted);
console.log(`Portada prerenderizada: dist/landing.html (${(landingSize / 1000).toFixed(1)} kB)`);

const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
const shellFiles = appStartFiles(manifest);
if (shellFiles.length === 0)
  throw new Error('El manifiesto de Vite no tiene los archivos del armazón de la aplicación');
// Low priority: the first paint is the loading screen, which needs none of them, and the entry's own
// files (React, the router) are needed first.
const preloads = shellFiles
  .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
  .join('\n    ');
const loading = await renderAppLoading();
if (!loading.includes('Cargando...')) throw new Error('La pantalla de carga prerenderizada no dice «Cargando...»');
const appSize = writePage('app.html', loading, preloads);
console.log(
  `Página de la aplicación: dist/app.html (${(appSize / 1000).toFixed(1)} kB, precarga ${shellFiles.join(', ')})`,
);
// The app's modules may leave timers behind (caches, the query client): the work is done.
process.exit(0);
