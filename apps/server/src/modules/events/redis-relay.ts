import { createHash } from 'node:crypto';
import { createClient } from 'redis';
import type { BusLog } from './postgres-listener';

/**
 * Optional Redis pub/sub (REDIS_URL, ADR 016). PostgreSQL stays the source: the events are rows and
 * NOTIFYs of the writing transaction. With Redis, one instance per database — the relay, elected by a
 * session advisory lock on its LISTEN connection (released the moment that connection dies, and taken
 * by the next instance within a second) — LISTENs and publishes every payload to Redis; every instance
 * hears them from Redis. So PostgreSQL holds one LISTEN connection and fans out to one listener,
 * whatever the number of instances. The relay that takes over publishes a gap marker: streams then
 * tell their clients to refetch what they missed.
 */

/** The marker a new relay publishes: notifications may have been missed between two relays. */
const GAP_MARKER = '{"gap":true}';

export interface RedisRelay {
  /** Publishes a NOTIFY payload (the relay's LISTEN, or PGlite's own). */
  publish(payload: string): void;
  /** Tells every instance that payloads may have been missed. */
  publishGap(): void;
  readonly isSubscribed: boolean;
  close(): Promise<void>;
}

/** The channel for one database: two deployments sharing a Redis never hear each other. */
export function redisChannelFor(databaseKey: string): string {
  return `jornada_events:${createHash('sha256').update(databaseKey).digest('hex').slice(0, 16)}`;
}

export async function openRedisRelay(options: {
  url: string;
  channel: string;
  onPayload(payload: string): void;
  onGap(): void;
  log: BusLog;
}): Promise<RedisRelay> {
  const { channel, log } = options;
  const publisher = createClient({ url: options.url });
  const subscriber = publisher.duplicate();
  let isSubscribed = false;
  let hasBeenReady = false;
  for (const client of [publisher, subscriber]) {
    // Without a listener an 'error' would end the process; the client reconnects by itself.
    client.on('error', (error: Error) => log.warn(`Eventos: Redis (${error.message})`));
  }
  subscriber.on('end', () => {
    isSubscribed = false;
  });
  subscriber.on('ready', () => {
    isSubscribed = true;
    // A reconnect: the client subscribes again by itself, but what was published meanwhile is gone.
    if (hasBeenReady) {
      log.info('Eventos: Redis de nuevo conectado');
      options.onGap();
    }
    hasBeenReady = true;
  });
  subscriber.on('reconnecting', () => {
    if (isSubscribed) log.warn('Eventos: conexión a Redis perdida; reconectando');
    isSubscribed = false;
  });
  await publisher.connect();
  await subscriber.connect();
  await subscriber.subscribe(channel, (message) => {
    if (message === GAP_MARKER) options.onGap();
    else options.onPayload(message);
  });
  isSubscribed = true;
  const send = (message: string) => {
    publisher.publish(channel, message).catch((error: Error) => {
      log.warn(`Eventos: no se pudo publicar en Redis (${error.message})`);
    });
  };
  return {
    publish: send,
    publishGap: () => send(GAP_MARKER),
    get isSubscribed() {
      return isSubscribed;
    },
    async close() {
      isSubscribed = false;
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
