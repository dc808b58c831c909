import { afterAll, beforeAll } from 'vitest';
import { type Mailbox, startMailbox } from '../../../test/smtp-mailbox';
import { call, createTestContext, type TestContext } from '../../../test/test-app';

/**
 * What the contact tests share. A file that needs the app with a mailbox calls `useContactContext()`
 * once and gets its own database and SMTP server; Vitest loads this module afresh for every file, so
 * `ctx`, `mailbox` and the client addresses are that file's alone.
 */
export const SALES = 'ventas@jornada.test';

export let mailbox: Mailbox;
export let ctx: TestContext;
let ipCounter = 0;
/** A fresh client address per test, so the per-IP limit of one test never touches another. */
export const nextIp = () => `10.60.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

export function useContactContext() {
  beforeAll(async () => {
    mailbox = await startMailbox();
    ctx = await createTestContext({ env: { SMTP_URL: mailbox.url, SALES_EMAIL: SALES } });
  });
  afterAll(async () => {
    await ctx.close();
    await mailbox.close();
  });
}

export const dialog = {
  source: 'dialog',
  name: 'Lucía Fernández',
  email: 'lucia@ferreteria-sol.es',
  empresa: 'Ferretería Sol S.L.',
  tlf: '600 111 222',
  check: true,
};
export const page = {
  source: 'page',
  name: 'Andrés Gil',
  email: 'andres@example.es',
  mensaje: '¿Sirve para una cooperativa con turnos de noche?\nGracias.',
  check: true,
};
export const customPlan = {
  name: 'Marta Ruiz',
  email: 'marta@logistica-ruiz.es',
  company: 'Logística Ruiz S.A.',
  phone: '+34 911 222 333',
  check: true,
  numWorkers: '101-250',
  workers: 180,
  plan: 'enterprise',
};

export type Row = Record<string, unknown>;

export async function rowsFrom(ip: string): Promise<Row[]> {
  return ctx.superuserQuery<Row>('select * from contact_requests where ip = $1 order by id', [ip]);
}

export async function waitFor<T>(check: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let waited = 0; waited < 5000; waited += 25) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no llegó: ${what}`);
}

/** Mails go out after the answer, in any order: a test finds its own by the client address it used. */
export const mailsFrom = (ip: string) => mailbox.mailsTo(SALES).filter((m) => m.text.includes(`desde la IP ${ip}.`));
export const mailFrom = (ip: string) => waitFor(async () => mailsFrom(ip)[0], `el email de ${ip}`);

export function postContact(payload: unknown, ip: string, headers: Record<string, string> = {}) {
  return call(ctx.app, {
    method: 'POST',
    url: '/api/sendemail',
    payload: payload as object,
    remoteAddress: ip,
    headers: { 'user-agent': 'Mozilla/5.0 (pruebas)', ...headers },
  });
}

export function postCustomPlan(payload: unknown, ip: string) {
  return call(ctx.app, { method: 'POST', url: '/sendemail/customplan', payload: payload as object, remoteAddress: ip });
}
