import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginThroughForm, newContext, screenshot } from '../support/browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  page = await context.newPage();
  await loginThroughForm(page, 'empresa@jornada.test');
  await page.waitForURL('**/dashboard');
});
afterAll(() => browser?.close());

const FORGOTTEN_LABEL = 'Aviso de olvido de fichar salida';

async function saveForgottenHours(value: string): Promise<void> {
  await page.getByLabel(FORGOTTEN_LABEL).fill(value);
  await page.getByRole('button', { name: 'Guardar configuración' }).click();
  await expect.poll(() => page.getByText('Configuración guardada').first().isVisible()).toBe(true);
}

describe('the company admin manages the company settings', () => {
  it('edits a time rule, sees the success toast and finds the value saved after a reload', async () => {
    await page.goto('/configuration');
    const field = page.getByLabel(FORGOTTEN_LABEL);
    await expect.poll(() => field.inputValue()).toBe('12');

    // A rule broken is refused in the form, in Spanish, without asking the server.
    await page.getByLabel('Duración mínima de la pausa').fill('30');
    await page.getByLabel('Duración máxima de la pausa').fill('15');
    await page.getByRole('button', { name: 'Guardar configuración' }).click();
    await expect.poll(() => page.getByText('La pausa mínima no puede ser mayor que la máxima').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Descartar cambios' }).click();

    await saveForgottenHours('14');
    await screenshot(page, 'company-configuration-saved');
    await page.reload();
    await expect.poll(() => page.getByLabel(FORGOTTEN_LABEL).inputValue()).toBe('14');
    expect(await page.getByTestId('user-limit').textContent()).toBe('250');

    // The change is in the activity log, old → new.
    await page.goto('/company-logs?accion=company_config.updated');
    await expect
      .poll(() =>
        page
          .getByText(/Aviso de olvido de salida: 12\sh → 14\sh/)
          .first()
          .isVisible(),
      )
      .toBe(true);

    // Leave the demo company as the other e2e files expect it.
    await page.goto('/configuration');
    await expect.poll(() => page.getByLabel(FORGOTTEN_LABEL).inputValue()).toBe('14');
    await saveForgottenHours('12');
  });

  it('creates a night shift and sees it listed, then deletes it', async () => {
    await page.goto('/turnos');
    await expect.poll(() => page.getByRole('cell', { name: '08:00–15:00' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Nuevo turno' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nombre').fill('Noche e2e');
    await dialog.getByLabel('Hora de entrada').fill('22:00');
    await dialog.getByLabel('Hora de salida').fill('06:00');
    await dialog.getByRole('button', { name: 'Sábado' }).click();
    await dialog.getByRole('button', { name: 'Crear turno' }).click();
    await expect.poll(() => page.getByText('Turno creado').first().isVisible()).toBe(true);

    const row = page.getByRole('row', { name: /Noche e2e/ });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.textContent()).toContain('22:00–06:00');
    expect(await row.textContent()).toContain('Termina al día siguiente');
    expect(await row.textContent()).toContain('Sin empleados');
    await screenshot(page, 'shifts-created');

    await page.reload();
    await expect.poll(() => page.getByRole('row', { name: /Noche e2e/ }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Eliminar turno Noche e2e' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar turno' }).click();
    await expect.poll(() => page.getByText('Turno eliminado').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('row', { name: /Noche e2e/ }).count()).toBe(0);
  });

  it("chooses the company's autonomous community; the holidays follow it", async () => {
    await page.goto('/settings');
    const region = page.getByLabel('Comunidad autónoma');
    await expect.poll(() => region.inputValue()).toBe('ES-MD');
    expect(await region.locator('option:checked').textContent()).toBe('Comunidad de Madrid');
    expect(await region.locator('option').count()).toBe(19);
    await screenshot(page, 'company-settings-region-1280');

    await region.selectOption({ label: 'País Vasco' });
    await page.getByRole('button', { name: 'Guardar datos' }).click();
    await expect.poll(() => page.getByText('Datos de la empresa guardados').first().isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByLabel('Comunidad autónoma').inputValue()).toBe('ES-PV');
    // The calendar now has the País Vasco's days (Santiago, 25 July) and no longer Madrid's 2 May.
    const holidays = await page.evaluate(async () => (await fetch('/api/holidays?year=2026')).json());
    const dates = (holidays.data as { date: string }[]).map((h) => h.date);
    expect(dates).toContain('2026-07-25');
    expect(dates).not.toContain('2026-05-02');

    await page.goto('/company-logs?accion=company.updated');
    await expect
      .poll(() => page.getByText('Comunidad autónoma: Comunidad de Madrid → País Vasco').first().isVisible())
      .toBe(true);

    // Leave the demo company in Madrid, as the other e2e files expect it.
    await page.goto('/settings');
    await page.getByLabel('Comunidad autónoma').selectOption('ES-MD');
    await page.getByRole('button', { name: 'Guardar datos' }).click();
    await expect.poll(() => page.getByText('Datos de la empresa guardados').first().isVisible()).toBe(true);
  });

  it('the settings page with the select fits a 390 px phone', async () => {
    const phone = await newContext(browser, 390, 844);
    const small = await phone.newPage();
    await loginThroughForm(small, 'empresa@jornada.test');
    await small.waitForURL('**/dashboard');
    await small.goto('/settings');
    const region = small.getByLabel('Comunidad autónoma');
    await expect.poll(() => region.inputValue()).toBe('ES-MD');
    const box = await region.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await region.scrollIntoViewIfNeeded();
    await screenshot(small, 'company-settings-region-390');
    await phone.close();
  });

  it('creates a work centre, moves an employee there and back, filters the register by it and archives it', async () => {
    await page.goto('/configuration');
    const centres = page.getByRole('list', { name: 'Centros de trabajo' });
    await expect.poll(() => centres.getByText('Tienda Centro').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Nuevo centro' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nombre').fill('Almacén e2e');
    await dialog.getByLabel('Latitud').fill('40,39');
    await dialog.getByLabel('Longitud').fill('-3,70');
    await dialog.getByLabel('Radio (m)').fill('5');
    await dialog.getByRole('button', { name: 'Crear centro' }).click();
    await expect
      .poll(() => dialog.getByText('El radio debe ser un número entero de metros entre 10 y 10.000').isVisible())
      .toBe(true);
    await dialog.getByLabel('Radio (m)').fill('200');
    await dialog.getByRole('button', { name: 'Crear centro' }).click();
    await expect.poll(() => page.getByText('Centro creado').first().isVisible()).toBe(true);
    await expect.poll(() => centres.getByText('40,39, -3,7 · radio de 200 m').isVisible()).toBe(true);
    await screenshot(page, 'work-centres-1280');

    // Pablo moves to the new centre in his dialog; the register of that centre then holds only him.
    await page.goto('/employees');
    await page.getByRole('button', { name: 'Editar a Pablo Díaz' }).locator('visible=true').first().click();
    await page.getByRole('dialog').getByLabel('Centro de trabajo').selectOption({ label: 'Almacén e2e' });
    await expect.poll(() => page.getByText('Actualización exitosa').first().isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.goto('/workshift-reports');
    await page.getByLabel('Centro de trabajo').selectOption({ label: 'Almacén e2e' });
    await expect
      .poll(() =>
        page
          .getByRole('row', { name: /Pablo Díaz/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.getByRole('row', { name: /Lucía Fernández/ }).count()).toBe(0);

    // While Pablo belongs to it, it cannot be archived; once he is back at the bakery, it can.
    await page.goto('/configuration');
    await page.getByRole('button', { name: 'Archivar Almacén e2e' }).click();
    expect(await page.getByRole('dialog').getByRole('button', { name: 'Archivar centro' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await page.goto('/employees');
    await page.getByRole('button', { name: 'Editar a Pablo Díaz' }).locator('visible=true').first().click();
    await page.getByRole('dialog').getByLabel('Centro de trabajo').selectOption({ label: 'Obrador' });
    await expect.poll(() => page.getByText('Actualización exitosa').first().isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.goto('/configuration');
    await page.getByRole('button', { name: 'Archivar Almacén e2e' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Archivar centro' }).click();
    await expect.poll(() => page.getByText('Centro archivado').first().isVisible()).toBe(true);
    await expect.poll(() => centres.getByText('Almacén e2e').count()).toBe(0);
  });

  it('cannot delete a shift that employees have', async () => {
    await page.goto('/shifts');
    await page.getByRole('button', { name: 'Eliminar turno Mañana' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(/\d+ empleados lo tienen asignado/).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Eliminar turno' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
  });
});
