import { CONTACT_MESSAGES } from '@jornada/shared/api/contact';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/test-app';
import {
  ctx,
  customPlan,
  mailFrom,
  nextIp,
  postCustomPlan,
  rowsFrom,
  useContactContext,
  waitFor,
} from './contact.test-helpers';

useContactContext();

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
