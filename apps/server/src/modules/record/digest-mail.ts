import { spanishDate } from '@jornada/shared/domain/calendar';
import { rolesWith } from '@jornada/shared/permissions';
import { type Db, withTenant } from '../../db/tenant';
import { composeMail, type Mailer } from '../../lib/mailer';
import { digestAttachment, digestMailLines } from './digest-copy';
import { toRecordDigest } from './record.service';
import { findCompanyName, findDigest, listDigestRecipients } from './record-digests.repository';
import type { RecordPublicKey } from './signing-key';

export interface DigestMailContext {
  mailer: Mailer;
  log: { error(obj: unknown, msg: string): void };
}

export const DIGEST_MAIL_FOOTER =
  'Recibes este correo como administrador de la empresa. Puedes dejar de recibirlo en Jornada, en Notificaciones Email (/email-notifications).';

/**
 * The day's signed digest, by email, to every admin of the company who has not turned it off: a copy
 * of the anchor outside the operator's database (ADR 008). Sent after the digest's commit; a mail
 * that fails is logged and never undoes the digest.
 */
export async function emailDailyDigest(
  db: Db,
  ctx: DigestMailContext,
  key: RecordPublicKey,
  companyId: number,
  digestId: string,
): Promise<number> {
  const found = await withTenant(db, companyId, async (trx) => {
    const row = await findDigest(trx, companyId, digestId);
    if (!row) return null;
    return {
      digest: toRecordDigest(row),
      company: (await findCompanyName(trx, companyId)) ?? `empresa ${companyId}`,
      recipients: await listDigestRecipients(trx, companyId, rolesWith('read:record-digest')),
    };
  });
  if (!found) return 0;
  const { digest, company, recipients } = found;
  let sent = 0;
  for (const person of recipients) {
    try {
      await ctx.mailer.send({
        ...composeMail({
          to: person.email,
          subject: `Resumen firmado del registro de jornada del ${spanishDate(digest.day)} · ${company}`,
          greeting: `Hola ${person.name}:`,
          paragraphs: [
            `Te enviamos el resumen firmado del registro de jornada de ${company} del ${spanishDate(digest.day)}. Es una huella de cómo estaba ese día el registro de cada trabajador (cuántos fichajes tiene y la huella del último), firmada por Jornada con una clave que la base de datos no guarda.`,
            ...digestMailLines(digest, key),
            'Guárdalo fuera de Jornada: conserva este correo y el archivo JSON adjunto (en tu correo o en una carpeta de la empresa) al menos cuatro años, como el propio registro. Con él cualquiera puede comprobar, con la clave pública, que el registro hasta este día no se ha cambiado después, aunque la base de datos perdiera o alterara sus resúmenes.',
          ],
          footer: DIGEST_MAIL_FOOTER,
        }),
        attachments: [digestAttachment(digest, key)],
      });
      sent++;
    } catch (error) {
      ctx.log.error(
        { err: error, to: person.email, day: digest.day },
        'no se pudo enviar el resumen firmado por email',
      );
    }
  }
  return sent;
}
