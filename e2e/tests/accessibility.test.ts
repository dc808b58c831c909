import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { launchBrowser, newContext } from '../support/browser';

/**
 * axe-core on the public pages: no serious or critical violation, in the light theme the
 * public pages always use, at desktop width and at 390 px. Each page is checked once settled, with its
 * deferred parts loaded, and again in its interactive states (menu, dialogs, form errors).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const viewports = [
  { name: '1280 px', width: 1280, height: 900 },
  { name: '390 px', width: 390, height: 844 },
] as const;

/** Scrolls through the page so sections that load near the screen are there, then back to the top. */
async function loadEverything(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).waitFor();
  for (let y = 0; y <= (await page.evaluate(() => document.body.scrollHeight)); y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** axe reads colours as painted: a dialog fading in would report its own half-transparent text. */
async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

const pages = [
  {
    path: '/',
    ready: (page: Page) =>
      page
        .locator('#pricing')
        .getByRole('link', { name: /^Elegir / })
        .first(),
  },
  { path: '/login', ready: (page: Page) => page.getByRole('button', { name: 'Iniciar sesión' }) },
  { path: '/register', ready: (page: Page) => page.getByRole('button', { name: /crear cuenta/i }) },
  { path: '/contacto', ready: (page: Page) => page.getByRole('button', { name: 'Enviar mensaje' }) },
  { path: '/legal/aviso-legal', ready: (page: Page) => page.locator('.legal-content h2').first() },
] as const;

describe.each(viewports)('accessibility at $name (light theme)', ({ width, height }) => {
  it.each(pages)('$path has no serious or critical axe violations', async ({ path, ready }) => {
    const context = await newContext(browser, width, height, { serviceWorkers: 'block', colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(path);
    if (path === '/') await loadEverything(page);
    await ready(page).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    const found = await seriousViolations(page, path);

    if (path === '/contacto') {
      // With every validation message showing.
      await page.getByRole('button', { name: 'Enviar mensaje' }).click();
      await page.getByText('El nombre es requerido').first().waitFor();
      found.push(...(await seriousViolations(page, `${path} con errores`)));
    }
    if (path === '/') {
      if (width < 1141) {
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        await animationsDone(page);
        found.push(...(await seriousViolations(page, '/ con el menú abierto')));
        await page.keyboard.press('Escape');
      }
      // At 390 px the login link is in the menu.
      if (width < 1141) await page.getByRole('button', { name: 'Abrir menú' }).click();
      await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).click();
      await page.getByRole('dialog', { name: 'Iniciar sesión' }).waitFor();
      await animationsDone(page);
      found.push(...(await seriousViolations(page, '/ con el diálogo de inicio de sesión')));
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Quiero que me llaméis' }).click();
      const dialog = page.getByRole('dialog', { name: 'Te llamamos' });
      await dialog.getByRole('button', { name: 'Quiero que me llaméis' }).click();
      await dialog.getByText('El nombre es requerido').waitFor();
      await animationsDone(page);
      found.push(...(await seriousViolations(page, '/ con el diálogo de contacto y sus errores')));
    }
    expect(found).toEqual([]);
    await context.close();
  });
});
