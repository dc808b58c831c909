import { describe, expect, it, vi } from 'vitest';
import { ApiError, UNEXPECTED_RESPONSE_MESSAGE } from '../api-client';
import {
  classifyClockFailure,
  onlineHeaders,
  type QueuedClockAction,
  replayHeaders,
  replayQueue,
  sendOrQueue,
} from './clock-queue';
import { createMemoryClockQueueStore } from './clock-queue-store';

const http = (status: number, message = 'Rechazado') => new ApiError(message, { status, kind: 'http' });
const network = () => new ApiError('Error de conexión', { status: 0, kind: 'network' });

let counter = 0;
function tap(overrides: Partial<QueuedClockAction> = {}): QueuedClockAction {
  counter += 1;
  return {
    key: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    owner: 'user:7',
    tapAt: Date.parse('2025-07-24T07:00:00Z') + counter * 1000,
    action: 'start',
    body: { client_time: { timestamp: counter } },
    headers: { 'X-Client-Timezone': 'Europe/Madrid', 'X-Client-Time': 'x' },
    ...overrides,
  };
}

describe('classifyClockFailure', () => {
  it('no answer, a timeout, 5xx and 429 are tried again; 409 and 422 are refusals', () => {
    expect(classifyClockFailure(network(), {})).toBe('retry');
    expect(classifyClockFailure(new ApiError('t', { status: 0, kind: 'timeout' }), {})).toBe('retry');
    expect(classifyClockFailure(new TypeError('Failed to fetch'), {})).toBe('retry');
    expect(classifyClockFailure(http(503), {})).toBe('retry');
    expect(classifyClockFailure(http(429), {})).toBe('retry');
    expect(classifyClockFailure(http(409), {})).toBe('refused');
    expect(classifyClockFailure(http(422), {})).toBe('refused');
  });

  it('401 waits for the web session, but refuses a kiosk PIN', () => {
    expect(classifyClockFailure(http(401), {})).toBe('retry');
    expect(classifyClockFailure(http(401), { needsPin: true })).toBe('refused');
  });

  it("a 429 with a kiosk PIN is the PIN's lockout: the keypad shows the wait, nothing is queued", async () => {
    expect(classifyClockFailure(http(429), { needsPin: true })).toBe('refused');
    const store = createMemoryClockQueueStore();
    const item = tap({ owner: 'pos:1:2', needsPin: true });
    const lockout = http(429, 'Demasiados intentos. Espera 30 segundos antes de volver a intentarlo.');
    await expect(sendOrQueue({ item, send: () => Promise.reject(lockout), store, isOnline: () => true })).rejects.toBe(
      lockout,
    );
    expect(await store.list('pos:1:2')).toEqual([]);
  });

  it('a 2xx out of contract was recorded all the same', () => {
    expect(classifyClockFailure(new Error(UNEXPECTED_RESPONSE_MESSAGE), {})).toBe('sent');
  });
});

describe('headers', () => {
  it('the first try and the replay carry the same key; the replay says offline and the tap time', () => {
    const item = tap({ tapAt: Date.parse('2025-07-24T07:15:30.250Z') });
    expect(onlineHeaders(item)).toEqual({ ...item.headers, 'Idempotency-Key': item.key });
    expect(replayHeaders(item)).toEqual({
      'X-Client-Timezone': 'Europe/Madrid',
      'Idempotency-Key': item.key,
      'X-Offline': '1',
      'X-Client-Time': '2025-07-24T07:15:30.250Z',
    });
  });
});

