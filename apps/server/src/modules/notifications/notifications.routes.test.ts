import type { Notification } from '@jornada/shared/api/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockDirectly, type LoggedIn } from '../../../test/clock-helpers';
import {
  file,
  JAVIER,
  PABLO,
  panaderiaPeople,
  send,
  sessionsFor,
  talleresPeople,
  ticket,
} from '../../../test/petition-helpers';
import { type Mailbox, startMailbox } from '../../../test/smtp-mailbox';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';
import { createMailer } from '../../lib/mailer';
import { notifyForgottenClockouts } from './notifications.service';

const BASE = 'http://jornada.test';

let ctx: TestContext;
let mailbox: Mailbox;
let as: (email: string) => LoggedIn;

const recent = async (email: string) => {
  const response = await send(ctx, as(email), 'GET', '/api/petitions/notifications/recent');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Notification[];
};
const setPreferences = (email: string, body: Record<string, boolean>) =>
  send(ctx, as(email), 'PUT', '/api/notification-preferences', body);
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

beforeAll(async () => {
  mailbox = await startMailbox();
  ctx = await createTestContext({ env: { SMTP_URL: mailbox.url, PUBLIC_URL: BASE } });
  as = await sessionsFor(ctx, [...panaderiaPeople, ...talleresPeople]);
});
afterAll(async () => {
  await ctx?.close();
  await mailbox?.close();
});

