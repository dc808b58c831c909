import { afterAll, beforeAll } from 'vitest';
import { type Mailbox, type ReceivedMail, startMailbox } from '../../../test/smtp-mailbox';
import { call, createTestContext, type TestContext } from '../../../test/test-app';

export function linkIn(mail: ReceivedMail, path: string): { url: string; token: string } {
  const match = mail.text.match(new RegExp(`(http://jornada\\.test${path}\\?token=([A-Za-z0-9_-]+))`));
  if (!match?.[1] || !match[2]) throw new Error(`no hay enlace ${path} en el email:\n${mail.text}`);
  return { url: match[1], token: match[2] };
}

/**
 * A fresh database, app and SMTP mailbox for the calling test file (its own rate-limit budgets and
 * mails), opened in beforeAll and closed in afterAll. The file's tests are declared before the
 * context exists, so `ctx` and `mailbox` read it when a test runs instead of holding it.
 */
export function useAuthTestContext() {
  let opened: { ctx: TestContext; mailbox: Mailbox } | undefined;
  const current = () => {
    if (!opened) throw new Error('el contexto de prueba se abre en beforeAll');
    return opened;
  };

  beforeAll(async () => {
    const mailbox = await startMailbox();
    try {
      const ctx = await createTestContext({ env: { SMTP_URL: mailbox.url, PUBLIC_URL: 'http://jornada.test' } });
      opened = { ctx, mailbox };
    } catch (error) {
      await mailbox.close();
      throw error;
    }
  });
  afterAll(async () => {
    await opened?.ctx.close();
    await opened?.mailbox.close();
  });

  const ctx: Pick<TestContext, 'app' | 'database' | 'superuserQuery'> = {
    get app() {
      return current().ctx.app;
    },
    get database() {
      return current().ctx.database;
    },
    superuserQuery: (text, parameters) => current().ctx.superuserQuery(text, parameters),
  };
  const mailbox: Pick<Mailbox, 'mailsTo' | 'nthMailTo' | 'setAcceptDelay'> = {
    mailsTo: (email) => current().mailbox.mailsTo(email),
    nthMailTo: (email, n) => current().mailbox.nthMailTo(email, n),
    setAcceptDelay: (ms) => current().mailbox.setAcceptDelay(ms),
  };

  return {
    ctx,
    mailbox,
    mailsTo: mailbox.mailsTo,
    nthMailTo: mailbox.nthMailTo,
    login: (email: string, password: string, ip = '10.40.0.1') =>
      call(ctx.app, { method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip }),
    whoAmI: (cookie: string) => call(ctx.app, { method: 'GET', url: '/api/user', cookie }),
  };
}
