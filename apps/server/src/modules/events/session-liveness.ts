import type { ActiveSession } from '../../access/principals';

type Waiter = { resolve: (session: ActiveSession | undefined) => void; reject: (error: unknown) => void };

/**
 * The streams' heartbeats ask whether their session still holds. Asked one by one, 9,800 streams made
 * ~400 session queries a second, close to half a core of the one instance (capacity bench);
 * here the questions asked within `windowMs` of the first share one query.
 */
export function batchSessionLookups(
  lookup: (sessionIds: number[]) => Promise<Map<number, ActiveSession>>,
  windowMs: number,
): (sessionId: number) => Promise<ActiveSession | undefined> {
  let pending: Map<number, Waiter[]> | null = null;

  async function flush(batch: Map<number, Waiter[]>) {
    try {
      const live = await lookup([...batch.keys()]);
      for (const [sessionId, waiters] of batch) for (const waiter of waiters) waiter.resolve(live.get(sessionId));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }

  return (sessionId) =>
    new Promise((resolve, reject) => {
      if (!pending) {
        const batch = new Map<number, Waiter[]>();
        pending = batch;
        setTimeout(() => {
          pending = null;
          void flush(batch);
        }, windowMs);
      }
      const waiters = pending.get(sessionId) ?? [];
      waiters.push({ resolve, reject });
      pending.set(sessionId, waiters);
    });
}
