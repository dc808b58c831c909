import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginThroughForm, newContext, pathOf, screenshot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('routing', () => {
  it('a logged-out user on a protected path goes to /login, and back there after logging in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/employees');
    await page.waitForURL('**/login');
    expect(pathOf(page)).toBe('/login');
    await loginThroughForm(page, 'empresa@jornada.test');
    await page.waitForURL('**/employees');
    expect(pathOf(page)).toBe('/employees');
    await context.close();
  });

  it('the root shows the public landing to a logged-out browser user', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: /iniciar sesión/i })
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(pathOf(page)).toBe('/');
    await screenshot(page, 'landing');
    await context.close();
  });

  it('/pos redirects to /login?mode=pos', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/pos');
    await page.waitForURL('**/login?mode=pos');
    expect(new URL(page.url()).search).toBe('?mode=pos');
    await context.close();
  });

  it('a logged-in user on an unknown path gets the 404 page, and Volver atrás goes back', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await loginThroughForm(page, 'trabajador@jornada.test');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/time-history');
    await page.goto('/esta-ruta-no-existe');
    await expect.poll(() => page.getByRole('heading', { name: 'Página no encontrada' }).isVisible()).toBe(true);
    await screenshot(page, 'not-found');
    await page.getByRole('button', { name: 'Volver atrás' }).click();
    await page.waitForURL('**/time-history');
    expect(pathOf(page)).toBe('/time-history');
    await context.close();
  });

  it("a role's forbidden route is a 404 for that role", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await loginThroughForm(page, 'trabajador@jornada.test');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/employees');
    await expect.poll(() => page.getByRole('heading', { name: 'Página no encontrada' }).isVisible()).toBe(true);
    await context.close();
  });

  it('logging out ends the session: protected pages send to /login again', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await loginThroughForm(page, 'manager@jornada.test');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
    // The manager's home is also '/', so wait for the public landing rather than for the URL.
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: /iniciar sesión/i })
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(pathOf(page)).toBe('/');
    await page.goto('/employees');
    await page.waitForURL('**/login');
    const me = await page.evaluate(async () => (await fetch('/api/user', { credentials: 'include' })).status);
    expect(me).toBe(401);
    await context.close();
  });
});
