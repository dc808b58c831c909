import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTACT_MESSAGES } from '@jornada/shared/api/contact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mailbox, startMailbox } from '../../../test/smtp-mailbox';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';
import type { Mail, Mailer } from '../../lib/mailer';
import { CONTACT_RATE_LIMIT } from './contact.service';

const SALES = 'ventas@jornada.test';

let mailbox: Mailbox;
let ctx: TestContext;
let ipCounter = 0;
/** A fresh client address per test, so the per-IP limit of one test never touches another. */
const nextIp = () => `10.60.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  mailbox = await startMailbox();
  ctx = await createTestContext({ env: { SMTP_URL: mailbox.url, SALES_EMAIL: SALES } });
});
afterAll(async () => {
  await ctx.close();
  await mailbox.close();
});

const dialog = {
  source: 'dialog',
  name: 'Lucía Fernández',
  email: 'lucia@ferreteria-sol.es',
  empresa: 'Ferretería Sol S.L.',
  tlf: '600 111 222',
  check: true,
};
const page = {
  source: 'page',
  name: 'Andrés Gil',
  email: 'andres@example.es',
  mensaje: '¿Sirve para una cooperativa con turnos de noche?\nGracias.',
  check: true,
};
const customPlan = {
  name: 'Marta Ruiz',
  email: 'marta@logistica-ruiz.es',
  company: 'Logística Ruiz S.A.',
  phone: '+34 911 222 333',
  check: true,
  numWorkers: '101-250',
  workers: 180,
  plan: 'enterprise',
};

type Row = Record<string, unknown>;

async function rowsFrom(ip: string): Promise<Row[]> {
  return ctx.superuserQuery<Row>('select * from contact_requests where ip = $1 order by id', [ip]);
}

async function waitFor<T>(check: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let waited = 0; waited < 5000; waited += 25) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no llegó: ${what}`);
}

/** Mails go out after the answer, in any order: a test finds its own by the client address it used. */
const mailsFrom = (ip: string) => mailbox.mailsTo(SALES).filter((m) => m.text.includes(`desde la IP ${ip}.`));
const mailFrom = (ip: string) => waitFor(async () => mailsFrom(ip)[0], `el email de ${ip}`);

function postContact(payload: unknown, ip: string, headers: Record<string, string> = {}) {
  return call(ctx.app, {
    method: 'POST',
    url: '/api/sendemail',
    payload: payload as object,
    remoteAddress: ip,
    headers: { 'user-agent': 'Mozilla/5.0 (pruebas)', ...headers },
  });
}

function postCustomPlan(payload: unknown, ip: string) {
  return call(ctx.app, { method: 'POST', url: '/sendemail/customplan', payload: payload as object, remoteAddress: ip });
}

