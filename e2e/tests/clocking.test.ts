import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, loginThroughForm, screenshot } from '../support/browser';
import { startShift } from '../support/start-shift';

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
    geolocation: { latitude: 40.4168, longitude: -3.7038, accuracy: 20 },
    permissions: ['geolocation'],
    acceptDownloads: true,
  });
  page = await context.newPage();
  await loginThroughForm(page, 'trabajador@jornada.test');
  await page.waitForURL((url) => url.pathname === '/');
});
afterAll(() => browser?.close());

const status = () => page.getByTestId('workshift-status');
const madridToday = () =>
  new Intl.DateTimeFormat('es-ES', {
    timeZone: 'Europe/Madrid',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

describe('a worker clocks a whole day in the browser', () => {
  it('starts, pauses, resumes and ends with observaciones, with the right label after each', async () => {
    await expect.poll(() => status().textContent()).toBe('Sin iniciar');

    // A second tab of the same worker, to see the changes arrive without a reload.
    const other = await context.newPage();
    await other.goto('/');
    await expect.poll(() => other.getByTestId('workshift-status').textContent()).toBe('Sin iniciar');

    await startShift(
      page,
      page.getByRole('button', { name: 'Iniciar jornada' }),
      async () => (await status().textContent()) === 'En jornada',
    );
    await expect.poll(() => status().textContent()).toBe('En jornada');
    await expect.poll(() => page.getByText('Jornada iniciada').first().isVisible()).toBe(true);
    await expect.poll(() => other.getByTestId('workshift-status').textContent(), { timeout: 5000 }).toBe('En jornada');
    await screenshot(page, 'clock-in-progress');

    await page.getByRole('button', { name: 'Iniciar pausa' }).click();
    await expect.poll(() => status().textContent()).toBe('En pausa');
    await screenshot(page, 'clock-on-break');

    await page.getByRole('button', { name: 'Finalizar pausa' }).click();
    await expect.poll(() => status().textContent()).toBe('En jornada');
    // The policy now forbids a second pause for 30 minutes: the button says why.
    await expect.poll(() => page.getByRole('button', { name: 'Iniciar pausa' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Finalizar jornada' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Observaciones').fill('Cierre de caja y limpieza');
    await dialog.getByRole('button', { name: 'Finalizar jornada' }).click();
    await expect.poll(() => status().textContent()).toBe('Finalizado');
    await expect.poll(() => page.getByText('La jornada ha sido finalizada').first().isVisible()).toBe(true);
    // A new shift is offered, but as a secondary choice under the message, not a second big 'Iniciar jornada'.
    await expect.poll(() => page.getByRole('button', { name: 'Iniciar otra jornada' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Iniciar jornada', exact: true }).count()).toBe(0);
    await expect.poll(() => other.getByTestId('workshift-status').textContent(), { timeout: 5000 }).toBe('Finalizado');
    await screenshot(page, 'clock-completed');
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'clock-completed-390');
    if (viewport) await page.setViewportSize(viewport);
    await other.close();
  });

  it('shows the day in the history and downloads the month as CSV', async () => {
    await page.goto('/time-history');
    const today = madridToday();
    await expect.poll(() => page.getByText(today).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Cierre de caja y limpieza').first().isVisible()).toBe(true);
    await screenshot(page, 'time-history');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /Descargar CSV/ }).click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toContain('Fecha;Inicio;Fin');
    expect(csv).toContain(today);
    expect(csv).toContain('Cierre de caja y limpieza');
  });

  it('expects no hours on a holiday: October 2026 has 22 weekdays and 12 October off', async () => {
    await page.goto('/time-history?month=2026-10');
    await expect
      .poll(() => page.getByText('21 días laborables × 8 h (sin 1 festivo o día libre)').isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('168:00:00').first().isVisible()).toBe(true);
    await screenshot(page, 'time-history-holiday');
  });
});