describe('a new petition and its decision', () => {
  it('the assignee gets a notification and an email with a link to the petition in their inbox', async () => {
    const petition = await file(ctx, as(demoUsers.worker), {
      table_name: 'vacations',
      vacation_type: 'vacaciones',
      start_date: '2027-02-01',
      end_date: '2027-02-05',
    });
    const [latest] = await recent(demoUsers.manager);
    expect(latest).toMatchObject({
      type: 'vacation',
      title: 'Nueva petición: Vacaciones y permisos',
      message: 'Lucía Fernández: Vacaciones del 01/02/2027 al 05/02/2027 (5 días laborables)',
      link: `/petitions?view=inbox&id=${petition.id}`,
      petition_id: petition.id,
      read: false,
    });
    expect(latest?.id).toMatch(/^vacation_\d+$/);
    expect(Date.now() - new Date(latest?.timestamp as string).getTime()).toBeLessThan(60_000);

    const mail = await mailbox.nthMailTo(demoUsers.manager, 1);
    expect(mail.subject).toBe('Nueva petición de Lucía Fernández: Vacaciones y permisos');
    expect(mail.text).toContain('Hola Carlos Ruiz:');
    expect(mail.text).toContain(`${BASE}/petitions?view=inbox&id=${petition.id}`);
    expect(mail.html).toContain(`href="${BASE}/petitions?view=inbox&#38;id=${petition.id}"`);
  });

  it('the requester is told of the decision, with the comment, by notification and email', async () => {
    const petition = await file(ctx, as(demoUsers.worker), ticket('Aviso de decisión'));
    await mailbox.nthMailTo(demoUsers.manager, 2);
    const decided = await send(ctx, as(demoUsers.manager), 'POST', `/api/petitions/${petition.id}/decision`, {
      decision: 'rejected',
      comment: 'Ya está resuelto',
    });
    expect(decided.statusCode).toBe(200);
    const [latest] = await recent(demoUsers.worker);
    expect(latest).toMatchObject({
      type: 'ticket',
      title: 'Petición rechazada',
      link: `/petitions?view=outbox&id=${petition.id}`,
    });
    expect(latest?.message).toBe(
      'Carlos Ruiz ha rechazado tu petición: Problemas técnicos con la app: Aviso de decisión. Comentario: «Ya está resuelto»',
    );
    const mail = await mailbox.nthMailTo(demoUsers.worker, 1);
    expect(mail.subject).toBe('Petición rechazada: Incidencia');
    expect(mail.text).toContain(`${BASE}/petitions?view=outbox&id=${petition.id}`);
  });

  it('a preference switched off stops the email, not the notification', async () => {
    const off = await setPreferences(demoUsers.manager, { new_petition_assigned: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({
      new_petition_assigned: false,
      decision_on_mine: true,
      forgotten_clockout: true,
      monthly_summary: true,
      record_digest: true,
    });
    const before = mailbox.mailsTo(demoUsers.manager).length;

    const petition = await file(ctx, as(JAVIER), ticket('Sin email al manager'));
    // The decision's email to Javier is sent after the petition's would have been.
    await send(ctx, as(demoUsers.manager), 'POST', `/api/petitions/${petition.id}/decision`, { decision: 'approved' });
    await mailbox.nthMailTo(JAVIER, 1);
    await settle();
    expect(mailbox.mailsTo(demoUsers.manager)).toHaveLength(before);
    expect((await recent(demoUsers.manager)).some((n) => n.petition_id === petition.id)).toBe(true);

    // Javier does not want decisions by email either.
    await setPreferences(JAVIER, { decision_on_mine: false });
    const second = await file(ctx, as(JAVIER), ticket('Sin email a Javier'));
    await send(ctx, as(demoUsers.manager), 'POST', `/api/petitions/${second.id}/decision`, { decision: 'approved' });
    await settle();
    expect(mailbox.mailsTo(JAVIER)).toHaveLength(1);
    expect((await recent(JAVIER))[0]).toMatchObject({ petition_id: second.id, title: 'Petición aprobada' });

    await setPreferences(demoUsers.manager, { new_petition_assigned: true });
    await setPreferences(JAVIER, { decision_on_mine: true });
  });
});

describe('reading notifications', () => {
  it('one, or all at once, only mine; another company’s id is not found', async () => {
    const mine = await recent(demoUsers.worker);
    const target = mine.find((n) => !n.read) as Notification;
    const marked = await send(ctx, as(demoUsers.worker), 'POST', `/api/petitions/notifications/${target.id}/read`);
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await recent(demoUsers.worker)).find((n) => n.id === target.id)?.read).toBe(true);
    // By its number too; someone else's (same company or not) is 404.
    const number = target.id.split('_')[1];
    expect(
      (await send(ctx, as(demoUsers.worker), 'POST', `/api/petitions/notifications/${number}/read`)).statusCode,
    ).toBe(200);
    for (const email of [demoUsers.manager, demoUsers.company2]) {
      const other = await send(ctx, as(email), 'POST', `/api/petitions/notifications/${target.id}/read`);
      expect(other.statusCode, email).toBe(404);
      expect(other.json().message).toBe('Notificación no encontrada');
    }
    expect((await send(ctx, as(demoUsers.worker), 'POST', '/api/petitions/notifications/otra_1/read')).statusCode).toBe(
      400,
    );

    const all = await send(ctx, as(demoUsers.manager), 'POST', '/api/petitions/notifications/read-all');
    expect(all.json().updated).toBeGreaterThan(0);
    expect((await recent(demoUsers.manager)).every((n) => n.read)).toBe(true);
    // Elena's list holds only her company's.
    const elena = await recent(demoUsers.company2);
    expect(elena.map((n) => n.message)).toEqual(['Sergio López: Olvido de fichar salida: Fiché la salida tarde']);
  });

  it('preferences: all on by default, any of the three changed alone, nothing is not a change', async () => {
    expect((await send(ctx, as(demoUsers.company), 'GET', '/api/notification-preferences')).json()).toEqual({
      new_petition_assigned: true,
      decision_on_mine: true,
      forgotten_clockout: true,
      monthly_summary: true,
      record_digest: true,
    });
    const empty = await setPreferences(demoUsers.company, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Indica al menos una preferencia');
    for (const email of ['plataforma@jornada.test', 'gestoria@jornada.test']) {
      const cookie = await loginAs(ctx.app, email);
      const response = await call(ctx.app, { method: 'GET', url: '/api/notification-preferences', cookie });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('forgotten clock-outs', () => {
  it('are announced once to the worker and to who would decide the correction, by email where wanted', async () => {
    await setPreferences(demoUsers.company, { forgotten_clockout: false });
    const pablo = as(PABLO);
    const shift = await clockDirectly(ctx, pablo.user, 'start', { occurredAt: new Date(Date.now() - 14 * 3600_000) });
    const mailer = createMailer({ smtpUrl: mailbox.url, from: 'Jornada <no-reply@jornada.test>', log: ctx.app.log });
    const sweep = () => notifyForgottenClockouts(ctx.database.db, { mailer, baseUrl: BASE, log: ctx.app.log });

    // Pablo (no manager) and the admin of panadería; Sergio of talleres has no open shift.
    expect(await sweep()).toBe(2);
    expect(await sweep()).toBe(0);

    const link = `/petitions/create/workshift-correction?workshift_id=${shift.id}`;
    const [own] = await recent(PABLO);
    expect(own).toMatchObject({ type: 'workshift', title: 'Jornada sin cerrar', link });
    expect(own?.id).toMatch(/^workshift_\d+$/);
    const [admin] = await recent(demoUsers.company);
    expect(admin?.message).toMatch(
      /^La jornada de Pablo Díaz del \d{2}\/\d{2}\/\d{4} \(desde las \d{2}:\d{2}\) sigue abierta/,
    );

    const toPablo = await mailbox.nthMailTo(PABLO, 1);
    expect(toPablo.subject).toBe('Tienes una jornada sin cerrar');
    expect(toPablo.text).toContain(`${BASE}${link}`);
    await settle();
    expect(mailbox.mailsTo(demoUsers.company)).toHaveLength(0);
    await setPreferences(demoUsers.company, { forgotten_clockout: true });
  });
});

describe('when email cannot be sent', () => {
  let failing: TestContext;
  beforeAll(async () => {
    failing = await createTestContext({
      mailer: {
        isConfigured: true,
        async send() {
          throw new Error('SMTP caído');
        },
      },
    });
  });
  afterAll(() => failing?.close());

  it('the petition and its decision still succeed, and the notifications are there', async () => {
    const worker = await loginAs(failing.app, demoUsers.worker);
    const manager = await loginAs(failing.app, demoUsers.manager);
    const created = await call(failing.app, {
      method: 'POST',
      url: '/api/petitions',
      cookie: worker,
      payload: ticket(),
    });
    expect(created.statusCode, created.body).toBe(200);
    const decided = await call(failing.app, {
      method: 'POST',
      url: `/api/petitions/${created.json().id}/decision`,
      cookie: manager,
      payload: { decision: 'approved' },
    });
    expect(decided.statusCode).toBe(200);
    const notes = await call(failing.app, {
      method: 'GET',
      url: '/api/petitions/notifications/recent',
      cookie: worker,
    });
    expect(notes.json()[0]).toMatchObject({ title: 'Petición aprobada' });
  });
});
