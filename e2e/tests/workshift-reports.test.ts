import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, launchBrowser, loginThroughForm, newContext, screenshot } from '../support/browser';

/**
 * /workshift-reports for a company admin: the month's register previewed and downloaded (XLSX and
 * PDF read back), an inspector link created, opened without a session and revoked; the company
 * dashboard; screenshots at 390 and 1280 px, light and dark.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The month (Madrid) of the last weekday before today: the demo seeds the weekdays before today. */
function seededMonth(now = new Date()): string {
  const madrid = (instant: Date) => instant.toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });
  let day = new Date(`${madrid(now)}T12:00:00Z`);
  do day = new Date(day.getTime() - 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day.toISOString().slice(0, 7);
}

async function loggedIn(email: string, width: number, height: number, isDark = false): Promise<Page> {
  const context = await newContext(browser, width, height, { timezoneId: 'Europe/Madrid', acceptDownloads: true });
  const page = await context.newPage();
  if (isDark) {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('dark-mode', 'true'));
  }
  await loginThroughForm(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

async function download(page: Page, format: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.locator(`a[data-format="${format}"]`).click()]);
  const path = join(artifactsDir, `register-${format}.${format}`);
  await file.saveAs(path);
  return readFileSync(path);
}

async function pdfText(data: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: true }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

const month = seededMonth();

describe('/workshift-reports for a company admin', () => {
  it("previews the month's register and downloads it as XLSX and PDF with the staff's data", async () => {
    const page = await loggedIn('empresa@jornada.test', 1280, 900);
    await page.goto(`/workshift-reports?month=${month}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Informes de jornada' }).isVisible()).toBe(true);
    const rows = page.getByTestId('register-row');
    await expect.poll(() => rows.filter({ hasText: 'Lucía Fernández' }).count()).toBe(1);
    expect(await rows.filter({ hasText: 'Sergio López' }).count()).toBe(0);

    // Her days unfold under her row.
    await rows.filter({ hasText: 'Lucía Fernández' }).getByRole('button').click();
    await expect.poll(() => page.locator('[id^="register-days-"]').textContent()).toMatch(/\d{2}:\d{2}–\d{2}:\d{2}/);

    const xlsx = await download(page, 'xlsx');
    expect(xlsx.subarray(0, 2).toString()).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.buffer.slice(xlsx.byteOffset, xlsx.byteOffset + xlsx.byteLength) as ArrayBuffer);
    const cells: string[] = [];
    workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text)))));
    expect(cells).toContain('Lucía Fernández');
    // The company heads every printed page and titles the workbook; each worker has a sheet.
    expect(workbook.title).toContain('Panadería Ejemplo');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toContain('Lucía Fernández');
    expect(cells).not.toContain('Sergio López');

    const pdf = await download(page, 'pdf');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Panadería Ejemplo');
    expect(text).toContain('B87654323');
    expect(text).toContain('Lucía Fernández');
    await page.context().close();
  });

  it('creates an inspector link, shows its address once, opens it without a session and revokes it', async () => {
    const page = await loggedIn('empresa@jornada.test', 1280, 900);
    await page.goto(`/workshift-reports?month=${month}`);
    await page.getByRole('button', { name: 'Nuevo enlace' }).click();
    // Nothing typed: the form says what is missing, in Spanish, and sends nothing.
    await page.getByRole('button', { name: 'Crear enlace' }).click();
    await expect.poll(() => page.getByText('Indica para quién o para qué es el enlace').isVisible()).toBe(true);
    await page.getByLabel('Para quién o para qué').fill('ITSS Madrid, requerimiento e2e');
    const [created] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/inspector-links') && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Crear enlace' }).click(),
    ]);
    expect(created.status()).toBe(201);
    const body = (await created.json()) as { url: string; from: string; to: string };
    expect(body.from).toBe(`${month}-01`);
    const shown = page.getByLabel('Enlace de acceso para la Inspección');
    await expect.poll(() => shown.inputValue()).toBe(body.url);
    expect(await page.getByText('no se volverá a mostrar').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('inspector-links').textContent()).toContain('ITSS Madrid');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'workshift-reports-link-created-1280');

    // A fresh browser, no session: the inspector's page shows the company's register.
    const anonymous = await newContext(browser, 1280, 900);
    const inspector = await anonymous.newPage();
    const response = await inspector.goto(body.url);
    expect(response?.status()).toBeLessThan(400);
    await expect.poll(() => inspector.getByText('Panadería Ejemplo').first().isVisible()).toBe(true);
    await screenshot(inspector, 'inspector-page-from-link-1280');
    await anonymous.close();

    await page.getByRole('button', { name: 'Ya lo he copiado' }).click();
    expect(await shown.count()).toBe(0);
    const row = page.getByTestId('inspector-links').getByRole('listitem').filter({ hasText: 'ITSS Madrid' });
    await row.getByRole('button', { name: 'Revocar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revocar enlace' }).click();
    await expect.poll(() => row.textContent()).toContain('Revocado');
    await page.context().close();
  });

  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    for (const isDark of [false, true]) {
      it(`looks right at ${width} px${isDark ? ' in dark mode' : ''}: report page and dashboard`, async () => {
        const page = await loggedIn('empresa@jornada.test', width, height, isDark);
        const suffix = `${width}${isDark ? '-dark' : ''}`;
        await expect.poll(() => page.getByTestId('staff-today').isVisible()).toBe(true);
        // The welcome toast goes by itself; the screenshot is of the page.
        await expect.poll(() => page.getByText('Te damos la bienvenida').count(), { timeout: 15_000 }).toBe(0);
        // Title first, then everything else; no 'próximamente' left on the dashboard.
        expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe('Dashboard');
        expect(await page.getByText('próximamente').count()).toBe(0);
        await screenshot(page, `dashboard-${suffix}`);

        await page.goto(`/workshift-reports?month=${month}`);
        await expect.poll(() => page.getByText('Lucía Fernández').filter({ visible: true }).count()).toBeGreaterThan(0);
        await expect.poll(() => page.getByRole('status', { name: /Cargando/ }).count()).toBe(0);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, `workshift-reports-${suffix}`);
        await page.context().close();
      });
    }
  }
});

describe('/workshift-reports for a worker', () => {
  it('shows only their own register, without an employee filter or inspector links', async () => {
    const page = await loggedIn('trabajador@jornada.test', 390, 844);
    await page.goto(`/workshift-reports?month=${month}`);
    await expect.poll(() => page.getByText('Lucía Fernández').filter({ visible: true }).count()).toBeGreaterThan(0);
    expect(await page.getByLabel('Empleado', { exact: true }).count()).toBe(0);
    expect(await page.getByText('Acceso para la Inspección de Trabajo').count()).toBe(0);
    expect(await page.getByText('Javier Moreno').count()).toBe(0);
    await screenshot(page, 'workshift-reports-worker-390');
    await page.context().close();
  });
});
