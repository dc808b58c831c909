import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  publicUrl?: string;
  /** Where the location map's tiles come from (the web's VITE_MAP_TILE_URL), for img-src. */
  mapTileOrigins: string[];
}

/**
 * Who may show the app in a frame: nobody. The one place to change when /embed/* opens to
 * allow-listed origins: give those routes their own `helmet` route option with a frame-ancestors
 * list (and frameguard off, as X-Frame-Options cannot name several origins); everything else keeps
 * this.
 */
export const FRAME_ANCESTORS = ["'none'"];

/** The Content-Security-Policy directives of every response. */
export function contentSecurityDirectives(options: SecurityHeadersOptions): Record<string, string[]> {
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
    'frame-ancestors': FRAME_ANCESTORS,
    // Only where the site is https: on plain http (a LAN install, the tests) it would send the
    // browser to an https port nobody listens on.
    ...(isHttps ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every response (API, SPA, static files, errors): a strict CSP, no framing,
 * nosniff (helmet's default), a referrer that never leaves the path, and HSTS once the site is served over https
 * (PUBLIC_URL, as the cookies' Secure flag).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  const isHttps = options.publicUrl?.startsWith('https://') ?? false;
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(options) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false,
  });
});
