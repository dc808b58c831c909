import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, loginThroughForm, newContext } from '../support/browser';
import { waitForLink } from '../support/mailbox';

/**
 * SPEC's polls of the worker's home ask with If-None-Match and are answered 304 while
 * nothing changed, and the card still follows a change made elsewhere. The event stream is refused
 * here, so SPEC's own intervals run (the stream would stretch them to 60 s).
 */
// A worker of its own: the demo workers are clocked by other files (and by the demo's routines), so
// their card's state at the start would depend on the order and the time of day.
const WORKER = 'alba.soler@jornada.test';
const PASSWORD = 'Alba#Condicional2026';
const HEADERS = { 'x-requested-with': 'XMLHttpRequest' };
const POLLED = ['/api/workshift/current', '/api/workshift/status'];

async function createWorker(): Promise<void> {
  const admin = await newContext(browser);
  const login = await admin.request.post('/api/login', {
    data: { email: 'empresa@jornada.test', password: 'Demo1234!' },
    headers: HEADERS,
  });
  expect(login.status()).toBe(200);
  const created = await admin.request.post('/api/employees', {
    data: {
      name: 'Alba Soler',
      email: WORKER,
      identification: '11223344B',
      role: 'worker',
      managerId: null,
      shiftId: null,
    },
    headers: HEADERS,
  });
  expect(created.ok(), await created.text()).toBe(true);
  const link = await waitForLink(inject('mailDir'), WORKER, '/activate');
  const token = new URL(link, 'http://x').searchParams.get('token');
  const activated = await admin.request.post('/api/auth/activate', {
    data: { token, password: PASSWORD },
    headers: HEADERS,
  });
  expect(activated.ok(), await activated.text()).toBe(true);
  await admin.close();
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Every answer to a polled read the page got: path, status, and whether it asked conditionally. */
const answers: { path: string; status: number; isConditional: boolean }[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  await createWorker();
  context = await newContext(browser, 1280, 900, { timezoneId: 'Europe/Madrid' });
  await context.route('**/api/events*', (route) => route.abort());
  page = await context.newPage();
  page.on('response', async (response) => {
    const path = new URL(response.url()).pathname;
    if (!POLLED.includes(path)) return;
    const headers = await response.request().allHeaders();
    answers.push({ path, status: response.status(), isConditional: 'if-none-match' in headers });
  });
  await loginThroughForm(page, WORKER, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/');
});
afterAll(() => browser?.close());

const status = () => page.getByTestId('workshift-status');
const count = (path: string, code: number, from = 0) =>
  answers.slice(from).filter((answer) => answer.path === path && answer.status === code).length;

describe('conditional polls on the home card', () => {
  it('takes 304s while nothing changes, and shows a change made on another device', async () => {
    await expect.poll(() => status().textContent()).toBe('Sin iniciar');
    // SPEC: current every 9 s while no shift is open, status every 10 s.
    await expect.poll(() => count('/api/workshift/current', 304), { timeout: 25_000 }).toBeGreaterThan(0);
    await expect.poll(() => count('/api/workshift/status', 304), { timeout: 25_000 }).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.status === 304).every((answer) => answer.isConditional)).toBe(true);

    // The worker's phone clocks in: the next poll is a 200 with the open shift, and the card shows it.
    const phone = await newContext(browser);
    const login = await phone.request.post('/api/login', {
      data: { email: WORKER, password: PASSWORD },
      headers: HEADERS,
    });
    expect(login.status()).toBe(200);
    const before = answers.length;
    const start = await phone.request.post('/api/workshift/start', {
      data: { location: { latitude: 40.4168, longitude: -3.7038 } },
      headers: HEADERS,
    });
    expect(start.status(), await start.text()).toBe(200);
    await expect.poll(() => status().textContent(), { timeout: 20_000 }).toBe('En jornada');
    expect(count('/api/workshift/current', 200, before)).toBeGreaterThan(0);

    // An open shift: polls every 3 s, answered 304 although its worked time grows, which the card counts.
    const open = answers.length;
    const timer = page.getByTestId('worked-time');
    const shown = await timer.textContent();
    await expect.poll(() => count('/api/workshift/current', 304, open), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await timer.textContent()).not.toBe(shown);
    expect(await status().textContent()).toBe('En jornada');
    await phone.close();
  });
});
