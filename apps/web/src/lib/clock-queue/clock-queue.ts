import { ApiError, UNEXPECTED_RESPONSE_MESSAGE } from '../api-client';

/** The clock actions of the home card and the kiosk (the same four). */
export type ClockAction = 'start' | 'breakStart' | 'breakEnd' | 'end';

/** What the card and the kiosk say while an action waits in the queue. */
export const QUEUED_MESSAGE = 'Sin conexión: se enviará al recuperar la conexión';
/** The badge of a shift recorded from an offline replay, and what it means. */
export const OFFLINE_BADGE_LABEL = 'Sin conexión';
export const OFFLINE_BADGE_TITLE = 'Fichaje registrado sin conexión; hora declarada por el dispositivo';
/** How often a queue with items tries again while the page stays open. */
export const REPLAY_INTERVAL_MS = 15_000;

/**
 * One tap waiting to be sent. Everything the request needs is fixed at the tap: its Idempotency-Key,
 * its time and its body, so a replay is the very request the first try sent (the server answers a
 * repeated key with a different body with 422).
 */
export interface QueuedClockAction {
  /** Idempotency-Key: one UUID per tap. */
  key: string;
  /** Whose queue: `user:<id>` on the web, `pos:<company>:<terminal>` at a kiosk. */
  owner: string;
  /** The tap's instant (ms since the epoch): the order of the queue and the replay's X-Client-Time. */
  tapAt: number;
  action: ClockAction;
  /** The request body as the first try sent it (a kiosk's PIN is never part of it: see needsPin). */
  body: unknown;
  /** The first try's headers other than the key (the device's time zone). */
  headers: Record<string, string>;
  /** The kiosk's company (?schema_name=). */
  schemaName?: string;
  /** Who the action is for, at a kiosk (the list shows the name). */
  subject?: { id: number; name: string };
  /** A kiosk action sent with a personal PIN: the PIN is kept in memory only, never stored. */
  needsPin?: boolean;
  /** The server's refusal: no longer sent, shown until dismissed. */
  refusal?: string;
}

export type FailureKind = 'retry' | 'refused' | 'sent';

/** No verdict from the server: no answer (network, timeout) or the server failing (5xx). */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.kind !== 'http' || error.status >= 500);
}

/**
 * What a failed clock request means for the queue. No answer (network, timeout) and 5xx: try again
 * later. 429: later too, except at a kiosk with a personal PIN, where it is the PIN's lockout (ADR
 * 025): the keypad shows the wait, and the same PIN replayed later would only count again. 401 on the
 * web is an expired session (sent again once logged in); at a kiosk it refuses the PIN. A response out of contract still was a 2xx: the server recorded it. Any other
 * answer is the server's refusal (409 rules, 422 implausible time), shown to the user.
 */
export function classifyClockFailure(error: unknown, item: Pick<QueuedClockAction, 'needsPin'>): FailureKind {
  if (error instanceof ApiError) {
    if (error.kind === 'http' && error.status === 429 && item.needsPin) return 'refused';
    if (error.kind !== 'http' || error.status >= 500 || error.status === 429 || error.status === 408) return 'retry';
    if (error.status === 401 && !item.needsPin) return 'retry';
    return 'refused';
  }
  if (error instanceof Error && error.message === UNEXPECTED_RESPONSE_MESSAGE) return 'sent';
  // A TypeError from fetch or anything thrown before an answer: nothing reached the server for sure.
  return 'retry';
}

export function refusalMessage(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  return message !== '' ? message : 'El servidor rechazó el fichaje';
}

/** The first try's headers: the key makes a network-level retry harmless. */
export function onlineHeaders(item: Pick<QueuedClockAction, 'key' | 'headers'>): Record<string, string> {
  return { ...item.headers, 'Idempotency-Key': item.key };
}

/** A replay: the same key, flagged offline, with the tap's instant as the time the action happened. */
export function replayHeaders(item: Pick<QueuedClockAction, 'key' | 'headers' | 'tapAt'>): Record<string, string> {
  return {
    ...item.headers,
    'Idempotency-Key': item.key,
    'X-Offline': '1',
    'X-Client-Time': new Date(item.tapAt).toISOString(),
  };
}

export function pendingOf(items: readonly QueuedClockAction[]): QueuedClockAction[] {
  return items.filter((item) => item.refusal === undefined);
}

export interface ClockQueueStore {
  add(item: QueuedClockAction): Promise<void>;
  /** The owner's items in tap order (refused ones included). */
  list(owner: string): Promise<QueuedClockAction[]>;
  remove(key: string): Promise<void>;
  refuse(key: string, message: string): Promise<void>;
}

export type SendResult<T> = { kind: 'sent'; result: T } | { kind: 'queued'; item: QueuedClockAction };

/**
 * A tap: sent at once with its key, unless the device is offline or older taps still wait (they go
 * first: the order is the record's). A failure with no answer, or a 5xx, queues it; a refusal is thrown.
 */
export async function sendOrQueue<T>({
  item,
  send,
  store,
  isOnline,
}: {
  item: QueuedClockAction;
  send: (headers: Record<string, string>) => Promise<T>;
  store: ClockQueueStore;
  isOnline: () => boolean;
}): Promise<SendResult<T>> {
  const waiting = pendingOf(await store.list(item.owner));
  if (!isOnline() || waiting.length > 0) {
    await store.add(item);
    return { kind: 'queued', item };
  }
  try {
    return { kind: 'sent', result: await send(onlineHeaders(item)) };
  } catch (error) {
    if (classifyClockFailure(error, item) !== 'retry') throw error;
    await store.add(item);
    return { kind: 'queued', item };
  }
}

export type ReplayOutcome = 'empty' | 'blocked';

/**
 * Sends the owner's pending taps one at a time, oldest first. A refusal is kept (shown, not sent again)
 * and the next one goes; a failure with no answer stops the run, so nothing overtakes it.
 */
export async function replayQueue<T>({
  owner,
  store,
  send,
  onSent,
  onRefused,
}: {
  owner: string;
  store: ClockQueueStore;
  send: (item: QueuedClockAction, headers: Record<string, string>) => Promise<T>;
  onSent?: (item: QueuedClockAction, result: T | undefined) => void;
  onRefused?: (item: QueuedClockAction, message: string) => void;
}): Promise<ReplayOutcome> {
  for (const item of pendingOf(await store.list(owner))) {
    let result: T | undefined;
    try {
      result = await send(item, replayHeaders(item));
    } catch (error) {
      const kind = classifyClockFailure(error, item);
      if (kind === 'retry') return 'blocked';
      if (kind === 'refused') {
        const message = refusalMessage(error);
        await store.refuse(item.key, message);
        onRefused?.(item, message);
        continue;
      }
    }
    await store.remove(item.key);
    onSent?.(item, result);
  }
  return 'empty';
}

/** A new UUID for a tap (crypto.randomUUID needs a secure context, which the app always is). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
