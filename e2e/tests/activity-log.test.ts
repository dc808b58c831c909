import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginThroughForm, newContext, screenshot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A call from the page's own session, as the app makes it. */
const apiFrom = <T>(page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { method, path, body },
  ) as Promise<{ status: number; json: T }>;

const madrid = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', ...options }).format(new Date());
/** Today in Madrid as 'dd/MM/yyyy' and as 'yyyy-MM-dd'. */
const todayText = () => madrid({ day: '2-digit', month: '2-digit', year: 'numeric' });
const todayIso = () => todayText().split('/').reverse().join('-');

/** An English browser: a native date field would show mm/dd/yyyy and a time field AM/PM. */
const englishContext = (width: number, height: number) => newContext(browser, width, height, { locale: 'en-US' });

/** Screenshots after the popover's fade-in, not halfway through it. */
const settled = (calendar: ReturnType<Page['getByTestId']>) =>
  calendar.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));

describe('Actividad empresa in an English browser', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await englishContext(1280, 900);
    page = await context.newPage();
    await loginThroughForm(page, 'empresa@jornada.test');
    await page.waitForURL('**/dashboard');
  });
  afterAll(() => context?.close());

  it('a shift change reads as Spanish with the names, never the ids or the keys', async () => {
    const employees = await apiFrom<{ id: number; email: string }[]>(page, 'GET', '/api/employees');
    const javier = employees.json.find((e) => e.email === 'javier.moreno@jornada.test')?.id as number;
    const shifts = await apiFrom<{ id: number; name: string }[]>(page, 'GET', '/api/shifts');
    const shiftId = (name: string) => shifts.json.find((s) => s.name === name)?.id;
    // To the afternoon and back: the demo data stays as the other files expect it.
    for (const shift of ['Tarde', 'Mañana']) {
      const moved = await apiFrom(page, 'PATCH', `/api/employees/${javier}`, {
        auth_user_id: javier,
        shift_id: shiftId(shift),
      });
      expect(moved.status).toBe(200);
    }

    await page.goto('/company-logs');
    const action = page.getByRole('combobox', { name: 'Acción' });
    await action.click();
    const list = page.getByRole('listbox', { name: 'Acciones' });
    await expect.poll(() => list.getByRole('option').count()).toBeGreaterThan(80);
    const groups = await list
      .getByRole('group')
      .evaluateAll((all) => all.map((group) => group.querySelector('[role="presentation"]')?.textContent));
    expect(groups).toEqual(expect.arrayContaining(['Jornada', 'Empleados', 'Peticiones', 'Sesión y cuenta']));
    expect(await list.getByRole('group', { name: 'Peticiones' }).getByRole('option').allTextContents()).toEqual(
      expect.arrayContaining(['Petición creada', 'Petición aprobada']),
    );
    // Typing filters the list by every word typed, whatever the case.
    await action.pressSequentially('EMPLEADO modificado');
    await expect.poll(() => list.getByRole('option').allTextContents()).toEqual(['Empleado modificado']);
    await screenshot(page, 'activity-log-action-filter-1280');
    const query = page.waitForRequest((request) => request.url().includes('/api/logs?'));
    await list.getByRole('option', { name: 'Empleado modificado' }).click();
    await page.waitForURL('**/company-logs?accion=employee.updated');
    expect(new URL((await query).url()).searchParams.get('action')).toBe('employee.updated');
    expect(await action.inputValue()).toBe('Empleado modificado');
    expect(await list.count()).toBe(0);
    const table = page.locator('table');
    // The filtered page replaces the unfiltered one: wait until no other action is listed (a login
    // row always is before the filter applies), or the checks below read the old rows.
    await expect.poll(() => table.getByText('Inicio de sesión', { exact: true }).count()).toBe(0);
    await expect.poll(() => table.getByText('Javier Moreno · Turno: Mañana → Tarde').isVisible()).toBe(true);
    expect(await table.getByText('Javier Moreno · Turno: Tarde → Mañana').isVisible()).toBe(true);
    expect(await table.textContent()).not.toMatch(/shift_id|n\.º|field/);
    await screenshot(page, 'activity-log-1280');
  });

  it('the action filter works from the keyboard: type, arrows, Enter; Escape leaves it as it was', async () => {
    await page.goto('/company-logs?accion=employee.updated');
    const action = page.getByRole('combobox', { name: 'Acción' });
    await expect.poll(() => action.inputValue()).toBe('Empleado modificado');
    await action.focus();
    await action.pressSequentially('pausa');
    const list = page.getByRole('listbox', { name: 'Acciones' });
    await expect.poll(() => list.getByRole('option').allTextContents()).toEqual(['Pausa iniciada', 'Pausa finalizada']);
    await action.press('Escape');
    expect(await list.count()).toBe(0);
    expect(await action.inputValue()).toBe('Empleado modificado');
    await action.pressSequentially('pausa');
    await action.press('ArrowDown');
    expect(await action.getAttribute('aria-activedescendant')).toBe(
      await list.getByRole('option', { name: 'Pausa finalizada' }).getAttribute('id'),
    );
    await action.press('Enter');
    await page.waitForURL('**/company-logs?accion=workshift.break_end');
    await action.pressSequentially('nada parecido');
    await expect.poll(() => list.textContent()).toContain('Ninguna acción coincide con «nada parecido».');
  });

  it('at 1280 px the table shows every column whole, a long IPv6 address too', async () => {
    // The demo's logins come from 127.0.0.1: give some rows the longest addresses a proxy can pass on.
    await page.route('**/api/logs?*', async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      const ips = ['2001:0db8:85a3:0000:0000:8a2e:0370:7334', '::ffff:203.0.113.195', '192.168.100.200'];
      json.data.forEach((entry: { ip: string | null }, index: number) => {
        entry.ip = ips[index % ips.length] ?? null;
      });
      await route.fulfill({ response, json });
    });
    await page.goto('/company-logs');
    const table = page.locator('table');
    await expect.poll(() => table.getByText('7334').count()).toBeGreaterThan(0);
    const fits = await table.evaluate((element) => {
      const box = element.parentElement?.getBoundingClientRect();
      const cells = Array.from(element.querySelectorAll('td:last-child'), (cell) => cell.getBoundingClientRect());
      return (
        element.parentElement !== null &&
        element.parentElement.scrollWidth <= element.parentElement.clientWidth &&
        cells.every((cell) => box !== undefined && cell.right <= box.right + 0.5)
      );
    });
    expect(fits).toBe(true);
    await screenshot(page, 'activity-log-ipv6-1280');
    await page.unroute('**/api/logs?*');
  });

  it('Desde shows and takes dd/MM/yyyy, and its calendar is in Spanish', async () => {
    await page.goto('/company-logs');
    const from = page.getByLabel('Desde');
    await from.fill(todayText());
    await page.waitForURL(`**/company-logs?desde=${todayIso()}`);
    await from.blur();
    expect(await from.inputValue()).toBe(todayText());

    await page.getByRole('button', { name: 'Elegir fecha en el calendario' }).first().click();
    const calendar = page.getByTestId('date-input-calendar');
    const month = madrid({ month: 'long' });
    const year = madrid({ year: 'numeric' });
    await expect.poll(() => calendar.getByText(`${month} ${year}`).isVisible()).toBe(true);
    expect(await calendar.getByText('lu', { exact: true }).count()).toBe(1);
    await settled(calendar);
    await screenshot(page, 'date-input-calendar-1280');
    await calendar.getByRole('button', { name: new RegExp(`\\b1 de ${month} de ${year}`) }).click();
    const firstOfMonth = `${todayIso().slice(0, 8)}01`;
    await page.waitForURL(`**/company-logs?desde=${firstOfMonth}`);
    // The field shows the new day on the render after the URL changes: poll, don't read once.
    await expect.poll(() => from.inputValue()).toBe(firstOfMonth.split('-').reverse().join('/'));
  });

  it('at 390 px, in dark mode, the log reads as cards and the calendar fits', async () => {
    const phone = await englishContext(390, 844);
    const mobile = await phone.newPage();
    await mobile.goto('/login');
    await mobile.evaluate(() => localStorage.setItem('dark-mode', 'true'));
    await loginThroughForm(mobile, 'empresa@jornada.test');
    await mobile.waitForURL('**/dashboard');
    await mobile.goto('/company-logs?accion=employee.updated');
    // Phones get cards (the table is hidden).
    const cards = mobile.locator('ul').filter({ hasText: 'Empleado modificado' });
    await expect.poll(() => cards.getByText('Javier Moreno · Turno: Mañana → Tarde').isVisible()).toBe(true);
    await screenshot(mobile, 'activity-log-390-dark');
    await mobile.getByRole('button', { name: 'Elegir fecha en el calendario' }).first().click();
    const calendar = mobile.getByTestId('date-input-calendar');
    await expect.poll(() => calendar.isVisible()).toBe(true);
    const box = await calendar.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await settled(calendar);
    await screenshot(mobile, 'date-input-calendar-390-dark');
    await phone.close();
  });
});

