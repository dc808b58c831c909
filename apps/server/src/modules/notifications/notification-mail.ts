import { composeMail, type Mailer } from '../../lib/mailer';

export interface NotificationMailContext {
  mailer: Mailer;
  /** PUBLIC_URL (or the request's origin), without a trailing slash: links are `${baseUrl}${link}`. */
  baseUrl: string;
  log: { error(obj: unknown, msg: string): void };
}

export interface OutgoingMail {
  to: string;
  name: string;
  subject: string;
  paragraphs: string[];
  /** An app path, e.g. /petitions?view=inbox&id=7. */
  link: string;
  actionLabel: string;
  footer: string;
}

export const PREFERENCES_FOOTER =
  'Puedes elegir qué avisos recibes por email en Jornada, en Notificaciones Email (/email-notifications).';

/**
 * Sends after the transaction committed, without holding up the answer: a slow or failing SMTP
 * server never undoes or delays a petition. Failures are logged for the operator.
 */
export function deliverInBackground(ctx: NotificationMailContext | null, mails: OutgoingMail[]): Promise<void> {
  if (!ctx || mails.length === 0) return Promise.resolve();
  const run = async () => {
    for (const mail of mails) {
      try {
        await ctx.mailer.send(
          composeMail({
            to: mail.to,
            subject: mail.subject,
            greeting: `Hola ${mail.name}:`,
            paragraphs: mail.paragraphs,
            action: { label: mail.actionLabel, url: `${ctx.baseUrl}${mail.link}` },
            footer: mail.footer,
          }),
        );
      } catch (error) {
        ctx.log.error({ err: error, to: mail.to, subject: mail.subject }, 'no se pudo enviar el aviso por email');
      }
    }
  };
  const sending = run();
  void sending.catch(() => {});
  return sending;
}
