import { TAX_ID_MESSAGES } from '@jornada/shared/domain/tax-id';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, loginThroughForm, newContext, pathOf, screenshot } from '../support/browser';
import { mailsTo, waitForLink } from '../support/mailbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('accounts, through the browser and real email', () => {
  it('a company signs up with a plan, activates from the email and lands on its dashboard', async () => {
    const email = 'rosa@frutaslevante.test';
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/register?plan=3');
    await expect.poll(() => page.getByText('Profesional').first().isVisible()).toBe(true);
    await page.getByLabel('Nombre de la empresa').fill('Frutas Levante S.L.');
    // A CIF whose control digit is wrong is refused on the form, as /settings refuses it.
    await page.getByLabel('CIF/NIF').fill('B12345678');
    await page.getByLabel('Tu nombre').fill('Rosa Peris');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña').fill('Naranjas#2026');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /crear cuenta/i }).click();
    const cifError = page.getByText(TAX_ID_MESSAGES.control);
    await expect.poll(() => cifError.isVisible()).toBe(true);
    expect(await page.getByLabel('CIF/NIF').getAttribute('aria-invalid')).toBe('true');
    expect(mailsTo(inject('mailDir'), email)).toHaveLength(0);
    await page.getByLabel('CIF/NIF').fill('B98765431');
    await page.getByRole('button', { name: /crear cuenta/i }).click();

    const firstLink = await waitForLink(inject('mailDir'), email, '/activate');
    // Before activating, the account cannot log in: the page says why and offers a new email.
    await loginThroughForm(page, email, 'Naranjas#2026');
    const pending = page.getByTestId('activation-pending');
    await expect.poll(() => pending.isVisible()).toBe(true);
    expect(await pending.textContent()).toContain('Debes activar tu cuenta con el enlace que te enviamos por email.');
    await screenshot(page, 'login-activation-pending');
    await pending.getByRole('button', { name: 'Reenviar el email de activación' }).click();
    await expect.poll(() => pending.getByRole('status').textContent()).toContain('te hemos enviado un nuevo enlace');
    await screenshot(page, 'login-activation-resent');
    // Still there a moment later: not a passing toast.
    await page.waitForTimeout(3000);
    expect(await pending.isVisible()).toBe(true);
    await expect.poll(() => mailsTo(inject('mailDir'), email).length).toBe(2);
    const link = await waitForLink(inject('mailDir'), email, '/activate');
    expect(link).not.toBe(firstLink);

    await page.goto(link);
    await page.getByRole('button', { name: 'Activar cuenta' }).click();
    await expect
      .poll(() =>
        page
          .getByText(/cuenta activada/i)
          .first()
          .isVisible(),
      )
      .toBe(true);

    await loginThroughForm(page, email, 'Naranjas#2026');
    await page.waitForURL('**/dashboard');
    expect(await page.getByRole('banner').textContent()).toContain('Frutas Levante S.L.');
    await screenshot(page, 'signed-up-company');
    await context.close();
  });

  it('a forgotten password is reset from the emailed link; the old one stops working', async () => {
    const email = 'trabajador2@jornada.test';
    const context = await newContext(browser, 390, 844);
    const page = await context.newPage();
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: /enviar/i }).click();
    await expect
      .poll(() =>
        page
          .getByText(/si existe una cuenta/i)
          .first()
          .isVisible(),
      )
      .toBe(true);

    const link = await waitForLink(inject('mailDir'), email, '/reset-password');
    await page.goto(link);
    const passwords = page.getByLabel(/contraseña/i);
    await passwords.nth(0).fill('Taller#Nuevo2026');
    await passwords.nth(1).fill('Taller#Nuevo2026');
    await page.getByRole('button', { name: /guardar|restablecer|cambiar/i }).click();
    await expect
      .poll(() =>
        page
          .getByText(/contraseña actualizada/i)
          .first()
          .isVisible(),
      )
      .toBe(true);

    await loginThroughForm(page, email, 'Demo1234!');
    await expect.poll(() => page.getByText('Error al iniciar sesión').first().isVisible()).toBe(true);
    await loginThroughForm(page, email, 'Taller#Nuevo2026');
    await page.waitForURL((url) => url.pathname === '/');
    expect(pathOf(page)).toBe('/');
    await context.close();
  });
});
