import { CONTACT_MESSAGES } from '@jornada/shared/api/contact';
import { EMPLOYEE_EMAIL_MESSAGES } from '@jornada/shared/domain/email';
import { PHONE_MESSAGES } from '@jornada/shared/domain/phone';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, pathOf, screenshot } from '../support/browser';
import { mailsTo } from '../support/mailbox';

/** SPEC §2.1: the top bar's links and the sections they lead to. */
const sections = [
  { id: 'inicio', label: 'Inicio' },
  { id: 'normativa', label: 'Normativa' },
  { id: 'features', label: 'Funcionalidades' },
  { id: 'benefits', label: 'Beneficios' },
  { id: 'pricing', label: 'Planes' },
  { id: 'contact', label: 'Contacto' },
] as const;

const HEADER_HEIGHT = 64;
/** The server's default SALES_EMAIL: where contact and custom-plan requests are emailed. */
const SALES_EMAIL = 'ventas@jornada.local';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Landing tests don't need the service worker (one test below checks it on its own). */
function visitor(width: number, height: number): Promise<BrowserContext> {
  return newContext(browser, width, height, { serviceWorkers: 'block' });
}

async function openLanding(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: /registro de jornada de tu empresa/i }).waitFor();
  // The landing arrives prerendered: wait until it has hydrated before clicking.
  await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
}

/** Where a section's top sits in the viewport (0 = the top edge). */
function sectionTop(page: Page, id: string): Promise<number> {
  return page.evaluate((sectionId) => document.getElementById(sectionId)?.getBoundingClientRect().top ?? -1, id);
}

/** The section lands just under the sticky top bar and takes the focus (the next Tab continues there). */
async function expectSectionShown(page: Page, id: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).hash).toBe(`#${id}`);
  await expect.poll(() => sectionTop(page, id), { timeout: 10_000 }).toBeGreaterThanOrEqual(HEADER_HEIGHT - 2);
  await expect.poll(() => sectionTop(page, id), { timeout: 10_000 }).toBeLessThanOrEqual(HEADER_HEIGHT + 2);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe(id);
}

async function expectAlerts(scope: ReturnType<Page['locator']>, messages: string[]): Promise<void> {
  for (const message of messages) {
    await expect.poll(() => scope.getByText(message, { exact: true }).isVisible(), { timeout: 5000 }).toBe(true);
  }
}

