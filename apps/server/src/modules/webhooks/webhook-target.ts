import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_MESSAGES } from '@jornada/shared/api/webhooks';
import { AppError } from '../../lib/app-error';

/**
 * The SSRF guard (ADR 017): a webhook may only reach a public address. A URL is checked when the
 * webhook is created and again before every attempt (a name may resolve elsewhere since), every
 * address the name resolves to must be public, and the request then connects to the address that was
 * checked (never a second lookup), so DNS rebinding cannot slip a private address in between.
 * `allowPrivate` (WEBHOOK_ALLOW_PRIVATE_TARGETS=true) lifts the address check for development and
 * tests; https is required in production whatever the flag says.
 */
export interface WebhookTargetPolicy {
  requireHttps: boolean;
  allowPrivate: boolean;
}

export interface ResolvedTarget {
  url: URL;
  /** The URL's host without brackets (what TLS checks the certificate against). */
  hostname: string;
  address: string;
  family: 4 | 6;
}

export type AddressLookup = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemLookup: AddressLookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Private, loopback, link-local, CGNAT, multicast, unspecified, documentation and other reserved ranges.
 * Two lists: Node checks an IPv4 address against IPv6 rules as IPv4-mapped, so one list holding
 * ::ffff:0:0/96 would refuse every IPv4 address. IPv4-mapped IPv6 is refused on its own below.
 */
const forbiddenV4 = new BlockList();
const forbiddenV6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  forbiddenV4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback (::1) and the old IPv4-compatible form
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds an IPv4 address)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const) {
  forbiddenV6.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is one a webhook may never reach (unless private targets are allowed). */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return forbiddenV4.check(address, 'ipv4');
  // Not an address, or one with a zone (fe80::1%eth0: link-local anyway).
  if (family !== 6 || address.includes('%')) return true;
  // IPv4-mapped (::ffff:a.b.c.d, in any spelling: the URL parser writes it canonically) reaches IPv4.
  if (new URL(`http://[${address}]`).hostname.startsWith('[::ffff:')) return true;
  return forbiddenV6.check(address, 'ipv6');
}

const refuse = (message: string) => new AppError('BAD_REQUEST', message, { fields: { url: message } });

/** The URL's syntax: scheme, no credentials, a host. Throws a 400 with a Spanish message. */
export function parseWebhookUrl(text: string, policy: WebhookTargetPolicy): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refuse(WEBHOOK_MESSAGES.urlInvalid);
  }
  if (policy.requireHttps ? url.protocol !== 'https:' : url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw refuse(policy.requireHttps ? WEBHOOK_MESSAGES.urlHttpsOnly : WEBHOOK_MESSAGES.urlScheme);
  }
  if (url.username || url.password) throw refuse(WEBHOOK_MESSAGES.urlCredentials);
  if (!url.hostname) throw refuse(WEBHOOK_MESSAGES.urlInvalid);
  return url;
}

/**
 * Parses the URL and resolves its host: every address must be allowed; the first one is the one to
 * connect to. Throws a 400 (AppError) naming why not.
 */
export async function resolveWebhookTarget(
  text: string,
  policy: WebhookTargetPolicy,
  lookup: AddressLookup = systemLookup,
): Promise<ResolvedTarget> {
  const url = parseWebhookUrl(text, policy);
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (isIP(hostname)) {
    addresses = [{ address: hostname, family: isIP(hostname) }];
  } else {
    try {
      addresses = await lookup(hostname);
    } catch {
      addresses = [];
    }
  }
  const first = addresses[0];
  if (!first) throw refuse(WEBHOOK_MESSAGES.urlUnresolved);
  if (!policy.allowPrivate && addresses.some(({ address }) => isForbiddenAddress(address))) {
    throw refuse(WEBHOOK_MESSAGES.urlPrivate);
  }
  return { url, hostname, address: first.address, family: first.family === 6 ? 6 : 4 };
}
