/**
 * Renders the web app's icons (PWA manifest, Apple touch icon) and the Open Graph image with Chromium:
 * `npx tsx e2e/scripts/render-brand-images.ts`. Run capture-demo-screenshots.ts first: the social image
 * shows the clock-in screenshot. Writes into apps/web/public/{icons/,og-image.jpg}.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';

const root = resolve(import.meta.dirname, '../..');
const publicDir = join(root, 'apps/web/public');
const TEAL = '#0f766e';

/** The favicon's clock, drawn in a 32-unit box. */
const clock = (stroke: string) =>
  `<circle cx="16" cy="16" r="9" fill="none" stroke="${stroke}" stroke-width="2.5"/>` +
  `<path d="M16 11v5.5l3.5 2" fill="none" stroke="${stroke}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`;

/** purpose 'any': the favicon's rounded square. */
const roundedIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${TEAL}"/>${clock('#fff')}</svg>`;
/** Maskable and Apple: full bleed, the clock inside the central safe zone. */
const fullBleedIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-6 -6 44 44"><rect x="-6" y="-6" width="44" height="44" fill="${TEAL}"/>${clock('#fff')}</svg>`;

async function renderSvg(page: Page, svg: string, size: number, file: string): Promise<void> {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  writeFileSync(file, await page.screenshot({ type: 'png', omitBackground: true }));
  console.log(`  ${file.replace(`${root}/`, '')}`);
}

async function renderOgImage(page: Page, file: string): Promise<void> {
  const shot = readFileSync(join(publicDir, 'demo/fichaje-1280.webp')).toString('base64');
  await page.setViewportSize({ width: 1200, height: 630 });
  await page.setContent(`<!doctype html><html lang="es"><head><style>
    * { box-sizing: border-box; margin: 0; }
    body { width: 1200px; height: 630px; font-family: 'Inter', 'Helvetica Neue', Arial, sans-serif; overflow: hidden;
      background: linear-gradient(135deg, #042f2e 0%, ${TEAL} 55%, #14b8a6 100%); color: #fff; position: relative; }
    .text { position: absolute; left: 72px; top: 72px; width: 560px; }
    .brand { display: flex; align-items: center; gap: 14px; font-size: 34px; font-weight: 700; }
    .brand svg { width: 52px; height: 52px; }
    h1 { margin-top: 44px; font-size: 52px; line-height: 1.1; font-weight: 800; letter-spacing: -0.02em; }
    p { margin-top: 26px; font-size: 26px; line-height: 1.35; color: #ccfbf1; }
    .pill { display: inline-block; margin-top: 34px; padding: 10px 20px; border-radius: 999px; background: #fff;
      color: #134e4a; font-size: 24px; font-weight: 700; }
    .shot { position: absolute; left: 690px; top: 110px; width: 760px; border-radius: 18px; overflow: hidden;
      box-shadow: 0 30px 60px rgba(0,0,0,.35); border: 6px solid rgba(255,255,255,.85); }
    .shot img { display: block; width: 100%; }
  </style></head><body>
    <div class="text">
      <div class="brand"><svg viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#fff"/>${clock(TEAL)}</svg>Jornada</div>
      <h1>El registro de jornada de tu empresa, sin papeles</h1>
      <p>Fichajes, pausas y vacaciones conforme al artículo 34.9 del Estatuto de los Trabajadores.</p>
      <span class="pill">14 días de prueba gratis</span>
    </div>
    <div class="shot"><img src="data:image/webp;base64,${shot}" alt=""></div>
  </body></html>`);
  await page.locator('.shot img').evaluate((img: HTMLImageElement) => img.decode());
  writeFileSync(file, await page.screenshot({ type: 'jpeg', quality: 85 }));
  console.log(`  ${file.replace(`${root}/`, '')}`);
}

async function main() {
  const iconsDir = join(publicDir, 'icons');
  mkdirSync(iconsDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await (await browser.newContext({ deviceScaleFactor: 1 })).newPage();
    console.log('Imágenes de marca:');
    await renderSvg(page, roundedIcon, 192, join(iconsDir, 'icon-192.png'));
    await renderSvg(page, roundedIcon, 512, join(iconsDir, 'icon-512.png'));
    await renderSvg(page, fullBleedIcon, 512, join(iconsDir, 'icon-maskable-512.png'));
    await renderSvg(page, fullBleedIcon, 180, join(iconsDir, 'apple-touch-icon.png'));
    await renderOgImage(page, join(publicDir, 'og-image.jpg'));
  } finally {
    await browser.close();
  }
}

await main();
