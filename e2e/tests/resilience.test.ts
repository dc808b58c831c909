import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { launchBrowser, loginThroughForm, newContext, screenshot } from '../support/browser';

/** SPEC §2.4's error screen and mount-failure page, §4.7's emergency recovery. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

function visitor(width = 390, height = 844): Promise<BrowserContext> {
  return newContext(browser, width, height, { serviceWorkers: 'block' });
}

async function openLanding(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: /registro de jornada de tu empresa/i }).waitFor();
  // The landing arrives prerendered: wait until it has hydrated before clicking.
  await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
}

function storage(page: Page) {
  return page.evaluate(() => ({
    dark: localStorage.getItem('dark-mode'),
    theme: localStorage.getItem('theme-preference'),
    other: localStorage.getItem('posCompany'),
  }));
}

describe('the mount-failure page', () => {
  it('is served as a script of our own origin', async () => {
    const context = await visitor();
    const response = await context.request.get('/mount-guard.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
    await context.close();
  });

  it('shows when the bundle cannot load; «Reparación avanzada» clears storage but the theme', async () => {
    const context = await visitor();
    const page = await context.newPage();
    await openLanding(page);
    expect(await page.locator('#mount-fallback').isVisible()).toBe(false);
    await page.evaluate(() => localStorage.setItem('posCompany', 'panaderia'));

    await page.route('**/assets/index-*.js', (route) => route.abort());
    await page.reload();
    const fallback = page.getByRole('alert').filter({ hasText: 'No se pudo iniciar Jornada' });
    await expect.poll(() => fallback.isVisible()).toBe(true);
    const reload = fallback.getByRole('button', { name: 'Recargar página' });
    expect(await reload.isVisible()).toBe(true);
    expect(await reload.evaluate((button) => button === document.activeElement)).toBe(true);
    await screenshot(page, 'mount-fallback-390');
    expect(await seriousViolations(page, 'mount fallback')).toEqual([]);

    await page.evaluate(() => localStorage.setItem('dark-mode', 'true'));
    const reloaded = page.waitForEvent('load');
    await fallback.getByRole('button', { name: 'Reparación avanzada' }).click();
    await reloaded;
    await expect.poll(() => fallback.isVisible()).toBe(true);
    expect(await storage(page)).toEqual({ dark: 'true', theme: null, other: null });
    expect(await page.locator('#mount-fallback').getAttribute('class')).toContain('is-dark');
    await screenshot(page, 'mount-fallback-390-dark');
    expect(await seriousViolations(page, 'mount fallback, dark')).toEqual([]);

    // Once the bundle loads again, 'Recargar página' brings the app back.
    await page.unroute('**/assets/index-*.js');
    await reload.click();
    await page.getByRole('heading', { level: 1, name: /registro de jornada de tu empresa/i }).waitFor();
    expect(await page.locator('#mount-fallback').isVisible()).toBe(false);
    await context.close();
  });

  it('shows when the bundle throws before React renders', async () => {
    const context = await visitor(1280, 900);
    const page = await context.newPage();
    await page.route('**/assets/index-*.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: "throw new Error('arranque roto');" }),
    );
    await page.goto('/');
    await expect.poll(() => page.getByRole('button', { name: 'Reparación avanzada' }).isVisible()).toBe(true);
    // React never started: #root holds at most the landing prerendered at build time.
    expect(
      await page
        .locator('#root')
        .evaluate((root) => root.childElementCount === 0 || root.hasAttribute('data-prerendered')),
    ).toBe(true);
    await context.close();
  });
});

