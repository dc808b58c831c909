import type { Locator, Page } from 'playwright-core';

/** A page or a frame: whatever holds the card. */
type Scope = Pick<Page, 'getByRole'>;

const CONFIRM_WAIT_MS = 15_000;

/**
 * Taps a start button and, when the day is a holiday or an approved day off of the worker, confirms in
 * the dialog that asks first (confirm-start-dialog.tsx). The browser tests run on the real date: on
 * 6 or 8 December, or on 1 January, the demo companies' calendar asks. Returns once the start was
 * confirmed or `hasStarted` says it went through without asking; the caller asserts what follows.
 */
export async function startShift(scope: Scope, button: Locator, hasStarted: () => Promise<boolean>): Promise<void> {
  await button.click();
  const confirm = scope.getByRole('dialog').getByRole('button', { name: 'Iniciar jornada', exact: true });
  const deadline = Date.now() + CONFIRM_WAIT_MS;
  while (Date.now() < deadline) {
    if (await confirm.isVisible()) {
      await confirm.click();
      return;
    }
    if (await hasStarted()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