describe('POST /api/sendemail: validation (SPEC §5)', () => {
  it('the contact dialog requires name, email, empresa, tlf and the privacy checkbox, each with its message', async () => {
    const ip = nextIp();
    const response = await postContact({ source: 'dialog' }, ip);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: 'El email es requerido',
      empresa: CONTACT_MESSAGES.companyRequired,
      tlf: 'El teléfono es requerido',
      check: CONTACT_MESSAGES.privacyRequired,
    });
    for (const [field, value, message] of [
      ['name', '   ', 'El nombre es requerido'],
      ['email', 'no-es-un-email', 'Correo electrónico inválido'],
      ['empresa', '', 'El nombre de la empresa es requerido'],
      ['tlf', '12', 'El teléfono debe tener entre 9 y 15 dígitos y puede empezar por +'],
      ['check', false, 'Debes aceptar la política de privacidad.'],
    ] as const) {
      const bad = await postContact({ ...dialog, [field]: value }, ip);
      expect(bad.statusCode, field).toBe(400);
      expect(bad.json().message, field).toBe(message);
      expect(bad.json().fields, field).toEqual({ [field]: message });
    }
    expect(await rowsFrom(ip)).toEqual([]);
  });

  it('the contact page requires name, email, mensaje and consent ("Debes aceptar los términos y condiciones.")', async () => {
    const ip = nextIp();
    const response = await postContact({ source: 'page' }, ip);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: 'El email es requerido',
      mensaje: CONTACT_MESSAGES.messageRequired,
      check: 'Debes aceptar los términos y condiciones.',
    });
    const noConsent = await postContact({ ...page, check: false }, ip);
    expect(noConsent.json()).toMatchObject({ message: 'Debes aceptar los términos y condiciones.' });
    const tooLong = await postContact({ ...page, mensaje: 'a'.repeat(5001) }, ip);
    expect(tooLong.json().message).toBe('El mensaje no puede superar 5000 caracteres');
    // Optional fields, when given, must still be right.
    const badPhone = await postContact({ ...page, tlf: 'abc' }, ip);
    expect(badPhone.json().fields).toEqual({
      tlf: 'El teléfono debe tener entre 9 y 15 dígitos y puede empezar por +',
    });
    expect(await rowsFrom(ip)).toEqual([]);
  });

  it('the contact page leaves empresa and tlf optional (empty fields are no value)', async () => {
    const ip = nextIp();
    const response = await postContact({ ...page, empresa: '', tlf: '' }, ip);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: '¡Te contactaremos en breve!' });
    const [row] = await rowsFrom(ip);
    expect(row).toMatchObject({ source: 'page', company: null, phone: null, message: page.mensaje });
  });

  it("a body in SPEC's bare shape (no source) is the page form with a mensaje, else the dialog", async () => {
    const ip = nextIp();
    const { source: _page, ...bare } = page;
    const asPage = await postContact({ ...bare, empresa: '', tlf: '' }, ip);
    expect(asPage.json()).toEqual({ success: true, message: '¡Te contactaremos en breve!' });
    const { source: _dialog, ...bareDialog } = dialog;
    const asDialog = await postContact({ ...bareDialog, mensaje: '' }, ip);
    expect(asDialog.json()).toEqual({ success: true, message: 'Mensaje enviado correctamente' });
    // Without a mensaje the dialog's rules apply: its required fields are asked for.
    const incomplete = await postContact({ name: 'Sin datos', email: 'x@example.es', check: true }, ip);
    expect(incomplete.json().fields).toEqual({
      empresa: CONTACT_MESSAGES.companyRequired,
      tlf: 'El teléfono es requerido',
    });
    const unknown = await postContact({ ...dialog, source: 'otro' }, ip);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(CONTACT_MESSAGES.sourceInvalid);
    expect((await rowsFrom(ip)).map((r) => r.source)).toEqual(['page', 'dialog']);
  });
});

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

