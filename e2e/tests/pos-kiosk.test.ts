import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { launchBrowser, loginThroughForm, newContext, pathOf, screenshot } from '../support/browser';

/**
 * The POS kiosk (SPEC §2.5, §2.7, §4.4): the demo terminal is activated from
 * /login?mode=pos, a worker clocks in with the keypad and sees the full-screen confirmation, reports
 * an incident; screenshots of the kiosk at 1280×800 and 390×844, light and dark. A terminal the
 * admin creates and then revokes from /pos-terminals sends its open kiosk back to the POS login with
 * SPEC §8's message ('El terminal POS no está conectado, serás redirigido al login.').
 */
const DEMO_TERMINAL = { idAcceso: 'POS-0001', pin: '123456' };
const KIOSK_PIN = '1234';
const COMPANY = 'Panadería Ejemplo S.L.';

let browser: Browser;
let kioskContext: BrowserContext;
let kiosk: Page;

const kioskOptions = {
  timezoneId: 'Europe/Madrid',
  geolocation: { latitude: 40.4168, longitude: -3.7038, accuracy: 15 },
  permissions: ['geolocation'],
};

async function activate(page: Page, idAcceso: string, pin: string): Promise<void> {
  await page.goto('/login?mode=pos');
  await page.getByLabel('Identificador del POS').fill(idAcceso);
  await page.getByLabel('Pin', { exact: true }).fill(pin);
  await page.getByRole('button', { name: 'Activar' }).click();
}

async function typePin(page: Page, pin: string): Promise<void> {
  const keypad = page.getByRole('group', { name: /Introduce tu PIN personal/ });
  await expect.poll(() => keypad.isVisible()).toBe(true);
  for (const digit of pin) await keypad.getByRole('button', { name: digit, exact: true }).click();
  await keypad.getByRole('button', { name: 'Confirmar' }).click();
}

/** Dialogs open with a 150 ms animation: screenshots wait for it to end. */
const settle = (page: Page) => page.waitForTimeout(400);

function tileOf(page: Page, name: string) {
  return page.getByTestId('pos-employee').filter({ hasText: name });
}

beforeAll(async () => {
  browser = await launchBrowser();
  kioskContext = await newContext(browser, 1280, 800, kioskOptions);
  kiosk = await kioskContext.newPage();
});
afterAll(() => browser?.close());

describe('activating the terminal (SPEC §2.7, §5, §8)', () => {
  it("/pos leads to the POS login; SPEC §5's messages; a wrong PIN is refused in Spanish", async () => {
    await kiosk.goto('/pos');
    await kiosk.waitForURL('**/login?mode=pos');
    const identifier = kiosk.getByLabel('Identificador del POS');
    await expect.poll(() => identifier.getAttribute('placeholder')).toBe('POS-xxxx');
    const pin = kiosk.getByLabel('Pin', { exact: true });
    expect(await pin.getAttribute('type')).toBe('password');
    await kiosk.getByRole('button', { name: 'Mostrar contraseña' }).click();
    expect(await pin.getAttribute('type')).toBe('text');

    await kiosk.getByRole('button', { name: 'Activar' }).click();
    await expect.poll(() => kiosk.getByText('El identificador es obligatorio').isVisible()).toBe(true);
    expect(await kiosk.getByText('El pin es obligatorio').isVisible()).toBe(true);
    await screenshot(kiosk, 'pos-login-1280');
    expect(await seriousViolations(kiosk)).toEqual([]);

    await activate(kiosk, DEMO_TERMINAL.idAcceso, '000000');
    await expect.poll(() => kiosk.getByText('Identificador o PIN del POS incorrectos').isVisible()).toBe(true);
    expect(pathOf(kiosk)).toBe('/login');
  });

  it("opens the kiosk with 'Acceso exitoso', keeps the POS company but never the PIN", async () => {
    await activate(kiosk, DEMO_TERMINAL.idAcceso, DEMO_TERMINAL.pin);
    await kiosk.waitForURL('**/pos-dashboard');
    await expect.poll(() => kiosk.getByText('Acceso exitoso').isVisible()).toBe(true);
    expect(await kiosk.getByText(`Te damos la bienvenida al sistema POS de ${COMPANY}`).isVisible()).toBe(true);
    await expect.poll(() => kiosk.getByRole('heading', { level: 1 }).textContent()).toBe(COMPANY);
    await expect.poll(() => tileOf(kiosk, 'Lucía Fernández').isVisible()).toBe(true);
    // No app shell: no navigation, no sidebar.
    expect(await kiosk.getByRole('navigation').count()).toBe(0);

    const stored = await kiosk.evaluate(() => ({
      local: { ...localStorage },
      session: { ...sessionStorage },
    }));
    expect(JSON.parse(stored.local.posCompany ?? '{}')).toMatchObject({ nombre: COMPANY, id_acceso: 'POS-0001' });
    expect(stored.local.posAuthenticated).toBe('true');
    expect(stored.session.posAuthenticated).toBe('true');
    expect(JSON.stringify(stored)).not.toContain(DEMO_TERMINAL.pin);

    // Saved data and the POS cookie log the kiosk back in by themselves (SPEC §4.4).
    await kiosk.goto('/login?mode=pos');
    await kiosk.waitForURL('**/pos-dashboard');
  });
});

