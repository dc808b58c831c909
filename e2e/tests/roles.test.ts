import { homeByRole, sidebarFor } from '@jornada/shared/navigation';
import type { Role } from '@jornada/shared/roles';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginThroughForm, newContext, pathOf, screenshot } from '../support/browser';

const demo: Record<Role, string> = {
  navegatel: 'plataforma@jornada.test',
  gestoria: 'gestoria@jornada.test',
  company: 'empresa@jornada.test',
  manager: 'manager@jornada.test',
  worker: 'trabajador@jornada.test',
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('each demo role logs in and lands on its page', () => {
  for (const role of ['navegatel', 'company', 'manager', 'worker'] as const) {
    it(`${role}: lands on ${homeByRole[role]} with exactly its sidebar entries`, async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await page.goto('/login');
      await loginThroughForm(page, demo[role]);
      await page.waitForURL((url) => url.pathname === homeByRole[role]);
      expect(pathOf(page)).toBe(homeByRole[role]);

      const nav = page.getByRole('navigation', { name: 'Menú principal' });
      await expect.poll(() => nav.isVisible()).toBe(true);
      const labels = (await nav.locator('[data-sidebar-entry]').allInnerTexts()).map((t) => t.trim().split('\n')[0]);
      expect(labels).toEqual(sidebarFor(role).map((entry) => entry.label));
      // The legal register: in the menu of those who read others' registers, not in a worker's.
      const registerLink = nav.getByRole('link', { name: 'Informes de jornada' });
      if (role === 'company' || role === 'manager') {
        expect(await registerLink.getAttribute('href')).toBe('/workshift-reports');
      } else {
        expect(await registerLink.count()).toBe(0);
      }
      await expect.poll(() => page.getByRole('button', { name: 'Cerrar sesión' }).first().isVisible()).toBe(true);
      await screenshot(page, `home-${role}`);
      await context.close();
    });
  }

  it('company header shows the user and company name', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await loginThroughForm(page, demo.company);
    await page.waitForURL('**/dashboard');
    const header = page.getByRole('banner');
    await expect.poll(() => header.textContent()).toContain('Ana García');
    expect(await header.textContent()).toContain('Panadería Ejemplo S.L.');
    await context.close();
  });

  it('gestoría: no sidebar, a header with menu and initials avatar', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await loginThroughForm(page, demo.gestoria);
    await page.waitForURL('**/gestoria');
    expect(pathOf(page)).toBe('/gestoria');
    await expect.poll(() => page.getByRole('banner').textContent()).toContain('LM');
    expect(await page.getByRole('navigation', { name: 'Menú principal' }).count()).toBe(0);
    await screenshot(page, 'home-gestoria');
    await context.close();
  });

  it('a wrong password shows the login error toast and stays on /login', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await loginThroughForm(page, demo.worker, 'no-es-la-clave');
    await expect.poll(() => page.getByText('Error al iniciar sesión').first().isVisible()).toBe(true);
    expect(pathOf(page)).toBe('/login');
    await context.close();
  });
});
