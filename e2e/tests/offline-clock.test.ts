import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { launchBrowser, loginThroughForm, screenshot } from '../support/browser';
import { startShift } from '../support/start-shift';

/**
 * A clock tap with no connection waits in the device's queue, the app still starts from
 * its service worker with the last known state, and the tap is sent once when the connection is back,
 * recorded at the tap's time and flagged offline. A worker of the second demo company, whom no other
 * file clocks.
 */
const WORKER = 'trabajador2@jornada.test';
const QUEUED = 'Sin conexión: se enviará al recuperar la conexión';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: 1280, height: 900 },
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    geolocation: { latitude: 43.263, longitude: -2.935, accuracy: 20 },
    permissions: ['geolocation'],
  });
  page = await context.newPage();
  await loginThroughForm(page, WORKER);
  await page.waitForURL((url) => url.pathname === '/');
});
afterAll(() => browser?.close());

const status = () => page.getByTestId('workshift-status');
const queueNotice = () => page.getByTestId('clock-queue');

interface ShiftJson {
  id: number;
  status: string;
  offline: boolean;
  started_at: string;
}

async function apiGet<T>(path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** Every file of the app shell is in one of the service worker's caches. */
function missingShellFiles(): Promise<number> {
  return page.evaluate(async () => {
    const list = (await (await fetch('/app-shell.json', { cache: 'no-store' })).json()) as { shell: string[] };
    const found = await Promise.all(list.shell.map((file) => caches.match(`/${file}`)));
    return found.filter((response) => !response).length;
  });
}

async function shots(name: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `${name}-1280`);
}

describe('a clock tap with no connection', () => {
  const starts: Request[] = [];
  let tappedAt = 0;

  it('is queued and shown as pending, with the state it leads to', async () => {
    await expect.poll(() => status().textContent()).toBe('Sin iniciar');
    // The service worker controls the page and the app shell is cached for a reload with no connection.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect.poll(missingShellFiles, { timeout: 45_000 }).toBe(0);
    await expect
      .poll(() =>
        page.evaluate(() => localStorage.getItem('jornada-last-session')?.includes('company-config') ?? false),
      )
      .toBe(true);

    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/workshift/start')
        starts.push(request);
    });
    await context.setOffline(true);
    tappedAt = Date.now();
    await startShift(page, page.getByRole('button', { name: 'Iniciar jornada' }), async () =>
      ((await queueNotice().textContent()) ?? '').includes(QUEUED),
    );
    await expect.poll(() => queueNotice().textContent()).toContain(QUEUED);
    await expect.poll(() => queueNotice().textContent()).toContain('Iniciar jornada');
    expect(await status().textContent()).toBe('En jornada');
    expect(starts).toHaveLength(0);
    await shots('offline-clock-pending');
    expect(await seriousViolations(page, 'pending clock action')).toEqual([]);
  });

  it('survives a reload with no connection: the shell from the service worker, the card from its last state', async () => {
    await page.evaluate(() => localStorage.setItem('dark-mode', 'true'));
    await page.reload();
    await expect.poll(() => status().textContent(), { timeout: 20_000 }).toBe('En jornada');
    await expect.poll(() => queueNotice().textContent()).toContain(QUEUED);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await shots('offline-clock-pending-dark');
  });

  it('is sent once when the connection is back, at the tap’s time, and flagged offline', async () => {
    await context.setOffline(false);
    await expect.poll(() => queueNotice().count(), { timeout: 30_000 }).toBe(0);
    expect(starts).toHaveLength(1);
    const [replay] = starts;
    const headers = replay?.headers() ?? {};
    expect(headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['x-offline']).toBe('1');
    expect(Math.abs(Date.parse(headers['x-client-time'] ?? '') - tappedAt)).toBeLessThan(5000);

    const current = await apiGet<ShiftJson | null>('/api/workshift/current');
    expect(current).toMatchObject({ status: 'in_progress', offline: true });
    // Recorded at the tap, not when the connection came back.
    expect(Math.abs(Date.parse(current?.started_at ?? '') - tappedAt)).toBeLessThan(5000);
    await expect.poll(() => page.getByTestId('offline-badge').first().isVisible()).toBe(true);
    await shots('offline-clock-badge-dark');
    await page.evaluate(() => localStorage.setItem('dark-mode', 'false'));
    await page.reload();
    await expect.poll(() => page.getByTestId('offline-badge').first().isVisible()).toBe(true);
    await shots('offline-clock-badge');
    expect(await seriousViolations(page, 'offline badge')).toEqual([]);
  });

  it('a replay sent again gets the same answer and records nothing new; another body is refused', async () => {
    const [replay] = starts;
    const headers = replay?.headers() ?? {};
    const body = replay?.postData() ?? '';
    const resend = (data: string) =>
      page.evaluate(
        async ({ sent, data }) => {
          const response = await fetch('/api/workshift/start', {
            method: 'POST',
            credentials: 'include',
            headers: {
              'Content-Type': 'application/json',
              'X-Requested-With': 'XMLHttpRequest',
              'Idempotency-Key': sent.key,
              'X-Offline': '1',
              'X-Client-Time': sent.time,
            },
            body: data,
          });
          return { status: response.status, body: (await response.json()) as { id?: number; message?: string } };
        },
        { sent: { key: headers['idempotency-key'] ?? '', time: headers['x-client-time'] ?? '' }, data },
      );
    // Counted over the whole history, not today's: the tap may have been before Madrid's midnight.
    const shiftCount = async () => (await apiGet<{ total: number }>('/api/workshift/history?page=1&page_size=1')).total;
    const current = await apiGet<ShiftJson>('/api/workshift/current');
    const shiftsBefore = await shiftCount();
    const again = await resend(body);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(current.id);
    expect(await shiftCount()).toBe(shiftsBefore);

    const sent = JSON.parse(body) as { location: { latitude: number; longitude: number } };
    const changed = JSON.stringify({ ...sent, location: { ...sent.location, latitude: sent.location.latitude + 1 } });
    const refused = await resend(changed);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toEqual(expect.any(String));
    expect(await shiftCount()).toBe(shiftsBefore);
  });

  it('the worker’s history and the company admin’s views flag the shift', async () => {
    await page.goto('/time-history');
    await page.getByRole('heading', { name: 'Historial' }).waitFor({ timeout: 30_000 });
    const badge = page.getByRole('table').getByTestId('offline-badge');
    await expect.poll(() => badge.isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await badge.getAttribute('title')).toBe(
      'Fichaje registrado sin conexión; hora declarada por el dispositivo',
    );
    await screenshot(page, 'offline-clock-history-1280');

    const adminContext = await browser.newContext({
      baseURL: inject('baseUrl'),
      viewport: { width: 1280, height: 900 },
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
    });
    const admin = await adminContext.newPage();
    await loginThroughForm(admin, 'empresa2@jornada.test');
    await admin.waitForURL((url) => !url.pathname.startsWith('/login'));
    await admin.goto('/employees');
    const row = admin.getByRole('row', { name: /Sergio López/ });
    await expect.poll(() => row.getByTestId('offline-badge').isVisible()).toBe(true);
    await admin.getByRole('button', { name: 'Ver detalles de Sergio López' }).click();
    const details = admin.getByRole('dialog', { name: 'Detalles del empleado' });
    await expect.poll(() => details.getByTestId('offline-badge').first().isVisible()).toBe(true);
    await screenshot(admin, 'offline-clock-employee-details-1280');
    await adminContext.close();
  });
});
