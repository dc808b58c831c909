import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, type TestContext } from '../../test/test-app';

let dist: string;
let ctx: TestContext;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'jornada-headers-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>SPA</title><script type="module" src="/assets/app.js"></script>',
  );
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  ctx = await createTestContext({ seed: false, env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The CSP header as directive → sources. */
function cspOf(headers: Record<string, unknown>): Map<string, string[]> {
  const header = String(headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

function expectStrictHeaders(
  headers: Record<string, unknown>,
  label: string,
  framing: { frameAncestors: string[] } = { frameAncestors: ["'none'"] },
) {
  const csp = cspOf(headers);
  expect(csp.get('default-src'), label).toEqual(["'self'"]);
  expect(csp.get('script-src'), label).toEqual(["'self'"]);
  expect(csp.get('script-src-attr'), label).toEqual(["'none'"]);
  expect(csp.get('object-src'), label).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), label).toEqual(framing.frameAncestors);
  expect(csp.get('img-src'), label).toEqual(["'self'", 'data:', 'https://*.tile.openstreetmap.org']);
  expect(csp.get('style-src'), label).toEqual(["'self'", "'unsafe-inline'"]);
  // Nothing else may run code from outside the site, or be evaluated.
  for (const [directive, sources] of csp) {
    expect(sources, `${label} ${directive}`).not.toContain("'unsafe-eval'");
    if (directive !== 'style-src') expect(sources, `${label} ${directive}`).not.toContain("'unsafe-inline'");
  }
  // X-Frame-Options cannot name several origins: an embed page must not send it at all.
  expect(headers['x-frame-options'], label).toBe(framing.frameAncestors[0] === "'none'" ? 'DENY' : undefined);
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  it('on an API answer, the SPA, a static file and a 404', async () => {
    const responses = {
      api: await call(ctx.app, { method: 'GET', url: '/api/health' }),
      spa: await call(ctx.app, { method: 'GET', url: '/' }),
      clientRoute: await call(ctx.app, { method: 'GET', url: '/employees' }),
      asset: await call(ctx.app, { method: 'GET', url: '/assets/app.js' }),
      missing: await call(ctx.app, { method: 'GET', url: '/api/no-existe' }),
    };
    expect(responses.api.statusCode).toBe(200);
    expect(responses.spa.body).toContain('<title>SPA</title>');
    expect(responses.clientRoute.body).toContain('<title>SPA</title>');
    expect(responses.asset.statusCode).toBe(200);
    expect(responses.missing.statusCode).toBe(404);
    for (const [label, response] of Object.entries(responses)) expectStrictHeaders(response.headers, label);
  });

  it('no HSTS and no upgrade-insecure-requests while the site is plain http', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(cspOf(response.headers).has('upgrade-insecure-requests')).toBe(false);
  });

  it('with an https PUBLIC_URL: HSTS for a year, and insecure subresources upgraded', async () => {
    const https = await createTestContext({
      seed: false,
      env: { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://jornada.example', MAP_TILE_ORIGINS: 'https://tiles.example' },
    });
    try {
      for (const url of ['/', '/api/health']) {
        const response = await call(https.app, { method: 'GET', url });
        expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000');
        const csp = cspOf(response.headers);
        expect(csp.has('upgrade-insecure-requests'), url).toBe(true);
        expect(csp.get('img-src'), url).toEqual(["'self'", 'data:', 'https://tiles.example']);
      }
    } finally {
      await https.close();
    }
  });
});

/** The four pages another site may frame, and pages and answers that look like them but may not. */
const EMBED_PAGES = [
  '/embed/employee-widget/iframe',
  '/embed/employee-widget/timetracking',
  '/embed/pos-widget',
  '/embed/pos-widget/iframe?theme=claro',
  '/embed/pos-widget/',
];
const NEVER_FRAMED = ['/embed-employee-widget', '/', '/employees', '/embed/otra-cosa', '/embed', '/embed/pos-widget/x'];

async function framingOf(app: TestContext['app'], url: string) {
  const response = await call(app, { method: 'GET', url });
  return { response, frameAncestors: cspOf(response.headers).get('frame-ancestors') };
}

describe('framing of the embed pages (EMBED_ALLOWED_ORIGINS)', () => {
  it('without the variable, an embed page may be framed by the app itself only; every other page by nobody', async () => {
    for (const url of EMBED_PAGES) {
      const { response } = await framingOf(ctx.app, url);
      expect(response.body, url).toContain('<title>SPA</title>');
      expectStrictHeaders(response.headers, url, { frameAncestors: ["'self'"] });
    }
    for (const url of NEVER_FRAMED) {
      const { response } = await framingOf(ctx.app, url);
      expect(response.body, url).toContain('<title>SPA</title>');
      expectStrictHeaders(response.headers, url);
    }
  });

  it('with the variable, embed pages name the allowed origins; the app, the API and assets stay unframeable', async () => {
    const embedding = await createTestContext({
      seed: false,
      env: { WEB_DIST_DIR: dist, EMBED_ALLOWED_ORIGINS: 'https://intranet.ejemplo.es/, http://127.0.0.1:5173' },
    });
    try {
      for (const url of EMBED_PAGES) {
        const { response } = await framingOf(embedding.app, url);
        expectStrictHeaders(response.headers, url, {
          frameAncestors: ["'self'", 'https://intranet.ejemplo.es', 'http://127.0.0.1:5173'],
        });
      }
      const others = [
        ...NEVER_FRAMED,
        '/api/health',
        '/api/embed/config',
        '/assets/app.js',
        // Not HTML, though under an embed path: a missing asset answers a JSON 404.
        '/embed/pos-widget/app.js',
      ];
      for (const url of others) {
        const { response } = await framingOf(embedding.app, url);
        expectStrictHeaders(response.headers, url);
      }
      // A HEAD of an embed page answers as its GET.
      const head = await call(embedding.app, { method: 'HEAD', url: '/embed/pos-widget' });
      expect(cspOf(head.headers).get('frame-ancestors')).toEqual([
        "'self'",
        'https://intranet.ejemplo.es',
        'http://127.0.0.1:5173',
      ]);
    } finally {
      await embedding.close();
    }
  });
});
