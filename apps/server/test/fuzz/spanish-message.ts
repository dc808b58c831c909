/**
 * English that Fastify, zod, JSON.parse, PostgreSQL or Node put in their messages: a `message` with
 * any of it leaked a library's text instead of ours.
 */
const ENGLISH = [
  /\bmust\b/i,
  /\bshould\b/i,
  /\binvalid\b/i,
  /\bexpected\b/i,
  /\brequired\b/i,
  /\bunsupported\b/i,
  /\bbad request\b/i,
  /\bnot found\b/i,
  /\broute\b/i,
  /\bunexpected\b/i,
  /\breceived\b/i,
  /\btoo (big|small|large|long|short)\b/i,
  /\bcharacters?\b/i,
  /\bis not\b/i,
  /\bcannot\b/i,
  /\bfailed\b/i,
  /\bundefined\b/i,
  /\bproperty\b/i,
  /\bposition\b/i,
  /\bsyntax\b/i,
  /\bviolates\b/i,
  /\bduplicate key\b/i,
  /\bforbidden\b/i,
  /\bunauthorized\b/i,
  /\bmedia type\b/i,
  /\bbody\b/i,
  /\bquerystring\b/i,
  /\bthe\b/i,
  /\bplease\b/i,
];

/** Words or letters at least one of which any Spanish sentence of ours has. */
const SPANISH =
  /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|no|un|una|es|en|que|debe|falta|se|por|con|al|tu|ya|hay|sin|o|y)\b|\b(incorrect|válid|inválid|requerid|obligatori|encontrad)[oa]s?\b/i;

/** Why a 4xx body's `message` is not one of ours in Spanish, or null when it is. */
export function messageProblem(body: unknown): string | null {
  if (body === null || typeof body !== 'object' || !('message' in body)) return 'sin `message`';
  const message = body.message;
  if (typeof message !== 'string' || message.trim() === '') return '`message` vacío o no es texto';
  const english = ENGLISH.find((pattern) => pattern.test(message));
  if (english) return `\`message\` en inglés (${english.source}): ${message}`;
  if (!SPANISH.test(message)) return `\`message\` que no parece español: ${message}`;
  return null;
}