describe('the incident report in an English browser', () => {
  it('shows today as dd/MM/yyyy and the time as 24 h HH:mm', async () => {
    const context = await englishContext(390, 844);
    const page = await context.newPage();
    await loginThroughForm(page, 'marta.sanchez@jornada.test');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Reportar incidencia' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel('Fecha', { exact: true }).inputValue()).toBe(todayText());
    expect(await dialog.getByLabel('Hora', { exact: true }).inputValue()).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    await dialog.getByLabel('Hora', { exact: true }).fill('9.05');
    await dialog.getByLabel('Hora', { exact: true }).blur();
    expect(await dialog.getByLabel('Hora', { exact: true }).inputValue()).toBe('09:05');
    await screenshot(page, 'incident-dialog-390-en');

    // The calendar opens over the dialog; picking a day keeps the dialog open.
    await dialog.getByRole('button', { name: 'Elegir fecha en el calendario' }).click();
    const calendar = page.getByTestId('date-input-calendar');
    await calendar.getByRole('button', { name: new RegExp(`\\b1 de ${madrid({ month: 'long' })} de`) }).click();
    await expect.poll(() => dialog.getByLabel('Fecha', { exact: true }).inputValue()).toBe(`01${todayText().slice(2)}`);
    expect(await dialog.isVisible()).toBe(true);
    expect(await calendar.count()).toBe(0);
    await context.close();
  });
});
