/**
 * A look at a page while building it: logs in as a demo user and writes a full-page PNG.
 *   npx tsx e2e/scripts/shot.ts --url http://localhost:5173/companies --as plataforma@jornada.test \
 *     --out /tmp/shot.png [--width 390] [--dark]
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    as: { type: 'string' },
    password: { type: 'string', default: 'Demo1234!' },
    out: { type: 'string', default: 'shot.png' },
    width: { type: 'string', default: '1280' },
    dark: { type: 'boolean', default: false },
  },
});
if (!values.url) throw new Error('--url is required');
const target = new URL(values.url);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const context = await browser.newContext({
    viewport: { width: Number(values.width), height: 900 },
    locale: 'es-ES',
    colorScheme: values.dark ? 'dark' : 'light',
  });
  const page = await context.newPage();
  if (values.dark) await page.addInitScript(() => localStorage.setItem('dark-mode', 'true'));
  if (values.as) {
    await page.goto(new URL('/login', target).href);
    await page.getByLabel(/email|correo/i).fill(values.as);
    await page.getByLabel(/contraseña/i).fill(values.password);
    await page.getByRole('button', { name: /iniciar sesión|entrar|acceder/i }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
  }
  await page.goto(target.href);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: values.out, fullPage: true });
  console.log(`wrote ${values.out}`);
} finally {
  await browser.close();
}
