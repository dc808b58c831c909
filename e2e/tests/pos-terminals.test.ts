import type { MyPosTerminal, PosTerminal } from '@jornada/shared/api/pos-terminals';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, launchBrowser, loginThroughForm, newContext, screenshot } from '../support/browser';

/**
 * The POS terminals from the web: the company admin of the demo creates a terminal for one
 * worker, sees its identifier and PIN once (with the printable setup sheet), edits it, gives it a new
 * PIN and revokes it (kept in the list as 'Revocado', and the kiosk login refuses it), and clears
 * Lucía's personal kiosk PIN; Lucía then sees where she may clock and sets her PIN again (the demo's,
 * 1234: other files clock with it) in /mis-terminales-pos. The tests run in order. Screenshots of
 * both pages at 390 and 1280 px, light and dark.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ADMIN = 'empresa@jornada.test';
const WORKER = 'trabajador@jornada.test';
const WORKER_NAME = 'Lucía Fernández';
const COMPANY = 'Panadería Ejemplo S.L.';

async function loggedIn(email: string, width: number, height: number, isDark = false): Promise<Page> {
  const context = await newContext(browser, width, height, { timezoneId: 'Europe/Madrid' });
  const page = await context.newPage();
  if (isDark) {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('dark-mode', 'true'));
  }
  await loginThroughForm(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.context().request.get(path);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

async function openTerminals(page: Page) {
  await page.goto('/pos-terminals');
  await expect.poll(() => page.getByRole('heading', { name: 'Terminales POS', level: 1 }).isVisible()).toBe(true);
  await expect.poll(() => page.getByRole('status', { name: 'Cargando terminales' }).count()).toBe(0);
}

const terminalItem = (page: Page, idAcceso: string) =>
  page.locator(`[data-testid="pos-terminal"][data-id-acceso="${idAcceso}"]`);

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('/pos-terminals for the company admin', () => {
  it('creates a terminal for one worker, shows its PIN once with the setup sheet, edits it, renews the PIN and revokes it', async () => {
    const page = await loggedIn(ADMIN, 1280, 900);
    await openTerminals(page);
    // The demo's terminal, open to every active employee.
    const demo = terminalItem(page, 'POS-0001');
    await expect.poll(() => demo.textContent()).toContain('Mostrador');
    expect(await demo.textContent()).toContain('Todos los empleados activos');

    await page.getByRole('button', { name: 'Nuevo terminal' }).first().click();
    const form = page.getByRole('dialog', { name: 'Nuevo terminal' });
    await expect.poll(() => form.getByLabel('Nombre del terminal').isVisible()).toBe(true);
    // Nothing chosen yet: the form says what is missing, in Spanish.
    await form.getByLabel('Solo algunos empleados').check();
    await form.getByRole('button', { name: 'Crear terminal' }).click();
    await expect.poll(() => form.getByText('El nombre del terminal es obligatorio').isVisible()).toBe(true);
    expect(await form.getByText('Elige al menos un empleado').isVisible()).toBe(true);

    await form.getByLabel('Nombre del terminal').fill('Obrador e2e');
    await form.getByLabel(WORKER_NAME).check();
    const [created] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/pos-terminals') && r.request().method() === 'POST'),
      form.getByRole('button', { name: 'Crear terminal' }).click(),
    ]);
    expect(created.status()).toBe(201);
    const body = (await created.json()) as PosTerminal & { pin: string };
    expect(body.pin).toMatch(/^\d{6}$/);
    expect(body.id_acceso).toMatch(/^POS-/);
    expect(body.require_employee_pin).toBe(true);
    expect(body.employee_ids).toHaveLength(1);

    const shown = page.getByRole('dialog', { name: 'Terminal «Obrador e2e» creado' });
    await expect.poll(() => shown.isVisible()).toBe(true);
    expect(await shown.getByTestId('terminal-pin').getAttribute('data-value')).toBe(body.pin);
    expect(await shown.getByTestId('terminal-pin').textContent()).toBe(`${body.pin.slice(0, 3)} ${body.pin.slice(3)}`);
    expect(await shown.getByTestId('terminal-id-acceso').textContent()).toBe(body.id_acceso);
    expect(await shown.textContent()).toContain('no se volverá a mostrar');
    await shown.screenshot({ path: `${artifactsDir}/pos-terminals-pin-1280.png` });

    // The printable sheet: only it prints, with the company, the terminal, its id, PIN and the URL.
    await page.emulateMedia({ media: 'print' });
    const sheet = page.locator('[data-print-sheet]');
    expect(await sheet.isVisible()).toBe(true);
    expect(await page.getByRole('dialog').isVisible()).toBe(false);
    const sheetText = (await sheet.textContent()) ?? '';
    for (const expected of [COMPANY, 'Obrador e2e', body.id_acceso, '/login?mode=pos', 'Activar']) {
      expect(sheetText).toContain(expected);
    }
    await page.screenshot({ path: `${artifactsDir}/pos-terminals-setup-sheet.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    expect(await sheet.isVisible()).toBe(false);

    await shown.getByRole('button', { name: 'Hecho' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // Shown once: gone from the page, and never in the list's answer.
    expect(await page.locator('body').textContent()).not.toContain(body.pin);
    const listed = await apiGet<PosTerminal[]>(page, '/api/pos-terminals');
    expect(JSON.stringify(listed)).not.toContain('"pin"');

    const item = terminalItem(page, body.id_acceso);
    await expect.poll(() => item.textContent()).toContain(WORKER_NAME);
    expect(await item.textContent()).toContain('Obligatorio');
    expect(await item.textContent()).toContain('Nunca');
    expect(await item.textContent()).toContain('Activo');

    // Edit: anyone at the kiosk may clock, without the personal PIN.
    await item.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar «Obrador e2e»' });
    await expect.poll(() => edit.getByLabel('Pedir el PIN personal de cada empleado').isVisible()).toBe(true);
    await edit.getByLabel('Pedir el PIN personal de cada empleado').click();
    const [patched] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith(`/api/pos-terminals/${body.id}`) && r.request().method() === 'PATCH',
      ),
      edit.getByRole('button', { name: 'Guardar cambios' }).click(),
    ]);
    expect(patched.status()).toBe(200);
    expect(patched.request().postDataJSON()).toEqual({ require_employee_pin: false });
    await expect.poll(() => item.textContent()).toContain('No se pide');

    // A new PIN, after the confirmation that the terminal will be disconnected.
    await item.getByRole('button', { name: 'Nuevo PIN' }).click();
    const renew = page.getByRole('dialog', { name: '¿Generar un PIN nuevo?' });
    expect(await renew.textContent()).toContain('se desconectará');
    const [renewed] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/pos-terminals/${body.id}/pin`)),
      renew.getByRole('button', { name: 'Generar PIN nuevo' }).click(),
    ]);
    expect(renewed.status()).toBe(200);
    const newPin = ((await renewed.json()) as { pin: string }).pin;
    const renewedDialog = page.getByRole('dialog', { name: 'Nuevo PIN de «Obrador e2e»' });
    await expect.poll(() => renewedDialog.getByTestId('terminal-pin').getAttribute('data-value')).toBe(newPin);
    await renewedDialog.getByRole('button', { name: 'Hecho' }).click();

    // Revoke: asked first, then kept in the list as revoked, without actions.
    await item.getByRole('button', { name: 'Revocar' }).click();
    const revoke = page.getByRole('dialog', { name: '¿Revocar el terminal?' });
    expect(await revoke.textContent()).toContain(body.id_acceso);
    await revoke.getByRole('button', { name: 'Revocar terminal' }).click();
    await expect.poll(() => item.textContent()).toContain('Revocado');
    await expect.poll(() => page.getByText('Terminal revocado').first().isVisible()).toBe(true);
    expect(await item.getByRole('button').count()).toBe(0);
    const after = await apiGet<PosTerminal[]>(page, '/api/pos-terminals');
    expect(after.find((t) => t.id === body.id)?.revoked_at).not.toBeNull();
    // The kiosk cannot activate it any more, even with its latest PIN (told so, in Spanish).
    const login = await page.context().request.post('/api/pos/login', {
      data: { id_acceso: body.id_acceso, pin: newPin },
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(login.status()).toBe(403);
    expect(((await login.json()) as { message: string }).message).toMatch(/revocado/i);

    await page.reload();
    await expect.poll(() => terminalItem(page, body.id_acceso).textContent()).toContain('Revocado');

    // 'Borrar PIN de quiosco' for Lucía (she sets the demo's again in the worker's test below).
    await page.getByLabel('Empleado', { exact: true }).selectOption({ label: WORKER_NAME });
    await page.getByRole('button', { name: 'Borrar PIN de quiosco' }).click();
    const clear = page.getByRole('dialog', { name: '¿Borrar el PIN personal?' });
    expect(await clear.textContent()).toContain(WORKER_NAME);
    const [cleared] = await Promise.all([
      page.waitForResponse(
        (r) => /\/api\/employees\/\d+\/kiosk-pin$/.test(r.url()) && r.request().method() === 'DELETE',
      ),
      clear.getByRole('button', { name: 'Borrar PIN' }).click(),
    ]);
    expect(cleared.status()).toBe(200);
    await expect.poll(() => page.getByText('PIN personal borrado').first().isVisible()).toBe(true);
    await page.context().close();
  });

  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    for (const isDark of [false, true]) {
      it(`looks right at ${width} px${isDark ? ' in dark mode' : ''}`, async () => {
        const page = await loggedIn(ADMIN, width, height, isDark);
        await openTerminals(page);
        await expect.poll(() => terminalItem(page, 'POS-0001').isVisible()).toBe(true);
        await noHorizontalOverflow(page);
        const suffix = `${width}${isDark ? '-dark' : ''}`;
        await screenshot(page, `pos-terminals-${suffix}`);
        await page.getByRole('button', { name: 'Nuevo terminal' }).first().click();
        const form = page.getByRole('dialog', { name: 'Nuevo terminal' });
        await expect.poll(() => form.getByLabel('Nombre del terminal').isVisible()).toBe(true);
        await form.getByLabel('Solo algunos empleados').check();
        await form.getByLabel(WORKER_NAME).check();
        await screenshot(page, `pos-terminals-form-${suffix}`);
        await page.context().close();
      });
    }
  }

  it('asks a visitor to log in, and keeps a worker out', async () => {
    const context = await newContext(browser, 390, 844);
    const visitor = await context.newPage();
    await visitor.goto('/pos-terminals');
    await expect.poll(() => visitor.getByText('Inicia sesión para continuar').isVisible()).toBe(true);
    await context.close();
    const worker = await loggedIn(WORKER, 390, 844);
    await worker.goto('/pos-terminals');
    await expect.poll(() => worker.getByRole('heading', { name: 'Página no encontrada' }).isVisible()).toBe(true);
    const response = await worker.context().request.get('/api/pos-terminals');
    expect(response.status()).toBe(403);
    await worker.context().close();
  });
});

describe('/mis-terminales-pos for a worker', () => {
  it('lists where she may clock and sets her personal kiosk PIN', async () => {
    const page = await loggedIn(WORKER, 390, 844);
    const mine = await apiGet<MyPosTerminal[]>(page, '/api/pos-terminals/mine');
    expect(mine.map((t) => t.name)).toContain('Mostrador');
    await page.goto('/mis-terminales-pos');
    await expect.poll(() => page.getByRole('heading', { name: 'Mis terminales POS', level: 1 }).isVisible()).toBe(true);
    const list = page.getByTestId('my-pos-terminals');
    await expect.poll(() => list.textContent()).toContain('Mostrador');
    expect(await list.textContent()).toContain(COMPANY);
    expect(await list.textContent()).toContain('Última conexión');

    // The admin cleared her PIN in the test above: she has none until she chooses one.
    await expect.poll(() => page.getByTestId('kiosk-pin-status').textContent()).toContain('Elígelo');
    const pin = page.getByLabel('PIN', { exact: true });
    const confirm = page.getByLabel('Repite el PIN');
    const submit = page.getByRole('button', { name: 'Guardar PIN' });
    // Spanish messages: too short, then not matching; letters never get in.
    await pin.fill('12');
    await submit.click();
    await expect.poll(() => page.getByText('El PIN personal debe tener entre 4 y 6 cifras').isVisible()).toBe(true);
    expect(await page.locator('#kiosk-pin-confirm-error').textContent()).toBe('Repite el PIN');
    await pin.fill('');
    await pin.pressSequentially('12a4');
    expect(await pin.inputValue()).toBe('124');
    await pin.fill('1234');
    await confirm.fill('1243');
    await submit.click();
    await expect.poll(() => page.getByText('Los PIN no coinciden').isVisible()).toBe(true);

    // Show and hide.
    expect(await pin.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Mostrar PIN' }).first().click();
    expect(await pin.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Ocultar PIN' }).first().click();
    expect(await pin.getAttribute('type')).toBe('password');

    // The demo's PIN again (other tests clock with it at the kiosk).
    await confirm.fill('1234');
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/profile/kiosk-pin') && r.request().method() === 'PUT'),
      submit.click(),
    ]);
    expect(saved.status()).toBe(200);
    expect(saved.request().postDataJSON()).toEqual({ pin: '1234' });
    await expect.poll(() => page.getByText('PIN personal guardado').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('kiosk-pin-status').textContent()).toContain('Ya tienes un PIN personal');
    // The form is emptied, and now offers a change.
    expect(await page.getByLabel('Nuevo PIN', { exact: true }).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Cambiar PIN' }).isVisible()).toBe(true);
    await page.context().close();
  });

  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    for (const isDark of [false, true]) {
      it(`looks right at ${width} px${isDark ? ' in dark mode' : ''}`, async () => {
        const page = await loggedIn(WORKER, width, height, isDark);
        await page.goto('/mis-terminales-pos');
        await expect.poll(() => page.getByTestId('my-pos-terminals').isVisible()).toBe(true);
        await expect.poll(() => page.getByTestId('kiosk-pin-status').textContent()).toContain('PIN personal');
        await noHorizontalOverflow(page);
        await screenshot(page, `mis-terminales-pos-${width}${isDark ? '-dark' : ''}`);
        await page.context().close();
      });
    }
  }
});
