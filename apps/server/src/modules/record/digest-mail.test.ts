import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoggedIn } from '../../../test/clock-helpers';
import { panaderiaPeople, send, sessionsFor, talleresPeople } from '../../../test/petition-helpers';
import { type Mailbox, startMailbox } from '../../../test/smtp-mailbox';
import { createTestContext, demoUsers, type TestContext } from '../../../test/test-app';
import { createMailer } from '../../lib/mailer';
import { publicKeyFingerprint } from './digest-copy';
import { digestHash, digestMessage, isDigestSignatureValid, signedFieldsOfPublished } from './digest-signature';
import { publishDigests } from './publish-digests';

/**
 * The day's signed digest goes by email to each company admin who has not turned it off (ADR 008):
 * a copy of the anchor the operator's database does not hold. Fixed instants only.
 */

/** 19:00 in Madrid on Monday 10 March 2031: the seed's digest (sent to nobody: the seed has no mailer). */
const SEED = new Date('2031-03-10T18:00:00Z');
/** 01:30 in Madrid on 11 March: the first run of the daily job that day. */
const NEXT_DAY = new Date('2031-03-11T00:30:00Z');

let ctx: TestContext;
let mailbox: Mailbox;
let as: (email: string) => LoggedIn;

beforeAll(async () => {
  mailbox = await startMailbox();
  ctx = await createTestContext({ demo: { history: 'light', now: SEED }, env: { SMTP_URL: mailbox.url } });
  as = await sessionsFor(ctx, [...panaderiaPeople, ...talleresPeople]);
});
afterAll(async () => {
  await ctx?.close();
  await mailbox?.close();
});

const publish = (now: Date) =>
  publishDigests(ctx.database.db, ctx.signingKey, {
    now,
    mail: {
      mailer: createMailer({ smtpUrl: mailbox.url, from: 'Jornada <no-reply@jornada.test>', log: ctx.app.log }),
      log: ctx.app.log,
    },
  });

describe('the daily digest by email', () => {
  it('is on by default for a company admin, who can turn it off (and a bad value is refused in Spanish)', async () => {
    const mine = await send(ctx, as(demoUsers.company), 'GET', '/api/notification-preferences');
    expect(mine.json()).toMatchObject({ record_digest: true });
    const bad = await send(ctx, as(demoUsers.company2), 'PUT', '/api/notification-preferences', {
      record_digest: 'no',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Indica sí o no');
    const off = await send(ctx, as(demoUsers.company2), 'PUT', '/api/notification-preferences', {
      record_digest: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ record_digest: false, monthly_summary: true });
  });

  it('reaches each admin who wants it, with the digest’s hash, day, signature and key, and the digest attached', async () => {
    expect(await publish(NEXT_DAY)).toMatchObject({ published: 2 });
    const mail = await mailbox.nthMailTo(demoUsers.company, 1);
    expect(mail.subject).toMatch(/^Resumen firmado del registro de jornada del 11\/03\/2031 · /);
    const [copy] = mail.attachments;
    expect(copy?.contentType).toBe('application/json');
    expect(copy?.filename).toMatch(/^resumen-firmado-\d+-2031-03-11\.json$/);
    const kept = JSON.parse(copy?.content.toString('utf8') ?? '{}');
    const { digest } = kept;
    expect(digest).toMatchObject({ kind: 'daily', day: '2031-03-11', sequence: 2, created_at: NEXT_DAY.toISOString() });
    // The copy checks on its own: its message, its hash, its signature with the published key.
    const fields = signedFieldsOfPublished(digest);
    expect(kept.signed_message).toBe(digestMessage(fields));
    expect(digest.hash).toBe(digestHash(fields));
    expect(isDigestSignatureValid(ctx.signingKey, fields, digest.signature)).toBe(true);
    expect(kept.public_key).toMatchObject({ key_id: ctx.signingKey.keyId, public_key: ctx.signingKey.publicKeyPem });
    for (const line of [
      'Día: 11/03/2031',
      `Huella del resumen (SHA-256 del texto firmado): ${digest.hash}`,
      `Resumen anterior de la cadena: ${digest.previous_hash}`,
      `Firma (Ed25519, base64): ${digest.signature}`,
      `Clave pública: ${ctx.signingKey.keyId} (huella SHA-256 ${publicKeyFingerprint(ctx.signingKey)})`,
      'Guárdalo fuera de Jornada',
    ]) {
      expect(mail.text).toContain(line);
    }
    // The other company's admin turned it off; nobody else is an admin.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailbox.mailsTo(demoUsers.company2)).toHaveLength(0);
    expect(mailbox.mailsTo(demoUsers.worker)).toHaveLength(0);
    expect(mailbox.mailsTo(demoUsers.company)).toHaveLength(1);
  });

  it('is sent once a day: a later run the same day publishes and sends nothing', async () => {
    expect(await publish(new Date('2031-03-11T15:00:00Z'))).toEqual({ published: 0, existing: 2 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailbox.mailsTo(demoUsers.company)).toHaveLength(1);
  });
});
