#!/usr/bin/env node
/**
 * Requests and bytes of a first visit (empty cache, service worker blocked) to `/`, `/login` and the
 * demo worker's home after login, measured in Debian's Chromium with playwright-core on the built
 * server: what a phone downloads. Bytes are as transferred (compressed body plus headers).
 *
 *   npm run build && node scripts/lighthouse/measure-requests.mjs
 */
import { chromium } from 'playwright-core';
import { loginCookies, startBuiltServer } from './built-server.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function measure(browser, baseUrl, path, cookieHeader) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  if (cookieHeader) {
    const cookies = cookieHeader.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name, value: value.join('='), url: baseUrl };
    });
    await context.addCookies(cookies);
  }
  const page = await context.newPage();
  const rows = [];
  const consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const pending = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const sizes = await request.sizes();
        const response = await request.response();
        rows.push({
          url: request.url().replace(baseUrl, ''),
          type: request.resourceType(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          encoding: (await response?.headerValue('content-encoding')) ?? '',
        });
      })().catch(() => undefined),
    );
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  // Until the page settles (the home's polls start later: a 2.5 s quiet window ends the visit).
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(2500);
  await Promise.all(pending);
  await context.close();
  const total = rows.reduce((sum, row) => sum + row.bytes, 0);
  const scripts = rows.filter((row) => row.type === 'script');
  return { path, requests: rows.length, bytes: total, scripts: scripts.length, rows, consoleErrors };
}

const verbose = process.argv.includes('--verbose');
const server = await startBuiltServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const cookie = await loginCookies(server.baseUrl);
  const results = [
    await measure(browser, server.baseUrl, '/', null),
    await measure(browser, server.baseUrl, '/login', null),
    { ...(await measure(browser, server.baseUrl, '/', cookie)), path: '/ (trabajador)' },
  ];
  for (const result of results) {
    console.log(
      `${result.path.padEnd(16)} ${String(result.requests).padStart(3)} peticiones (${result.scripts} JS)  ${kb(result.bytes).padStart(11)}` +
        (result.consoleErrors.length ? `  errores de consola: ${result.consoleErrors.length}` : ''),
    );
    if (verbose) {
      for (const row of result.rows)
        console.log(`    ${kb(row.bytes).padStart(10)} ${row.encoding.padEnd(3)} ${row.url}`);
      for (const error of result.consoleErrors) console.log(`    consola: ${error}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
