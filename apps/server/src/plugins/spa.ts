import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Serves the built SPA; any non-API path the SPA owns gets index.html (client-side routing). */
export const spaPlugin = fp(async (app: FastifyInstance, options: { distDir?: string }) => {
  const distDir = options.distDir;
  const hasSpa = distDir !== undefined && existsSync(join(distDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      // dist/.vite/manifest.json is for the build's own checks: it maps every source path to its chunk.
      dotfiles: 'ignore',
      // Ours, below: @fastify/static's own (max-age=0) would otherwise replace it.
      cacheControl: false,
      // Vite's hashed assets never change; everything else must be revalidated.
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  if (hasSpa) {
    // @fastify/static refuses the root folder itself (403), so the root gets the SPA explicitly.
    app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  }
  app.setNotFoundHandler((request, reply) => {
    // The server's own paths (the API, SPEC's /sendemail/customplan, the legal /texts/) answer a JSON 404.
    const isApi = /^\/(api|sendemail|texts)(\/|\?|$)/.test(request.url);
    // A missing asset (a .js from an older build, say) is a 404, never the HTML of index.html.
    const isAsset = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (!isApi && !isAsset && hasSpa && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: 'Recurso no encontrado', code: 'NOT_FOUND' });
  });
});
