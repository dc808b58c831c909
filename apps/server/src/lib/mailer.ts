import nodemailer from 'nodemailer';
import { escapeHtml } from './html';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where answers go (a contact request: the person who wrote). */
  replyTo?: string;
  /** Files sent with it (the monthly summary's PDF). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  /** Whether mail really leaves (SMTP_URL set); without it mails only reach the server log. */
  readonly isConfigured: boolean;
  send(mail: Mail): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the mail (with its links) goes to the server log. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  log: { info(details: object, message: string): void };
}): Mailer {
  if (!options.smtpUrl) {
    return {
      isConfigured: false,
      async send(mail) {
        options.log.info(
          {
            mail: {
              to: mail.to,
              subject: mail.subject,
              replyTo: mail.replyTo,
              attachments: mail.attachments?.map((a) => `${a.filename} (${a.content.length} bytes)`),
            },
          },
          `Email (sin SMTP)\n${mail.text}`,
        );
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    isConfigured: true,
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
  };
}

/** A plain text + simple HTML email with (usually) one call to action. */
export function composeMail(input: {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
  replyTo?: string;
}): Mail {
  const footer = input.footer ?? 'Si no has solicitado este correo, puedes ignorarlo.';
  const text = [
    input.greeting,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []),
    footer,
    '',
    '— Jornada, registro de jornada laboral',
  ].join('\n');
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(input.greeting)}</p>
${input.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${input.action ? `<p><a href="${escapeHtml(input.action.url)}" style="display:inline-block;padding:10px 16px;background:#0f766e;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(input.action.label)}</a></p>\n` : ''}<p style="font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>
<p style="font-size:12px;color:#6b7280">— Jornada, registro de jornada laboral</p>
</body></html>`;
  return { to: input.to, subject: input.subject, text, html, ...(input.replyTo ? { replyTo: input.replyTo } : {}) };
}
