import type { Notification } from '@jornada/shared/api/notifications';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clockDirectly, type LoggedIn } from '../../../test/clock-helpers';
import {
  JAVIER,
  MARTA,
  PABLO,
  panaderiaPeople,
  send,
  sessionsFor,
  talleresPeople,
} from '../../../test/petition-helpers';
import { runCliOn } from '../../../test/run-cli';
import { type Mailbox, startMailbox } from '../../../test/smtp-mailbox';
import { createTestContext, demoUsers, type TestContext } from '../../../test/test-app';
import { withTenant } from '../../db/tenant';
import { createMailer } from '../../lib/mailer';
import { isDigestSignatureValid, signedFieldsOfPublished } from '../record/digest-signature';
import { publishCheckpoints, publishDigests } from '../record/publish-digests';
import { sendMonthlySummaries, summaryMonthOf } from './send-monthly-summaries';

const BASE = 'http://jornada.test';
const isPostgres = inject('testDatabase').kind === 'postgres';
/** 00:20 on 1 March 2031 in Madrid (CET): February's summaries are due. Never the real date. */
const MARCH_1 = new Date('2031-02-28T23:20:00Z');
/** The people who clock: every worker and manager of both companies (the admins do not clock). */
const CLOCKING = [demoUsers.manager, demoUsers.worker, JAVIER, MARTA, PABLO, demoUsers.worker2];

let ctx: TestContext;
let mailbox: Mailbox;
let as: (email: string) => LoggedIn;
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

const sweep = (now: Date, month?: string) =>
  sendMonthlySummaries(
    ctx.database.db,
    {
      mailer: createMailer({ smtpUrl: mailbox.url, from: 'Jornada <no-reply@jornada.test>', log: ctx.app.log }),
      baseUrl: BASE,
      log: ctx.app.log,
    },
    { now, month },
  );
const list = (email: string) => send(ctx, as(email), 'GET', '/api/workshift/monthly-summaries');
const acknowledge = (email: string, month: string) =>
  send(ctx, as(email), 'POST', `/api/workshift/monthly-summaries/${month}/acknowledge`);
const recent = async (email: string) =>
  (await send(ctx, as(email), 'GET', '/api/petitions/notifications/recent')).json() as Notification[];
const stored = (email: string, month: string) =>
  ctx.superuserQuery<{
    acknowledged_at: Date | null;
    acknowledged_ip: string | null;
    acknowledged_user_agent: string | null;
  }>(
    `select s.acknowledged_at, s.acknowledged_ip, s.acknowledged_user_agent from monthly_summaries s
       join users u on u.id = s.user_id where u.email = $1 and s.month = $2`,
    [email, month],
  );

beforeAll(async () => {
  mailbox = await startMailbox();
  ctx = await createTestContext({ env: { SMTP_URL: mailbox.url, PUBLIC_URL: BASE } });
  as = await sessionsFor(ctx, [...panaderiaPeople, ...talleresPeople]);
  // Lucía worked two days in February 2031; Marta wants no summary by email.
  for (const day of ['2031-02-03', '2031-02-04']) {
    await clockDirectly(ctx, as(demoUsers.worker).user, 'start', { occurredAt: new Date(`${day}T07:00:00Z`) });
    await clockDirectly(ctx, as(demoUsers.worker).user, 'end', { occurredAt: new Date(`${day}T14:30:00Z`) });
  }
  const off = await send(ctx, as(MARTA), 'PUT', '/api/notification-preferences', { monthly_summary: false });
  expect(off.statusCode, off.body).toBe(200);
  // The record's signed digest of 27 February 2031, which the summary quotes.
  await publishDigests(ctx.database.db, ctx.signingKey, { now: new Date('2031-02-27T21:00:00Z') });
  // A later checkpoint in the same chain (the manager clocked on the 28th): never the one quoted.
  for (const [action, time] of [
    ['start', '08:00'],
    ['end', '09:00'],
  ] as const) {
    await clockDirectly(ctx, as(demoUsers.manager).user, action, { occurredAt: new Date(`2031-02-28T${time}:00Z`) });
  }
  expect(await publishCheckpoints(ctx.database.db, ctx.signingKey, { now: new Date('2031-02-28T09:10:00Z') })).toBe(1);
});
afterAll(async () => {
  await ctx?.close();
  await mailbox?.close();
});