describe('the landing at 1280 px', () => {
  it('reaches every section from the top bar, and #faq by its address', async () => {
    const context = await visitor(1280, 900);
    const page = await context.newPage();
    await openLanding(page);
    const bar = page.getByRole('banner').getByRole('navigation', { name: 'Secciones' });
    // The sections one by one, then back to the top.
    for (const section of [...sections.slice(1), sections[0]]) {
      await bar.getByRole('link', { name: section.label, exact: true }).click();
      await expectSectionShown(page, section.id);
    }
    // The buttons to /register and /login sit in the bar too.
    expect(await page.getByRole('banner').getByRole('link', { name: 'Prueba gratis' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe(
      '/login',
    );
    await page.goto('/#faq');
    await expect.poll(() => sectionTop(page, 'faq'), { timeout: 10_000 }).toBeLessThanOrEqual(HEADER_HEIGHT + 2);
    await screenshot(page, 'landing-1280');
    await context.close();
  });

  it('the menu collapses at 1140 px and shows the bar above', async () => {
    const context = await visitor(1140, 800);
    const page = await context.newPage();
    await openLanding(page);
    expect(await page.getByRole('button', { name: 'Abrir menú' }).isVisible()).toBe(true);
    await page.setViewportSize({ width: 1141, height: 800 });
    await expect.poll(() => page.getByRole('button', { name: 'Abrir menú' }).isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Secciones' }).first().isVisible()).toBe(true);
    await context.close();
  });

  it('plans come from the API and a plan button opens /register?plan=ID', async () => {
    const context = await visitor(1280, 900);
    const page = await context.newPage();
    const plans = (await (await page.request.get('/api/public/subscriptions')).json()) as {
      id: number;
      name: string;
    }[];
    expect(plans.length).toBeGreaterThan(0);
    await openLanding(page, '/#pricing');
    const pricing = page.locator('#pricing');
    for (const plan of plans) {
      await expect.poll(() => pricing.getByRole('heading', { name: plan.name, exact: true }).isVisible()).toBe(true);
    }
    const chosen = plans[Math.min(2, plans.length - 1)]!;
    const button = pricing.getByRole('link', { name: `Elegir ${chosen.name}`, exact: true });
    expect(await button.getAttribute('href')).toBe(`/register?plan=${chosen.id}`);
    await button.click();
    await page.waitForURL(`**/register?plan=${chosen.id}`);
    await expect.poll(() => page.getByText('Plan elegido').isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Plan elegido' }).textContent()).toContain(chosen.name);
    await context.close();
  });

  it('when the plans cannot load (after 3 retries) the custom plan form shows instead, and sends', async () => {
    const context = await visitor(1280, 900);
    let calls = 0;
    await context.route('**/api/public/subscriptions', (route) => {
      calls += 1;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"No disponible"}' });
    });
    const page = await context.newPage();
    await openLanding(page, '/#pricing');
    const form = page.getByRole('form', { name: 'Solicitud de plan a medida' });
    await form.waitFor({ timeout: 20_000 });
    expect(calls).toBe(4);
    await form.getByRole('button', { name: 'Solicitar propuesta' }).click();
    await expectAlerts(form, [
      CONTACT_MESSAGES.nameRequired,
      CONTACT_MESSAGES.companyRequired,
      EMPLOYEE_EMAIL_MESSAGES.required,
      PHONE_MESSAGES.required,
      CONTACT_MESSAGES.numWorkersRequired,
      CONTACT_MESSAGES.privacyRequired,
    ]);
    await form.getByLabel('Nombre').fill('Inés Prieto');
    await form.getByLabel('Empresa').fill('Conservas Prieto S.L.');
    await form.getByLabel('Email').fill('ines@conservasprieto.test');
    await form.getByLabel('Teléfono').fill('612 345 678');
    await form.getByLabel('Número de trabajadores').selectOption('51-100');
    await form.getByLabel('Número exacto (opcional)').fill('40');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Solicitar propuesta' }).click();
    await expectAlerts(form, [CONTACT_MESSAGES.workersOutOfRange]);
    await form.getByLabel('Número exacto (opcional)').fill('64');
    await form.getByRole('button', { name: 'Solicitar propuesta' }).click();
    await expect.poll(() => page.getByText(CONTACT_MESSAGES.sentCustomPlan).isVisible()).toBe(true);
    await expect
      .poll(() => mailsTo(inject('mailDir'), SALES_EMAIL).some((mail) => mail.includes('Conservas Prieto')))
      .toBe(true);
    await context.close();
  });

  it('the contact form shows each validation message, then success; the honeypot is out of reach', async () => {
    const context = await visitor(1280, 900);
    const page = await context.newPage();
    await openLanding(page, '/#contact');
    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    await form.waitFor();
    const honeypot = form.locator('input[name="website"]');
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.evaluate((input) => input.getBoundingClientRect().right <= 0)).toBe(true);

    const send = form.getByRole('button', { name: 'Enviar mensaje' });
    await send.click();
    await expectAlerts(form, [
      CONTACT_MESSAGES.nameRequired,
      EMPLOYEE_EMAIL_MESSAGES.required,
      CONTACT_MESSAGES.messageRequired,
      CONTACT_MESSAGES.termsRequired,
    ]);
    await screenshot(page, 'landing-contact-errors');
    await form.getByLabel('Email').fill('no-es-un-email');
    await form.getByLabel('Teléfono (opcional)').fill('12ab');
    await send.click();
    await expectAlerts(form, [EMPLOYEE_EMAIL_MESSAGES.invalid, PHONE_MESSAGES.invalid]);

    await form.getByLabel('Nombre').fill('Marta Lozano');
    await form.getByLabel('Email').fill('marta@lozanoasesores.test');
    await form.getByLabel('Empresa (opcional)').fill('Lozano Asesores');
    await form.getByLabel('Teléfono (opcional)').fill('');
    await form.getByLabel('Mensaje').fill('Somos 12 personas en dos turnos. Referencia E2E-CONTACTO-PAGINA.');
    await form.getByRole('checkbox').check();
    await send.click();
    await expect.poll(() => page.getByRole('heading', { name: CONTACT_MESSAGES.sentPage }).isVisible()).toBe(true);
    await expect
      .poll(() => mailsTo(inject('mailDir'), SALES_EMAIL).some((mail) => mail.includes('E2E-CONTACTO-PAGINA')))
      .toBe(true);
    await context.close();
  });

  it("the 'call me' dialog has its own required fields and says 'Mensaje enviado correctamente'", async () => {
    const context = await visitor(1280, 900);
    const page = await context.newPage();
    await openLanding(page, '/#contact');
    await page.getByRole('button', { name: 'Quiero que me llaméis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Te llamamos' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Quiero que me llaméis' }).click();
    await expectAlerts(dialog, [
      CONTACT_MESSAGES.nameRequired,
      EMPLOYEE_EMAIL_MESSAGES.required,
      PHONE_MESSAGES.required,
      CONTACT_MESSAGES.companyRequired,
      CONTACT_MESSAGES.privacyRequired,
    ]);
    await dialog.getByLabel('Nombre').fill('Jorge Sanz');
    await dialog.getByLabel('Email').fill('jorge@sanzmetal.test');
    await dialog.getByLabel('Teléfono').fill('+34 911 222 333');
    await dialog.getByLabel('Empresa').fill('Sanz Metal S.A.');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Quiero que me llaméis' }).click();
    await expect.poll(() => page.getByText(CONTACT_MESSAGES.sentDialog).isVisible()).toBe(true);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await context.close();
  });

  it('the login dialog logs in through /login to the role home; its forgot-password link', async () => {
    const context = await visitor(1280, 900);
    const page = await context.newPage();
    await openLanding(page);
    await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await dialog.waitFor();
    expect(pathOf(page)).toBe('/');
    await dialog.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.waitForURL('**/forgot-password');

    await openLanding(page);
    await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).click();
    await dialog.getByLabel('Email').fill('empresa@jornada.test');
    await dialog.getByLabel('Contraseña').fill('Demo1234!');
    await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('the footer opens each legal text; a missing file shows the failure message', async () => {
    const context = await visitor(1280, 900);
    const page = await context.newPage();
    await openLanding(page);
    const footer = page.getByRole('contentinfo');
    const documents = [
      { link: 'Aviso legal', path: '/legal/aviso-legal', file: 'AvisoLegal.html' },
      { link: 'Política de privacidad', path: '/legal/politica-privacidad', file: 'PoliticaPrivacidad.html' },
      { link: 'Términos y condiciones', path: '/legal/terminos-condiciones', file: 'TerminosCondiciones.html' },
      { link: 'Política de cookies', path: '/legal/politica-cookies', file: 'PoliticaCookies.html' },
    ];
    for (const document of documents) {
      // The page shows the served document: its first section heading, as the server wrote it.
      const html = await (await page.request.get(`/texts/${document.file}`)).text();
      const firstHeading = html.match(/<h2[^>]*>([^<]+)<\/h2>/)?.[1]?.trim() ?? '';
      expect(firstHeading).not.toBe('');
      await footer.getByRole('link', { name: document.link, exact: true }).click();
      await page.waitForURL(`**${document.path}`);
      await page.getByRole('heading', { level: 1, name: document.link }).waitFor();
      const content = page.locator('.legal-content');
      await content.getByRole('heading', { level: 2, name: firstHeading }).waitFor();
    }
    // A link inside a text stays in the app.
    await page.goto('/legal/aviso-legal');
    await page.locator('.legal-content').getByRole('link', { name: 'Política de privacidad' }).first().click();
    await page.waitForURL('**/legal/politica-privacidad');
    await screenshot(page, 'legal-privacidad');

    const failing = await visitor(1280, 900);
    await failing.route('**/texts/PoliticaCookies.html', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Recurso no encontrado"}' }),
    );
    const failingPage = await failing.newPage();
    await failingPage.goto('/legal/politica-cookies');
    await expect.poll(() => failingPage.getByText('Error al cargar el contenido.').isVisible()).toBe(true);
    await screenshot(failingPage, 'legal-error');
    await failing.close();
    await context.close();
  });

  it('is navigable by keyboard: skip link, the top bar in order, the contact form without the honeypot', async () => {
    const context = await visitor(1280, 900);
    const page = await context.newPage();
    await openLanding(page);
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
      });
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Saltar al contenido');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Jornada, ir al inicio');
    for (const section of sections) {
      await page.keyboard.press('Tab');
      expect(await focused()).toBe(section.label);
    }
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Iniciar sesión');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Prueba gratis');

    // The skip link moves focus to the main content.
    await openLanding(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contenido');

    // The contact form: fields in order, the consent by Space, never the hidden honeypot.
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    await form.waitFor();
    await form.getByLabel('Nombre').focus();
    const visited: string[] = [];
    for (let i = 0; i < 12; i++) {
      visited.push(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? ''));
      await page.keyboard.press('Tab');
    }
    expect(visited.slice(0, 6)).toEqual(['name', 'email', 'empresa', 'tlf', 'mensaje', 'check']);
    expect(visited).not.toContain('website');
    await form.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    expect(await form.getByRole('checkbox').isChecked()).toBe(true);
    await context.close();
  });
});

describe('the landing at 390 px', () => {
  it('reaches every section from the collapsed menu; Escape closes it and returns focus', async () => {
    const context = await visitor(390, 844);
    const page = await context.newPage();
    await openLanding(page);
    expect(await page.getByRole('banner').getByRole('navigation', { name: 'Secciones' }).first().isVisible()).toBe(
      false,
    );
    const toggle = page.getByRole('banner').getByRole('button', { name: /menú/ });
    const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    for (const section of [...sections.slice(1), sections[0]]) {
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      if (section.id === 'normativa') await screenshot(page, 'landing-390-menu');
      await menu.getByRole('link', { name: section.label, exact: true }).click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      await expectSectionShown(page, section.id);
    }

    // The menu holds the login and register buttons; Escape closes it and focus returns to the toggle.
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('link', { name: 'Iniciar sesión' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: /prueba gratis/i }).getAttribute('href')).toBe('/register');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Inicio');
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
    await screenshot(page, 'landing-390');
    await context.close();
  });

  it('plans and the contact form work on a phone too', async () => {
    const context = await visitor(390, 844);
    const page = await context.newPage();
    await openLanding(page, '/#pricing');
    const links = page.locator('#pricing').getByRole('link', { name: /^Elegir / });
    await expect.poll(() => links.count()).toBeGreaterThan(0);
    const href = (await links.first().getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/register\?plan=\d+$/);
    await links.first().click();
    await page.waitForURL(`**${href}`);
    await context.close();
  });
});

describe('the web app (PWA)', () => {
  it('has a manifest with icons, and a service worker that never caches /api', async () => {
    const context = await newContext(browser, 1280, 900);
    const page = await context.newPage();
    const manifestResponse = await page.request.get('/manifest.webmanifest');
    expect(manifestResponse.ok()).toBe(true);
    const manifest = (await manifestResponse.json()) as {
      lang: string;
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ lang: 'es', display: 'standalone', start_url: '/' });
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      expect(response.headers()['content-type']).toBe('image/png');
    }

    await openLanding(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Controlled from the next load on: the app shell and the demo images now go through it.
    await page.reload();
    await openLanding(page);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.evaluate(async () => {
      await fetch('/api/public/subscriptions');
      await fetch('/api/user');
      await fetch('/texts/AvisoLegal.html');
    });
    await page
      .locator('#inicio img')
      .first()
      .evaluate((image: HTMLImageElement) => image.decode());
    const cached = async () =>
      page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
        }
        return urls;
      });
    await expect.poll(async () => (await cached()).some((url) => url.startsWith('/demo/'))).toBe(true);
    const urls = await cached();
    expect(urls).toContain('/index.html');
    expect(urls.some((url) => url.startsWith('/assets/') && url.endsWith('.js'))).toBe(true);
    expect(urls.filter((url) => /^\/(api|texts|sendemail)\b/.test(url))).toEqual([]);
    await context.close();
  });

  it('an installed app opens /login at the root instead of the landing (SPEC §2.1)', async () => {
    const context = await visitor(1280, 900);
    await context.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone')
          ? ({
              matches: true,
              media: query,
              onchange: null,
              addListener: () => undefined,
              removeListener: () => undefined,
              addEventListener: () => undefined,
              removeEventListener: () => undefined,
              dispatchEvent: () => false,
            } as MediaQueryList)
          : original(query);
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForURL('**/login');
    expect(pathOf(page)).toBe('/login');
    await context.close();
  });
});

describe('the sign-up return pages', () => {
  it('/success-page and /cancel-page explain the state and link onwards', async () => {
    const context = await visitor(390, 844);
    const page = await context.newPage();
    await page.goto('/success-page?session_id=cs_test_e2e');
    await page.getByRole('heading', { level: 1, name: 'Gracias por elegir Jornada' }).waitFor();
    expect(await page.getByText('cs_test_e2e').isVisible()).toBe(true);
    expect(await page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe(
      '/login',
    );
    await page.goto('/cancel-page');
    await page.getByRole('heading', { level: 1, name: 'Pago cancelado' }).waitFor();
    expect(await page.getByText(/no se ha hecho ningún cargo/).isVisible()).toBe(true);
    await page.getByRole('main').getByRole('link', { name: 'Ver planes' }).click();
    await expect.poll(() => sectionTop(page, 'pricing'), { timeout: 10_000 }).toBeLessThanOrEqual(HEADER_HEIGHT + 2);
    await context.close();
  });
});
