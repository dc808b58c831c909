import { type OvertimeYearResponse, overtimeSettlementModeLabels } from '@jornada/shared/api/overtime';
import { spanishMonthNames } from '@jornada/shared/domain/calendar';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, launchBrowser, loginThroughForm, newContext, screenshot } from '../support/browser';

/**
 * 'Horas extraordinarias' on /workshift-reports: the company admin records a pending month as
 * compensated with rest and sees it settled (also after a reload); the demo's settled month (paid,
 * by Ana) shows who and when; a worker reads their own section without the control. The months come
 * from the overtime API (the demo seeds relative to its first start), never from the calendar.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface MonthWithOvertime {
  employeeId: number;
  employeeName: string;
  month: string;
  minutes: number;
  mode: 'paid' | 'compensated' | null;
  settledBy: string | null;
}

async function loggedIn(email: string, width: number, height: number, isDark = false): Promise<Page> {
  const context = await newContext(browser, width, height, { timezoneId: 'Europe/Madrid' });
  const page = await context.newPage();
  if (isDark) {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('dark-mode', 'true'));
  }
  await loginThroughForm(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

/** Every month with overtime this year and last, as the API answers the logged-in user. */
async function monthsWithOvertime(page: Page): Promise<MonthWithOvertime[]> {
  const thisYear = Number(new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' }).slice(0, 4));
  const found: MonthWithOvertime[] = [];
  for (const year of [thisYear - 1, thisYear]) {
    const response = await page.context().request.get(`/api/reports/overtime?year=${year}`);
    expect(response.status(), await response.text()).toBe(200);
    const body = (await response.json()) as OvertimeYearResponse;
    for (const employee of body.data) {
      for (const month of employee.months.filter((m) => m.overtime_minutes > 0)) {
        found.push({
          employeeId: employee.employee_id,
          employeeName: employee.employee_name,
          month: month.month,
          minutes: month.overtime_minutes,
          mode: month.settlements[0]?.mode ?? null,
          settledBy: month.settlements[0]?.created_by?.name ?? null,
        });
      }
    }
  }
  return found;
}

const hours = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
const monthName = (month: string) => {
  const name = spanishMonthNames[Number(month.slice(5, 7)) - 1] as string;
  return name.charAt(0).toUpperCase() + name.slice(1);
};

function monthRow(page: Page, target: MonthWithOvertime) {
  return page
    .getByTestId('overtime-employee')
    .filter({ has: page.getByRole('heading', { name: target.employeeName, exact: true }) })
    .locator(`[data-testid="overtime-month"][data-month="${target.month}"]`);
}

/** The month's settlement as shown: the status and who recorded it, when (the select's options aside). */
const statusOf = (row: Locator) => row.getByTestId('overtime-settlement');

async function openReports(page: Page, month: string) {
  await page.goto(`/workshift-reports?month=${month}`);
  await expect.poll(() => page.getByRole('heading', { name: 'Horas extraordinarias' }).isVisible()).toBe(true);
  await expect.poll(() => page.getByRole('status', { name: 'Cargando horas extra' }).count()).toBe(0);
}

describe('Horas extraordinarias for the company admin', () => {
  it('shows the demo month paid by Ana, records a pending month as compensated with rest and keeps it after a reload', async () => {
    const page = await loggedIn('empresa@jornada.test', 1280, 900);
    const months = await monthsWithOvertime(page);
    const demoSettled = months.find((m) => m.mode === 'paid' && m.employeeName === 'Lucía Fernández');
    expect(demoSettled, JSON.stringify(months)).toBeDefined();
    const settled = demoSettled as MonthWithOvertime;
    expect(settled.settledBy).toBe('Ana García');
    // A pending month of someone else (Lucía's own section is the worker test's).
    const pending = months.find((m) => m.mode === null && m.employeeName !== 'Lucía Fernández');
    expect(pending, JSON.stringify(months)).toBeDefined();
    const target = pending as MonthWithOvertime;

    await openReports(page, settled.month);
    const paid = monthRow(page, settled);
    await expect.poll(() => statusOf(paid).textContent()).toContain('Pagadas');
    expect(await statusOf(paid).textContent()).toMatch(/Ana García · \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    const paidText = (await paid.textContent()) ?? '';
    expect(paidText).toContain(monthName(settled.month));
    expect(paidText).toContain(hours(settled.minutes));
    // The counter of the year, against the 80 h.
    expect(await page.getByTestId('overtime-counter').first().textContent()).toMatch(/h de 80 h/);

    await openReports(page, target.month);
    const row = monthRow(page, target);
    await expect.poll(() => statusOf(row).textContent()).toBe('Pendiente de liquidar');
    expect(await row.textContent()).toContain(hours(target.minutes));
    await row.getByRole('combobox').selectOption({ label: overtimeSettlementModeLabels.compensated });
    const [created] = await Promise.all([
      page.waitForResponse(
        (r) =>
          r.url().endsWith(`/api/employees/${target.employeeId}/overtime-settlements`) &&
          r.request().method() === 'POST',
      ),
      row.getByRole('button', { name: 'Registrar' }).click(),
    ]);
    expect(created.status()).toBe(201);
    expect(await created.request().postDataJSON()).toEqual({ month: target.month, mode: 'compensated' });
    await expect.poll(() => statusOf(row).textContent()).toContain('Compensadas con descanso');
    expect(await statusOf(row).textContent()).toContain('Ana García');
    expect(await row.textContent()).not.toContain('Pendiente de liquidar');
    const toastTitle = `Horas extra de ${monthName(target.month).toLowerCase()}: Compensadas con descanso`;
    await expect.poll(() => page.getByText(toastTitle).isVisible()).toBe(true);
    // Compensated with rest: out of the yearly count, and said so under the counter.
    const employee = page
      .getByTestId('overtime-employee')
      .filter({ has: page.getByRole('heading', { name: target.employeeName, exact: true }) });
    expect(await employee.getByTestId('overtime-counter').textContent()).toContain('compensadas con descanso');

    await page.reload();
    await expect.poll(() => statusOf(row).textContent()).toContain('Compensadas con descanso');
    // Nothing left to settle in that month: no control until new hours appear.
    expect(await row.getByRole('button', { name: 'Registrar' }).count()).toBe(0);
    await page.getByTestId('overtime-section').screenshot({ path: `${artifactsDir}/overtime-section-1280.png` });
    await page.context().close();
  });

  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    for (const isDark of [false, true]) {
      it(`looks right at ${width} px${isDark ? ' in dark mode' : ''}`, async () => {
        const page = await loggedIn('empresa@jornada.test', width, height, isDark);
        const settled = (await monthsWithOvertime(page)).find((m) => m.mode === 'paid') as MonthWithOvertime;
        await openReports(page, settled.month);
        await expect.poll(() => page.getByTestId('overtime-month').count()).toBeGreaterThan(1);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        const suffix = `${width}${isDark ? '-dark' : ''}`;
        await screenshot(page, `overtime-${suffix}`);
        await page
          .getByTestId('overtime-section')
          .screenshot({ path: `${artifactsDir}/overtime-section-${suffix}.png` });
        await page.context().close();
      });
    }
  }
});

describe('Horas extraordinarias for a worker', () => {
  it('shows only their own overtime, read-only', async () => {
    const page = await loggedIn('trabajador@jornada.test', 390, 844);
    const months = await monthsWithOvertime(page);
    expect(new Set(months.map((m) => m.employeeName))).toEqual(new Set(['Lucía Fernández']));
    const settled = months.find((m) => m.mode === 'paid') as MonthWithOvertime;
    expect(settled).toBeDefined();

    await openReports(page, settled.month);
    const section = page.getByTestId('overtime-section');
    await expect.poll(() => section.getByTestId('overtime-employee').count()).toBe(1);
    expect(await section.getByRole('heading', { name: 'Lucía Fernández' }).isVisible()).toBe(true);
    await expect.poll(() => statusOf(monthRow(page, settled)).textContent()).toContain('Pagadas');
    expect(await section.getByRole('combobox').count()).toBe(0);
    expect(await section.getByRole('button').count()).toBe(0);
    // Recording is the company admin's: the API says no too.
    const response = await page.context().request.post(`/api/employees/${settled.employeeId}/overtime-settlements`, {
      data: { month: settled.month, mode: 'compensated' },
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(response.status()).toBe(403);
    await screenshot(page, 'overtime-worker-390');
    await page.context().close();
  });
});
