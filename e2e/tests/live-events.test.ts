import { mkdirSync } from 'node:fs';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, loginThroughForm, newContext, screenshot } from '../support/browser';
import { waitForLink } from '../support/mailbox';

/**
 * Changes pushed to the browser over GET /api/events. A worker created here (no other file
 * clocks her) has her shift changed from another session (a second device, through the API) and her
 * home follows within a couple of seconds while SPEC's polls are stretched to 5 min; with the stream cut
 * SPEC's polling takes over; two tabs share one stream; the company admin's /realtime-test page.
 */
const EMAIL = 'ines.vidal@jornada.test';
const PASSWORD = 'Ines#Directo2026';
const HEADERS = { 'x-requested-with': 'XMLHttpRequest' };
const SHOTS_DIR = '/tmp/jdev/shots';

/**
 * A loopback TCP proxy in front of the app that can drop the event streams it carries (as a restarting
 * server, a proxy's timeout or a flaky network would) and refuse new ones: the page never knows.
 */
async function startCuttableProxy(target: URL) {
  const sockets = new Set<Socket>();
  const streams = new Set<Socket>();
  let isRefusingStreams = false;
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    sockets.add(client);
    client.on('data', (chunk) => {
      if (chunk.toString('latin1').includes('GET /api/events')) {
        if (isRefusingStreams) return drop();
        streams.add(client);
      }
      upstream.write(chunk);
    });
    upstream.pipe(client);
    client.on('close', () => {
      sockets.delete(client);
      streams.delete(client);
      upstream.destroy();
    });
    upstream.on('close', () => client.destroy());
    client.on('error', drop);
    upstream.on('error', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cutStreams() {
      isRefusingStreams = true;
      for (const socket of streams) socket.destroy();
    },
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

let browser: Browser;
let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
/** The worker's "phone": a session of its own whose clock actions the tested pages must hear about. */
let phone: BrowserContext;

async function createWorker(): Promise<void> {
  const admin = await newContext(browser);
  const login = await admin.request.post('/api/login', {
    data: { email: 'empresa@jornada.test', password: 'Demo1234!' },
    headers: HEADERS,
  });
  expect(login.status()).toBe(200);
  const created = await admin.request.post('/api/employees', {
    data: {
      name: 'Inés Vidal',
      email: EMAIL,
      identification: '87654321X',
      role: 'worker',
      managerId: null,
      shiftId: null,
    },
    headers: HEADERS,
  });
  expect(created.ok(), await created.text()).toBe(true);
  const link = await waitForLink(inject('mailDir'), EMAIL, '/activate');
  const token = new URL(link, 'http://x').searchParams.get('token');
  const activated = await admin.request.post('/api/auth/activate', {
    data: { token, password: PASSWORD },
    headers: HEADERS,
  });
  expect(activated.ok(), await activated.text()).toBe(true);
  await admin.close();
}

async function clock(action: 'start' | 'break/start' | 'break/end' | 'end'): Promise<void> {
  const response = await phone.request.post(`/api/workshift/${action}`, { data: {}, headers: HEADERS });
  expect(response.ok(), await response.text()).toBe(true);
}

const isStream = (request: Request) => new URL(request.url()).pathname === '/api/events';
const isPoll = (request: Request) =>
  ['/api/workshift/status', '/api/workshift/current'].includes(new URL(request.url()).pathname);

/** Resolves once the page's (or, with a context, any page's) stream has answered 200: the stream is open. */
function streamOpened(target: Page | BrowserContext) {
  return (target as Page).waitForResponse
    ? (target as Page).waitForResponse((r) => isStream(r.request()) && r.status() === 200, { timeout: 15_000 })
    : (target as BrowserContext).waitForEvent('response', {
        predicate: (r) => isStream(r.request()) && r.status() === 200,
        timeout: 15_000,
      });
}

async function workerHome(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const opened = streamOpened(page);
  await loginThroughForm(page, EMAIL, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/');
  await opened;
  return page;
}

const statusOf = (page: Page) => page.getByTestId('workshift-status').textContent();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  browser = await launchBrowser();
  proxy = await startCuttableProxy(new URL(inject('baseUrl')));
  await createWorker();
  phone = await newContext(browser, 390, 844);
  const login = await phone.request.post('/api/login', {
    data: { email: EMAIL, password: PASSWORD },
    headers: HEADERS,
  });
  expect(login.status()).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  proxy?.close();
});

describe('the worker’s home hears shift changes from the stream', () => {
  let laptop: BrowserContext;
  let page: Page;
  const polls: number[] = [];

  it('stretches the polls while connected and updates within 2 s when the phone clocks in', {
    timeout: 60_000,
  }, async () => {
    // Through the proxy, whose streams the next test cuts.
    laptop = await newContext(browser, 1280, 900, { baseURL: proxy.url });
    page = await workerHome(laptop);
    await expect.poll(() => statusOf(page)).toBe('Sin iniciar');
    page.on('request', (request) => {
      if (isPoll(request)) polls.push(Date.now());
    });
    // SPEC would ask for the status every 10 s and the idle shift every 9 s: in 12 s, nothing.
    await sleep(1000);
    polls.length = 0;
    await sleep(12_000);
    expect(polls).toEqual([]);

    const clockedAt = Date.now();
    await clock('start');
    await expect.poll(() => statusOf(page), { timeout: 3000, interval: 50 }).toBe('En jornada');
    const delay = Date.now() - clockedAt;
    expect(delay).toBeLessThan(3000);
    console.info(`shift change seen by the other device after ${delay} ms`);
  });

  it("falls back to SPEC's polling when the stream is cut, and updates still arrive", { timeout: 60_000 }, async () => {
    // The open stream drops and every new one is refused.
    proxy.cutStreams();
    await sleep(1000);
    const countFrom = Date.now();
    const paths: string[] = [];
    page.on('request', (request) => {
      if (isPoll(request)) paths.push(new URL(request.url()).pathname);
    });

    await clock('break/start');
    await expect.poll(() => statusOf(page), { timeout: 12_000, interval: 100 }).toBe('En pausa');
    await clock('break/end');
    await expect.poll(() => statusOf(page), { timeout: 12_000, interval: 100 }).toBe('En jornada');
    await sleep(Math.max(0, countFrom + 21_000 - Date.now()));
    // SPEC's pace again: the open shift every 3 s, the status every 10 s (stretched: once a minute).
    expect(paths.filter((path) => path === '/api/workshift/current').length).toBeGreaterThanOrEqual(5);
    expect(paths.filter((path) => path === '/api/workshift/status').length).toBeGreaterThanOrEqual(2);
    await laptop.close();
  });
});

describe('two tabs of one browser', () => {
  it('share one stream; when the tab holding it closes the other takes over', { timeout: 60_000 }, async () => {
    const context = await newContext(browser);
    const streams: Request[] = [];
    context.on('request', (request) => {
      if (isStream(request)) streams.push(request);
    });
    const first = await workerHome(context);
    const second = await context.newPage();
    await second.goto('/');
    await expect.poll(() => statusOf(second)).toBe('En jornada');
    await sleep(2000);
    expect(streams).toHaveLength(1);

    await clock('end');
    await expect.poll(() => statusOf(first), { timeout: 3000, interval: 50 }).toBe('Finalizado');
    await expect.poll(() => statusOf(second), { timeout: 3000, interval: 50 }).toBe('Finalizado');
    expect(streams).toHaveLength(1);

    const leader = streams[0]?.frame().page();
    const follower = leader === first ? second : first;
    const takenOver = streamOpened(follower);
    await leader?.close();
    await takenOver;
    expect(streams).toHaveLength(2);
    await clock('start');
    await expect.poll(() => statusOf(follower), { timeout: 3000, interval: 50 }).toBe('En jornada');
    // Left as found: her day ends.
    await clock('end');
    await context.close();
  });
});

describe('/realtime-test', () => {
  it('shows the stream connected and a test event with its latency', { timeout: 60_000 }, async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await loginThroughForm(page, 'empresa@jornada.test');
    await page.waitForURL('**/dashboard');
    await page.goto('/realtime-test');
    await expect.poll(() => page.getByRole('heading', { name: 'Prueba en tiempo real' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('live-status').textContent()).toBe('Conectado');

    await page.getByRole('button', { name: 'Enviar evento de prueba' }).click();
    const row = page.getByTestId('live-event').filter({ hasText: 'test.sent' }).first();
    await expect.poll(() => row.isVisible(), { timeout: 5000 }).toBe(true);
    expect(await row.getByTestId('live-event-latency').textContent()).toMatch(/^\d+ ms$/);
    await expect.poll(() => page.getByTestId('test-event-result').textContent()).toMatch(/recibido en \d+ ms/);

    mkdirSync(SHOTS_DIR, { recursive: true });
    for (const isDark of [false, true]) {
      await page.evaluate((dark) => localStorage.setItem('dark-mode', String(dark)), isDark);
      await page.reload();
      await expect.poll(() => page.getByTestId('live-status').textContent()).toBe('Conectado');
      await page.getByRole('button', { name: 'Enviar evento de prueba' }).click();
      await expect.poll(() => page.getByTestId('test-event-result').textContent()).toMatch(/recibido en/);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        const name = `realtime-test-${width}${isDark ? '-dark' : ''}`;
        await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
        await screenshot(page, name);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    await context.close();
  });
});
