import { mkdirSync } from 'node:fs';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { artifactsDir, DEMO_PASSWORD, launchBrowser } from '../support/browser';
import { startShift } from '../support/start-shift';

/**
 * The embeddable widgets (SPEC §2.7, §7) with a real cross-site host: the app is opened as
 * http://localhost:PORT and the host pages are served here on 127.0.0.1 (another site), one of them on
 * the port global-setup put in EMBED_ALLOWED_ORIGINS. The host speaks SPEC §7's protocol with the
 * 'Control Horario' widget, logs a worker in, clocks in inside the frame and logs out; a host outside
 * the list gets no widget and no message; the POS widget logs its terminal in inside a frame and shows
 * the kiosk. Screenshots of every embed page at 360 px wide.
 */
const appOrigin = inject('baseUrl').replace('//127.0.0.1:', '//localhost:');
const allowedHostPort = inject('embedHostPort');
// No other e2e file clocks Marta in (pos-kiosk clocks Pablo, work-mode and kiosk-qr Javier, most the
// demo worker); another start today is accepted all the same.
const WORKER = { email: 'marta.sanchez@jornada.test', name: 'Marta Sánchez' };
const ADMIN_EMAIL = 'empresa@jornada.test';
const DEMO_TERMINAL = { idAcceso: 'POS-0001', pin: '123456' };
const TIMETRACKING = '/embed/employee-widget/timetracking';
const WIDTH = 360;

interface Received {
  origin: string;
  data: {
    type?: string;
    timestamp?: string;
    isAuthenticated?: boolean;
    isLoading?: boolean;
    error?: string;
    user?: { email?: string } | null;
  };
}

/**
 * A host page framing `path` of the app: it records every message it gets (with its origin) and can
 * post to the frame, as a company's intranet or a WebView's page would.
 */
function hostPage(path: string, width: number, height: number): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Intranet de la empresa</title>
<style>body{margin:0;font-family:sans-serif}iframe{display:block;border:0;width:${width}px;height:${height}px}</style></head>
<body>
<iframe id="widget" title="Widget de Jornada" src="${appOrigin}${path}" allow="geolocation"></iframe>
<script>
  window.received = [];
  window.addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }));
  window.sendToWidget = (message) =>
    document.getElementById('widget').contentWindow.postMessage(message, ${JSON.stringify(appOrigin)});
</script>
</body></html>`;
}

/** Serves hostPage(?path=…) on 127.0.0.1:port (0: any free port). */
async function startHost(port: number): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    const path = url.searchParams.get('path') ?? TIMETRACKING;
    const width = Number(url.searchParams.get('w') ?? WIDTH);
    const height = Number(url.searchParams.get('h') ?? 720);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(hostPage(path, width, height));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const shotsDir = join(artifactsDir, 'embed');

/** The frame's document as the host shows it, 360 px wide. */
async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  await page.waitForTimeout(300);
  await page.locator('#widget').screenshot({ path: join(shotsDir, `${name}.png`) });
}

async function received(page: Page): Promise<Received[]> {
  return page.evaluate(() => (window as unknown as { received: Received[] }).received);
}

async function lastOfType(page: Page, type: string): Promise<Received | undefined> {
  return (await received(page)).filter((message) => message.data?.type === type).at(-1);
}

function widgetFrame(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(appOrigin));
  if (!frame) throw new Error('el widget no está en la página');
  return frame;
}

/** What the API says of the user's current shift, with a session of their own (POST /api/embed/login). */
async function currentShiftStatus(email: string): Promise<string | null> {
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  const login = await fetch(`${appOrigin}/api/embed/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { ...headers, authorization: `Bearer ${token}` };
  const current = await fetch(`${appOrigin}/api/workshift/current`, { headers: auth });
  const shift = (await current.json()) as { status?: string } | null;
  await fetch(`${appOrigin}/api/logout`, { method: 'POST', headers: auth, body: '{}' });
  return shift?.status ?? null;
}

/**
 * A browser's revalidation of `path` (fetch() would add `Cache-Control: no-cache` and get a 200): the
 * status and headers it gets back.
 */
// What a browser sends both times: the precompressed copy it is served has an ETag of its own.
const ACCEPT_ENCODING = 'gzip, deflate, br';

