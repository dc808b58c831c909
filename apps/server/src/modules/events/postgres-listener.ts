import pg from 'pg';
import { DOMAIN_EVENTS_CHANNEL } from '../../db/schema-names';
import { listenToDomainEvents } from './listen-connection.repository';

/** What the bus logs through (Fastify's logger fits). */
export interface BusLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface PostgresListenerOptions {
  url: string;
  /** Each NOTIFY payload on jornada_events. */
  onPayload(payload: string): void;
  /** The connection came back after a drop: notifications sent meanwhile were not heard. */
  onGap(): void;
  log: BusLog;
  /**
   * Called on each (re)connected client before it LISTENs; false: stay connected but do not LISTEN
   * (the Redis relay's election, redis-relay.ts). Default: always LISTEN.
   */
  shouldListen?(client: pg.Client): Promise<boolean>;
  /** While not listening, how often shouldListen is asked again (ms). */
  retryListenMs?: number;
}

export interface PostgresListener {
  readonly isListening: boolean;
  close(): Promise<void>;
}

const MAX_BACKOFF_MS = 30_000;

/**
 * `LISTEN jornada_events` on a dedicated connection of the app's own database (a pooled one would be
 * handed to a request). When it drops (PostgreSQL restarted, the backend terminated, the network cut),
 * it reconnects with exponential backoff, logs both, and reports the gap. The first connection is
 * awaited, so the server listens before it serves; if it fails, the retries go on in the background.
 */
export async function listenPostgres(options: PostgresListenerOptions): Promise<PostgresListener> {
  let client: pg.Client | undefined;
  let isListening = false;
  let isClosed = false;
  let failures = 0;
  let hasConnected = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (ms: number) => {
    if (isClosed) return;
    clearTimeout(timer);
    timer = setTimeout(() => void connect(), ms);
    timer.unref();
  };

  const drop = (dropped: pg.Client, reason: string) => {
    if (client !== dropped) return;
    client = undefined;
    const wasListening = isListening;
    isListening = false;
    dropped.end().catch(() => {});
    if (isClosed) return;
    if (wasListening) options.log.warn(`Eventos: conexión LISTEN a PostgreSQL perdida (${reason}); reconectando`);
    failures += 1;
    schedule(Math.min(MAX_BACKOFF_MS, 250 * 2 ** Math.min(failures, 7)));
  };

  const listenIfElected = async (current: pg.Client) => {
    if (client !== current || isListening) return;
    try {
      if (options.shouldListen && !(await options.shouldListen(current))) {
        schedule(options.retryListenMs ?? 2_000);
        return;
      }
      await listenToDomainEvents(current);
    } catch (error) {
      drop(current, (error as Error).message);
      return;
    }
    if (client !== current) return;
    isListening = true;
    failures = 0;
    if (hasConnected) {
      options.log.info('Eventos: escuchando de nuevo en PostgreSQL');
      options.onGap();
    }
    hasConnected = true;
  };

  const connect = async () => {
    if (isClosed) return;
    if (client) return listenIfElected(client);
    const next = new pg.Client({ connectionString: options.url });
    next.on('notification', (message) => {
      if (message.channel === DOMAIN_EVENTS_CHANNEL && message.payload) options.onPayload(message.payload);
    });
    next.on('error', (error) => drop(next, error.message));
    next.on('end', () => drop(next, 'conexión cerrada'));
    client = next;
    try {
      await next.connect();
    } catch (error) {
      if (failures === 0)
        options.log.warn(`Eventos: no se pudo conectar a PostgreSQL para LISTEN (${(error as Error).message})`);
      drop(next, (error as Error).message);
      return;
    }
    await listenIfElected(next);
  };

  await connect();
  return {
    get isListening() {
      return isListening;
    },
    async close() {
      isClosed = true;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      isListening = false;
      await current?.end().catch(() => {});
    },
  };
}
