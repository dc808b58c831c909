import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginThroughForm, newContext, screenshot } from '../support/browser';
import { startShift } from '../support/start-shift';

/**
 * QR clock-in, with two browser contexts: the kiosk (a tablet, the demo terminal) shows
 * its QR beside the grid; a worker logged in on their phone opens the URL it encodes, clocks in on
 * their own time card, and the kiosk's grid shows them working.
 */
const DEMO_TERMINAL = { idAcceso: 'POS-0001', pin: '123456' };
const WORKER = { email: 'javier.moreno@jornada.test', name: 'Javier Moreno' };
const geo = {
  timezoneId: 'Europe/Madrid',
  geolocation: { latitude: 40.4168, longitude: -3.7038, accuracy: 15 },
  permissions: ['geolocation'],
};

let browser: Browser;
let kioskContext: BrowserContext;
let phoneContext: BrowserContext;
let kiosk: Page;
let phone: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  kioskContext = await newContext(browser, 1280, 800, geo);
  phoneContext = await newContext(browser, 390, 844, geo);
  kiosk = await kioskContext.newPage();
  phone = await phoneContext.newPage();
});
afterAll(() => browser?.close());

describe('clocking in by the kiosk QR', () => {
  let qrUrl: string;

  it('the activated kiosk shows a QR that opens /fichar with its token', async () => {
    await kiosk.goto('/login?mode=pos');
    await kiosk.getByLabel('Identificador del POS').fill(DEMO_TERMINAL.idAcceso);
    await kiosk.getByLabel('Pin', { exact: true }).fill(DEMO_TERMINAL.pin);
    await kiosk.getByRole('button', { name: 'Activar' }).click();
    await kiosk.waitForURL('**/pos-dashboard');
    const qr = kiosk.getByRole('img', { name: 'Código QR para fichar desde el móvil' });
    await expect.poll(() => qr.isVisible()).toBe(true);
    qrUrl = (await qr.getAttribute('data-url')) ?? '';
    expect(new URL(qrUrl).pathname).toBe('/fichar');
    expect(new URL(qrUrl).searchParams.get('k')).toMatch(/^\d+\.\d+\.\d+\.[\w-]{43}$/);
    expect(await qr.locator('path').getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    await screenshot(kiosk, 'pos-qr-1280');
  });

  it('the worker logs in on the phone, lands on their time card at the terminal and clocks in', async () => {
    await phone.goto(qrUrl);
    await phone.waitForURL('**/login');
    await loginThroughForm(phone, WORKER.email);
    await phone.waitForURL('**/fichar?k=*');
    await expect.poll(() => phone.getByText('Fichaje en el terminal').isVisible()).toBe(true);
    // 'Iniciar otra jornada' when the worker already finished one today (work-mode.test.ts clocks Javier).
    await startShift(phone, phone.getByRole('button', { name: /^Iniciar (otra )?jornada$/ }), () =>
      phone.getByRole('button', { name: 'Finalizar jornada' }).isVisible(),
    );
    await expect.poll(() => phone.getByRole('button', { name: 'Finalizar jornada' }).isVisible()).toBe(true);
    await screenshot(phone, 'fichar-qr-390');
    await expect
      .poll(() => kiosk.getByTestId('pos-employee').filter({ hasText: WORKER.name }).textContent(), { timeout: 15_000 })
      .toContain('En progreso');
  });

  it('an old or made-up token offers no clock action but a new scan', async () => {
    await phone.goto('/fichar?k=1.1.1.abc');
    await expect.poll(() => phone.getByText('Código QR caducado').isVisible()).toBe(true);
    const end = phone.getByRole('button', { name: 'Finalizar jornada' });
    await expect.poll(() => end.isVisible()).toBe(true);
    expect(await end.isDisabled()).toBe(true);
    const locked = phone.getByTestId('workshift-locked');
    expect(await locked.textContent()).toContain('El código QR ha caducado: escanéalo de nuevo');
    await screenshot(phone, 'fichar-qr-expired-390');
    // Headless Chromium on Linux reads no QR in the page: the dialog says to use the camera app.
    await locked.getByRole('button', { name: 'Escanear de nuevo' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Escanear de nuevo' });
    await expect.poll(() => dialog.getByText(/Abre la cámara del móvil/).isVisible()).toBe(true);
    await phone.keyboard.press('Escape');

    await phone.goto('/fichar?k=abc');
    await expect.poll(() => phone.getByText('Código QR no válido').isVisible()).toBe(true);
    await expect
      .poll(() => phone.getByTestId('workshift-locked').textContent())
      .toContain('El código QR no es válido: escanéalo de nuevo');
    expect(await phone.getByRole('button', { name: 'Finalizar jornada' }).isDisabled()).toBe(true);
  });

  it("a fresh code's buttons are disabled the moment it expires, with no reload", async () => {
    const qr = kiosk.getByRole('img', { name: 'Código QR para fichar desde el móvil' });
    const freshUrl = (await qr.getAttribute('data-url')) ?? '';
    const page = await phoneContext.newPage();
    await page.clock.install();
    await page.goto(freshUrl);
    const end = page.getByRole('button', { name: 'Finalizar jornada' });
    await expect.poll(() => end.isVisible()).toBe(true);
    expect(await page.getByText('Fichaje en el terminal').isVisible()).toBe(true);
    expect(await end.isDisabled()).toBe(false);
    // A token is accepted for at most 60 s.
    await page.clock.fastForward(61_000);
    await expect.poll(() => end.isDisabled()).toBe(true);
    expect(await page.getByText('Código QR caducado').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Escanear de nuevo' }).isVisible()).toBe(true);
    await page.close();
  });
});
