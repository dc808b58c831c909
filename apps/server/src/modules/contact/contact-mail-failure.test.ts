import { describe, expect, it } from 'vitest';
import { call, createTestContext } from '../../../test/test-app';
import type { Mail, Mailer } from '../../lib/mailer';
import { customPlan, dialog, page, type Row } from './contact.test-helpers';

describe('when the mail cannot go out', () => {
  it('the request is still stored and answered as sent; emailed_at stays null', async () => {
    const attempts: Mail[] = [];
    let failed!: () => void;
    const attempted = new Promise<void>((resolve) => {
      failed = resolve;
    });
    const failing: Mailer = {
      isConfigured: true,
      async send(mail) {
        attempts.push(mail);
        setTimeout(failed, 20);
        throw new Error('SMTP caído');
      },
    };
    const local = await createTestContext({ seed: false, mailer: failing });
    try {
      const ip = '10.61.0.1';
      const response = await call(local.app, {
        method: 'POST',
        url: '/api/sendemail',
        payload: dialog,
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'Mensaje enviado correctamente' });
      await attempted;
      expect(attempts.map((m) => [m.to, m.replyTo])).toEqual([['ventas@jornada.local', dialog.email]]);
      const rows = await local.superuserQuery<Row>('select name, emailed_at from contact_requests where ip = $1', [ip]);
      expect(rows).toEqual([{ name: dialog.name, emailed_at: null }]);
    } finally {
      await local.close();
    }
  });

  it('without SMTP the mail goes to the log and the request is not marked as emailed', async () => {
    const local = await createTestContext({ seed: false });
    try {
      expect(local.config.smtpUrl).toBeUndefined();
      const ip = '10.61.0.2';
      const response = await call(local.app, {
        method: 'POST',
        url: '/sendemail/customplan',
        payload: customPlan,
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const rows = await local.superuserQuery<Row>('select emailed_at from contact_requests where ip = $1', [ip]);
      expect(rows).toEqual([{ emailed_at: null }]);
    } finally {
      await local.close();
    }
  });

  it('closing the app waits for a mail still on its way', async () => {
    let release!: () => void;
    const sent: Mail[] = [];
    const slow: Mailer = {
      isConfigured: true,
      send: (mail) =>
        new Promise<void>((resolve) => {
          release = () => {
            sent.push(mail);
            resolve();
          };
        }),
    };
    const local = await createTestContext({ seed: false, mailer: slow });
    const response = await call(local.app, {
      method: 'POST',
      url: '/api/sendemail',
      payload: page,
      remoteAddress: '10.61.0.3',
    });
    expect(response.statusCode).toBe(200);
    setTimeout(() => release(), 50);
    await local.app.close();
    expect(sent).toHaveLength(1);
    const rows = await local.superuserQuery<Row>('select emailed_at from contact_requests');
    expect(rows[0]?.emailed_at).toBeInstanceOf(Date);
    await local.close();
  });
});
