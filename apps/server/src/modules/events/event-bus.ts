import { randomUUID } from 'node:crypto';
import { type DomainEventType, domainEventTypes, type EventTopic, eventTopics } from '@jornada/shared/api/events';
import type { DatabaseHandle } from '../../db/create-database';
import { sessionsEndedOf } from '../session/sessions-ended';
import { tryRelayLock } from './listen-connection.repository';
import { type BusLog, listenPostgres, type PostgresListener } from './postgres-listener';
import { openRedisRelay, type RedisRelay, redisChannelFor } from './redis-relay';

/**
 * The in-process event bus (ADR 016): every domain event committed by any instance, handed to this
 * process's subscribers (the SSE streams, the in-memory workshift status). Fed by
 * - PostgreSQL: `LISTEN jornada_events` on a dedicated connection (postgres-listener.ts);
 * - PGlite: its own session's LISTEN, which hears the NOTIFY of every COMMIT in this process;
 * - with REDIS_URL: Redis pub/sub, one relay instance publishing what it hears (redis-relay.ts).
 * Delivery is at most once: a dropped connection loses what was sent meanwhile, and the bus then calls
 * every subscriber's `onGap` (refetch, or reset what is kept). The table stays the record: a client
 * resumes from it with Last-Event-ID. The same channel carries one internal message, the sessions that
 * ended (session/sessions-ended.ts), handed to `onSessionsEnded` listeners only.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's events bus (ADR 016): `app.eventBus.subscribe(listener, onGap?)`. */
    eventBus: EventBus;
  }
}

/** One committed domain event, as NOTIFY carried it (ids only, no personal data). */
export interface BusEvent {
  /** domain_events.id (a bigint as a string): the SSE id. */
  id: string;
  companyId: number;
  type: DomainEventType;
  topic: EventTopic;
  /** Who it is about; null: the whole company. */
  userId: number | null;
  data: Record<string, string | number | boolean | null>;
  /** ISO time of the row. */
  createdAt: string;
}

export type BusListener = (event: BusEvent) => void;

/** The ids of sessions that ended, on any instance (session/sessions-ended.ts). */
export type SessionsEndedListener = (sessionIds: number[]) => void;

export interface EventBus {
  /**
   * Calls `listener` with every event committed from now on (any company: filter by companyId), and
   * `onGap` when events may have been missed (the connection to PostgreSQL or Redis came back).
   * Listeners run synchronously and must not throw (a throw is logged and skipped). Returns the
   * unsubscribe function.
   */
  subscribe(listener: BusListener, onGap?: () => void): () => void;
  /**
   * Calls `listener` with the ids of the sessions that end from now on (revoked, logged out, their user
   * deactivated…), on any instance. Never a domain event: `subscribe`'s listeners do not hear it. At
   * most once, like events: what a dropped connection loses, the streams' heartbeats still catch.
   * Returns the unsubscribe function.
   */
  onSessionsEnded(listener: SessionsEndedListener): () => void;
  /** Where events come from. */
  readonly transport: 'postgres' | 'pglite' | 'redis';
  /** Whether events are being heard now (LISTEN or Redis up). */
  readonly isConnected: boolean;
  close(): Promise<void>;
}

const types = new Set<string>(domainEventTypes);
const topics = new Set<string>(eventTopics);

