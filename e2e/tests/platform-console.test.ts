import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { artifactsDir, launchBrowser, loginThroughForm, newContext, pathOf, screenshot } from '../support/browser';
import { waitForLink } from '../support/mailbox';

/**
 * The platform console in the browser: its admin creates a company and a gestoría and links them; the
 * gestoría's user activates from the email, sees the new client with its indicators and downloads its
 * payroll CSV; the company's admin revokes the gestoría, which loses it at once. Then each page of the
 * console and of the portal at 390 and 1280 px (one width dark), with axe-core on each.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const COMPANY = {
  name: 'Olivar del Sur S.L.',
  cif: 'B24680134',
  admin: 'Olivia Campos',
  email: 'olivia@olivardelsur.test',
};
const GESTORIA = {
  name: 'Asesoría Olivo',
  cif: 'B13579131',
  contact: 'hola@asesoriaolivo.test',
  user: 'Rafael Olivo',
  email: 'rafa@asesoriaolivo.test',
};
const NEW_PASSWORD = 'Aceituna#Verde2026';

async function loggedIn(email: string, width = 1280, options: { isDark?: boolean } = {}): Promise<Page> {
  const context = await newContext(browser, width, 900, { timezoneId: 'Europe/Madrid', acceptDownloads: true });
  const page = await context.newPage();
  if (options.isDark) {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('dark-mode', 'true'));
  }
  await loginThroughForm(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

/** Follows an emailed activation link, chooses the password and logs in with it. */
async function activateAndLogIn(email: string): Promise<Page> {
  const link = await waitForLink(inject('mailDir'), email, '/activate');
  const context = await newContext(browser, 1280, 900, { timezoneId: 'Europe/Madrid', acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByLabel('Nueva contraseña').fill(NEW_PASSWORD);
  await page.getByLabel('Repite la contraseña').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Activar cuenta' }).click();
  await expect.poll(() => page.getByText('Cuenta activada').first().isVisible()).toBe(true);
  await loginThroughForm(page, email, NEW_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

describe('the platform admin, a new gestoría and a new client company', () => {
  it('creates, links, reads and revokes through the browser', async () => {
    const admin = await loggedIn('plataforma@jornada.test');

    // The company, whose admin is invited by email.
    await admin.goto('/companies');
    await admin.getByRole('button', { name: 'Nueva empresa' }).click();
    const companyDialog = admin.getByRole('dialog');
    await companyDialog.locator('#new-company-name').fill(COMPANY.name);
    await companyDialog.locator('#new-company-cif').fill(COMPANY.cif);
    const plans = await companyDialog.locator('#new-company-plan option').allInnerTexts();
    const professional = plans.find((label) => label.startsWith('Profesional'));
    expect(professional, plans.join(' | ')).toBeDefined();
    await companyDialog.locator('#new-company-plan').selectOption({ label: professional as string });
    await companyDialog.locator('#new-company-admin-name').fill(COMPANY.admin);
    await companyDialog.locator('#new-company-admin-email').fill(COMPANY.email);
    await companyDialog.getByRole('button', { name: 'Crear empresa' }).click();
    await expect.poll(() => companyDialog.getByText('Invitación enviada').isVisible()).toBe(true);
    await companyDialog.getByRole('link', { name: 'Abrir la empresa' }).click();
    await admin.waitForURL(/\/companies\/\d+$/);
    await expect.poll(() => admin.getByRole('heading', { name: COMPANY.name }).isVisible()).toBe(true);

    // The gestoría, whose first user is invited by email; then the company is linked to it.
    await admin.goto('/gestorias');
    await admin.getByRole('button', { name: 'Nueva gestoría' }).click();
    const gestoriaDialog = admin.getByRole('dialog');
    await gestoriaDialog.locator('#gestoria-name').fill(GESTORIA.name);
    await gestoriaDialog.locator('#gestoria-cif').fill(GESTORIA.cif);
    await gestoriaDialog.locator('#gestoria-contact-email').fill(GESTORIA.contact);
    await gestoriaDialog.locator('#gestoria-user-name').fill(GESTORIA.user);
    await gestoriaDialog.locator('#gestoria-user-email').fill(GESTORIA.email);
    await gestoriaDialog.getByRole('button', { name: 'Crear gestoría' }).click();
    await expect.poll(() => gestoriaDialog.getByText('Invitación enviada').isVisible()).toBe(true);
    await gestoriaDialog.getByRole('button', { name: 'Ver la gestoría' }).click();
    await admin.waitForURL(/\/gestorias\/\d+$/);

    await admin.getByRole('button', { name: 'Vincular empresa' }).click();
    const linkDialog = admin.getByRole('dialog');
    await linkDialog.getByLabel('Buscar empresas').fill('Olivar');
    await linkDialog.getByRole('radio', { name: new RegExp(COMPANY.name) }).check();
    await linkDialog.getByRole('button', { name: 'Vincular empresa' }).click();
    await expect.poll(() => admin.getByRole('link', { name: COMPANY.name }).isVisible()).toBe(true);
    await admin.context().close();

    // The gestoría sees its new client with today's indicators and downloads its payroll.
    const gestoria = await activateAndLogIn(GESTORIA.email);
    expect(pathOf(gestoria)).toBe('/gestoria');
    const card = gestoria.getByRole('listitem').filter({ hasText: COMPANY.name });
    await expect.poll(() => card.isVisible()).toBe(true);
    const cardText = await card.innerText();
    for (const indicator of ['Empleados', 'Activos hoy', 'Jornadas abiertas', 'Peticiones pendientes']) {
      expect(cardText).toContain(indicator);
    }
    expect(cardText).toContain('En prueba');
    await card.getByRole('link', { name: COMPANY.name }).click();
    await gestoria.waitForURL(/\/gestoria\/empresas\/\d+/);
    const clientPath = pathOf(gestoria);
    await gestoria.getByRole('link', { name: 'Nómina' }).click();
    const [download] = await Promise.all([
      gestoria.waitForEvent('download'),
      gestoria.getByRole('link', { name: 'Descargar CSV' }).click(),
    ]);
    const csvPath = join(artifactsDir, 'payroll-gestoria.csv');
    await download.saveAs(csvPath);
    const header =
      readFileSync(csvPath, 'utf8')
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/)[0] ?? '';
    expect(header).toMatch(/^Empresa;CIF;Mes;Código de nómina;/);
    expect(header).toMatch(/DNI\/NIE/);
    expect(header).toMatch(/Nombre/);
    expect(header).toMatch(/[Vv]acaciones/);

    // The company's admin sees the gestoría in its settings and revokes it.
    const owner = await activateAndLogIn(COMPANY.email);
    await owner.goto('/settings');
    const gestoriaCard = owner.locator('[aria-labelledby="company-gestoria-title"]');
    await expect.poll(() => gestoriaCard.getByText(GESTORIA.name).isVisible()).toBe(true);
    await gestoriaCard.getByRole('button', { name: 'Desvincular gestoría' }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Desvincular gestoría' }).click();
    await expect.poll(() => gestoriaCard.getByText('no tiene ninguna gestoría vinculada').isVisible()).toBe(true);

    // At once: the client is gone from the gestoría's list and its page.
    await gestoria.goto('/gestoria');
    await expect.poll(() => gestoria.getByText('Aún no asesoras a ninguna empresa').isVisible()).toBe(true);
    await gestoria.goto(clientPath);
    await expect.poll(() => gestoria.getByText('Empresa no encontrada').first().isVisible()).toBe(true);
    await gestoria.context().close();
    await owner.context().close();
  });
});

describe('the platform admin deals with the contact requests', () => {
  const openTile = (page: Page) => page.locator('a[data-tile="contact-requests"]');
  const card = (page: Page, name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const cards = (page: Page, name: string) => page.getByRole('heading', { name, exact: true }).count();
  const openCount = async (page: Page) => Number((await openTile(page).innerText()).match(/\d+/)?.[0]);

  it('marks one «atendida» from the open list; the dashboard counts one fewer; reopened, it is back', async () => {
    const page = await loggedIn('plataforma@jornada.test');
    await page.goto('/navegatel');
    await expect.poll(() => openTile(page).isVisible()).toBe(true);
    const before = await openCount(page);
    expect(before).toBeGreaterThan(0);

    await openTile(page).click();
    await page.waitForURL((url) => url.pathname === '/contact-requests' && url.searchParams.get('status') === 'open');
    const open = card(page, 'Marisa Campos');
    await expect.poll(() => open.getByText('Abierta', { exact: true }).isVisible()).toBe(true);
    // The demo's already answered request is not among the open ones.
    expect(await cards(page, 'Raúl Ortega')).toBe(0);
    await screenshot(page, 'contact-requests-open-1280');
    await open.getByRole('button', { name: 'Marcar como atendida la solicitud de Marisa Campos' }).click();
    await expect.poll(() => page.getByText('Solicitud atendida', { exact: true }).first().isVisible()).toBe(true);
    await expect.poll(() => cards(page, 'Marisa Campos')).toBe(0);

    await page.getByRole('button', { name: 'Atendidas', exact: true }).click();
    const handled = card(page, 'Marisa Campos');
    await expect
      .poll(() => handled.getByText(/^Atendida el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} por /).isVisible())
      .toBe(true);
    expect(await cards(page, 'Raúl Ortega')).toBe(1);
    await screenshot(page, 'contact-requests-handled-1280');

    await page.goto('/navegatel');
    await expect.poll(() => openCount(page)).toBe(before - 1);

    await page.goto('/contact-requests?status=handled');
    await card(page, 'Marisa Campos').getByRole('button', { name: 'Reabrir la solicitud de Marisa Campos' }).click();
    await expect.poll(() => page.getByText('Solicitud reabierta', { exact: true }).first().isVisible()).toBe(true);
    await page.goto('/navegatel');
    await expect.poll(() => openCount(page)).toBe(before);
    await page.context().close();
  });
});

describe('console pages at 390 and 1280 px', () => {
  const pages = [
    { name: 'navegatel', path: '/navegatel', heading: 'Panel de plataforma' },
    { name: 'companies', path: '/companies', heading: 'Empresas' },
    { name: 'company', path: '/companies/1', heading: 'Panadería Ejemplo S.L.' },
    { name: 'company-employees', path: '/companies/1/employees', heading: 'Panadería Ejemplo S.L.' },
    { name: 'company-history', path: '/companies/1/history', heading: 'Panadería Ejemplo S.L.' },
    { name: 'gestorias', path: '/gestorias', heading: 'Gestorías' },
    { name: 'gestoria', path: '/gestorias/1', heading: 'Asesoría Demo' },
    { name: 'contact-requests', path: '/contact-requests', heading: 'Solicitudes de contacto' },
    { name: 'settings', path: '/settings', heading: 'Configuración' },
  ];
  for (const width of [390, 1280]) {
    it(`every console page renders its content at ${width} px, without serious axe violations`, async () => {
      const page = await loggedIn('plataforma@jornada.test', width, { isDark: width === 390 });
      const found: string[] = [];
      for (const target of pages) {
        await page.goto(target.path);
        await expect
          .poll(() => page.getByRole('heading', { level: 1, name: target.heading }).isVisible(), {
            message: target.path,
          })
          .toBe(true);
        await page.waitForLoadState('networkidle');
        await screenshot(page, `console-${target.name}-${width}${width === 390 ? '-dark' : ''}`);
        found.push(...(await seriousViolations(page, `${target.path} ${width} px`)));
      }
      expect(found).toEqual([]);
      await page.context().close();
    });
  }
});

describe('gestoría portal pages at 390 and 1280 px', () => {
  const pages = [
    { name: 'home', path: '/gestoria', heading: 'Empresas' },
    { name: 'client', path: '/gestoria/empresas/1', heading: 'Panadería Ejemplo S.L.' },
    { name: 'client-employees', path: '/gestoria/empresas/1?tab=empleados', heading: 'Panadería Ejemplo S.L.' },
    { name: 'client-payroll', path: '/gestoria/empresas/1?tab=nomina', heading: 'Panadería Ejemplo S.L.' },
    { name: 'settings', path: '/gestoria/configuracion', heading: 'Configuración' },
  ];
  for (const width of [390, 1280]) {
    it(`every portal page renders its content at ${width} px, without serious axe violations`, async () => {
      const page = await loggedIn('gestoria@jornada.test', width, { isDark: width === 1280 });
      const found: string[] = [];
      for (const target of pages) {
        await page.goto(target.path);
        await expect
          .poll(() => page.getByRole('heading', { level: 1, name: target.heading }).isVisible(), {
            message: target.path,
          })
          .toBe(true);
        await page.waitForLoadState('networkidle');
        await screenshot(page, `portal-${target.name}-${width}${width === 1280 ? '-dark' : ''}`);
        found.push(...(await seriousViolations(page, `${target.path} ${width} px`)));
      }
      expect(found).toEqual([]);
      await page.context().close();
    });
  }
});
