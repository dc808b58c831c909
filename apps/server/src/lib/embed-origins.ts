/**
 * EMBED_ALLOWED_ORIGINS: who may frame the embed pages. Each entry must be an origin the browser
 * would send as it is (http or https, a host, an optional port, nothing after it), because the same
 * list names the frame-ancestors of the CSP and the targetOrigin of the widget's postMessage, which
 * takes one exact origin: no wildcards, no paths.
 */
export function parseEmbedOrigins(value: string): { origins: string[]; invalid: string[] } {
  const origins: string[] = [];
  const invalid: string[] = [];
  for (const entry of value.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const origin = normalizeOrigin(entry);
    if (origin === undefined) invalid.push(entry);
    else if (!origins.includes(origin)) origins.push(origin);
  }
  return { origins, invalid };
}

function normalizeOrigin(entry: string): string | undefined {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password || url.pathname !== '/' || /[?#]/.test(entry)) return undefined;
  // A CSP host-source cannot name an IPv6 literal, and '*' would be a pattern, not an origin.
  if (url.hostname.includes('*') || url.hostname.startsWith('[')) return undefined;
  return url.origin;
}