describe('POST /sendemail/customplan', () => {
  it('validates each field; every error answer carries `error` as well as `message`', async () => {
    const ip = nextIp();
    const empty = await postCustomPlan({}, ip);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: 'El email es requerido',
      company: CONTACT_MESSAGES.companyRequired,
      phone: 'El teléfono es requerido',
      check: CONTACT_MESSAGES.privacyRequired,
      numWorkers: CONTACT_MESSAGES.numWorkersRequired,
    });
    expect(empty.json().error).toBe(empty.json().message);
    for (const [change, message] of [
      [{ numWorkers: '1-2' }, 'Selecciona el número de trabajadores'],
      [{ numWorkers: '3-10', workers: 40 }, 'El número de trabajadores no está dentro del rango elegido'],
      [{ workers: 'muchos' }, 'Indica un número de trabajadores válido'],
      [{ check: false }, 'Debes aceptar la política de privacidad.'],
      [{ email: 'marta@' }, 'Correo electrónico inválido'],
    ] as const) {
      const bad = await postCustomPlan({ ...customPlan, ...change }, ip);
      expect(bad.statusCode, message).toBe(400);
      expect(bad.json(), message).toMatchObject({ message, error: message });
    }
    expect(await rowsFrom(ip)).toEqual([]);
  });

  it('takes every SPEC range', async () => {
    const ip = nextIp();
    for (const numWorkers of ['3-10', '11-50', '51-100', '101-250', '251-500']) {
      const response = await postCustomPlan({ ...customPlan, numWorkers, workers: '' }, ip);
      expect(response.statusCode, numWorkers).toBe(200);
    }
    expect((await rowsFrom(ip)).map((r) => r.num_workers)).toEqual(['3-10', '11-50', '51-100', '101-250', '251-500']);
  });

  it('stores the request and mails it to sales with reply-to the requester', async () => {
    const ip = nextIp();
    const response = await postCustomPlan(customPlan, ip);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: CONTACT_MESSAGES.sentCustomPlan });
    const [row] = await rowsFrom(ip);
    expect(row).toMatchObject({
      kind: 'custom_plan',
      source: null,
      name: 'Marta Ruiz',
      email: 'marta@logistica-ruiz.es',
      company: 'Logística Ruiz S.A.',
      phone: '+34911222333',
      num_workers: '101-250',
      workers: 180,
      plan: 'enterprise',
      consent: true,
      is_spam: false,
    });
    const mail = await mailFrom(ip);
    expect(mail.subject).toBe('Solicitud de plan personalizado: Logística Ruiz S.A. (101-250 trabajadores)');
    expect(mail.replyTo).toBe('marta@logistica-ruiz.es');
    expect(mail.text).toContain('Trabajadores: 101-250 (indica 180)');
    expect(mail.text).toContain('Plan de interés: enterprise');
    await waitFor(async () => (await rowsFrom(ip))[0]?.emailed_at ?? undefined, 'emailed_at');
  });

  it('a honeypot submission gets the same answer and is stored as spam, not emailed', async () => {
    const ip = nextIp();
    const response = await postCustomPlan({ ...customPlan, website: 'https://spam.example' }, ip);
    expect(response.json()).toEqual({ success: true, message: CONTACT_MESSAGES.sentCustomPlan });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [row] = await rowsFrom(ip);
    expect(row).toMatchObject({ is_spam: true, emailed_at: null });
  });

  it('needs the X-Requested-With header like the API (403 with `error`)', async () => {
    const ip = nextIp();
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/sendemail/customplan',
      payload: customPlan,
      remoteAddress: ip,
      skipCsrfHeader: true,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      message: 'Solicitud rechazada por seguridad (CSRF). Recarga la página.',
      error: 'Solicitud rechazada por seguridad (CSRF). Recarga la página.',
    });
    const crossSite = await call(ctx.app, {
      method: 'POST',
      url: '/sendemail/customplan',
      payload: customPlan,
      remoteAddress: ip,
      headers: { origin: 'https://atacante.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await rowsFrom(ip)).toEqual([]);
  });
});

