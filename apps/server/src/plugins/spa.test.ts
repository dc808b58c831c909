import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, DEMO_PASSWORD, demoUsers, type TestContext } from '../../test/test-app';
import { SESSION_MARKER_COOKIE } from './session-marker';

const ASSET = `console.log(${JSON.stringify('x'.repeat(2000))})`;

let dist: string;
let ctx: TestContext;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'jornada-spa-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SPA</title>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), ASSET);
  // What the web's build writes beside every text file (vite-plugin-compression2).
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(ASSET));
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.gz'), gzipSync(ASSET));
  // scripts/prerender-pages.mjs: index.html with the landing rendered in it, and with the loading screen.
  writeFileSync(join(dist, 'landing.html'), '<!doctype html><title>SPA</title><h1>Portada</h1>');
  writeFileSync(join(dist, 'app.html'), '<!doctype html><title>SPA</title><p>Cargando...</p>');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/app-1a2b3c.js"}}');
  ctx = await createTestContext({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web', () => {
  it('serves hashed assets as immutable and client routes as index.html, revalidated', async () => {
    const asset = await call(ctx.app, { method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const route = await call(ctx.app, { method: 'GET', url: '/employees' });
    expect(route.body).toContain('<title>SPA</title>');
    expect(route.headers['cache-control']).toBe('no-cache');
  });

  it("keeps the build's own files private: /.vite/manifest.json is a 404", async () => {
    const manifest = await call(ctx.app, { method: 'GET', url: '/.vite/manifest.json' });
    expect(manifest.statusCode).toBe(404);
    expect(manifest.body).not.toContain('src/main.tsx');
    const missing = await call(ctx.app, { method: 'GET', url: '/assets/old-build.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });
});

describe('precompressed files', () => {
  it("sends the build's brotli or gzip copy as the browser accepts, with Vary, and the plain file otherwise", async () => {
    const url = '/assets/app-1a2b3c.js';
    const br = await call(ctx.app, { method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.equals(brotliCompressSync(ASSET))).toBe(true);

    const gzip = await call(ctx.app, { method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzipSync(ASSET))).toBe(true);

    const plain = await call(ctx.app, { method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it('revalidates a precompressed file: 304 with no body', async () => {
    const url = '/assets/app-1a2b3c.js';
    const headers = { 'accept-encoding': 'br' };
    const first = await call(ctx.app, { method: 'GET', url, headers });
    const again = await call(ctx.app, {
      method: 'GET',
      url,
      headers: { ...headers, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('the prerendered landing and the session marker', () => {
  const markerOf = (response: { cookies: { name: string; value: string; maxAge?: number; httpOnly?: boolean }[] }) =>
    response.cookies.find((cookie) => cookie.name === SESSION_MARKER_COOKIE);

  it("sends '/' prerendered to a visitor without a session, and the app's page to one with it", async () => {
    const visitor = await call(ctx.app, { method: 'GET', url: '/' });
    expect(visitor.body).toContain('<h1>Portada</h1>');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(String(visitor.headers.vary)).toMatch(/cookie/i);

    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: demoUsers.worker, password: DEMO_PASSWORD },
    });
    const session = login.cookies.find((cookie) => cookie.name.endsWith('jornada_session'));
    const home = await call(ctx.app, { method: 'GET', url: '/', cookie: `${session?.name}=${session?.value}` });
    expect(home.body).not.toContain('Portada');
    expect(home.body).toContain('<p>Cargando...</p>');
  });

  it("sends the app's pages with the loading screen to a session, and the public pages, embeds and kiosk as they are", async () => {
    const page = async (url: string, cookie?: string) => (await call(ctx.app, { method: 'GET', url, cookie })).body;
    const session = 'jornada_session=abc';
    for (const url of ['/', '/employees', '/time-history/?desde=2026-11-01', '/una-ruta-que-no-existe']) {
      expect(await page(url, session), url).toContain('<p>Cargando...</p>');
    }
    for (const url of ['/login', '/login?mode=pos', '/pos-dashboard', '/embed/pos-widget', '/legal/aviso-legal/']) {
      expect(await page(url, session), url).toBe('<!doctype html><title>SPA</title>');
    }
    // Without a session the app's pages are index.html: the login is what the web shows there.
    expect(await page('/employees')).toBe('<!doctype html><title>SPA</title>');
  });

  it('sets the readable marker beside the session cookie at login and clears both at logout', async () => {
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: demoUsers.worker, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const marker = markerOf(login);
    // The user's role: a hint for what the web may ask early, not a secret.
    expect(marker?.value).toBe('worker');
    expect(marker?.httpOnly).toBeFalsy();
    const session = login.cookies.find((cookie) => cookie.name.endsWith('jornada_session'));
    expect(marker?.maxAge).toBe(session?.maxAge);
    const cookie = `${session?.name}=${session?.value}; ${SESSION_MARKER_COOKIE}=worker`;
    // In step: the session check leaves it alone.
    const me = await call(ctx.app, { method: 'GET', url: '/api/user', cookie });
    expect(me.statusCode).toBe(200);
    expect(markerOf(me)).toBeUndefined();

    const logout = await call(ctx.app, { method: 'POST', url: '/api/logout', cookie });
    expect(markerOf(logout)?.value).toBe('');
    // The session has ended: a request with its old cookie is refused and the cookies are dropped.
    const stale = await call(ctx.app, { method: 'GET', url: '/api/user', cookie });
    expect(stale.statusCode).toBe(401);
    expect(markerOf(stale)?.value).toBe('');
    expect(stale.cookies.find((c) => c.name.endsWith('jornada_session'))?.value).toBe('');
  });

  it("writes the session user's role into a marker that does not name it (set by a page, or another role)", async () => {
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: demoUsers.manager, password: DEMO_PASSWORD },
    });
    const session = login.cookies.find((cookie) => cookie.name.endsWith('jornada_session'));
    for (const stale of ['1', 'worker']) {
      const me = await call(ctx.app, {
        method: 'GET',
        url: '/api/user',
        cookie: `${session?.name}=${session?.value}; ${SESSION_MARKER_COOKIE}=${stale}`,
      });
      expect(me.statusCode).toBe(200);
      expect(markerOf(me)).toMatchObject({ value: 'manager', maxAge: session?.maxAge });
    }
  });

  it("keeps the marker in step on the app's pages: set for a session cookie without it, cleared without a session", async () => {
    const withSession = await call(ctx.app, { method: 'GET', url: '/employees', cookie: 'jornada_session=abc' });
    expect(markerOf(withSession)?.value).toBe('1');
    const without = await call(ctx.app, { method: 'GET', url: '/employees', cookie: `${SESSION_MARKER_COOKIE}=1` });
    expect(markerOf(without)?.value).toBe('');
    const anonymous = await call(ctx.app, { method: 'GET', url: '/login' });
    expect(markerOf(anonymous)).toBeUndefined();
  });

  it('never asks GET /api/user of an anonymous visitor: 401 without a cookie sets nothing', async () => {
    const anonymous = await call(ctx.app, { method: 'GET', url: '/api/user' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.cookies).toEqual([]);
  });
});
