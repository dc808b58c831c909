import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mailbox, startMailbox } from '../../../test/smtp-mailbox';
import { createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';
import { actionsInLog, codeNow, loginWith, turnOn, wrongCode } from '../mfa/mfa.test-helpers';
import { SECOND_STEP_LIMIT } from './login.service';

/**
 * Whoever types second-step codes already has the password: the budget is per account, so spreading
 * guesses over many addresses gains nothing.
 */
describe('the second step has a budget per account, whatever the address', () => {
  let ctx: TestContext;
  let mailbox: Mailbox;
  let secret: string;
  let recoveryCodes: string[];
  let cookie: string;
  beforeAll(async () => {
    mailbox = await startMailbox();
    ctx = await createTestContext({ env: { SMTP_URL: mailbox.url } });
    cookie = await loginAs(ctx.app, demoUsers.company);
    ({ secret, recoveryCodes } = await turnOn(ctx, cookie));
  });
  afterAll(async () => {
    await ctx?.close();
    await mailbox?.close();
  });

  it('after 10 wrong codes from 10 addresses, an 11th refuses even a right recovery code, logs and tells the owner', async () => {
    const wrong = await wrongCode(secret);
    for (let i = 0; i < SECOND_STEP_LIMIT.perIp; i++) {
      const refused = await loginWith(ctx, demoUsers.company, `10.77.${i}.1`, { code: wrong });
      expect(refused.statusCode, refused.body).toBe(401);
    }
    const locked = await loginWith(ctx, demoUsers.company, '10.77.99.1', { code: recoveryCodes[0] });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(
      /^Demasiados códigos de verificación incorrectos en esta cuenta\. Espera \d+ minutos? antes de volver a intentarlo\.$/,
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The recovery code was not spent by the refused attempt.
    const [{ unused }] = (await ctx.superuserQuery<{ unused: number }>(
      `select count(*)::int as unused from mfa_recovery_codes r join users u on u.id = r.user_id
        where u.email = $1 and r.used_at is null`,
      [demoUsers.company],
    )) as [{ unused: number }];
    expect(unused).toBe(recoveryCodes.length);

    expect(await actionsInLog(ctx, cookie, 'session.mfa_failed')).toHaveLength(SECOND_STEP_LIMIT.perIp - 1);
    expect(await actionsInLog(ctx, cookie, 'session.mfa_locked')).toHaveLength(1);
    const notice = await mailbox.nthMailTo(demoUsers.company, 1);
    expect(notice.subject).toBe('Jornada: intentos fallidos de verificación en dos pasos');
    expect(notice.text).toContain('10.77.9.1');
    expect(mailbox.mailsTo(demoUsers.company)).toHaveLength(1);
  });

  it('another account is not affected, and a password without a code still only asks for it', async () => {
    const other = await loginWith(ctx, demoUsers.manager, '10.77.99.1');
    expect(other.statusCode).toBe(200);
    const asks = await loginWith(ctx, demoUsers.company, '10.77.98.1');
    expect(asks.statusCode).toBe(401);
    expect(asks.json().mfa_required).toBe(true);
    // A right code of the app is refused as well until the window passes.
    expect((await loginWith(ctx, demoUsers.company, '10.77.98.1', { code: await codeNow(secret) })).statusCode).toBe(
      429,
    );
  });
});