describe('emergency recovery (SPEC §4.7)', () => {
  it('three uncaught errors within 30 s clear storage but the theme and reload once', async () => {
    const context = await visitor(1280, 900);
    const page = await context.newPage();
    await openLanding(page);
    await page.evaluate(() => {
      localStorage.setItem('posCompany', 'panaderia');
      localStorage.setItem('dark-mode', 'false');
      localStorage.setItem('theme-preference', 'light');
    });
    const throwThree = () =>
      page.evaluate(() => {
        for (let i = 1; i <= 3; i += 1) {
          window.dispatchEvent(new ErrorEvent('error', { message: `Fallo inyectado ${i}`, error: new Error('x') }));
        }
      });

    // Two are not enough.
    await page.evaluate(() => {
      window.dispatchEvent(new ErrorEvent('error', { message: 'uno' }));
      window.dispatchEvent(new ErrorEvent('error', { message: 'dos' }));
    });
    expect((await storage(page)).other).toBe('panaderia');

    const reloaded = page.waitForEvent('load');
    await throwThree();
    await reloaded;
    await page.getByRole('heading', { level: 1, name: /registro de jornada de tu empresa/i }).waitFor();
    expect(await storage(page)).toEqual({ dark: 'false', theme: 'light', other: null });

    // Right after a recovery, more errors do not reload again (no loop).
    await page.evaluate(() => {
      localStorage.setItem('posCompany', 'panaderia');
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    await throwThree();
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect((await storage(page)).other).toBe('panaderia');
    await context.close();
  });
});

describe('the error screen (SPEC §2.4)', () => {
  const errorActions = [
    'Recargar',
    'Intentar recuperar',
    'Ver detalles técnicos',
    'Limpiar caché',
    'Desregistrar service worker',
  ];

  async function openBrokenRoute(page: Page): Promise<void> {
    // The login page's chunk does not load: the router's error page shows.
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Algo salió mal' }).waitFor();
  }

  it('offers its five actions when a page cannot load, with the technical details', async () => {
    const context = await visitor();
    const page = await context.newPage();
    await page.route('**/assets/login-*.js', (route) => route.abort());
    await openBrokenRoute(page);
    for (const name of errorActions) {
      expect(await page.getByRole('button', { name, exact: true }).isVisible(), name).toBe(true);
    }
    await page.getByRole('button', { name: 'Ver detalles técnicos' }).click();
    await expect.poll(() => page.locator('pre').textContent()).toMatch(/dynamically imported module|import/i);
    expect(await page.getByRole('button', { name: 'Ocultar detalles técnicos' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Desregistrar service worker' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'service worker' }).textContent())
      .toBe('No hay ningún service worker registrado.');
    await screenshot(page, 'error-screen-390');
    expect(await seriousViolations(page, 'error screen')).toEqual([]);

    // The browser remembers a module that failed to load until the document is replaced: 'Recargar'.
    await page.unroute('**/assets/login-*.js');
    await page.getByRole('button', { name: 'Recargar', exact: true }).click();
    await page
      .getByLabel(/email|correo/i)
      .first()
      .waitFor();
    await context.close();
  });

  it('unregisters the service worker and says so; «Limpiar caché» keeps the theme', async () => {
    const context = await newContext(browser, 390, 844);
    const page = await context.newPage();
    await loginThroughForm(page, 'trabajador@jornada.test');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      localStorage.setItem('dark-mode', 'true');
      localStorage.setItem('posCompany', 'panaderia');
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);

    // Logged in, the settings page's chunk does not load (routed for the service worker's fetches too).
    await context.route('**/assets/settings-*.js', (route) => route.abort());
    await page.evaluate(() => {
      window.history.pushState({}, '', '/settings');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: 'Algo salió mal' }).waitFor();
    await screenshot(page, 'error-screen-390-dark');
    expect(await seriousViolations(page, 'error screen, dark')).toEqual([]);

    await page.getByRole('button', { name: 'Desregistrar service worker' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'service worker' }).textContent())
      .toMatch(/^Se ha desregistrado 1 service worker\./);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Limpiar caché' }).click();
    await reloaded;
    await page.getByRole('heading', { name: 'Algo salió mal' }).waitFor();
    expect(await storage(page)).toEqual({ dark: 'true', theme: null, other: null });
    await context.close();
  });
});
