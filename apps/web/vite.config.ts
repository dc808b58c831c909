import { readFile, writeFile } from 'node:fs/promises';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { appShellChunks, dateFnsSpanishDefault } from './scripts/app-chunks.mjs';
import { appShellFiles, landingFiles } from './scripts/landing-chunks.mjs';
import { landingIconFiles } from './scripts/landing-icons.mjs';

// The API lives on the Fastify server (apps/server). In development the SPA runs on 5173 and proxies
// /api so cookies stay same-origin; in production the server serves apps/web/dist itself.
const apiProxy = {
  '/api': { target: 'http://localhost:3000' },
  '/sendemail': { target: 'http://localhost:3000' },
  '/texts': { target: 'http://localhost:3000' },
};

const distDir = new URL('./dist/', import.meta.url);

/**
 * The landing's icons are shared with app pages, so each would be a chunk of its own: some 25 tiny
 * files whose per-file overhead counted against the landing's budget. One chunk holds them all.
 */
const landingIcons = landingIconFiles();
const landingIconsChunk = (id: string) => (landingIcons.has(id) ? 'landing-icons' : null);

/** Paths the server answers itself: never served from the service worker's copy of index.html. */
const serverPaths = [/^\/api(\/|$)/, /^\/sendemail(\/|$)/, /^\/texts\//];

/**
 * Open Graph wants absolute URLs. With PUBLIC_URL set at build time (the same variable the server
 * reads), index.html's '%PUBLIC_ORIGIN%' becomes that origin and og:url / canonical are added;
 * without it the image URL stays relative to the site.
 */
function publicOrigin(): Plugin {
  const origin = (process.env.PUBLIC_URL ?? '').replace(/\/+$/, '');
  return {
    name: 'jornada-public-origin',
    transformIndexHtml(html) {
      const withOrigin = html.replaceAll('%PUBLIC_ORIGIN%', origin);
      if (!origin) return withOrigin;
      return withOrigin.replace(
        '</title>',
        `</title>\n    <link rel="canonical" href="${origin}/" />\n    <meta property="og:url" content="${origin}/" />`,
      );
    },
  };
}

/**
 * dist/app-shell.json: the files a logged-in worker's home and the kiosk need, which the
 * app puts in the service worker's asset cache once someone is logged in (src/lib/app-shell-cache.ts),
 * and every asset of this build (older ones are dropped from that cache). Not precached: a visitor of
 * the landing never downloads the app.
 */
function appShellList(): Plugin {
  return {
    name: 'jornada-app-shell-list',
    apply: 'build',
    async writeBundle() {
      const viteManifest = JSON.parse(await readFile(new URL('.vite/manifest.json', distDir), 'utf8'));
      const build = Object.values(viteManifest as Record<string, { file: string; css?: string[] }>).flatMap((chunk) => [
        chunk.file,
        ...(chunk.css ?? []),
      ]);
      const list = { shell: appShellFiles(viteManifest), build: [...new Set(build)].sort() };
      await writeFile(new URL('app-shell.json', distDir), JSON.stringify(list));
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    publicOrigin(),
    appShellList(),
    dateFnsSpanishDefault(),
    VitePWA({
      // Registered by hand in src/lib/service-worker.ts (production only, after load).
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Jornada · Registro de jornada',
        short_name: 'Jornada',
        description:
          'Registro de jornada laboral para empresas, trabajadores y gestorías: fichajes, pausas, vacaciones e incidencias.',
        lang: 'es',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#f8fafc',
        theme_color: '#0f766e',
        categories: ['business', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Precached at install: index.html, the icons and the JS and CSS the landing starts with. The
        // rest of the app's chunks are cached the first time they are used (runtime rule below), so a
        // visitor's phone does not download the whole app in the background. Never anything the server
        // answers (/api, /texts, /sendemail): no rule matches them, so they always go to the network.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // landing.html and app.html are the server's first page of a visit (scripts/prerender-pages.mjs): the
        // service worker answers navigations with index.html.
        globIgnores: ['og-image.jpg', 'demo/**', 'landing.html', 'app.html'],
        manifestTransforms: [
          async (entries) => {
            const viteManifest = JSON.parse(await readFile(new URL('.vite/manifest.json', distDir), 'utf8'));
            const shell = landingFiles(viteManifest);
            const manifest = entries.filter((entry) => {
              const path = entry.url.replace(/^\//, '');
              return !path.startsWith('assets/') || shell.has(path);
            });
            return { manifest, warnings: [] };
          },
        ],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: serverPaths,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // Vite's hashed files never change: once fetched, served from the cache.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'jornada-assets',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // SPEC §9: the demo images are cached for 60 minutes.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/demo/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'jornada-demo-images',
              expiration: { maxAgeSeconds: 60 * 60, maxEntries: 24 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    // A brotli (.br) and a gzip (.gz) copy of every text file, at the highest levels, which
    // the server sends as they are (apps/server/src/plugins/spa.ts). Files under 1 KB gain nothing.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/,
      exclude: [/[\\/]\.vite[\\/]/],
      threshold: 1024,
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/check-bundle-budget.mjs reads which chunks the landing loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Every chunk's file name is listed in the entry's preload map (__vite__mapDeps), which the
        // landing downloads: 2.8 kB gzip of names for ~300 chunks. Route pages keep theirs (readable in
        // the network panel; the resilience e2e blocks them by name), the parts they share go by hash.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/src/app/routes/') ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
        codeSplitting: {
          groups: [
            { name: landingIconsChunk },
            // The logged-in shell in one file (scripts/app-chunks.mjs). Its modules' imports that the
            // landing's first download holds (React, the router…) stay there.
            { name: appShellChunks(), includeDependenciesRecursively: false },
          ],
        },
      },
      treeshake: {
        // packages/shared is pure data and schemas (ARCHITECTURE.md): a constant imported from a schema
        // module must not drag zod into a chunk. zod-locale.ts is the one module run for its effect.
        moduleSideEffects: (id: string) =>
          id.includes('/packages/shared/src/') && !id.endsWith('/zod-locale.ts') ? false : undefined,
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: apiProxy,
  },
  preview: {
    port: 4173,
    proxy: apiProxy,
  },
});
