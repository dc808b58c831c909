import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, type TestContext } from '../../test/test-app';

let dist: string;
let ctx: TestContext;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'jornada-spa-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SPA</title>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/app-1a2b3c.js"}}');
  ctx = await createTestContext({ seed: false, env: { WEB_DIST_DIR: dist } });
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
