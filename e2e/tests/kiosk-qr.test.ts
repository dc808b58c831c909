import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginThroughForm, newContext, screenshot } from '../support/browser';

/**
 * QR clock-in (issue 12 §4), with two browser contexts: the kiosk (a tablet, the demo terminal) shows
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
    await phone.getByRole('button', { name: /^Iniciar (otra )?jornada$/ }).click();
    await expect.poll(() => phone.getByRole('button', { name: 'Finalizar jornada' }).isVisible()).toBe(true);
    await screenshot(phone, 'fichar-qr-390');
    await expect
      .poll(() => kiosk.getByTestId('pos-employee').filter({ hasText: WORKER.name }).textContent(), { timeout: 15_000 })
      .toContain('En progreso');
  });

  it('an old or made-up token is refused with the Spanish message, and nothing changes', async () => {
    await phone.goto('/fichar?k=1.1.1.abc');
    await expect.poll(() => phone.getByText('Código QR caducado').isVisible()).toBe(true);
    await phone.getByRole('button', { name: 'Finalizar jornada' }).click();
    const dialog = phone.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog
      .getByRole('button', { name: /Finalizar/ })
      .last()
      .click();
    await expect
      .poll(() => phone.getByText('El código QR no es válido: escanéalo de nuevo').first().isVisible())
      .toBe(true);
    await expect.poll(() => phone.getByRole('button', { name: 'Finalizar jornada' }).isVisible()).toBe(true);
  });
});