describe('which month is due', () => {
  it('is the one before the current Madrid month, at any hour', () => {
    expect(summaryMonthOf(MARCH_1)).toBe('2031-02');
    // 23:50 on 28 February in Madrid, already 1 March nowhere that matters.
    expect(summaryMonthOf(new Date('2031-02-28T22:50:00Z'))).toBe('2031-01');
    // 00:05 on 1 August (CEST), still 31 July in UTC.
    expect(summaryMonthOf(new Date('2031-07-31T22:05:00Z'))).toBe('2031-07');
    expect(summaryMonthOf(new Date('2031-01-01T07:05:00Z'))).toBe('2030-12');
  });
});

describe('the sweep', () => {
  it('hands last month over once to everyone who clocks, by email (PDF attached) where wanted', async () => {
    const report = await sweep(MARCH_1);
    expect(report).toEqual({ month: '2031-02', sent: CLOCKING.length, emailed: CLOCKING.length - 1 });
    // Later runs that month, even two at once, send nothing more.
    const again = await Promise.all([sweep(new Date('2031-03-01T09:00:00Z')), sweep(new Date('2031-03-15T12:00:00Z'))]);
    expect(again.map((r) => r.sent)).toEqual([0, 0]);

    const mail = await mailbox.nthMailTo(demoUsers.worker, 1);
    expect(mail.subject).toBe('Tu resumen de horas de febrero de 2031');
    expect(mail.text).toContain('Hola Lucía Fernández:');
    expect(mail.text).toContain(`${BASE}/time-history?month=2031-02`);
    expect(mail.text).toContain('Tiempo trabajado: 15:00');
    expect(mail.text).toMatch(/Resumen firmado del registro de la empresa del 27\/02\/2031: raíz [0-9a-f]{64}/);
    // The month's latest daily digest, whole: its hash, its signature, and a copy to keep (JSON).
    expect(mail.text).toMatch(/Huella del resumen \(SHA-256 del texto firmado\): [0-9a-f]{64}/);
    expect(mail.text).toContain('Firma (Ed25519, base64): ');
    expect(mail.attachments).toHaveLength(2);
    const [pdf, copy] = mail.attachments;
    const kept = JSON.parse(copy?.content.toString('utf8') ?? '{}');
    expect(copy?.contentType).toBe('application/json');
    expect(kept.digest).toMatchObject({ kind: 'daily', day: '2031-02-27', created_at: '2031-02-27T21:00:00.000Z' });
    expect(mail.text).toContain(`Firma (Ed25519, base64): ${kept.digest.signature}`);
    expect(isDigestSignatureValid(ctx.signingKey, signedFieldsOfPublished(kept.digest), kept.digest.signature)).toBe(
      true,
    );
    expect(pdf?.filename).toBe('registro-jornada-2031-02.pdf');
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf?.content.length).toBeGreaterThan(500);

    await settle();
    for (const email of CLOCKING) {
      expect(mailbox.mailsTo(email), email).toHaveLength(email === MARTA ? 0 : 1);
      const [latest] = await recent(email);
      expect(latest, email).toMatchObject({
        type: 'workshift',
        title: 'Resumen mensual de horas',
        message: 'Tu resumen de horas de febrero de 2031 está disponible. Revísalo y marca «Recibido».',
        link: '/time-history?month=2031-02',
        read: false,
      });
      const own = await list(email);
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json()).toEqual({
        data: [{ month: '2031-02', sent_at: MARCH_1.toISOString(), acknowledged_at: null }],
      });
    }
    // The admins do not clock: no summary, no mail.
    expect(mailbox.mailsTo(demoUsers.company)).toHaveLength(0);
    expect(mailbox.mailsTo(demoUsers.company2)).toHaveLength(0);
    expect((await recent(demoUsers.company)).some((n) => n.link?.startsWith('/time-history'))).toBe(false);
  });

  it('on 1 April (00:20 CEST, 31 March in UTC) hands March over, and nobody gets February twice', async () => {
    const before = mailbox.mailsTo(demoUsers.worker).length;
    const report = await sweep(new Date('2031-03-31T22:20:00Z'));
    expect(report).toMatchObject({ month: '2031-03', sent: CLOCKING.length });
    const mail = await mailbox.nthMailTo(demoUsers.worker, before + 1);
    expect(mail.subject).toBe('Tu resumen de horas de marzo de 2031');
    expect(mail.text).not.toContain('Resumen firmado');
    const months = (await list(demoUsers.worker)).json().data.map((s: { month: string }) => s.month);
    expect(months).toEqual(['2031-03', '2031-02']);
  });
});

