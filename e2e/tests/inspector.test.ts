import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginThroughForm, newContext, screenshot } from '../support/browser';

/**
 * Inspector access: the company admin creates a time-limited link through the API; a
 * fresh browser with no session opens /inspeccion/<token>, sees the company and its workers, and
 * downloads the register as XLSX. Screenshots of the page at 390 and 1280 px (and in dark mode, as
 * the admin checking the link sees it); a revoked or unknown link reads as such.
 */
let browser: Browser;
let admin: Page;
let link: { id: number; token: string; url: string };

/** Madrid's today and the first day of the previous month: the period the demo data fills. */
function demoPeriod(): { from: string; to: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  const previous = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  return { from: `${previous}-01`, to: today };
}

/** A call as the web app makes it, from the admin's logged-in page (cookie and CSRF header). */
function adminApi(method: string, path: string, body?: unknown) {
  return admin.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { method, path, body },
  );
}

async function anonymousPage(width: number, height: number): Promise<Page> {
  const context = await newContext(browser, width, height, { timezoneId: 'Europe/Madrid', acceptDownloads: true });
  return context.newPage();
}

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await newContext(browser, 1280, 900, { timezoneId: 'Europe/Madrid' });
  admin = await context.newPage();
  await admin.goto('/login');
  // The admin checks the link in dark mode later: the preference is theirs.
  await admin.evaluate(() => localStorage.setItem('dark-mode', 'true'));
  await loginThroughForm(admin, 'empresa@jornada.test');
  await admin.waitForURL((url) => !url.pathname.startsWith('/login'));
  const created = await adminApi('POST', '/api/inspector-links', {
    label: 'Inspección de Trabajo de Madrid',
    ...demoPeriod(),
    expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  link = created.json;
});
afterAll(() => browser?.close());

describe('the inspector page /inspeccion/{token}', () => {
  it('opens without a session: company, CIF, workers; the XLSX downloads', async () => {
    const page = await anonymousPage(1280, 900);
    const path = new URL(link.url).pathname;
    expect(path).toBe(`/inspeccion/${link.token}`);
    await page.goto(path);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Panadería Ejemplo S.L.');
    expect(await page.getByText('Inspección de Trabajo de Madrid').isVisible()).toBe(true);
    expect(await page.getByText('CIF', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Lucía Fernández' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Marta Sánchez' }).isVisible()).toBe(true);
    // No app shell, no login: the page stays where it is.
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.getByRole('navigation').count()).toBe(0);

    // A worker's daily table folds out.
    await page.getByRole('heading', { name: 'Lucía Fernández' }).click();
    await expect
      .poll(() => page.getByRole('table', { name: 'Registro diario de Lucía Fernández' }).isVisible())
      .toBe(true);
    await screenshot(page, 'inspector-page-1280');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^registro-jornada-.+\.xlsx$/);
    const file = readFileSync((await download.path()) as string);
    expect(file.subarray(0, 2).toString()).toBe('PK');
    expect(file.includes(Buffer.from('xl/workbook.xml'))).toBe(true);
    expect(file.length).toBeGreaterThan(4000);
    await page.context().close();
  });

  it('at 390 px the page fits the screen (light for the inspector, dark for a logged-in admin who prefers it)', async () => {
    const page = await anonymousPage(390, 844);
    await page.goto(`/inspeccion/${link.token}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Lucía Fernández' }).isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'inspector-page-390');
    await page.context().close();

    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.goto(`/inspeccion/${link.token}`);
    await expect.poll(() => admin.getByRole('heading', { name: 'Lucía Fernández' }).isVisible()).toBe(true);
    await expect.poll(() => admin.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await screenshot(admin, 'inspector-page-390-dark');
    await admin.setViewportSize({ width: 1280, height: 900 });
  });

  it("every visit is in the company's activity log; a revoked or unknown link says so in Spanish", async () => {
    const logged = await adminApi('GET', '/api/logs?action=inspector.access&pageSize=100');
    expect(logged.status).toBe(200);
    const visits = logged.json.data.filter((entry: { entityId: string }) => entry.entityId === String(link.id));
    expect(visits.length).toBeGreaterThanOrEqual(3);
    expect(visits[0].actionLabel).toBe('Acceso de la Inspección');

    const page = await anonymousPage(1280, 900);
    await page.goto(`/inspeccion/${'x'.repeat(43)}`);
    await expect.poll(() => page.getByText('Enlace no válido').isVisible()).toBe(true);

    expect((await adminApi('DELETE', `/api/inspector-links/${link.id}`)).status).toBe(200);
    await page.goto(`/inspeccion/${link.token}`);
    await expect.poll(() => page.getByText('Enlace no válido').isVisible()).toBe(true);
    expect(await page.getByText(/la empresa lo ha revocado/).isVisible()).toBe(true);
    await screenshot(page, 'inspector-page-revoked');
    await page.context().close();
  });
});
