import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginThroughForm, newContext, screenshot } from '../support/browser';
import { startShift } from '../support/start-shift';

/**
 * Contract data and the work mode per shift (ADR 010): the home card offers 'Presencial' /
 * 'Teletrabajo' only where the company allows remote work, starting from the worker's usual mode;
 * the company admin records contract periods in the employee dialog.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function loggedIn(email: string, width: number, height: number, isDark = false): Promise<Page> {
  const context: BrowserContext = await newContext(browser, width, height, {
    timezoneId: 'Europe/Madrid',
    colorScheme: isDark ? 'dark' : 'light',
  });
  const page = await context.newPage();
  if (isDark) {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('dark-mode', 'true'));
  }
  await loginThroughForm(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

const currentShift = (page: Page) =>
  page.evaluate(async () => (await fetch('/api/workshift/current', { credentials: 'same-origin' })).json());

describe('the work mode on the home card', () => {
  it('Javier (usual mode teletrabajo) sees the choice preset to Teletrabajo and starts on site', async () => {
    const page = await loggedIn('javier.moreno@jornada.test', 1280, 900);
    const choice = page.getByRole('group', { name: 'Modalidad de hoy' });
    await expect.poll(() => choice.getByRole('radio', { name: 'Teletrabajo' }).isChecked()).toBe(true);
    expect(await choice.getByText('Tu modalidad habitual: Teletrabajo').isVisible()).toBe(true);
    await screenshot(page, 'work-mode-choice-1280');

    await choice.getByText('Presencial', { exact: true }).click();
    expect(await choice.getByRole('radio', { name: 'Presencial' }).isChecked()).toBe(true);
    await startShift(
      page,
      page.getByRole('button', { name: 'Iniciar jornada' }),
      async () => (await page.getByTestId('workshift-status').textContent()) === 'En jornada',
    );
    await expect.poll(() => page.getByTestId('workshift-status').textContent()).toBe('En jornada');
    // The card shows the start at once; the server has it when the request is answered.
    await expect.poll(async () => (await currentShift(page))?.work_mode).toBe('presencial');
    // Once started, the choice is gone.
    expect(await choice.count()).toBe(0);

    await page.getByRole('button', { name: 'Finalizar jornada' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Finalizar jornada' }).click();
    await expect.poll(() => page.getByTestId('workshift-status').textContent()).toBe('Finalizado');
    await page.context().close();
  });

  it('at 390 px, in dark mode, the choice fits; a remote start is recorded and shown on the card', async () => {
    const page = await loggedIn('javier.moreno@jornada.test', 390, 844, true);
    const choice = page.getByRole('group', { name: 'Modalidad de hoy' });
    await expect.poll(() => choice.isVisible()).toBe(true);
    await screenshot(page, 'work-mode-choice-390-dark');
    await startShift(
      page,
      page.getByRole('button', { name: 'Iniciar otra jornada' }),
      async () => (await page.getByTestId('workshift-status').textContent()) === 'En jornada',
    );
    await expect.poll(() => page.getByTestId('workshift-status').textContent()).toBe('En jornada');
    await expect.poll(async () => (await currentShift(page))?.work_mode).toBe('teletrabajo');
    await expect.poll(() => page.getByText(/· Teletrabajo/).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Finalizar jornada' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Finalizar jornada' }).click();
    await expect.poll(() => page.getByTestId('workshift-status').textContent()).toBe('Finalizado');
    await page.context().close();
  });

  it('a worker of a company without remote work (talleres) sees no choice', async () => {
    const page = await loggedIn('trabajador2@jornada.test', 1280, 900);
    await expect.poll(() => page.getByTestId('workshift-status').isVisible()).toBe(true);
    expect(await page.getByRole('group', { name: 'Modalidad de hoy' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('the contract in the employee dialog', () => {
  it('the admin sees Marta at «Parcial 50 %» and adds a period; the history shows it', async () => {
    const page = await loggedIn('empresa@jornada.test', 1280, 900);
    await page.goto('/employees');
    await page.getByRole('button', { name: 'Editar a Marta Sánchez' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByTestId('current-contract').textContent()).toBe('Parcial 50\u00a0%');
    const form = dialog.getByRole('form', { name: 'Nuevo periodo de contrato' });
    await form.getByLabel(/^Horas semanales/).fill('30');
    await form.getByLabel(/^Modalidad habitual/).selectOption('teletrabajo');
    await form.getByRole('button', { name: 'Añadir periodo' }).click();
    await expect.poll(() => page.getByText('Contrato registrado').first().isVisible()).toBe(true);
    await expect.poll(() => dialog.getByTestId('current-contract').textContent()).toBe('Parcial 75\u00a0%');
    expect(await dialog.getByRole('list', { name: 'Historial' }).getByRole('listitem').count()).toBe(2);
    await dialog.getByRole('heading', { name: 'Contrato' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'employee-contract-1280');

    await form.getByLabel(/^Horas semanales/).fill('45');
    await form.getByRole('button', { name: 'Añadir periodo' }).click();
    await expect
      .poll(() =>
        form.getByText('Las horas semanales no pueden superar la jornada completa de la empresa (40 h)').count(),
      )
      .toBeGreaterThan(0);
    await page.context().close();
  });

  it('at 390 px, in dark mode, the contract section fits', async () => {
    const page = await loggedIn('empresa@jornada.test', 390, 844, true);
    await page.goto('/employees');
    await page.getByRole('button', { name: 'Editar a Marta Sánchez' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByTestId('current-contract').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Añadir periodo' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'employee-contract-390-dark');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
