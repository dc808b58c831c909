import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginThroughForm, newContext, pathOf, screenshot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('authenticated shell', () => {
  it('dark mode survives a reload and is stored under dark-mode', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await loginThroughForm(page, 'empresa@jornada.test');
    await page.waitForURL('**/dashboard');
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(false);
    await page.getByRole('switch', { name: 'Modo oscuro' }).first().click();
    await expect.poll(isDark).toBe(true);
    await page.reload();
    await page.waitForURL('**/dashboard');
    await expect.poll(isDark).toBe(true);
    await expect.poll(() => page.getByRole('navigation', { name: 'Menú principal' }).isVisible()).toBe(true);
    expect(await isDark()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('dark-mode'))).toBe('true');
    await screenshot(page, 'home-company-dark');
    await context.close();
  });

  it('public pages stay light even with dark-mode stored', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('dark-mode', 'true'));
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await context.close();
  });

  it('at 390 px the sidebar collapses into a menu button', async () => {
    const context = await newContext(browser, 390, 844);
    const page = await context.newPage();
    await loginThroughForm(page, 'manager@jornada.test');
    await page.waitForURL((url) => url.pathname === '/');
    const openMenu = page.getByRole('button', { name: 'Abrir menú' });
    await expect.poll(() => openMenu.isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Menú principal' }).isVisible()).toBe(false);
    await screenshot(page, 'home-manager-390');
    await openMenu.click();
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await expect.poll(() => nav.isVisible()).toBe(true);
    await screenshot(page, 'menu-manager-390');
    await nav.getByRole('link', { name: 'Empleados' }).click();
    await page.waitForURL('**/employees');
    expect(pathOf(page)).toBe('/employees');
    // The legal register is in the phone's menu too, and the menu closes on the way there.
    await openMenu.click();
    await nav.getByRole('link', { name: 'Informes de jornada' }).click();
    await page.waitForURL('**/workshift-reports');
    await expect.poll(() => nav.isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('heading', { name: 'Informes de jornada' }).isVisible()).toBe(true);
    await context.close();
  });

  it('at 1280 px the sidebar is visible and 280 px wide', async () => {
    const context = await newContext(browser, 1280, 900);
    const page = await context.newPage();
    await loginThroughForm(page, 'trabajador@jornada.test');
    await page.waitForURL((url) => url.pathname === '/');
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await expect.poll(() => nav.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Abrir menú' }).isVisible()).toBe(false);
    const width = await page.locator('[data-sidebar]').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(280);
    await context.close();
  });
});

describe('header, footer and account pages', () => {
  it('the bell stays a bell (with its badge) when desktop alerts are blocked; /notifications says how to allow them', async () => {
    const context = await newContext(browser, 1280, 900);
    await context.addInitScript(() => {
      Object.defineProperty(window.Notification, 'permission', { get: () => 'denied' });
    });
    const page = await context.newPage();
    await loginThroughForm(page, 'manager@jornada.test');
    await page.waitForURL((url) => url.pathname === '/');
    const bell = page.getByTestId('notification-bell');
    await expect.poll(() => bell.isVisible()).toBe(true);
    const iconClass = (await bell.locator('svg').getAttribute('class')) ?? '';
    expect(iconClass).toContain('lucide-bell');
    expect(iconClass).not.toContain('bell-off');
    expect(await bell.getAttribute('title')).toMatch(/^Notificaciones/);
    await screenshot(page, 'header-bell-1280');
    await bell.click();
    await page.waitForURL('**/notifications');
    await expect
      .poll(() => page.getByText('Avisos de escritorio bloqueados en este navegador.').isVisible())
      .toBe(true);
    await screenshot(page, 'notifications-desktop-blocked');
    await context.close();
  });

  it("at 390 px the worker's whole name shows in the header", async () => {
    const context = await newContext(browser, 390, 844);
    const page = await context.newPage();
    await loginThroughForm(page, 'trabajador@jornada.test');
    await page.waitForURL((url) => url.pathname === '/');
    const name = page.getByTestId('header-user-name');
    await expect.poll(() => name.textContent()).toBe('Lucía Fernández');
    const isCut = await name.evaluate((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight);
    expect(isCut).toBe(false);
    await page.setViewportSize({ width: 390, height: 200 });
    await screenshot(page, 'header-390');
    await context.close();
  });

  it("the footer's 'Última actualización' is the legal texts' date", async () => {
    const context = await newContext(browser, 1280, 900);
    const page = await context.newPage();
    await loginThroughForm(page, 'trabajador@jornada.test');
    await page.waitForURL((url) => url.pathname === '/');
    const footer = (await page.locator('footer').first().textContent()) ?? '';
    const [, day, month, year] = /Última actualización (\d{2})\/(\d{2})\/(\d{4})/.exec(footer) ?? [];
    expect(day).toBeDefined();
    const long = new Intl.DateTimeFormat('es-ES', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))));
    for (const file of ['AvisoLegal.html', 'PoliticaPrivacidad.html']) {
      expect(await (await page.request.get(`/texts/${file}`)).text()).toContain(`Última actualización: ${long}.`);
    }
    await context.close();
  });

  it('/company-confirm-password-change with a personal password is a plain change, no temporary-password warning', async () => {
    const context = await newContext(browser, 1280, 900);
    const page = await context.newPage();
    await loginThroughForm(page, 'trabajador@jornada.test');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/company-confirm-password-change');
    await expect.poll(() => page.getByText('Escribe tu contraseña actual y la nueva.').isVisible()).toBe(true);
    expect(await page.getByText('Estás usando una contraseña temporal').count()).toBe(0);
    await context.close();
  });
});

describe("a logged-in visit's first page", () => {
  it('shows the loading screen before any script runs, and names every file the home starts with', async () => {
    const context = await newContext(browser, 390, 844, { serviceWorkers: 'block' });
    const page = await context.newPage();
    await loginThroughForm(page, 'trabajador@jornada.test');
    await page.waitForURL((url) => url.pathname === '/');

    // The page's HTML again from the server, as on a phone that opens the app with its session.
    const html = (await (await page.reload())?.text()) ?? '';
    expect(html).toContain('Cargando...');
    // The shell's files (the layout, the homes, their schemas) are named beside the entry's own.
    const preloads = html.match(/<link rel="modulepreload"[^>]*fetchpriority="low"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(0);
    const named = new Set(html.match(/\/assets\/[\w-]+\.js/g));
    await expect.poll(() => page.getByTestId('workshift-status').isVisible()).toBe(true);
    // Every script the page loaded to start was in the HTML, each once: none was found only once the
    // entry had run, a round trip later on a phone's network. (After the load event the page may fetch
    // what it does not need to start, such as the service worker's health check.)
    const atStart = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < (navigation?.loadEventStart ?? 0))
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/assets/') && path.endsWith('.js'));
    });
    expect(atStart.length).toBeGreaterThan(named.size - 1);
    expect(atStart.filter((path) => !named.has(path))).toEqual([]);
    expect(new Set(atStart).size).toBe(atStart.length);

    // Without JavaScript (or before it has run) the loading screen is already there.
    const noScript = await newContext(browser, 390, 844, { javaScriptEnabled: false });
    await noScript.addCookies(await context.cookies());
    const bare = await noScript.newPage();
    await bare.goto('/');
    expect(await bare.getByRole('status').textContent()).toBe('Cargando...');
    await noScript.close();
    await context.close();
  });
});