describe('sendOrQueue', () => {
  it('online: sent at once with its key, nothing queued', async () => {
    const store = createMemoryClockQueueStore();
    const item = tap();
    const send = vi.fn(async (headers: Record<string, string>) => headers['Idempotency-Key']);
    const outcome = await sendOrQueue({ item, send, store, isOnline: () => true });
    expect(outcome).toEqual({ kind: 'sent', result: item.key });
    expect(await store.list('user:7')).toEqual([]);
  });

  it('offline: queued without trying', async () => {
    const store = createMemoryClockQueueStore();
    const send = vi.fn();
    const item = tap();
    expect((await sendOrQueue({ item, send, store, isOnline: () => false })).kind).toBe('queued');
    expect(send).not.toHaveBeenCalled();
    expect(await store.list('user:7')).toEqual([item]);
  });

  it('no answer or a 5xx queues it; a refusal is thrown and not queued', async () => {
    const store = createMemoryClockQueueStore();
    const down = tap();
    const failing = vi.fn().mockRejectedValue(http(502));
    expect((await sendOrQueue({ item: down, send: failing, store, isOnline: () => true })).kind).toBe('queued');

    const other = createMemoryClockQueueStore();
    const refused = vi.fn().mockRejectedValue(http(409, 'Ya tienes una jornada en curso'));
    await expect(sendOrQueue({ item: tap(), send: refused, store: other, isOnline: () => true })).rejects.toThrow(
      'Ya tienes una jornada en curso',
    );
    expect(await other.list('user:7')).toEqual([]);
  });

  it('behind older queued taps, a new one waits its turn even online', async () => {
    const store = createMemoryClockQueueStore();
    const first = tap();
    await store.add(first);
    const send = vi.fn();
    const second = tap({ action: 'breakStart' });
    expect((await sendOrQueue({ item: second, send, store, isOnline: () => true })).kind).toBe('queued');
    expect(send).not.toHaveBeenCalled();
    expect((await store.list('user:7')).map((item) => item.key)).toEqual([first.key, second.key]);
  });
});

describe('replayQueue', () => {
  it('sends in tap order, one at a time, each with its own key, and empties the queue', async () => {
    const store = createMemoryClockQueueStore();
    const later = tap({ action: 'breakStart' });
    const earlier = tap({ action: 'start', tapAt: later.tapAt - 60_000 });
    await store.add(later);
    await store.add(earlier);
    const sent: string[] = [];
    const onSent = vi.fn();
    const outcome = await replayQueue({
      owner: 'user:7',
      store,
      send: async (item, headers) => {
        sent.push(`${item.action}:${headers['Idempotency-Key']}:${headers['X-Offline']}`);
        return item.action;
      },
      onSent,
    });
    expect(outcome).toBe('empty');
    expect(sent).toEqual([`start:${earlier.key}:1`, `breakStart:${later.key}:1`]);
    expect(onSent).toHaveBeenCalledTimes(2);
    expect(await store.list('user:7')).toEqual([]);
  });

  it('stops at a failure with no answer: nothing overtakes it, and it keeps its key for next time', async () => {
    const store = createMemoryClockQueueStore();
    const first = tap();
    const second = tap({ action: 'breakStart' });
    await store.add(first);
    await store.add(second);
    const send = vi.fn().mockRejectedValueOnce(network());
    expect(await replayQueue({ owner: 'user:7', store, send })).toBe('blocked');
    expect(send).toHaveBeenCalledTimes(1);
    expect(await store.list('user:7')).toEqual([first, second]);

    const keys: string[] = [];
    await replayQueue({
      owner: 'user:7',
      store,
      send: async (_item, headers) => keys.push(headers['Idempotency-Key'] ?? ''),
    });
    expect(keys).toEqual([first.key, second.key]);
  });

  it('a refusal is kept with its message (not sent again) and the next tap still goes', async () => {
    const store = createMemoryClockQueueStore();
    const refused = tap();
    const next = tap({ action: 'end' });
    await store.add(refused);
    await store.add(next);
    const send = vi
      .fn()
      .mockRejectedValueOnce(http(422, 'La hora declarada por el dispositivo no es plausible'))
      .mockResolvedValueOnce('ok');
    const onRefused = vi.fn();
    await replayQueue({ owner: 'user:7', store, send, onRefused });
    expect(onRefused).toHaveBeenCalledWith(refused, 'La hora declarada por el dispositivo no es plausible');
    expect(await store.list('user:7')).toEqual([
      { ...refused, refusal: 'La hora declarada por el dispositivo no es plausible' },
    ]);

    // Kept only to be shown: a later run sends nothing.
    const again = vi.fn();
    expect(await replayQueue({ owner: 'user:7', store, send: again })).toBe('empty');
    expect(again).not.toHaveBeenCalled();
  });

  it('only the owner’s queue: another user’s taps stay', async () => {
    const store = createMemoryClockQueueStore();
    const mine = tap();
    const theirs = tap({ owner: 'user:8' });
    await store.add(mine);
    await store.add(theirs);
    const send = vi.fn().mockResolvedValue('ok');
    await replayQueue({ owner: 'user:7', store, send });
    expect(send).toHaveBeenCalledTimes(1);
    expect(await store.list('user:8')).toEqual([theirs]);
  });
});
