/**
 * Regenerates the landing's demo carousel (apps/web/public/demo/*.webp) from the real app with the
 * demo data: `npm run build && npx tsx e2e/scripts/capture-demo-screenshots.ts`.
 *
 * It starts the built server on a throwaway database (or uses BASE_URL if given), logs in as the demo
 * users, starts two shifts so the screens show a working day, captures each screen at 1280 × 800 and
 * encodes it to WebP at 1280, 720 and 640 px wide with Chromium's own encoder (no image tooling needed).
 * The file names and alt texts live in apps/web/src/features/landing/utils/demo-slides.ts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const root = resolve(import.meta.dirname, '../..');
const outDir = join(root, 'apps/web/public/demo');
const PASSWORD = 'Demo1234!';
const VIEWPORT = { width: 1280, height: 800 };
const WIDTHS = [1280, 720, 640] as const;
const QUALITY = 0.8;

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó con código ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('el servidor no respondió en 60 s');
}

async function startServer(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  if (process.env.BASE_URL) return { baseUrl: process.env.BASE_URL.replace(/\/$/, ''), stop: async () => {} };
  const dataDir = mkdtempSync(join(tmpdir(), 'jornada-capture-'));
  const port = 3100 + Math.floor(Math.random() * 800);
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child);
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function loggedIn(
  browser: Browser,
  baseUrl: string,
  email: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: VIEWPORT,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    geolocation: { latitude: 40.4168, longitude: -3.7038 },
    permissions: ['geolocation'],
    // The screenshots show the app, not a service worker's install.
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return { context, page };
}

/** Starts today's shift if it is not running yet (confirming on a day off), and lets the clock tick. */
async function startShift(page: Page): Promise<void> {
  await page.goto('/');
  const start = page.getByRole('button', { name: 'Iniciar jornada' });
  await start
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  if (await start.first().isVisible()) {
    await start.first().click();
    const confirm = page.getByRole('dialog').getByRole('button', { name: 'Iniciar jornada' });
    if (await confirm.isVisible().catch(() => false)) await confirm.click();
    await page.getByRole('button', { name: 'Finalizar jornada' }).waitFor({ timeout: 15_000 });
  }
}

async function settle(page: Page, path: string, ready: string): Promise<void> {
  await page.goto(path);
  await page.getByText(ready, { exact: false }).first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  // Toasts ('Bienvenido', …) and animations out of the way.
  await page.waitForTimeout(3500);
}

/** Chromium encodes the PNG capture as WebP at each width. */
async function encode(encoder: Page, png: Buffer, name: string): Promise<void> {
  for (const width of WIDTHS) {
    const dataUrl = await encoder.evaluate(
      async ({ src, width, quality }) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = Math.round((image.naturalHeight * width) / image.naturalWidth);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('sin canvas 2d');
        context.imageSmoothingQuality = 'high';
        context.drawImage(image, 0, 0, canvas.width, canvas.height);
        return canvas.toDataURL('image/webp', quality);
      },
      { src: `data:image/png;base64,${png.toString('base64')}`, width, quality: QUALITY },
    );
    if (!dataUrl.startsWith('data:image/webp')) throw new Error('Chromium no codificó WebP');
    const file = join(outDir, `${name}-${width}.webp`);
    writeFileSync(file, Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'));
    console.log(`  ${file.replace(`${root}/`, '')}`);
  }
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const encoder = await (await browser.newContext()).newPage();
    const shots: { name: string; png: Buffer }[] = [];
    const capture = async (page: Page, name: string) => {
      shots.push({ name, png: await page.screenshot({ type: 'png' }) });
    };

    // The manager starts their day too, so the employee list shows someone at work.
    const manager = await loggedIn(browser, server.baseUrl, 'manager@jornada.test');
    await startShift(manager.page);
    await manager.context.close();

    const worker = await loggedIn(browser, server.baseUrl, 'trabajador@jornada.test');
    await startShift(worker.page);
    await worker.page.waitForTimeout(4000);
    await settle(worker.page, '/', 'Finalizar jornada');
    await capture(worker.page, 'fichaje');
    await settle(worker.page, '/time-history', 'Historial');
    await capture(worker.page, 'historial');
    await worker.context.close();

    const company = await loggedIn(browser, server.baseUrl, 'empresa@jornada.test');
    await settle(company.page, '/employees', 'Equipo de');
    await capture(company.page, 'empleados');
    await settle(company.page, '/petitions?view=inbox', 'Bandeja de entrada');
    // Every state, not only the pending ones.
    await company.page.getByRole('link', { name: 'Todas', exact: true }).click();
    await company.page.waitForTimeout(1500);
    await capture(company.page, 'peticiones');
    await settle(company.page, '/company-logs', 'Actividad empresa');
    await capture(company.page, 'actividad');
    await company.context.close();

    console.log('Capturas de la demo:');
    for (const shot of shots) await encode(encoder, shot.png, shot.name);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
