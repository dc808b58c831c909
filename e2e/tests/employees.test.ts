import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, loginThroughForm, newContext, pathOf, screenshot } from '../support/browser';
import { waitForLink } from '../support/mailbox';

/** The map's zoom, read from the tile level in front (the tiles themselves fail: no network here). */
const zoomInFront = (map: Locator) =>
  map.evaluate((dialog) => {
    const levels = Array.from(dialog.querySelectorAll<HTMLElement>('.leaflet-tile-container'));
    const front = levels.sort((a, b) => Number(b.style.zIndex) - Number(a.style.zIndex))[0];
    return Number(/\/(\d+)\/\d+\/\d+\.png/.exec(front?.querySelector('img')?.src ?? '')?.[1]);
  });

let browser: Browser;
let admin: Page;

const NEW_EMAIL = 'irene.castro@jornada.test';
const NEW_PASSWORD = 'Irene#Turno2026';

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await (await newContext(browser)).newPage();
  await loginThroughForm(admin, 'empresa@jornada.test');
  await admin.waitForURL('**/dashboard');
});
afterAll(() => browser?.close());

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

describe('the company admin runs the workforce from /employees', () => {
  it('creates a worker assigned to a manager and a shift; the invitation email activates the account', async () => {
    await admin.goto('/employees');
    await expect.poll(() => admin.getByRole('cell', { name: 'Lucía Fernández' }).isVisible()).toBe(true);
    await admin.getByRole('button', { name: /Nuevo Empleado/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'Crear Nuevo Empleado' });
    await dialog.getByLabel('Nombre').fill('Irene Castro');
    await dialog.getByLabel('Email').fill(NEW_EMAIL);
    await dialog.getByLabel('Teléfono').fill('612 345 678');
    await dialog.getByLabel('Identificación (DNI/NIE)').fill('12345678Z');
    await dialog.getByLabel('Manager Asignado').selectOption({ label: 'Carlos Ruiz' });
    const shiftSelect = dialog.getByLabel('Turno Asignado');
    const morning = await shiftSelect.locator('option', { hasText: 'Mañana' }).first().getAttribute('value');
    await shiftSelect.selectOption(morning ?? '');
    await dialog.getByLabel('Código de nómina').fill('000007');
    await dialog.getByRole('button', { name: 'Crear Empleado' }).click();
    // With SMTP configured (the e2e server has a real mailbox), the employee is invited by email.
    const created = admin.getByRole('dialog', { name: 'Empleado creado' });
    await expect.poll(() => created.getByText('Invitación enviada').isVisible()).toBe(true);
    await screenshot(admin, 'employees-created');
    await created.getByRole('button', { name: 'Cerrar', exact: true }).last().click();
    // She has not clocked in today: SPEC §4.1's 'No iniciada', not the unknown-status '--'.
    const row = admin.getByRole('row', { name: /Irene Castro/ });
    await expect.poll(() => row.getByText('No iniciada', { exact: true }).isVisible()).toBe(true);
    await screenshot(admin, 'employees-1280');

    const first = await waitForLink(inject('mailDir'), NEW_EMAIL, '/activate');
    // The mail got lost: the admin sends a new link from the edit dialog; the first one stops working.
    await admin.getByRole('button', { name: 'Editar a Irene Castro' }).first().click();
    const edit = admin.getByRole('dialog', { name: 'Editar empleado' });
    await edit.getByRole('button', { name: 'Reenviar invitación' }).click();
    await expect.poll(() => toast(admin, 'Invitación reenviada').isVisible()).toBe(true);
    await expect
      .poll(() => edit.getByText(`Invitación reenviada a ${NEW_EMAIL}. El enlace anterior ya no sirve.`).isVisible())
      .toBe(true);
    await screenshot(admin, 'employees-invitation-resent');
    await admin.keyboard.press('Escape');
    let link = first;
    await expect
      .poll(async () => {
        link = await waitForLink(inject('mailDir'), NEW_EMAIL, '/activate');
        return link;
      })
      .not.toBe(first);

    const worker = await (await newContext(browser)).newPage();
    await worker.goto(link);
    await worker.getByLabel('Nueva contraseña').fill(NEW_PASSWORD);
    await worker.getByLabel('Repite la contraseña').fill(NEW_PASSWORD);
    await worker.getByRole('button', { name: 'Activar cuenta' }).click();
    await expect
      .poll(() =>
        worker
          .getByText(/activada/i)
          .first()
          .isVisible(),
      )
      .toBe(true);

    await loginThroughForm(worker, NEW_EMAIL, NEW_PASSWORD);
    await expect.poll(() => pathOf(worker)).not.toMatch(/^\/(login|activate)/);
    await expect.poll(() => worker.getByText('Irene Castro').first().isVisible()).toBe(true);
    await worker.context().close();
  });

  it('at 390 px the card list shows the new worker under her manager', async () => {
    const phone = await (await newContext(browser, 390, 844)).newPage();
    await loginThroughForm(phone, 'empresa@jornada.test');
    await phone.waitForURL('**/dashboard');
    await phone.goto('/employees');
    const team = phone.getByRole('region', { name: 'Equipo de Carlos Ruiz' });
    await expect.poll(() => team.getByText('Irene Castro').isVisible()).toBe(true);
    // The table is for wide screens; the phone gets cards with a working active switch.
    expect(await phone.getByRole('table').isVisible()).toBe(false);
    expect(await team.getByRole('switch').count()).toBeGreaterThan(0);
    await screenshot(phone, 'employees-390');
    await phone.context().close();
  });

  it('edits a field on blur and sees «Actualización exitosa»; the change is kept after a reload', async () => {
    await admin.goto('/employees');
    await admin.getByRole('button', { name: 'Editar a Irene Castro' }).click();
    const dialog = admin.getByRole('dialog');
    const phoneField = dialog.getByLabel(/^Teléfono/);
    await expect.poll(() => phoneField.inputValue()).toBe('+34612345678');
    // The shift chosen at creation is hers.
    const shift = dialog.getByLabel(/^Turno Asignado/);
    expect(await shift.locator('option:checked').textContent()).toMatch(/^Mañana/);
    await phoneField.fill('698765432');
    await phoneField.press('Tab');
    await expect.poll(() => toast(admin, 'Actualización exitosa').isVisible()).toBe(true);
    await admin.keyboard.press('Escape');

    await admin.reload();
    await admin.getByRole('button', { name: 'Editar a Irene Castro' }).click();
    await expect
      .poll(() =>
        admin
          .getByRole('dialog')
          .getByLabel(/^Teléfono/)
          .inputValue(),
      )
      .toBe('+34698765432');
    await admin.keyboard.press('Escape');
  });

  it('keeps the «Código de nómina» given at creation and refuses another employee’s in Spanish', async () => {
    await admin.goto('/employees');
    await admin.getByRole('button', { name: 'Editar a Irene Castro' }).click();
    const dialog = admin.getByRole('dialog');
    const code = dialog.getByLabel(/^Código de nómina/);
    await expect.poll(() => code.inputValue()).toBe('000007');
    // Lucía's code in the demo.
    await code.fill('000003');
    await code.press('Tab');
    await expect.poll(() => toast(admin, 'Error al actualizar código de nómina').isVisible()).toBe(true);
    await expect
      .poll(() =>
        admin
          .getByText(/El código de nómina 000003 ya es de otro empleado/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => code.inputValue()).toBe('000007');
    await screenshot(admin, 'employees-payroll-code-taken');
    await admin.keyboard.press('Escape');
  });

  it("shows a worker's seeded locations on the map and in the chronological table", async () => {
    await admin.goto('/employees');
    await admin.getByRole('button', { name: 'Ver detalles de Lucía Fernández' }).click();
    const details = admin.getByRole('dialog', { name: 'Detalles del empleado' });
    await expect.poll(() => details.getByText('Activo').first().isVisible()).toBe(true);
    await details.getByRole('button', { name: 'Ver mapa de ubicaciones' }).click();

    const map = admin.getByRole('dialog', { name: /Historial de Ubicaciones/ });
    await expect.poll(() => map.getByText('Registro cronológico').isVisible()).toBe(true);
    // Leaflet draws one SVG path per point (no tiles needed: the test has no network).
    await expect.poll(() => map.locator('path.leaflet-interactive').count()).toBeGreaterThan(0);
    // Her day was clocked at the bakery: the map opens on it at zoom 15, not on Spain at 6.
    await expect.poll(() => zoomInFront(map)).toBe(15);
    const rows = map.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    expect(await map.getByRole('table').textContent()).toContain('Inicio jornada');
    expect(await map.getByRole('table').textContent()).toMatch(/\d{2}:\d{2}:\d{2}/);
    await screenshot(admin, 'employees-location-history');
  });

  it('a day clocked around one door (GPS jitter of a few metres) opens at zoom 15, not at street-door level', async () => {
    // Each of her recorded positions moved by 2–6 m, as a phone's fixes at the same door are.
    await admin.route('**/api/workshift/employee/*/all', async (route) => {
      const response = await route.fetch();
      const shifts = (await response.json()) as { locations?: { latitude: number; longitude: number }[] }[];
      for (const shift of shifts)
        (shift.locations ?? []).forEach((location, index) => {
          location.latitude += index * 0.00002;
          location.longitude -= index * 0.00002;
        });
      await route.fulfill({ response, json: shifts });
    });
    await admin.goto('/employees');
    await admin.getByRole('button', { name: 'Ver detalles de Lucía Fernández' }).click();
    await admin
      .getByRole('dialog', { name: 'Detalles del empleado' })
      .getByRole('button', { name: 'Ver mapa de ubicaciones' })
      .click();
    const map = admin.getByRole('dialog', { name: /Historial de Ubicaciones/ });
    await expect.poll(() => map.locator('path.leaflet-interactive').count()).toBeGreaterThan(1);
    await expect.poll(() => zoomInFront(map)).toBe(15);
    await admin.unroute('**/api/workshift/employee/*/all');
  });

  it("proposes a correction of an employee's shift from the details dialog; it waits for the employee", async () => {
    await admin.goto('/employees');
    await admin.getByRole('button', { name: 'Ver detalles de Carlos Ruiz' }).click();
    const details = admin.getByRole('dialog', { name: 'Detalles del empleado' });
    const fix = details.getByRole('link', { name: /^Proponer una corrección de la jornada del / }).first();
    await expect.poll(() => fix.isVisible()).toBe(true);
    await fix.click();
    await admin.waitForURL((url) => url.pathname === '/petitions/create/workshift-correction');
    await expect.poll(() => admin.getByText('Propuesta para Carlos Ruiz').isVisible()).toBe(true);
    // The same day, at 07:30.
    await admin.getByLabel('Hora de entrada').fill('07:30');
    await admin.getByLabel('Motivo').fill('Según el parte de entrada del obrador');
    await admin.getByRole('button', { name: 'Proponer corrección' }).click();
    await admin.waitForURL((url) => url.searchParams.get('view') === 'outbox' && url.searchParams.has('id'));
    const dialog = admin.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Pendiente de aceptar').first().isVisible()).toBe(true);
    expect(await dialog.getByRole('table').textContent()).toContain('07:30');
    await screenshot(admin, 'employees-correction-proposed');
  });
});