function parseJson(payload: string): Record<string, unknown> | undefined {
  try {
    const raw: unknown = JSON.parse(payload);
    return raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A NOTIFY payload as a BusEvent; undefined for anything malformed (never thrown into the listener). */
export function parseBusEvent(payload: string): BusEvent | undefined {
  const raw = parseJson(payload);
  return raw && busEventOf(raw);
}

function busEventOf(raw: Record<string, unknown>): BusEvent | undefined {
  const { id, company_id: companyId, type, topic, user_id: userId, data, created_at: createdAt } = raw;
  if (typeof id !== 'string' || !/^\d+$/.test(id) || typeof companyId !== 'number') return undefined;
  if (typeof type !== 'string' || !types.has(type) || typeof topic !== 'string' || !topics.has(topic)) return undefined;
  if (userId !== null && typeof userId !== 'number') return undefined;
  return {
    id,
    companyId,
    type: type as DomainEventType,
    topic: topic as EventTopic,
    userId,
    data: data && typeof data === 'object' ? (data as BusEvent['data']) : {},
    createdAt: new Date(typeof createdAt === 'string' ? createdAt : Date.now()).toISOString(),
  };
}

/** How many recent ids are remembered to drop a repeat (a Redis relay handing over). */
const RECENT_IDS = 4096;

export async function createEventBus(options: {
  database: Pick<DatabaseHandle, 'kind' | 'onDomainEvent' | 'listenUrl'>;
  redisUrl?: string;
  log: BusLog;
}): Promise<EventBus> {
  const { database, log } = options;
  const subscribers = new Set<{ listener: BusListener; onGap?: () => void }>();
  const sessionsEndedListeners = new Set<SessionsEndedListener>();
  const recent = new Set<string>();

  const endSessions = (sessionIds: number[]) => {
    for (const listener of sessionsEndedListeners) {
      try {
        listener(sessionIds);
      } catch (error) {
        log.warn(`Eventos: un suscriptor de sesiones cerradas falló (${(error as Error).message})`);
      }
    }
  };
  const deliver = (payload: string) => {
    const raw = parseJson(payload);
    const endedSessions = raw && sessionsEndedOf(raw);
    if (endedSessions) return endSessions(endedSessions);
    const event = raw && busEventOf(raw);
    if (!event) return log.warn('Eventos: notificación con formato inesperado, ignorada');
    if (recent.has(event.id)) return;
    recent.add(event.id);
    if (recent.size > RECENT_IDS) recent.delete(recent.values().next().value as string);
    for (const { listener } of subscribers) {
      try {
        listener(event);
      } catch (error) {
        log.warn(`Eventos: un suscriptor falló (${(error as Error).message})`);
      }
    }
  };
  const gap = () => {
    for (const { onGap } of subscribers) onGap?.();
  };

  let relay: RedisRelay | undefined;
  if (options.redisUrl) {
    relay = await openRedisRelay({
      url: options.redisUrl,
      // PGlite is one process's alone: its channel is this bus's own.
      channel: redisChannelFor(database.listenUrl ?? randomUUID()),
      onPayload: deliver,
      onGap: gap,
      log,
    });
  }
  const fromDatabase = relay ? relay.publish : deliver;
  const onDatabaseGap = relay ? relay.publishGap : gap;

  let stopDatabase: () => Promise<void> = async () => {};
  let listener: PostgresListener | undefined;
  if (database.kind === 'pglite') {
    if (!database.onDomainEvent) throw new Error('la base de datos embebida no entrega eventos');
    const off = database.onDomainEvent(fromDatabase);
    stopDatabase = async () => off();
  } else {
    if (!database.listenUrl) throw new Error('falta la URL de PostgreSQL para LISTEN');
    let hasLostElection = false;
    listener = await listenPostgres({
      url: database.listenUrl,
      onPayload: fromDatabase,
      onGap: onDatabaseGap,
      log,
      ...(relay && {
        // One relay per database: whoever holds this session lock (released when its connection dies).
        shouldListen: async (client) => {
          const won = await tryRelayLock(client);
          if (!won) hasLostElection = true;
          else if (hasLostElection) relay?.publishGap();
          return won;
        },
        retryListenMs: 1_000,
      }),
    });
    stopDatabase = () => (listener as PostgresListener).close();
  }

  return {
    subscribe(listenerFn, onGap) {
      const entry = { listener: listenerFn, onGap };
      subscribers.add(entry);
      return () => {
        subscribers.delete(entry);
      };
    },
    onSessionsEnded(listenerFn) {
      // A wrapper per call: the same function subscribed twice is two subscriptions.
      const entry: SessionsEndedListener = (sessionIds) => listenerFn(sessionIds);
      sessionsEndedListeners.add(entry);
      return () => {
        sessionsEndedListeners.delete(entry);
      };
    },
    transport: relay ? 'redis' : database.kind,
    get isConnected() {
      if (relay) return relay.isSubscribed;
      return listener ? listener.isListening : true;
    },
    async close() {
      subscribers.clear();
      sessionsEndedListeners.clear();
      await stopDatabase();
      await relay?.close();
    },
  };
}