describe('acknowledging ("Recibido")', () => {
  it('another worker’s call only ever touches their own summary; 2nd call keeps the 1st time', async () => {
    const javier = await acknowledge(JAVIER, '2031-02');
    expect(javier.statusCode, javier.body).toBe(200);
    expect((await stored(demoUsers.worker, '2031-02'))[0]?.acknowledged_at).toBeNull();

    const first = await acknowledge(demoUsers.worker, '2031-02');
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ month: '2031-02', sent_at: MARCH_1.toISOString() });
    expect(Math.abs(Date.now() - new Date(body.acknowledged_at).getTime())).toBeLessThan(60_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await acknowledge(demoUsers.worker, '2031-02');
    expect(second.statusCode).toBe(200);
    expect(second.json().acknowledged_at).toBe(body.acknowledged_at);

    const [row] = await stored(demoUsers.worker, '2031-02');
    expect(row?.acknowledged_ip).toBe('127.0.0.1');
    expect(row?.acknowledged_user_agent).toBe('lightMyRequest');
    const own = (await list(demoUsers.worker)).json().data;
    expect(own).toEqual([
      { month: '2031-03', sent_at: '2031-03-31T22:20:00.000Z', acknowledged_at: null },
      { month: '2031-02', sent_at: MARCH_1.toISOString(), acknowledged_at: body.acknowledged_at },
    ]);
    // Written once to the company's activity log, visible to its admin.
    const logs = await send(ctx, as(demoUsers.company), 'GET', '/api/logs?action=monthly_summary.acknowledged');
    expect(logs.statusCode, logs.body).toBe(200);
    expect(JSON.stringify(logs.json())).toContain('Resumen mensual recibido');
    const audited = await ctx.superuserQuery<{ n: number }>(
      `select count(*)::int as n from audit_log a join users u on u.id = a.actor_user_id
        where a.action = 'monthly_summary.acknowledged' and u.email = $1`,
      [demoUsers.worker],
    );
    expect(audited[0]?.n).toBe(1);
  });

  it('the database refuses to change an acknowledgement once set, even to the app role', async () => {
    const companyId = as(demoUsers.worker).user.company_id as number;
    const attempt = withTenant(ctx.database.db, companyId, (trx) =>
      sql`update monthly_summaries set acknowledged_at = now() where month = '2031-02'
            and user_id = ${as(demoUsers.worker).user.id}`.execute(trx),
    );
    await expect(attempt).rejects.toMatchObject({ code: '42501' });
    const remove = withTenant(ctx.database.db, companyId, (trx) =>
      sql`delete from monthly_summaries where month = '2031-02'`.execute(trx),
    );
    await expect(remove).rejects.toMatchObject({ code: '42501' });
  });

  it('a month without a summary is 404, a malformed one 400, in Spanish', async () => {
    const none = await acknowledge(demoUsers.worker, '2031-01');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No hay resumen mensual de ese mes');
    for (const month of ['2031-13', '31-02', 'febrero']) {
      const bad = await acknowledge(demoUsers.worker, month);
      expect(bad.statusCode, month).toBe(400);
      expect(bad.json().message).toBe('Mes no válido (yyyy-MM)');
    }
  });

  it('the company admins cannot acknowledge (they have no summary), nor see anyone’s', async () => {
    for (const email of [demoUsers.company, demoUsers.company2]) {
      expect((await acknowledge(email, '2031-02')).statusCode, email).toBe(403);
      expect((await list(email)).statusCode, email).toBe(403);
    }
  });

  it('across companies: Sergio acknowledges only his own, and lists only his', async () => {
    const sergio = await acknowledge(demoUsers.worker2, '2031-03');
    expect(sergio.statusCode).toBe(200);
    expect((await stored(demoUsers.worker, '2031-03'))[0]?.acknowledged_at).toBeNull();
    expect((await list(demoUsers.worker2)).json().data).toHaveLength(2);
    const rows = await ctx.superuserQuery<{ n: number }>(
      `select count(*)::int as n from monthly_summaries where acknowledged_at is not null`,
    );
    // Javier's and Lucía's February, Sergio's March.
    expect(rows[0]?.n).toBe(3);
  });
});

describe.runIf(isPostgres)('npm run cli -- send-monthly-summaries', () => {
  it('sends a given month to whoever lacks it, once; a bad month is refused', async () => {
    const first = await runCliOn(ctx, ['send-monthly-summaries', '--month', '2031-05']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(`Resúmenes mensuales de 2031-05 enviados: ${CLOCKING.length}`);
    const second = await runCliOn(ctx, ['send-monthly-summaries', '--month', '2031-05']);
    expect(second.stdout).toContain('Resúmenes mensuales de 2031-05 enviados: 0');
    const bad = await runCliOn(ctx, ['send-monthly-summaries', '--month', '2031-5']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Mes no válido');
  }, 120_000);
});