describe('CSRF on /api/sendemail', () => {
  it('refuses a post without X-Requested-With or from another site, and stores nothing', async () => {
    const ip = nextIp();
    const bare = await call(ctx.app, {
      method: 'POST',
      url: '/api/sendemail',
      payload: dialog,
      remoteAddress: ip,
      skipCsrfHeader: true,
    });
    expect(bare.statusCode).toBe(403);
    const crossSite = await postContact(dialog, ip, { origin: 'https://atacante.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(await rowsFrom(ip)).toEqual([]);
  });

  it('is not skipped by %-escaping the path (the router decodes it, the guard looks at the route)', async () => {
    const ip = nextIp();
    for (const [url, payload] of [
      ['/%61pi/sendemail', dialog],
      ['/%73endemail/customplan', customPlan],
      ['/sendemail/%63ustomplan', customPlan],
    ] as const) {
      const response = await call(ctx.app, { method: 'POST', url, payload, remoteAddress: ip, skipCsrfHeader: true });
      expect(response.statusCode, url).toBe(403);
    }
    expect(await rowsFrom(ip)).toEqual([]);
  });
});

describe('per-IP rate limit', () => {
  it(`of ${CONTACT_RATE_LIMIT.perIp} requests per ${CONTACT_RATE_LIMIT.windowMinutes} minutes holds for parallel posts: exactly ${CONTACT_RATE_LIMIT.perIp} of 10 get through`, async () => {
    const ip = nextIp();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => postContact({ ...dialog, name: `Persona ${i}` }, ip)),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([
      ...Array(CONTACT_RATE_LIMIT.perIp).fill(200),
      ...Array(10 - CONTACT_RATE_LIMIT.perIp).fill(429),
    ]);
    const refused = responses.find((r) => r.statusCode === 429);
    expect(refused?.json().message).toBe('Has enviado demasiadas solicitudes. Inténtalo de nuevo más tarde.');
    const retryAfter = Number(refused?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.windowMinutes * 60);
    expect(await rowsFrom(ip)).toHaveLength(CONTACT_RATE_LIMIT.perIp);

    // Each endpoint has its own count; other addresses are not affected.
    expect((await postCustomPlan(customPlan, ip)).statusCode).toBe(200);
    expect((await postContact(dialog, nextIp())).statusCode).toBe(200);
    // Honeypot submissions count too (a bot is refused like anyone else once over the limit).
    expect((await postContact({ ...dialog, website: 'x' }, ip)).statusCode).toBe(429);
  });

  it('the custom plan endpoint has the same limit, answered with `error` too', async () => {
    const ip = nextIp();
    const responses = await Promise.all(Array.from({ length: 8 }, () => postCustomPlan(customPlan, ip)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(CONTACT_RATE_LIMIT.perIp);
    const refused = responses.find((r) => r.statusCode === 429);
    expect(refused?.json()).toMatchObject({
      message: CONTACT_MESSAGES.tooManyRequests,
      error: CONTACT_MESSAGES.tooManyRequests,
    });
  });

  it('counts only the window: requests older than it no longer count', async () => {
    const ip = nextIp();
    for (let i = 0; i < CONTACT_RATE_LIMIT.perIp; i++) expect((await postContact(page, ip)).statusCode).toBe(200);
    expect((await postContact(page, ip)).statusCode).toBe(429);
    // The owner moves them back in time (the app role may not: it only updates emailed_at).
    await ctx.superuserQuery(
      `update contact_requests set created_at = created_at - make_interval(mins => $2) where ip = $1`,
      [ip, CONTACT_RATE_LIMIT.windowMinutes + 1],
    );
    expect((await postContact(page, ip)).statusCode).toBe(200);
  });
});

describe('the application role on contact_requests', () => {
  it('may insert and read, and update only emailed_at: no rewriting, no deleting', async () => {
    const db = ctx.database.db;
    await expect(
      db
        .updateTable('contact_requests')
        .set({ name: 'otro' } as never)
        .execute(),
    ).rejects.toThrow(/permission denied/);
    await expect(db.deleteFrom('contact_requests').execute()).rejects.toThrow(/permission denied/);
  });
});

describe('GET /api/admin/contact-requests', () => {
  it('is for the platform admin only: 401 anonymous, 403 every company and gestoría role', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/api/admin/contact-requests' })).statusCode).toBe(401);
    for (const email of [demoUsers.gestoria, demoUsers.company, demoUsers.manager, demoUsers.worker]) {
      const cookie = await loginAs(ctx.app, email, undefined, nextIp());
      const response = await call(ctx.app, { method: 'GET', url: '/api/admin/contact-requests', cookie });
      expect(response.statusCode, email).toBe(403);
      expect(response.json().message).toBe('No tienes permiso para realizar esta acción');
    }
  });

  it('lists newest first, paginated, without spam unless asked, filtered by kind', async () => {
    const ip = nextIp();
    await postContact({ ...dialog, name: 'Primera' }, ip);
    await postContact({ ...page, name: 'Segunda', website: 'bot' }, ip);
    await postCustomPlan({ ...customPlan, name: 'Tercera' }, ip);
    const cookie = await loginAs(ctx.app, demoUsers.navegatel, undefined, nextIp());
    const list = async (query: string) => {
      const response = await call(ctx.app, { method: 'GET', url: `/api/admin/contact-requests${query}`, cookie });
      expect(response.statusCode, `${query} → ${response.body}`).toBe(200);
      return response.json();
    };

    const all = await list('?spam=include&pageSize=100');
    const mine = all.data.filter((r: { ip: string }) => r.ip === ip);
    expect(mine.map((r: { name: string }) => r.name)).toEqual(['Tercera', 'Segunda', 'Primera']);
    expect(mine[0]).toMatchObject({
      kind: 'custom_plan',
      source: null,
      numWorkers: '101-250',
      workers: 180,
      plan: 'enterprise',
      isSpam: false,
    });
    expect(mine[1]).toMatchObject({ kind: 'contact', source: 'page', isSpam: true, emailedAt: null });
    expect(mine[2]).toMatchObject({ kind: 'contact', source: 'dialog', company: 'Ferretería Sol S.L.' });
    expect(Date.parse(mine[2].createdAt)).not.toBeNaN();

    const withoutSpam = await list('?pageSize=100');
    expect(withoutSpam.data.every((r: { isSpam: boolean }) => !r.isSpam)).toBe(true);
    expect(withoutSpam.total).toBe(all.total - all.data.filter((r: { isSpam: boolean }) => r.isSpam).length);
    const onlySpam = await list('?spam=only&pageSize=100');
    expect(onlySpam.data.every((r: { isSpam: boolean }) => r.isSpam)).toBe(true);
    const plans = await list('?kind=custom_plan&pageSize=100');
    expect(plans.data.every((r: { kind: string }) => r.kind === 'custom_plan')).toBe(true);

    const first = await list('?spam=include&pageSize=1');
    const second = await list('?spam=include&pageSize=1&page=2');
    expect(first).toMatchObject({ page: 1, pageSize: 1, total: all.total });
    expect(first.data).toHaveLength(1);
    expect(second.data[0].id).not.toBe(first.data[0].id);
    expect(first.data[0].id).toBe(all.data[0].id);
    expect(second.data[0].id).toBe(all.data[1].id);

    const bad = await call(ctx.app, { method: 'GET', url: '/api/admin/contact-requests?pageSize=500', cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('El tamaño de página debe estar entre 1 y 100');
  });
});

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

describe('with the built web (SPA fallback)', () => {
  it('does not swallow /sendemail/customplan or /texts/: they stay the server’s', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'jornada-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SPA</title>');
    const local = await createTestContext({ seed: false, env: { WEB_DIST_DIR: dist } });
    try {
      const spa = await call(local.app, { method: 'GET', url: '/contacto' });
      expect(spa.body).toContain('<title>SPA</title>');
      const post = await call(local.app, {
        method: 'POST',
        url: '/sendemail/customplan',
        payload: customPlan,
        remoteAddress: '10.61.0.4',
      });
      expect(post.json()).toEqual({ success: true, message: CONTACT_MESSAGES.sentCustomPlan });
      for (const url of ['/sendemail/customplan', '/sendemail/otra', '/texts/NoExiste.html', '/texts']) {
        const response = await call(local.app, { method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toContain('application/json');
      }
      const legal = await call(local.app, { method: 'GET', url: '/texts/AvisoLegal.html' });
      expect(legal.statusCode).toBe(200);
      expect(legal.headers['content-type']).toBe('text/html; charset=utf-8');
    } finally {
      await local.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
