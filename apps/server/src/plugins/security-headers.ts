import { EMBED_PAGE_PATHS } from '@jornada/shared/api/embed';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export interface SecurityHeadersOptions {
  publicUrl?: string;
  /** Where the location map's tiles come from (the web's VITE_MAP_TILE_URL), for img-src. */
  mapTileOrigins: string[];
  /** EMBED_ALLOWED_ORIGINS: who may frame the embed pages besides the app itself. */
  embedAllowedOrigins: string[];
}

/** Who may show the app in a frame: nobody, except the embed pages (see embedFrameAncestors). */
export const FRAME_ANCESTORS = ["'none'"];

/** Who may frame an embed page: the app itself (the code page previews the POS widget) and the allow-list. */
export function embedFrameAncestors(options: Pick<SecurityHeadersOptions, 'embedAllowedOrigins'>): string[] {
  return ["'self'", ...options.embedAllowedOrigins];
}

const embedPaths = new Set<string>(EMBED_PAGE_PATHS);

/**
 * Whether a path is one of the embed pages (a trailing slash allowed, the query ignored). Only these
 * exact paths: a prefix would also open /embed/<anything>, which the SPA answers with the same
 * index.html, to framing.
 */
export function isEmbedPagePath(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return embedPaths.has(path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
}

/** The Content-Security-Policy directives of every response (an embed page's differ in frame-ancestors). */
export function contentSecurityDirectives(
  options: Omit<SecurityHeadersOptions, 'embedAllowedOrigins'>,
  frameAncestors: string[] = FRAME_ANCESTORS,
): Record<string, string[]> {
  const isHttps = options.publicUrl?.startsWith('https://') ?? false;
  return {
    'default-src': ["'self'"],
    // The built SPA and the API docs load only their own files: no inline script, no eval (the web
    // turns off zod's `new Function` probe for this, see apps/web/src/main.tsx).
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // 'unsafe-inline' for styles only, because it cannot be avoided: Radix's dialogs lock the page's
    // scroll with a <style> element whose text carries the measured scrollbar width (react-remove-
    // scroll), so no hash can name it, and a nonce would need an inline script to hand it over.
    // Inline styles cannot run code; scripts stay strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the map: Leaflet blanks tiles it drops with a data: GIF and its stylesheet's icons are
    // inlined by the build. The tile server is another origin.
    'img-src': ["'self'", 'data:', ...options.mapTileOrigins],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors,
    // Only where the site is https: on plain http (a LAN install, the tests) it would send the
    // browser to an https port nobody listens on.
    ...(isHttps ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** A directives map as a header value, as helmet writes it. */
function serializeDirectives(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');
}

/**
 * Security headers on every response (API, SPA, static files, errors): a strict CSP, no framing,
 * nosniff (helmet's default), a referrer that never leaves the path, and HSTS once the site is served over https
 * (PUBLIC_URL, as the cookies' Secure flag). The embed pages' HTML alone may be framed, by the app and
 * EMBED_ALLOWED_ORIGINS (ADR 013).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  const isHttps = options.publicUrl?.startsWith('https://') ?? false;
  // Helmet itself, built once: @fastify/helmet rebuilt the middleware (and parsed the CSP) on every
  // request, 3 % of the server's CPU in `npm run bench -- capacity` (ADR 018).
  const applyHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(options) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet throws instead of passing an error on (since 8.1); its callback only says "go on".
    applyHeaders(request.raw, reply.raw, () => done());
  });
  const embedPolicy = serializeDirectives(contentSecurityDirectives(options, embedFrameAncestors(options)));
  // After the response is known, as only an HTML page is opened to framing (a 404 JSON or an asset
  // under the same path keeps 'none'). Helmet wrote its headers on the raw response.
  app.addHook('onSend', async (request, reply) => {
    if (!isEmbedPagePath(request.url)) return;
    // A 304 (a revalidated page) has no content type, yet the browser keeps the headers it brings.
    const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html') || reply.statusCode === 304;
    if (!isPage) return;
    reply.raw.setHeader('content-security-policy', embedPolicy);
    // X-Frame-Options cannot name several origins, and a browser honouring it would refuse the frame.
    reply.raw.removeHeader('x-frame-options');
  });
});
