import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as it reached the SMTP server, with its text and HTML parts decoded. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The Reply-To header as sent ('' when none). */
  replyTo: string;
  /** Parts sent as files (Content-Disposition: attachment), decoded. */
  attachments: ReceivedAttachment[];
}

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

function decodeQuotedPrintable(body: string): string {
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(soft.charCodeAt(i));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeHeaderWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(end + 4) };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function decodeBytes(headers: Map<string, string>, body: string): Buffer {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  return Buffer.from(encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body, 'utf8');
}

/** Walks nested multiparts (mixed → alternative → text/html), collecting the text, HTML and files. */
function collectParts(headers: Map<string, string>, body: string, mail: ReceivedMail) {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = type.startsWith('multipart/') ? type.match(/boundary="?([^";]+)"?/)?.[1] : undefined;
  if (boundary) {
    for (const part of body.split(`--${boundary}`).slice(1, -1)) {
      const entity = splitEntity(part.replace(/^\r\n/, ''));
      collectParts(entity.headers, entity.body, mail);
    }
    return;
  }
  const disposition = headers.get('content-disposition') ?? '';
  if (disposition.startsWith('attachment')) {
    const filename = decodeHeaderWords(disposition.match(/filename="?([^";]+)"?/)?.[1] ?? '');
    mail.attachments.push({ filename, contentType: type.split(';')[0] ?? type, content: decodeBytes(headers, body) });
  } else if (type.startsWith('text/plain')) {
    mail.text = decodeBody(headers, body);
  } else if (type.startsWith('text/html')) {
    mail.html = decodeBody(headers, body);
  }
}

function parseMail(raw: string, to: string[]): ReceivedMail {
  const { headers, body } = splitEntity(raw);
  const mail: ReceivedMail = {
    to,
    subject: decodeHeaderWords(headers.get('subject') ?? ''),
    text: '',
    html: '',
    replyTo: decodeHeaderWords(headers.get('reply-to') ?? ''),
    attachments: [],
  };
  collectParts(headers, body, mail);
  return mail;
}

export interface Mailbox {
  /** SMTP_URL for createTestContext's env. */
  url: string;
  mails: ReceivedMail[];
  mailsTo(email: string): ReceivedMail[];
  /** Waits for the n-th mail to `email`. */
  nthMailTo(email: string, n: number): Promise<ReceivedMail>;
  /** How long the server takes to accept each message from now on (a real relay can take seconds). */
  setAcceptDelay(ms: number): void;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps every mail it accepts. */
export async function startMailbox(): Promise<Mailbox> {
  const mails: ReceivedMail[] = [];
  let acceptDelayMs = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        setTimeout(callback, acceptDelayMs);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const mailsTo = (email: string) => mails.filter((m) => m.to.includes(email));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo,
    async nthMailTo(email, n) {
      for (let waited = 0; waited < 5000; waited += 25) {
        const mail = mailsTo(email)[n - 1];
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no ha llegado el email nº ${n} para ${email}`);
    },
    setAcceptDelay(ms) {
      acceptDelayMs = ms;
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
