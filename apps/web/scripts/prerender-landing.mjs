#!/usr/bin/env node
/**
 * The landing prerendered at build time (issue 16 §4): its content is static, so its HTML is made once
 * here, after `vite build`, and written as dist/landing.html (index.html with the landing inside #root,
 * and its brotli and gzip copies). The server sends it for '/' to a visitor without a session
 * (apps/server/src/plugins/spa.ts): the first paint needs no JavaScript, and main.tsx hydrates it.
 * No inline script is added (the CSP allows none): the page is index.html's, with the landing's markup
 * and its stylesheet inline.
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

const { renderLanding } = await import(pathToFileURL(join(outDir, 'prerender.mjs')).href);
const markup = await renderLanding();
if (!markup.includes('<h1')) throw new Error('El prerenderizado de la portada no tiene su título (h1)');

const index = readFileSync(join(distDir, 'index.html'), 'utf8');
if (!index.includes(ROOT)) throw new Error(`dist/index.html no tiene ${ROOT}`);
// React puts the resources it hoists (the hero image's preload) first: they belong in <head>, where the
// browser finds them before the body, and outside the tree that hydrates.
const [, hoisted = '', body = markup] = /^((?:<link [^>]*\/>)*)([\s\S]*)$/.exec(markup) ?? [];
// The stylesheet inline (the CSP allows inline styles, not scripts): the first paint waits for no
// other request. It has no url() to resolve against /assets/.
const stylesheet = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(index);
if (!stylesheet) throw new Error('dist/index.html no enlaza su hoja de estilos');
const css = readFileSync(join(distDir, stylesheet[1]), 'utf8');
if (css.includes('url(') || css.includes('</style')) throw new Error(`${stylesheet[1]} no se puede incluir en línea`);
const page = index
  .replace(stylesheet[0], () => `<style>${css}</style>`)
  .replace('</head>', `${hoisted}\n  </head>`)
  .replace(ROOT, () => `<div id="root" data-prerendered="">${body}</div>`);
writeFileSync(join(distDir, 'landing.html'), page);
writeFileSync(
  join(distDir, 'landing.html.br'),
  brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
);
writeFileSync(join(distDir, 'landing.html.gz'), gzipSync(page, { level: 9 }));
console.log(`Portada prerenderizada: dist/landing.html (${(page.length / 1000).toFixed(1)} kB)`);
// The app's modules may leave timers behind (caches, the query client): the work is done.
process.exit(0);
