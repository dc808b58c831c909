import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * `X-Jornada-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the secret>`.
 * The timestamp is signed with the body, so a receiver that refuses old timestamps (e.g. more than
 * 5 minutes) cannot be replayed a captured request later. Same scheme as Stripe's, so integrators know it.
 */
export function signWebhookBody(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/**
 * The receiver's check (the README shows the same code): the header parses, the timestamp is within
 * `toleranceSeconds` of `now`, and one of its v1 signatures matches, compared in constant time.
 */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string,
  options: { toleranceSeconds?: number; nowSeconds?: number } = {},
): boolean {
  const parts = header.split(',').map((part) => part.trim().split('='));
  const t = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(t)) return false;
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - t) > (options.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  return parts
    .filter(([key]) => key === 'v1')
    .some(
      ([, value]) =>
        value !== undefined && value.length === expected.length && timingSafeEqual(Buffer.from(value), expected),
    );
}
