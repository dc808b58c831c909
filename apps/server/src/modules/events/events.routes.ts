import { errorResponse } from '@jornada/shared/api/error';
import { eventStreamQuery, sendTestEventResponse } from '@jornada/shared/api/events';
import { isCompanyRestricted } from '@jornada/shared/domain/subscription';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { currentSession, currentUser } from '../../plugins/auth';
import type { SessionPolicy } from '../session/session.service';
import { findLiveSessions } from '../session/session.service';
import { forgetSessionToken } from '../session/session-cache';
import type { EventBus } from './event-bus';
import { type EventStream, openEventStream } from './event-stream';
import { resumeAfter, sendTestEvent } from './events.service';
import { batchSessionLookups } from './session-liveness';
import { resolveStreamReach } from './stream-reach';

export interface EventsRoutesOptions {
  db: Db;
  bus: EventBus;
  policy: SessionPolicy;
  /** The heartbeat comment's interval (ms); 25 s in production, shorter in tests. */
  heartbeatMs: number;
}

export const EVENTS_MESSAGES = {
  notAcceptable: 'Esta dirección envía eventos en directo: pídela con Accept: text/event-stream (EventSource).',
  badLastEventId: 'Identificador de evento no válido',
} as const;

const LAST_EVENT_ID = /^\d{1,18}$/;
/** How long an ended session's id is kept to refuse a stream that registers after its end was heard. */
const RECENTLY_ENDED_MS = 60_000;
const MAX_RECENTLY_ENDED = 10_000;

/**
 * Live updates (ADR 016): GET /api/events, the user's event stream (Server-Sent Events),
 * and POST /api/events/test for /realtime-test. The streams of this instance are kept by company, and
 * each event the bus hears goes to that company's streams only, which filter it by their user's reach.
 * They are also kept by session: a session that ends on any instance ends its streams here at once
 * (the bus's `onSessionsEnded`, ADR 019), the heartbeat's check staying as the fallback.
 */
