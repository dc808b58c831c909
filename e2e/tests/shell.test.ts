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
    await nav.getByRole('link', { name: 'Empleados' }).click();
    await page.waitForURL('**/employees');
    expect(pathOf(page)).toBe('/employees');
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
