import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginThroughForm, newContext, pathOf, screenshot } from '../support/browser';

/** 'Sesiones abiertas' in /settings ends the account's other devices at once. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('open sessions', () => {
  it('lists this device and the other one; «Cerrar las demás» logs the other one out', async () => {
    const email = 'pablo.diaz@jornada.test';
    const laptopContext = await newContext(browser);
    const phoneContext = await newContext(browser, 390, 844);
    const laptop = await laptopContext.newPage();
    const phone = await phoneContext.newPage();
    for (const page of [phone, laptop]) {
      await loginThroughForm(page, email);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    }

    await laptop.goto('/settings');
    const card = laptop.locator('[aria-labelledby="sessions-title"]');
    await expect.poll(() => card.getByText('Esta sesión').isVisible()).toBe(true);
    expect(await card.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    await screenshot(laptop, 'open-sessions');
    await card.getByRole('button', { name: 'Cerrar las demás' }).click();
    await expect
      .poll(() => card.getByText('No tienes sesiones abiertas en otros dispositivos.').isVisible())
      .toBe(true);
    expect(await card.getByRole('listitem').count()).toBe(1);

    // The phone's session is over: its next page load asks it to log in again.
    await phone.goto('/time-history');
    await expect.poll(() => pathOf(phone)).toBe('/login');
    await laptop.reload();
    await expect.poll(() => card.getByText('Esta sesión').isVisible()).toBe(true);
    await laptopContext.close();
    await phoneContext.close();
  });
});