describe('the work centres at the kiosk', () => {
  it("shows one centre's people at a touch, the terminal's own centre first, and everyone again", async () => {
    const filters = kiosk.getByRole('group', { name: 'Centro de trabajo' });
    await expect
      .poll(() => filters.getByRole('button').allTextContents())
      .toEqual(['Todos los centros', 'Tienda Centro', 'Obrador']);
    const everyone = await kiosk.getByTestId('pos-employee').count();
    await filters.getByRole('button', { name: 'Tienda Centro' }).click();
    await expect
      .poll(() => kiosk.getByTestId('pos-employee').allTextContents())
      .toEqual([expect.stringContaining('Javier Moreno'), expect.stringContaining('Marta Sánchez')]);
    expect(await filters.getByRole('button', { name: 'Tienda Centro' }).getAttribute('aria-pressed')).toBe('true');
    await filters.getByRole('button', { name: 'Todos los centros' }).click();
    await expect.poll(() => kiosk.getByTestId('pos-employee').count()).toBe(everyone);
  });
});

describe('clocking at the kiosk', () => {
  it('a worker clocks in with the keypad and sees the confirmation; the grid then shows them working', async () => {
    await kiosk.getByRole('searchbox', { name: 'Buscar empleado' }).fill('pablo');
    await expect.poll(() => kiosk.getByTestId('pos-employee').count()).toBe(1);
    await tileOf(kiosk, 'Pablo Díaz').click();

    const card = kiosk.getByRole('dialog', { name: 'Pablo Díaz' });
    await expect.poll(() => card.getByTestId('pos-status').textContent()).toBe('Sin jornada');
    expect(await card.getByTestId('pos-worked-time').textContent()).toBe('00:00:00');
    expect(await card.getByText('La ubicación se registra en cada fichaje.').isVisible()).toBe(true);

    await card.getByRole('button', { name: 'Iniciar jornada' }).click();
    await typePin(kiosk, '9999');
    await expect.poll(() => card.getByText('PIN personal incorrecto').isVisible()).toBe(true);
    await settle(kiosk);
    await screenshot(kiosk, 'pos-keypad-1280');

    await typePin(kiosk, KIOSK_PIN);
    const confirmation = kiosk.getByTestId('pos-confirmation');
    await expect.poll(() => confirmation.isVisible()).toBe(true);
    expect(await confirmation.textContent()).toContain('Jornada iniciada');
    expect(await confirmation.textContent()).toContain('Pablo Díaz');
    expect(await confirmation.textContent()).toContain(COMPANY);
    await screenshot(kiosk, 'pos-confirmation-1280');

    // About 3 s later it closes by itself, back to the whole grid.
    await expect.poll(() => confirmation.count(), { timeout: 6000 }).toBe(0);
    expect(await kiosk.getByRole('dialog').count()).toBe(0);
    expect(await kiosk.getByRole('searchbox', { name: 'Buscar empleado' }).inputValue()).toBe('');
    await expect.poll(() => tileOf(kiosk, 'Pablo Díaz').textContent()).toContain('En progreso');
  });

  it('the card now offers the end and a break, and the time is running', async () => {
    await tileOf(kiosk, 'Pablo Díaz').click();
    const card = kiosk.getByRole('dialog', { name: 'Pablo Díaz' });
    await expect.poll(() => card.getByTestId('pos-status').textContent()).toBe('En progreso');
    expect(await card.getByRole('button', { name: 'Finalizar jornada' }).isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: 'Iniciar pausa' }).isVisible()).toBe(true);
    await expect.poll(() => card.getByTestId('pos-worked-time').textContent()).not.toBe('00:00:00');
    await settle(kiosk);
    await screenshot(kiosk, 'pos-card-1280');
  });

  it("reports an incident: a kind is required, then the PIN; 'Incidencia registrada'", async () => {
    const card = kiosk.getByRole('dialog', { name: 'Pablo Díaz' });
    await card.getByRole('button', { name: 'Reportar incidencia' }).click();
    const dialog = kiosk.getByRole('dialog', { name: 'Reportar incidencia' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Enviar incidencia' }).click();
    await expect.poll(() => dialog.getByText('Debes seleccionar un tipo de incidencia').isVisible()).toBe(true);
    for (const kind of ['Olvido de fichar entrada', 'Sin conexión al fichar', 'Otro']) {
      expect(await dialog.getByRole('radio', { name: kind }).count()).toBe(1);
    }
    await dialog.getByText('Olvido de fichar salida').click();
    await dialog.getByLabel('Descripción (opcional)').fill('Ayer me fui sin fichar la salida');
    await settle(kiosk);
    await screenshot(kiosk, 'pos-incident-1280');
    await dialog.getByRole('button', { name: 'Enviar incidencia' }).click();
    // This time with a keyboard: digits and Enter reach the keypad.
    await expect.poll(() => dialog.getByRole('group', { name: /Introduce tu PIN personal/ }).isVisible()).toBe(true);
    await kiosk.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await kiosk.keyboard.type(KIOSK_PIN);
    await expect.poll(() => dialog.getByTestId('pin-dots').getAttribute('aria-label')).toBe('PIN: 4 de 6 cifras');
    await kiosk.keyboard.press('Enter');
    await expect.poll(() => kiosk.getByText('Incidencia registrada').first().isVisible()).toBe(true);
    await expect.poll(() => dialog.count()).toBe(0);
    await card.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => kiosk.getByRole('dialog').count()).toBe(0);
  });
});

