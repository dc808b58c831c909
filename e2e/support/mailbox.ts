import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the browser tests: the app sends its emails over SMTP_URL, and each message
 * lands as a file in `dir`, where the test workers (other processes) can read it.
 */
export async function startMailbox(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        count += 1;
        writeFileSync(join(dir, `${Date.now()}-${count}.eml`), `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks)}`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Decodes quoted-printable soft breaks and escapes, enough to read the links in our emails. */
function decodeQuotedPrintable(text: string): string {
  // Runs of escaped bytes are decoded together, as UTF-8: "=C3=B3" is one "ó", not two characters.
  return text.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run: string) =>
    Buffer.from(
      run
        .slice(1)
        .split('=')
        .map((hex) => Number.parseInt(hex, 16)),
    ).toString('utf8'),
  );
}

export function mailsTo(dir: string, address: string): string[] {
  return readdirSync(dir)
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .filter((mail) => mail.startsWith(`X-Envelope-To: ${address}`))
    .map(decodeQuotedPrintable);
}

/** Waits for the newest email to `address` with a link to `path`, and returns that link's path+query. */
export async function waitForLink(dir: string, address: string, path: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`https?://[^\\s"<]+(${path.replace('/', '\\/')}\\?token=[A-Za-z0-9_-]+)`);
  while (Date.now() < deadline) {
    for (const mail of mailsTo(dir, address).reverse()) {
      const match = mail.match(pattern);
      if (match?.[1]) return match[1];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no llegó ningún email a ${address} con un enlace a ${path}`);
}
