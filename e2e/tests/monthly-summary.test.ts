import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginThroughForm, screenshot } from '../support/browser';

/**
 * The monthly summary on /time-history. The shared e2e server never has one (the sweep hands last
 * month over at its first hourly run), so this file prepares its own embedded database with the
 * operator's CLI — `seed-demo`, then `send-monthly-summaries` (last month, as on day 1) — and starts
 * the built server on it.
 */

const root = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'jornada-e2e-summary-'));
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', LOG_LEVEL: 'warn' };

function cli(args: string[]): Promise<string> {
  return new Promise((done, fail) =>
    execFile(process.execPath, [join(root, 'apps/server/dist/cli.js'), ...args], { cwd: root, env }, (error, stdout) =>
      error ? fail(error) : done(stdout),
    ),
  );
}

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** yyyy-MM of the month before today's, in Madrid. */
function lastMonth(): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The month's shifts, holidays and days off have loaded: what a screenshot should show. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.getByRole('status', { name: 'Cargando historial' }).count()).toBe(0);
}

let server: ChildProcess;
let baseUrl: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let sendReport: string;

beforeAll(async () => {
  await cli(['seed-demo']);
  sendReport = await cli(['send-monthly-summaries']);
  const port = await freePort();
  server = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_DEMO: 'never' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  baseUrl = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 250) {
    if (waited > 60_000) throw new Error('el servidor no respondió en 60 s');
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 }, locale: 'es-ES' });
  page = await context.newPage();
  await loginThroughForm(page, 'trabajador@jornada.test');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  // Two CLI runs (each migrates and opens the embedded database) and a server start: minutes on a busy machine.
}, 300_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('/time-history at 390 px: the monthly summary and its «Recibido»', () => {
  it('the CLI handed last month over to everyone who clocks', () => {
    expect(sendReport).toMatch(new RegExp(`Resúmenes mensuales de ${lastMonth()} enviados: [1-9]\\d*`));
  });

  it("shows when last month's summary was sent; «Recibido» records it once, and it stays after a reload", async () => {
    await page.goto(`/time-history?month=${lastMonth()}`);
    const receipt = page.getByRole('region', { name: 'Resumen mensual' });
    await expect
      .poll(() => receipt.getByText(/^Resumen mensual enviado el \d+ de \w+ de \d{4} a las \d{2}:\d{2}$/).isVisible())
      .toBe(true);
    const button = receipt.getByRole('button', { name: 'Recibido' });
    await expect.poll(() => button.isVisible()).toBe(true);
    await settled(page);
    await screenshot(page, 'time-history-summary-390');

    await button.click();
    await expect
      .poll(() => receipt.getByText(/^Recibido el \d+ de \w+ de \d{4} a las \d{2}:\d{2}$/).isVisible())
      .toBe(true);
    expect(await button.count()).toBe(0);
    await page.reload();
    await expect.poll(() => receipt.getByText(/^Recibido el /).isVisible()).toBe(true);
    expect(await receipt.getByRole('button', { name: 'Recibido' }).count()).toBe(0);
    await settled(page);
    await screenshot(page, 'time-history-summary-received-390');

    await page.evaluate(() => localStorage.setItem('dark-mode', 'true'));
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await expect.poll(() => receipt.getByText(/^Recibido el /).isVisible()).toBe(true);
    await settled(page);
    await screenshot(page, 'time-history-summary-received-390-dark');
    await page.evaluate(() => localStorage.removeItem('dark-mode'));
  });

  it("this month: no summary yet, and 'Diferencia' compares with what was due by today", async () => {
    await page.goto('/time-history');
    await expect
      .poll(() => page.getByText(/^Frente a lo previsto hasta hoy \(\d+:\d{2}:\d{2}\)$/).isVisible())
      .toBe(true);
    expect(await page.getByRole('region', { name: 'Resumen mensual' }).count()).toBe(0);
    await settled(page);
    await screenshot(page, 'time-history-current-390');
    await page.evaluate(() => localStorage.setItem('dark-mode', 'true'));
    await page.reload();
    await expect.poll(() => page.getByText(/^Frente a lo previsto hasta hoy/).isVisible()).toBe(true);
    await settled(page);
    await screenshot(page, 'time-history-current-390-dark');
  });
});