describe('the kiosk on a tablet and a phone, light and dark', () => {
  const sizes = [
    { name: '1280', width: 1280, height: 800 },
    { name: '390', width: 390, height: 844 },
  ];
  for (const isDark of [false, true]) {
    for (const { name, width, height } of sizes) {
      it(`at ${width}×${height}${isDark ? ' in dark mode' : ''} the grid and the card fit`, async () => {
        await kiosk.setViewportSize({ width, height });
        await kiosk.evaluate((dark) => localStorage.setItem('dark-mode', String(dark)), isDark);
        await kiosk.reload();
        await expect.poll(() => kiosk.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(isDark);
        await expect.poll(() => tileOf(kiosk, 'Pablo Díaz').isVisible()).toBe(true);
        // Nothing wider than the screen.
        expect(await kiosk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const suffix = `${name}${isDark ? '-dark' : ''}`;
        await kiosk.screenshot({ path: `${import.meta.dirname}/../artifacts/pos-kiosk-${suffix}.png` });
        expect(await seriousViolations(kiosk)).toEqual([]);
        await tileOf(kiosk, 'Pablo Díaz').click();
        const card = kiosk.getByRole('dialog', { name: 'Pablo Díaz' });
        await expect.poll(() => card.getByTestId('pos-status').textContent()).toBe('En progreso');
        await settle(kiosk);
        await kiosk.screenshot({ path: `${import.meta.dirname}/../artifacts/pos-card-${suffix}.png` });
        expect(await seriousViolations(kiosk)).toEqual([]);
        if (width < 640) {
          // The keypad on a phone, then back without clocking.
          await card.getByRole('button', { name: 'Iniciar pausa' }).click();
          await expect
            .poll(() => card.getByRole('group', { name: /Introduce tu PIN personal/ }).isVisible())
            .toBe(true);
          await settle(kiosk);
          await kiosk.screenshot({ path: `${import.meta.dirname}/../artifacts/pos-keypad-${suffix}.png` });
          expect(await seriousViolations(kiosk)).toEqual([]);
          await card.getByRole('button', { name: 'Cancelar' }).click();
        }
        await card.getByRole('button', { name: 'Cerrar' }).click();
      });
    }
  }
});

describe('idle kiosk', () => {
  it('an open card goes back to the grid after 30 s without a touch', async () => {
    const context = await newContext(browser, 1280, 800, kioskOptions);
    const page = await context.newPage();
    await page.clock.install();
    await activate(page, DEMO_TERMINAL.idAcceso, DEMO_TERMINAL.pin);
    await page.waitForURL('**/pos-dashboard');
    await tileOf(page, 'Lucía Fernández').click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Lucía Fernández' }).isVisible()).toBe(true);
    await page.clock.fastForward(29_000);
    expect(await page.getByRole('dialog', { name: 'Lucía Fernández' }).isVisible()).toBe(true);
    await page.clock.fastForward(2000);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});

describe('a revoked terminal (SPEC §4.4, §8)', () => {
  it('sends its kiosk back to the POS login with the message, and the saved data is gone', async () => {
    const admin = await (await newContext(browser, 1280, 900)).newPage();
    await loginThroughForm(admin, 'empresa@jornada.test');
    await admin.waitForURL((url) => !url.pathname.startsWith('/login'));
    const api = (method: string, path: string, body?: unknown) =>
      admin.evaluate(
        async ({ method, path, body }) => {
          const response = await fetch(path, {
            method,
            credentials: 'same-origin',
            headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          return { status: response.status, json: await response.json() };
        },
        { method, path, body },
      );
    const created = await api('POST', '/api/pos-terminals', { name: 'Obrador', require_employee_pin: false });
    expect(created.status, JSON.stringify(created.json)).toBe(201);

    const page = await (await newContext(browser, 1280, 800, kioskOptions)).newPage();
    await activate(page, created.json.id_acceso, created.json.pin);
    await page.waitForURL('**/pos-dashboard');
    await expect.poll(() => page.getByText('Terminal Obrador').isVisible()).toBe(true);

    // The admin revokes it from /pos-terminals while the kiosk is open.
    await admin.goto('/pos-terminals');
    const item = admin.locator(`[data-testid="pos-terminal"][data-id-acceso="${created.json.id_acceso}"]`);
    await item.getByRole('button', { name: 'Revocar' }).click();
    const confirm = admin.getByRole('dialog', { name: '¿Revocar el terminal?' });
    const [revoked] = await Promise.all([
      admin.waitForResponse(
        (r) => r.url().endsWith(`/api/pos-terminals/${created.json.id}`) && r.request().method() === 'DELETE',
      ),
      confirm.getByRole('button', { name: 'Revocar terminal' }).click(),
    ]);
    expect(revoked.status()).toBe(200);
    await expect.poll(() => item.textContent()).toContain('Revocado');
    // Verified every 10 s: the toast, then the login 2 s later.
    await expect
      .poll(() => page.getByText('El terminal POS no está conectado, serás redirigido al login.').isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(await page.getByText('Sesión expirada').first().isVisible()).toBe(true);
    await page.waitForURL('**/login?mode=pos', { timeout: 10_000 });
    await expect.poll(() => page.getByText('El terminal se ha desconectado').isVisible()).toBe(true);
    await screenshot(page, 'pos-login-revoked-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'pos-login-revoked-390');
    expect(await page.evaluate(() => localStorage.getItem('posCompany'))).toBeNull();
    await page.context().close();
    await admin.context().close();
  });
});
