import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedTarget } from './webhook-target';

/** What one attempt got: the receiver's status, or why there was none. */
export interface SendOutcome {
  statusCode: number | null;
  /** Short Spanish reason for the log when it did not succeed. */
  error: string | null;
}

/** The most of a receiver's answer read (then the socket is dropped): only its status matters. */
const MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * POSTs the body to the checked address: the socket connects to `target.address` (the lookup
 * hands back that one address), while the Host header and TLS (SNI, certificate) use the URL's
 * name. Redirects are not followed (a 3xx is a failed attempt), and everything — connect, TLS,
 * answer — must be done within `timeoutMs`.
 */
export function postToTarget(
  target: ResolvedTarget,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<SendOutcome> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    // net asks for every address when it races IPv4 and IPv6 (autoSelectFamily): still only this one.
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (e: null, list: { address: string; family: number }[]) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    } else {
      callback(null, target.address, target.family);
    }
  };
  const isHttps = target.url.protocol === 'https:';
  const client = isHttps ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = client.request(
      target.url,
      {
        method: 'POST',
        lookup: pinned,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        // No pooled sockets: each attempt connects to the address it checked.
        agent: false,
      },
      (response) => {
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > MAX_RESPONSE_BYTES) response.destroy();
        });
        const done = () => {
          const status = response.statusCode ?? null;
          const ok = status !== null && status >= 200 && status < 300;
          finish({ statusCode: status, error: ok ? null : `El receptor respondió ${status ?? 'sin código'}` });
          request.destroy();
        };
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      finish({ statusCode: null, error: `Sin respuesta en ${Math.round(timeoutMs / 1000)} s` });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => finish({ statusCode: null, error: describeError(error) }));
    request.end(body);
  });
}

function describeError(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ECONNREFUSED':
      return 'Conexión rechazada';
    case 'ECONNRESET':
      return 'Conexión cortada por el receptor';
    case 'ETIMEDOUT':
    case 'ENETUNREACH':
    case 'EHOSTUNREACH':
      return 'No se pudo conectar con el receptor';
    default:
      if (error.code?.startsWith('ERR_TLS') || error.code?.includes('CERT')) {
        return `Certificado TLS no válido (${error.code})`;
      }
      return `Error de conexión${error.code ? ` (${error.code})` : ''}`;
  }
}
