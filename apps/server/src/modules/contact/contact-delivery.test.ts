import { describe, expect, it } from 'vitest';
import {
  dialog,
  mailFrom,
  mailsFrom,
  nextIp,
  page,
  postContact,
  rowsFrom,
  useContactContext,
  waitFor,
} from './contact.test-helpers';

useContactContext();

describe('POST /api/sendemail: stored, then emailed to sales', () => {
  it('stores the dialog request and mails it to SALES_EMAIL with reply-to the requester', async () => {
    const ip = nextIp();
    const response = await postContact({ ...dialog, mensaje: 'Somos 12 en el almacén.\nLlamadme por la tarde.' }, ip);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Mensaje enviado correctamente' });

    const [row] = await rowsFrom(ip);
    expect(row).toMatchObject({
      kind: 'contact',
      source: 'dialog',
      name: 'Lucía Fernández',
      email: 'lucia@ferreteria-sol.es',
      company: 'Ferretería Sol S.L.',
      phone: '+34600111222',
      message: 'Somos 12 en el almacén.\nLlamadme por la tarde.',
      consent: true,
      ip,
      user_agent: 'Mozilla/5.0 (pruebas)',
      is_spam: false,
    });

    const mail = await mailFrom(ip);
    expect(mail.subject).toBe('Nueva solicitud de contacto: Lucía Fernández (Ferretería Sol S.L.)');
    expect(mail.replyTo).toBe('lucia@ferreteria-sol.es');
    for (const line of [
      'Nombre: Lucía Fernández',
      'Email: lucia@ferreteria-sol.es',
      'Empresa: Ferretería Sol S.L.',
      'Teléfono: +34600111222',
      'Somos 12 en el almacén.',
      'Llamadme por la tarde.',
      `desde la IP ${ip}`,
      `Solicitud nº ${row?.id}`,
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain('formulario de contacto de la página principal');
    // Delivered: the row says so.
    const emailed = await waitFor(async () => (await rowsFrom(ip))[0]?.emailed_at ?? undefined, 'emailed_at');
    expect(emailed).toBeInstanceOf(Date);
  });

  it("escapes what visitors typed in the mail's HTML and keeps the subject on one line", async () => {
    const ip = nextIp();
    const response = await postContact(
      { ...page, name: 'Eve <img src=x onerror=alert(1)>', mensaje: '<script>alert("x")</script>' },
      ip,
    );
    expect(response.statusCode).toBe(200);
    const mail = await mailFrom(ip);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&#60;script&#62;');
    expect(mail.subject).toBe('Nueva solicitud de contacto: Eve <img src=x onerror=alert(1)>');
    expect(mail.text).toContain('la página de contacto (/contacto)');
  });

  it('a honeypot submission gets the same answer, is stored as spam and is not emailed', async () => {
    const ip = nextIp();
    const spam = await postContact({ ...dialog, name: 'Bot', website: 'http://spam.example' }, ip);
    expect(spam.statusCode).toBe(200);
    expect(spam.json()).toEqual({ success: true, message: 'Mensaje enviado correctamente' });
    const spamPage = await postContact({ ...page, name: 'Bot', website: 'x' }, ip);
    expect(spamPage.json()).toEqual({ success: true, message: '¡Te contactaremos en breve!' });
    // A genuine request after them: once its mail is in, the spam ones would have been too.
    const genuine = await postContact({ ...dialog, name: 'Persona real', website: '' }, ip);
    expect(genuine.statusCode).toBe(200);
    await mailFrom(ip);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const mails = mailsFrom(ip);
    expect(mails.map((m) => m.subject)).toEqual(['Nueva solicitud de contacto: Persona real (Ferretería Sol S.L.)']);
    const rows = await rowsFrom(ip);
    expect(rows.map((r) => [r.name, r.is_spam, r.emailed_at === null])).toEqual([
      ['Bot', true, true],
      ['Bot', true, true],
      ['Persona real', false, false],
    ]);
  });
});
