import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, loginThroughForm, screenshot } from '../support/browser';
import { mailsTo } from '../support/mailbox';

let browser: Browser;
let workerContext: BrowserContext;
let managerContext: BrowserContext;
let worker: Page;
let manager: Page;

const newContext = (width = 1280, height = 900) =>
  browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width, height },
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
  });

beforeAll(async () => {
  browser = await launchBrowser();
  workerContext = await newContext();
  managerContext = await newContext();
  worker = await workerContext.newPage();
  manager = await managerContext.newPage();
  await loginThroughForm(worker, 'trabajador@jornada.test');
  await worker.waitForURL((url) => url.pathname === '/');
  await loginThroughForm(manager, 'manager@jornada.test');
  await manager.waitForURL((url) => url.pathname === '/');
});
afterAll(() => browser?.close());

const madridToday = () =>
  new Intl.DateTimeFormat('es-ES', {
    timeZone: 'Europe/Madrid',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

/** 'dd/MM/yyyy' → 'yyyy-MM-dd'. */
const isoOf = (text: string) => text.split('/').reverse().join('-');

/** The manager's pending count as the server has it (SPEC §6), read from the manager's own session. */
const pendingCount = () =>
  manager.evaluate(async () => {
    const response = await fetch('/api/petitions/pending-count', { credentials: 'include' });
    return ((await response.json()) as { count: number }).count;
  });
const badgeText = async () => {
  const badge = manager.getByTestId('inbox-badge');
  return (await badge.count()) > 0 ? await badge.first().textContent() : null;
};
const badgeFor = (count: number) => (count <= 0 ? null : count > 99 ? '99+' : String(count));

async function waitForMail(address: string, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = mailsTo(inject('mailDir'), address)
      .reverse()
      .find((text) => pattern.test(text));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no llegó ningún email a ${address} que encaje con ${pattern}`);
}

describe('a worker asks to correct a past day, the manager approves it', () => {
  let pendingBefore = 0;
  let petitionId = 0;
  let shiftId = '';
  let day = '';
  let originalEnd = '';

  it('the worker requests a new end time for the latest past day from the correction form', async () => {
    // The manager's inbox is open first, to see the badge change while they are on the page.
    await manager.goto('/petitions?view=inbox');
    pendingBefore = await pendingCount();
    await expect.poll(badgeText).toBe(badgeFor(pendingBefore));

    await worker.goto('/petitions?view=create');
    await worker.getByRole('link', { name: /Corrección de jornada/ }).click();
    await worker.waitForURL('**/petitions/create/workshift-correction');
    const select = worker.getByLabel('Jornada', { exact: true });
    await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
    // The newest completed shift that is not today's (today's belongs to the clocking test).
    const options = await select
      .locator('option')
      .evaluateAll((nodes) =>
        nodes.map((node) => ({ value: (node as HTMLOptionElement).value, label: node.textContent ?? '' })),
      );
    const past = options.find((o) => o.value && !o.label.includes(madridToday()) && !o.label.includes('sin cerrar'));
    expect(past).toBeDefined();
    shiftId = past?.value ?? '';
    originalEnd = past?.label.match(/–(\d{2}:\d{2})$/)?.[1] ?? '';
    expect(originalEnd).toMatch(/^\d{2}:\d{2}$/);
    await select.selectOption(shiftId);

    // The form starts from the shift as recorded: Entrada and Salida, each a day and a 24 h time.
    const entryDay = await worker.getByLabel('Fecha de entrada').inputValue();
    expect(entryDay).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    day = isoOf(entryDay);
    const salida = worker.getByRole('group', { name: 'Salida', exact: true });
    expect(await salida.getByLabel('Fecha de salida').inputValue()).toBe(entryDay);
    expect(await salida.getByLabel('Hora de salida').inputValue()).toBe(originalEnd);
    // The reason is required (the shared schema's message).
    await worker.getByRole('button', { name: 'Solicitar corrección' }).click();
    await expect.poll(() => worker.getByText('Indica el motivo de la corrección').isVisible()).toBe(true);

    // The day field also takes an ISO day (pasted, say) and shows it back as dd/MM/yyyy.
    await salida.getByLabel('Fecha de salida').fill(day);
    await salida.getByLabel('Hora de salida').fill('14:00');
    await salida.getByLabel('Hora de salida').blur();
    expect(await salida.getByLabel('Fecha de salida').inputValue()).toBe(entryDay);
    await worker.getByLabel('Motivo').fill('Salí a las 14:00 por una cita médica');
    await screenshot(worker, 'petitions-correction-form');
    await worker.getByRole('button', { name: 'Solicitar corrección' }).click();

    // It opens in the outbox, pending, with the original and the proposed end.
    await worker.waitForURL((url) => url.searchParams.get('view') === 'outbox' && url.searchParams.has('id'));
    petitionId = Number(new URL(worker.url()).searchParams.get('id'));
    expect(petitionId).toBeGreaterThan(0);
    const dialog = worker.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Pendiente', { exact: true }).first().isVisible()).toBe(true);
    const comparison = dialog.getByRole('table');
    expect(await comparison.textContent()).toContain(originalEnd);
    expect(await comparison.textContent()).toContain('14:00');
    await screenshot(worker, 'petitions-worker-outbox');
  });

  it("the manager's inbox badge counts it, and the new-petition email links to it", async () => {
    // pending-count is polled every 15 s (SPEC §4.3).
    await expect.poll(badgeText, { timeout: 20_000 }).toBe(badgeFor(pendingBefore + 1));
    const mail = await waitForMail('manager@jornada.test', new RegExp(`/petitions\\?view=inbox&id=${petitionId}\\b`));
    expect(mail).toContain('Corrección de la jornada del');
    expect(mail).toContain('Lucía Fernández');
    await screenshot(manager, 'petitions-manager-badge');
  });

  it('the manager opens the emailed link and approves with a comment', async () => {
    await manager.goto(`/petitions?view=inbox&id=${petitionId}`);
    const dialog = manager.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Propuesto').isVisible()).toBe(true);
    expect(await dialog.getByRole('table').textContent()).toContain(originalEnd);
    expect(await dialog.textContent()).toContain('Salí a las 14:00 por una cita médica');
    await screenshot(manager, 'petitions-manager-review');

    await dialog.getByLabel('Comentario').fill('Correcto, consta el justificante de la cita');
    await dialog.getByRole('button', { name: 'Aprobar' }).click();
    await expect.poll(() => dialog.getByText('Aprobada por Carlos Ruiz').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText('Correcto, consta el justificante de la cita').isVisible()).toBe(true);
    // Decided: nothing left to do here, and the badge goes back down.
    expect(await dialog.getByRole('button', { name: 'Aprobar' }).count()).toBe(0);
    await expect.poll(badgeText, { timeout: 20_000 }).toBe(badgeFor(pendingBefore));
    await screenshot(manager, 'petitions-manager-approved');
  });

  it('the worker gets the decision by email and in the notifications', async () => {
    const mail = await waitForMail(
      'trabajador@jornada.test',
      new RegExp(`/petitions\\?view=outbox&id=${petitionId}\\b`),
    );
    expect(mail).toContain('Carlos Ruiz ha aprobado tu petición');
    expect(mail).toContain('Correcto, consta el justificante de la cita');

    await worker.goto('/notifications');
    await expect.poll(() => worker.getByText('Petición aprobada').first().isVisible()).toBe(true);
  });

  it("the worker's history shows the corrected end, marked, with the original and who approved it", async () => {
    await worker.goto(`/time-history?month=${day.slice(0, 7)}`);
    const row = worker.locator(`tr[data-shift-id="${shiftId}"]`);
    await expect.poll(() => row.isVisible()).toBe(true);
    await expect.poll(() => row.textContent()).toContain('14:00:00');
    expect(await row.getByText('Corregida').isVisible()).toBe(true);
    // The original end stays visible beside the corrected one.
    expect(await row.locator('s').textContent()).toBe(originalEnd);
    const details = worker.getByTestId('correction-details').first();
    expect(await details.textContent()).toContain(`${originalEnd}`);
    expect(await details.textContent()).toContain('Pedida por Lucía Fernández');
    expect(await details.textContent()).toContain('aprobada por Carlos Ruiz');
    expect(await details.textContent()).toContain('Salí a las 14:00 por una cita médica');
    await screenshot(worker, 'petitions-worker-history');

    // On a phone the same day is a card with the same marks.
    const phone = await workerContext.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`/time-history?month=${day.slice(0, 7)}`);
    const card = phone.locator(`li[data-shift-id="${shiftId}"]`);
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.getByText('Corregida').first().isVisible()).toBe(true);
    expect(await card.textContent()).toContain('aprobada por Carlos Ruiz');
    await screenshot(phone, 'petitions-worker-history-390');
    await phone.close();
  });
});

describe('petition routes', () => {
  it("/tickets redirects to the role's view: the manager's inbox, the worker's own requests", async () => {
    await manager.goto('/tickets');
    await manager.waitForURL('**/petitions?view=inbox');
    await expect.poll(() => manager.getByRole('heading', { name: 'Bandeja de entrada' }).isVisible()).toBe(true);
    await worker.goto('/tickets');
    await worker.waitForURL('**/petitions?view=outbox');
    await expect.poll(() => worker.getByRole('heading', { name: 'Bandeja de salida' }).isVisible()).toBe(true);
  });

  it("a worker's Peticiones opens on their own requests: the menu's first entry and /petitions without a view", async () => {
    await worker.goto('/petitions');
    await expect.poll(() => worker.getByRole('heading', { name: 'Bandeja de salida' }).isVisible()).toBe(true);
    // The worker's correction from the first test is listed there.
    await expect.poll(() => worker.locator('tbody tr[data-petition-id]').count()).toBeGreaterThan(0);
    const tabs = worker.getByRole('navigation', { name: 'Vistas de peticiones' }).getByRole('link');
    expect(await tabs.allInnerTexts()).toEqual(['Bandeja de salida', 'Bandeja de entrada', 'Crear']);
    const menu = worker.getByRole('navigation', { name: 'Menú principal' });
    const petitionLinks = menu.locator('[data-sidebar-entry="petitions"] ul a');
    expect((await petitionLinks.allInnerTexts()).map((t) => t.trim().split('\n')[0])).toEqual([
      'Bandeja de salida',
      'Bandeja de entrada',
      'Crear',
    ]);
    expect(await petitionLinks.first().getAttribute('aria-current')).toBe('page');
    await screenshot(worker, 'petitions-worker-default-view');
  });
});

describe('the vacation and correction forms in an English browser', () => {
  /** An English browser: native fields would show mm/dd/yyyy and AM/PM. */
  const englishPage = async (width: number, height: number, isDark = false) => {
    const context = await browser.newContext({
      baseURL: inject('baseUrl'),
      viewport: { width, height },
      locale: 'en-US',
      timezoneId: 'Europe/Madrid',
    });
    const page = await context.newPage();
    if (isDark) {
      await page.goto('/login');
      await page.evaluate(() => localStorage.setItem('dark-mode', 'true'));
    }
    await loginThroughForm(page, 'trabajador@jornada.test');
    await page.waitForURL((url) => url.pathname === '/');
    return { context, page };
  };

  /** 4–8 October 2027, typed as a Spanish speaker does (an English reading would be April to August). */
  const fillOctoberWeek = async (page: Page) => {
    await page.goto('/petitions/create/vacation');
    const from = page.getByLabel('Desde', { exact: true });
    const to = page.getByLabel('Hasta (incluido)', { exact: true });
    await from.fill('4/10/2027');
    await to.fill('8/10/2027');
    await to.blur();
    return { from, to };
  };

  /** Picks my latest completed shift; returns its recorded end ('15:05'). */
  const pickCompletedShift = async (page: Page) => {
    await page.goto('/petitions/create/workshift-correction');
    const select = page.getByLabel('Jornada', { exact: true });
    await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
    const options = await select
      .locator('option')
      .evaluateAll((nodes) =>
        nodes.map((node) => ({ value: (node as HTMLOptionElement).value, label: node.textContent ?? '' })),
      );
    const shift = options.find((o) => o.value && !o.label.includes('sin cerrar'));
    expect(shift).toBeDefined();
    await select.selectOption(shift?.value ?? '');
    return shift?.label.match(/–(\d{2}:\d{2})$/)?.[1] ?? '';
  };

  it('the vacation form shows and reads its days as dd/MM/yyyy', async () => {
    const { context, page } = await englishPage(1280, 900);
    const { from, to } = await fillOctoberWeek(page);
    expect(await from.getAttribute('type')).toBe('text');
    expect(await from.inputValue()).toBe('04/10/2027');
    expect(await to.inputValue()).toBe('08/10/2027');
    await expect.poll(() => page.getByTestId('vacation-working-days').textContent()).toContain('5 días naturales');
    await screenshot(page, 'petitions-vacation-form-1280-en');
    await page.getByRole('button', { name: 'Elegir fecha en el calendario' }).first().click();
    const calendar = page.getByTestId('date-input-calendar');
    await expect.poll(() => calendar.getByText('octubre 2027').isVisible()).toBe(true);
    await context.close();
  });

  it('the correction form shows each time as a day and a 24 h time, one pair per label', async () => {
    const { context, page } = await englishPage(1280, 900);
    const end = await pickCompletedShift(page);
    expect(end).toMatch(/^\d{2}:\d{2}$/);
    const salida = page.getByRole('group', { name: 'Salida', exact: true });
    const hour = salida.getByLabel('Hora de salida');
    expect(await hour.getAttribute('type')).toBe('text');
    expect(await hour.inputValue()).toBe(end);
    expect(await salida.getByLabel('Fecha de salida').inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // A time typed the English way is not read as one (the field empties on leaving); '1430' is 14:30.
    await hour.fill('2:30 PM');
    await hour.blur();
    expect(await hour.inputValue()).toBe('');
    await hour.fill('1430');
    await hour.blur();
    expect(await hour.inputValue()).toBe('14:30');
    await screenshot(page, 'petitions-correction-form-1280-en');
    await context.close();
  });

  it('at 390 px, in dark mode, both forms fit and each day sits beside its time', async () => {
    const { context, page } = await englishPage(390, 844, true);
    await fillOctoberWeek(page);
    await screenshot(page, 'petitions-vacation-form-390-dark');

    await pickCompletedShift(page);
    await page.getByRole('button', { name: 'Añadir pausa' }).click();
    for (const [day, time] of [
      ['Fecha de entrada', 'Hora de entrada'],
      ['Fecha de salida', 'Hora de salida'],
    ] as const) {
      const dayBox = await page.getByLabel(day).boundingBox();
      const timeBox = await page.getByLabel(time).boundingBox();
      expect(dayBox && timeBox && Math.abs(dayBox.y - timeBox.y) < 1).toBe(true);
      expect(timeBox && timeBox.x + timeBox.width <= 390 - 16).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // A day without its time is refused, not read as a shift left open.
    await page.getByLabel('Hora de salida').fill('');
    await page.getByRole('button', { name: 'Solicitar corrección' }).click();
    const salida = page.getByRole('group', { name: 'Salida', exact: true });
    await expect.poll(() => salida.getByRole('alert').isVisible()).toBe(true);
    expect(await salida.getByRole('alert').textContent()).toBe('Indica la fecha (dd/mm/aaaa) y la hora (hh:mm)');
    expect(await page.getByLabel('Fecha de salida').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Hora de salida').getAttribute('aria-invalid')).toBe('true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'petitions-correction-form-390-dark');
    await context.close();
  });
});

describe('a worker gives back an approved vacation before it starts', () => {
  /** A call from the page's own session, as SPEC's client makes it. */
  const apiFrom = (page: Page, method: string, path: string, body?: unknown) =>
    page.evaluate(
      async ({ method, path, body }) => {
        const response = await fetch(path, {
          method,
          credentials: 'include',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: response.status, json: (await response.json()) as { id: number; message?: string } };
      },
      { method, path, body },
    );

  it('asks for confirmation, then the petition shows the approval and the cancellation', async () => {
    const filed = await apiFrom(worker, 'POST', '/api/petitions', {
      table_name: 'vacations',
      vacation_type: 'vacaciones',
      start_date: '2027-10-04',
      end_date: '2027-10-05',
    });
    expect(filed.status, filed.json.message).toBe(200);
    const decided = await apiFrom(manager, 'POST', `/api/petitions/${filed.json.id}/decision`, {
      decision: 'approved',
    });
    expect(decided.status, decided.json.message).toBe(200);

    await worker.goto(`/petitions?view=outbox&id=${filed.json.id}`);
    const dialog = worker.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancelar vacaciones' }).click();
    await expect.poll(() => dialog.getByText('¿Cancelar unas vacaciones ya aprobadas?').isVisible()).toBe(true);
    await screenshot(worker, 'petitions-cancel-approved-confirm');
    await dialog.getByRole('button', { name: 'Sí, cancelar vacaciones' }).click();
    const history = dialog.getByRole('list', { name: 'Historial de la petición' });
    await expect.poll(() => history.getByText('Cancelada').isVisible()).toBe(true);
    expect(await history.textContent()).toContain('Aprobada por Carlos Ruiz');
    expect(await dialog.getByRole('button', { name: /Cancelar vacaciones/ }).count()).toBe(0);
  });
});
