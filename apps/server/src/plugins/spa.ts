import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { embedPaths, publicPaths } from '@jornada/shared/navigation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clearSessionMarker, SESSION_MARKER_COOKIE, setSessionMarker } from './session-marker';

export interface SpaOptions {
  distDir?: string;
  /** The session cookie's Secure flag and lifetime, for the marker cookie (session-marker.ts). */
  isSecure?: boolean;
  sessionMaxAgeSeconds?: number;
}

/**
 * Serves the built SPA; any non-API path the SPA owns gets index.html (client-side routing). The build
 * (apps/web) writes a brotli and a gzip copy beside every text file, served as they are to a browser
 * that accepts them (`preCompressed`), and two variants of index.html (apps/web/scripts/prerender-pages.mjs):
 * landing.html, with the landing already rendered in it, which '/' sends to anonymous visitors, and
 * app.html, with the loading screen in it and the logged-in shell's files preloaded, for the app's pages
 * to a visitor with a session.
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: SpaOptions) => {
  const distDir = options.distDir;
  const hasSpa = distDir !== undefined && existsSync(join(distDir, 'index.html'));
  if (!hasSpa) {
    app.setNotFoundHandler(notFound);
    return;
  }
  const hasLanding = existsSync(join(distDir, 'landing.html'));
  const hasAppPage = existsSync(join(distDir, 'app.html'));
  const isSecure = options.isSecure ?? false;
  const maxAgeSeconds = options.sessionMaxAgeSeconds ?? 24 * 60 * 60;

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    // dist/.vite/manifest.json is for the build's own checks: it maps every source path to its chunk.
    dotfiles: 'ignore',
    // file.br / file.gz from the build, chosen by Accept-Encoding (the plain file otherwise).
    preCompressed: true,
    // Ours, below: @fastify/static's own (max-age=0) would otherwise replace it.
    cacheControl: false,
    setHeaders: (res, path) => {
      // Vite's hashed assets never change; everything else must be revalidated.
      res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The same URL is sent compressed or not by the request's Accept-Encoding.
      res.setHeader('vary', 'Accept-Encoding');
    },
  });

  /**
   * The page of a client route. Whether a session may exist is read from the cookies' presence only
   * (no lookup): the web keeps its marker in step with the session cookie, also for a session opened
   * before the marker existed (set here) or whose cookie is gone (cleared here).
   */
  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: 'index.html' | 'landing.html') => {
    const hasSessionCookie = app.sessionCookie.read(request) !== undefined;
    const hasMarker = request.cookies[SESSION_MARKER_COOKIE] !== undefined;
    if (hasSessionCookie && !hasMarker) setSessionMarker(reply, { isSecure, maxAgeSeconds });
    if (!hasSessionCookie && hasMarker) clearSessionMarker(reply, isSecure);
    let file: 'index.html' | 'landing.html' | 'app.html' = page;
    if (hasSessionCookie) file = hasAppPage && isAppPath(request.url) ? 'app.html' : 'index.html';
    else if (!hasLanding) file = 'index.html';
    return reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding, Cookie').sendFile(file);
  };

  // @fastify/static refuses the root folder itself (403), so the root gets the SPA explicitly: the
  // prerendered landing for a visitor without a session, the app's page (which shows their home) otherwise.
  app.get('/', (request, reply) => sendPage(request, reply, 'landing.html'));
  app.setNotFoundHandler((request, reply) => {
    // The server's own paths (the API, SPEC's /sendemail/customplan, the legal /texts/) answer a JSON 404.
    const isApi = /^\/(api|sendemail|texts)(\/|\?|$)/.test(request.url);
    // A missing asset (a .js from an older build, say) is a 404, never the HTML of index.html.
    const isAsset = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (!isApi && !isAsset && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendPage(request, reply, 'index.html');
    }
    return notFound(request, reply);
  });
});

const ownPagePaths = new Set<string>([...publicPaths, ...embedPaths]);

/**
 * Whether a path is one of the logged-in app's pages, which start with the shell (its layout): not the
 * public pages, the embeds or the kiosk, which a visitor with a session may open too.
 */
function isAppPath(url: string): boolean {
  const path = (url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
  return !ownPagePaths.has(path);
}

function notFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ message: 'Recurso no encontrado', code: 'NOT_FOUND' });
}
