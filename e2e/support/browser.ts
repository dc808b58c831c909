import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { failOnCspViolations } from './csp-guard';

export const DEMO_PASSWORD = 'Demo1234!';
export const artifactsDir = resolve(import.meta.dirname, '../artifacts');

/** A headless Chromium whose pages fail the test file on any CSP violation (csp-guard.ts). */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  return failOnCspViolations(browser);
}

export function newContext(
  browser: Browser,
  width = 1280,
  height = 900,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ baseURL: inject('baseUrl'), viewport: { width, height }, locale: 'es-ES', ...options });
}

export async function loginThroughForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  await page.getByLabel(/email|correo/i).fill(email);
  await page.getByLabel(/contraseña/i).fill(password);
  await page.getByRole('button', { name: /iniciar sesión|entrar|acceder/i }).click();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true });
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
