import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A route's validator settings: `true` hashes the serialized body; `{ of }` hashes what `of` makes of
 * the body instead, for a body that also carries figures that are a function of the clock (an open
 * shift's running totals, which the client counts live): two answers that differ only in those are
 * the same state, and a weak ETag says exactly that.
 */
export type EtagOption = true | { of: (body: unknown) => unknown };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Polled reads: a per-user weak ETag and 304 Not Modified for a matching If-None-Match. */
    etag?: EtagOption;
  }
  interface FastifyRequest {
    /** What the ETag hashes when the route's `etag` has `of` (set before serialization). */
    etagSource: string | null;
  }
}

/** `If-None-Match` against one ETag, by weak comparison (RFC 9110 §13.1.2): `W/` is ignored, `*` matches. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

/** The person the answer is for: part of the hash, so two users' identical bodies never share an ETag. */
function readerOf(request: FastifyRequest): string | null {
  const user = request.session?.user;
  return user ? `u${user.id}` : null;
}

export function weakEtag(reader: string, body: string): string {
  return `W/"${createHash('sha1').update(reader).update('\0').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * Conditional GETs for the routes declaring `config: { etag }` (SPEC's polls: current, status,
 * pending-count, notifications/recent, user/today). The handler still runs (the answer is computed),
 * but an unchanged one goes back as a bodiless 304. `private, no-cache`: a browser or proxy may keep
 * it only for this user and must revalidate every time.
 */
export const conditionalGetPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('etagSource', null);
  app.addHook('preSerialization', async (request, reply, payload) => {
    const option = request.routeOptions.config?.etag;
    if (typeof option === 'object' && reply.statusCode === 200) request.etagSource = JSON.stringify(option.of(payload));
    return payload;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config?.etag || reply.statusCode !== 200 || request.method !== 'GET') return payload;
    const reader = readerOf(request);
    if (reader === null || typeof payload !== 'string') return payload;
    const etag = weakEtag(reader, request.etagSource ?? payload);
    reply.header('etag', etag);
    reply.header('cache-control', 'private, no-cache');
    if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return null;
  });
});