function conditionalGet(path: string, etag: string): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    get(
      `${appOrigin}${path}`,
      { headers: { 'if-none-match': etag, 'accept-encoding': ACCEPT_ENCODING } },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, headers: response.headers });
      },
    ).on('error', reject);
  });
}

let browser: Browser;
let context: BrowserContext;
let allowedHost: { server: Server; origin: string };
let foreignHost: { server: Server; origin: string };

beforeAll(async () => {
  allowedHost = await startHost(allowedHostPort);
  foreignHost = await startHost(0);
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: { width: 1024, height: 900 },
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    geolocation: { latitude: 40.4168, longitude: -3.7038, accuracy: 15 },
    permissions: ['geolocation'],
  });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => allowedHost?.server.close(resolve));
  await new Promise((resolve) => foreignHost?.server.close(resolve));
});

describe('framing headers', () => {
  it('the embed pages may be framed by the app and the allow-listed origin; every other page by nobody', async () => {
    for (const path of [
      TIMETRACKING,
      '/embed/employee-widget/iframe',
      '/embed/pos-widget',
      '/embed/pos-widget/iframe',
    ]) {
      const response = await fetch(`${appOrigin}${path}`, { headers: { 'accept-encoding': ACCEPT_ENCODING } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${allowedHost.origin}`);
      expect(response.headers.get('x-frame-options')).toBeNull();
      // A reload revalidates (Cache-Control: no-cache): the browser keeps the 304's headers, so they
      // must open the frame as well, or the widget's own reload (after logout) is refused.
      const revalidated = await conditionalGet(path, response.headers.get('etag') ?? '');
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${allowedHost.origin}`);
      expect(revalidated.headers['x-frame-options']).toBeUndefined();
    }
    for (const path of ['/embed-employee-widget', '/', '/login', '/api/embed/config']) {
      const response = await fetch(`${appOrigin}${path}`);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});

describe("'Control Horario' inside an allow-listed host (SPEC §7)", () => {
  let page: Page;

  beforeAll(async () => {
    page = await context.newPage();
  });

  it('says WEBAPP_READY, then that nobody is logged in, to the host origin only', async () => {
    await page.goto(`${allowedHost.origin}/?path=${TIMETRACKING}`);
    await expect.poll(async () => (await lastOfType(page, 'WEBAPP_READY'))?.origin).toBe(appOrigin);
    const ready = await lastOfType(page, 'WEBAPP_READY');
    expect(Date.parse(String(ready?.data.timestamp))).not.toBeNaN();
    await expect
      .poll(async () => (await lastOfType(page, 'WEBAPP_STATE_CHANGED'))?.data)
      .toEqual({
        type: 'WEBAPP_STATE_CHANGED',
        isAuthenticated: false,
        isLoading: false,
        isLoggingOut: false,
        user: null,
      });
    await expect.poll(() => widgetFrame(page).getByRole('button', { name: 'Iniciar sesión' }).isVisible()).toBe(true);
    await shoot(page, 'timetracking-login-360');
  });

  it('MAUI_LOGIN with a wrong password comes back as a state with the Spanish error', async () => {
    await page.evaluate(
      (email) =>
        (window as unknown as { sendToWidget: (m: unknown) => void }).sendToWidget({
          type: 'MAUI_LOGIN',
          data: { email, password: 'no-es-la-clave' },
        }),
      WORKER.email,
    );
    await expect
      .poll(async () => (await lastOfType(page, 'WEBAPP_STATE_CHANGED'))?.data.error)
      .toBe('Email o contraseña incorrectos');
    expect((await lastOfType(page, 'WEBAPP_STATE_CHANGED'))?.data.isAuthenticated).toBe(false);
  });

  it('MAUI_LOGIN (as JSON text) logs the worker in: authenticated, with the user', async () => {
    await page.evaluate(
      ({ email, password }) =>
        (window as unknown as { sendToWidget: (m: unknown) => void }).sendToWidget(
          JSON.stringify({ type: 'MAUI_LOGIN', data: { email, password } }),
        ),
      { email: WORKER.email, password: DEMO_PASSWORD },
    );
    await expect.poll(async () => (await lastOfType(page, 'WEBAPP_STATE_CHANGED'))?.data.isAuthenticated).toBe(true);
    const state = (await lastOfType(page, 'WEBAPP_STATE_CHANGED'))?.data;
    expect(state).toMatchObject({ isLoading: false, isLoggingOut: false });
    expect(state?.user).toEqual({ id: expect.any(Number), name: WORKER.name, email: WORKER.email, role: 'worker' });
    expect(state).not.toHaveProperty('error');
    // Every message went to the host's origin, and none carried the password.
    const all = await received(page);
    expect(all.every((message) => message.origin === appOrigin)).toBe(true);
    expect(JSON.stringify(all)).not.toContain(DEMO_PASSWORD);
  });

  it('MAUI_GET_STATUS is answered with WEBAPP_STATUS', async () => {
    await page.evaluate(() =>
      (window as unknown as { sendToWidget: (m: unknown) => void }).sendToWidget({ type: 'MAUI_GET_STATUS' }),
    );
    await expect
      .poll(async () => (await lastOfType(page, 'WEBAPP_STATUS'))?.data)
      .toMatchObject({
        type: 'WEBAPP_STATUS',
        isAuthenticated: true,
        isLoading: false,
        isLoggingOut: false,
        user: { email: WORKER.email, name: WORKER.name, role: 'worker' },
      });
  });

  it("'Iniciar jornada' inside the frame starts the shift the API then shows in progress", async () => {
    const frame = widgetFrame(page);
    await expect.poll(() => frame.getByRole('heading', { name: 'Control Horario' }).isVisible()).toBe(true);
    // 'Iniciar otra jornada' when she already finished one today.
    const start = frame.getByRole('button', { name: /^Iniciar (otra )?jornada$/ });
    await expect.poll(() => start.isVisible()).toBe(true);
    await shoot(page, 'timetracking-card-360');
    await startShift(frame, start, () => frame.getByRole('button', { name: 'Finalizar jornada' }).isVisible());
    await expect.poll(() => frame.getByRole('button', { name: 'Finalizar jornada' }).isVisible()).toBe(true);
    await expect.poll(() => currentShiftStatus(WORKER.email)).toBe('in_progress');
    await shoot(page, 'timetracking-in-progress-360');
  });

  it('MAUI_LOGOUT logs out: the state goes back, and the widget reloads to its login form', async () => {
    const before = (await received(page)).length;
    await page.evaluate(() =>
      (window as unknown as { sendToWidget: (m: unknown) => void }).sendToWidget({ type: 'MAUI_LOGOUT' }),
    );
    await expect
      .poll(async () =>
        (await received(page))
          .slice(before)
          .some((message) => message.data?.type === 'WEBAPP_STATE_CHANGED' && message.data.isAuthenticated === false),
      )
      .toBe(true);
    // The reload 500 ms later says WEBAPP_READY again, logged out.
    await expect
      .poll(async () => (await received(page)).slice(before).filter((m) => m.data?.type === 'WEBAPP_READY').length)
      .toBe(1);
    await expect.poll(() => widgetFrame(page).getByRole('button', { name: 'Iniciar sesión' }).isVisible()).toBe(true);
    expect((await lastOfType(page, 'WEBAPP_STATE_CHANGED'))?.data).toMatchObject({
      isAuthenticated: false,
      user: null,
    });
  });

  it('the login form inside the frame logs in too, and the host hears it', async () => {
    const frame = widgetFrame(page);
    await frame.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect.poll(() => frame.getByText('La contraseña es requerida').isVisible()).toBe(true);
    await frame.getByLabel('Email').fill(WORKER.email);
    await frame.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await frame.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect.poll(async () => (await lastOfType(page, 'WEBAPP_STATE_CHANGED'))?.data.isAuthenticated).toBe(true);
    await frame.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect.poll(async () => (await lastOfType(page, 'WEBAPP_STATE_CHANGED'))?.data.isAuthenticated).toBe(false);
  });
});

describe('a host outside EMBED_ALLOWED_ORIGINS', () => {
  it('gets no widget (the browser refuses the frame) and no message', async () => {
    const page = await context.newPage();
    await page.goto(`${foreignHost.origin}/?path=${TIMETRACKING}`);
    await page.waitForTimeout(3000);
    expect(await received(page)).toEqual([]);
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    const text = await frame?.evaluate(() => document.body?.innerText ?? '').catch(() => '');
    expect(text).not.toContain('Control Horario');
    expect(text).not.toContain('Iniciar sesión');
    await page.close();
  });
});

describe('the employee list widget and the iframe code page', () => {
  it('shows the login form, then the company admin the employee list', async () => {
    const page = await context.newPage();
    await page.goto(`${allowedHost.origin}/?path=/embed/employee-widget/iframe&h=900`);
    const frame = () => widgetFrame(page);
    await expect.poll(() => frame().getByRole('button', { name: 'Iniciar sesión' }).isVisible()).toBe(true);
    await shoot(page, 'employee-list-login-360');
    await frame().getByLabel('Email').fill(ADMIN_EMAIL);
    await frame().getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await frame().getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect.poll(() => frame().getByRole('heading', { name: 'Empleados' }).isVisible()).toBe(true);
    // At 360 px the list is the phone's cards (the desktop table is hidden).
    await expect.poll(() => frame().getByText(WORKER.email).filter({ visible: true }).count()).toBe(1);
    await shoot(page, 'employee-list-360');
    await frame().getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect.poll(() => frame().getByRole('button', { name: 'Iniciar sesión' }).isVisible()).toBe(true);
    await page.close();
  });

  it('/embed-employee-widget gives a logged-in user the code to paste, with the allowed origins', async () => {
    const own = await browser.newContext({
      baseURL: appOrigin,
      viewport: { width: WIDTH, height: 800 },
      locale: 'es-ES',
    });
    const page = await own.newPage();
    await page.goto('/embed-employee-widget');
    await expect.poll(() => page.getByText('Inicia sesión para ver el código').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/embed-employee-widget');
    const code = page.getByTestId('iframe-code').first();
    await expect.poll(() => code.textContent()).toContain(`src="${appOrigin}/embed/employee-widget/iframe"`);
    await expect.poll(() => page.getByText(allowedHost.origin).isVisible()).toBe(true);
    mkdirSync(shotsDir, { recursive: true });
    await page.screenshot({ path: join(shotsDir, 'embed-code-360.png'), fullPage: true });
    await own.close();
  });
});

describe('the POS widget (SPEC §2.7)', () => {
  it('logs the terminal in inside the host, then shows the kiosk in its own frame; Cerrar Sesión ends it', async () => {
    const page = await context.newPage();
    await page.goto(`${allowedHost.origin}/?path=/embed/pos-widget&h=800`);
    const widget = () => widgetFrame(page);
    await expect.poll(() => widget().getByRole('heading', { name: 'Sistema POS' }).isVisible()).toBe(true);
    await shoot(page, 'pos-widget-login-360');
    await widget().getByLabel('Identificador del POS').fill(DEMO_TERMINAL.idAcceso);
    await widget().getByLabel('Pin', { exact: true }).fill(DEMO_TERMINAL.pin);
    await widget().getByRole('button', { name: 'Activar' }).click();
    await expect.poll(() => widget().getByRole('button', { name: 'Cerrar Sesión' }).isVisible()).toBe(true);
    const kiosk = () => {
      const frame = page.frames().find((candidate) => candidate.url().endsWith('/embed/pos-widget/iframe'));
      if (!frame) throw new Error('el kiosco no está en el widget');
      return frame;
    };
    await expect
      .poll(() => kiosk().getByTestId('pos-employee').filter({ hasText: WORKER.name }).isVisible())
      .toBe(true);
    await shoot(page, 'pos-widget-kiosk-360');
    await widget().getByRole('button', { name: 'Cerrar Sesión' }).click();
    await expect.poll(() => widget().getByRole('button', { name: 'Activar' }).isVisible()).toBe(true);
    await page.close();
  });

  it('/embed/pos-widget/iframe on its own shows the POS login', async () => {
    const page = await context.newPage();
    await page.goto(`${allowedHost.origin}/?path=/embed/pos-widget/iframe`);
    await expect.poll(() => widgetFrame(page).getByRole('button', { name: 'Activar' }).isVisible()).toBe(true);
    await shoot(page, 'pos-kiosk-frame-login-360');
    await page.close();
  });
});