export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (
  app,
  { db, bus, policy, heartbeatMs },
) => {
  const streams = new Map<number | null, Set<EventStream>>();
  const streamsOfSession = new Map<number, Set<EventStream>>();
  // Heartbeats within a second (a third of the interval in tests) share one session query, and what it
  // reads serves the stream's user's other requests until the next heartbeat (session-cache.ts).
  const batchWindowMs = Math.min(1000, heartbeatMs / 3);
  const liveSession = batchSessionLookups(
    (sessionIds) =>
      findLiveSessions(db, policy, sessionIds, {
        cacheForMs: heartbeatMs + batchWindowMs + (policy.cacheSeconds ?? 0) * 1000,
      }),
    batchWindowMs,
  );
  const unsubscribe = bus.subscribe(
    (event) => {
      for (const stream of streams.get(event.companyId) ?? []) stream.push(event);
    },
    () => {
      for (const group of streams.values()) for (const stream of group) stream.reset('interrupted');
    },
  );
  // A stream whose request was let in just before its session's end was heard, and registered just
  // after, must not wait for its heartbeat: the ends of the last minute are remembered.
  const endedAt = new Map<number, number>();
  const stopEndingSessions = bus.onSessionsEnded((sessionIds) => {
    const now = Date.now();
    for (const [sessionId, at] of endedAt) {
      if (now - at < RECENTLY_ENDED_MS && endedAt.size < MAX_RECENTLY_ENDED) break;
      endedAt.delete(sessionId);
    }
    for (const sessionId of sessionIds) {
      endedAt.delete(sessionId);
      endedAt.set(sessionId, now);
      for (const stream of [...(streamsOfSession.get(sessionId) ?? [])]) stream.close();
    }
  });
  // Open streams would keep app.close() waiting for ever: they end first (clients reconnect elsewhere).
  app.addHook('preClose', async () => {
    unsubscribe();
    stopEndingSessions();
    for (const group of [...streams.values()]) for (const stream of [...group]) stream.close();
  });

  app.get(
    '/api/events',
    {
      config: {
        permission: 'read:own-events',
        isBackgroundPoll: true,
        fileResponse: { description: 'El flujo de eventos, abierto', contentTypes: ['text/event-stream'] },
      },
      schema: {
        tags: ['eventos'],
        summary:
          'Eventos en directo (text/event-stream): cambios de jornadas, peticiones, notificaciones, empleados y configuración a tu alcance, solo con identificadores. Reanuda con Last-Event-ID o ?last_event_id=.',
        querystring: eventStreamQuery,
        headers: z.object({ 'last-event-id': z.string().optional() }),
        response: { 400: errorResponse, 401: errorResponse, 403: errorResponse, 406: errorResponse },
      },
    },
    async (request, reply) => {
      if (!/text\/event-stream/i.test(request.headers.accept ?? '')) {
        throw new AppError('NOT_ACCEPTABLE', EVENTS_MESSAGES.notAcceptable);
      }
      const lastEventId = request.headers['last-event-id'] ?? request.query.last_event_id;
      if (lastEventId !== undefined && !LAST_EVENT_ID.test(lastEventId)) {
        throw new AppError('BAD_REQUEST', EVENTS_MESSAGES.badLastEventId);
      }
      const session = currentSession(request);
      const reach = await resolveStreamReach(db, session.user);

      reply.hijack();
      const raw = reply.raw;
      request.raw.socket.setTimeout(0);
      request.raw.socket.setNoDelay(true);
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        // no-transform: no proxy may compress or buffer it; X-Accel-Buffering: nginx sends each event at once.
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      raw.write('retry: 3000\n\n');
      const group = streams.get(reach.companyId) ?? new Set<EventStream>();
      streams.set(reach.companyId, group);
      const ofSession = streamsOfSession.get(session.sessionId) ?? new Set<EventStream>();
      streamsOfSession.set(session.sessionId, ofSession);
      const stream = openEventStream({
        raw,
        reach,
        heartbeatMs,
        isResuming: lastEventId !== undefined,
        isStillAllowed: async () => {
          const live = await liveSession(session.sessionId);
          // Gone (revoked elsewhere, expired, its user deactivated): not served from memory either.
          if (!live) forgetSessionToken(session.tokenHash);
          return live !== undefined && !isCompanyRestricted(live.user.company_state);
        },
        onClose: () => {
          group.delete(stream);
          if (group.size === 0 && streams.get(reach.companyId) === group) streams.delete(reach.companyId);
          ofSession.delete(stream);
          if (ofSession.size === 0 && streamsOfSession.get(session.sessionId) === ofSession) {
            streamsOfSession.delete(session.sessionId);
          }
        },
      });
      group.add(stream);
      ofSession.add(stream);
      const endedBefore = endedAt.get(session.sessionId);
      if (endedBefore !== undefined && Date.now() - endedBefore < RECENTLY_ENDED_MS) {
        stream.close();
        return;
      }
      if (lastEventId !== undefined) {
        try {
          const resumed = await resumeAfter(db, reach, lastEventId);
          if ('reset' in resumed) {
            stream.reset(resumed.reset);
            stream.replay([]);
          } else {
            stream.replay(resumed.events);
          }
        } catch (error) {
          request.log.warn({ err: error }, 'eventos: no se pudo reanudar el flujo');
          stream.close();
        }
      }
    },
  );

  app.post(
    '/api/events/test',
    {
      config: { permission: 'send:test-event' },
      schema: {
        tags: ['eventos'],
        summary: 'Enviar un evento de prueba (tema test) a mis propios flujos de eventos, con la hora del servidor',
        response: { 200: sendTestEventResponse, 401: errorResponse, 402: errorResponse, 403: errorResponse },
      },
    },
    async (request) => sendTestEvent(db, currentUser(request)),
  );
};
