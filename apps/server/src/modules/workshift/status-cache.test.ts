import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { BusEvent, BusListener } from '../events/event-bus';
import { WorkshiftStatusCache } from './status-cache';
import { statusCacheHook } from './status-cache-hook';

/** A bus whose connection and deliveries the test drives. */
function fakeBus() {
  let listener: BusListener = () => {};
  let onGap: (() => void) | undefined;
  const bus = {
    isConnected: true,
    subscribe(next: BusListener, gap?: () => void) {
      listener = next;
      onGap = gap;
      return () => {};
    },
    deliver(event: Partial<BusEvent> & Pick<BusEvent, 'companyId' | 'topic' | 'userId'>) {
      listener({ id: '1', type: 'workshift.changed', data: {}, createdAt: new Date().toISOString(), ...event });
    },
    gap: () => onGap?.(),
  };
  return bus;
}

/** A database stand-in: each worker's cursor, and how many times it was read. */
function records() {
  const cursors = new Map<number, string>();
  let reads = 0;
  return {
    set: (userId: number, cursor: string) => cursors.set(userId, cursor),
    load: (userId: number) => async () => {
      reads += 1;
      return cursors.get(userId) ?? '0';
    },
    get reads() {
      return reads;
    },
  };
}

describe('WorkshiftStatusCache', () => {
  it('reads the database once, then answers from memory until an event about the worker', async () => {
    const bus = fakeBus();
    const db = records();
    const cache = new WorkshiftStatusCache({ bus });
    db.set(7, '10');
    expect(await cache.cursor(1, 7, db.load(7))).toBe('10');
    expect(await cache.cursor(1, 7, db.load(7))).toBe('10');
    expect(db.reads).toBe(1);

    db.set(7, '11');
    bus.deliver({ companyId: 1, topic: 'workshift', userId: 8 });
    expect(await cache.cursor(1, 7, db.load(7))).toBe('10');
    bus.deliver({ companyId: 1, topic: 'workshift', userId: 7 });
    expect(await cache.cursor(1, 7, db.load(7))).toBe('11');
    expect(db.reads).toBe(2);
  });

  it("forgets a whole company on its config events and its company-wide workshift events, not another's", async () => {
    const bus = fakeBus();
    const db = records();
    const cache = new WorkshiftStatusCache({ bus });
    await cache.cursor(1, 7, db.load(7));
    await cache.cursor(2, 9, db.load(9));
    bus.deliver({ companyId: 1, topic: 'config', userId: null, type: 'config.changed' });
    await cache.cursor(1, 7, db.load(7));
    await cache.cursor(2, 9, db.load(9));
    expect(db.reads).toBe(3);
    bus.deliver({ companyId: 2, topic: 'workshift', userId: null });
    await cache.cursor(2, 9, db.load(9));
    expect(db.reads).toBe(4);
    // Other topics say nothing about a worker's record.
    bus.deliver({ companyId: 2, topic: 'petitions', userId: 9, type: 'petition.created' });
    await cache.cursor(2, 9, db.load(9));
    expect(db.reads).toBe(4);
  });

  it('while the bus is down, every read goes to the database and nothing is kept; a gap forgets everything', async () => {
    const bus = fakeBus();
    const db = records();
    const cache = new WorkshiftStatusCache({ bus });
    db.set(7, '10');
    await cache.cursor(1, 7, db.load(7));
    bus.isConnected = false;
    db.set(7, '11');
    expect(await cache.cursor(1, 7, db.load(7))).toBe('11');
    expect(await cache.cursor(1, 7, db.load(7))).toBe('11');
    expect(db.reads).toBe(3);
    bus.isConnected = true;
    expect(await cache.cursor(1, 7, db.load(7))).toBe('11');
    expect(db.reads).toBe(4);

    // Missed events reported by the bus on reconnecting: nothing remembered is trusted.
    db.set(7, '12');
    bus.gap();
    expect(await cache.cursor(1, 7, db.load(7))).toBe('12');
    expect(cache.snapshot()).toMatchObject({ bypasses: 2 });
  });

  it('a load that straddles a change does not keep the older cursor', async () => {
    const bus = fakeBus();
    const cache = new WorkshiftStatusCache({ bus });
    let release: (cursor: string) => void = () => {};
    const slow = cache.cursor(1, 7, () => new Promise<string>((resolve) => (release = resolve)));
    // The change commits and is heard while the read's transaction still sees the old record.
    bus.deliver({ companyId: 1, topic: 'workshift', userId: 7 });
    release('10');
    expect(await slow).toBe('10');
    expect(await cache.cursor(1, 7, async () => '11')).toBe('11');
  });

  it('keeps at most maxEntries workers, dropping the least recently read', async () => {
    const bus = fakeBus();
    const db = records();
    const cache = new WorkshiftStatusCache({ bus, maxEntries: 2 });
    await cache.cursor(1, 1, db.load(1));
    await cache.cursor(1, 2, db.load(2));
    await cache.cursor(1, 1, db.load(1));
    await cache.cursor(1, 3, db.load(3));
    expect(cache.snapshot().size).toBe(2);
    await cache.cursor(1, 1, db.load(1));
    expect(db.reads).toBe(3);
    await cache.cursor(1, 2, db.load(2));
    expect(db.reads).toBe(4);
  });
});

describe('statusCacheHook', () => {
  /** An app whose requests carry the session named by headers, and a bus that never delivers. */
  async function appWith(cache: WorkshiftStatusCache) {
    const app = Fastify();
    app.decorateRequest('session', null);
    app.decorateRequest('posSession', null);
    app.decorateRequest('apiKey', null);
    app.addHook('onRequest', async (request) => {
      const userId = Number(request.headers['x-user']);
      if (userId) request.session = { sessionId: 1, user: { id: userId, company_id: 1 } } as never;
      if (request.headers['x-pos']) request.posSession = { companyId: 1 } as never;
    });
    await app.register(statusCacheHook, { cache });
    app.post('/clock', { config: { permission: 'clock:workshift' } }, async () => ({}));
    app.post('/other', { config: { permission: 'decide:petition' as never } }, async () => ({}));
    app.get('/read', { config: { permission: 'clock:workshift' } }, async () => ({}));
    return app;
  }

  it("forgets, before the answer leaves, the author of a web clock action, or the company's for other writes", async () => {
    const cache = new WorkshiftStatusCache({ bus: fakeBus() });
    const app = await appWith(cache);
    const db = records();
    const readBoth = async () => {
      await cache.cursor(1, 7, db.load(7));
      await cache.cursor(1, 8, db.load(8));
      return db.reads;
    };
    expect(await readBoth()).toBe(2);
    await app.inject({ method: 'GET', url: '/read', headers: { 'x-user': '7' } });
    expect(await readBoth()).toBe(2);
    await app.inject({ method: 'POST', url: '/clock', headers: { 'x-user': '7' } });
    expect(await readBoth()).toBe(3);
    await app.inject({ method: 'POST', url: '/other', headers: { 'x-user': '9' } });
    expect(await readBoth()).toBe(5);
    await app.inject({ method: 'POST', url: '/other', headers: { 'x-pos': '1' } });
    expect(await readBoth()).toBe(7);
    // No company (anonymous): nothing to forget.
    await app.inject({ method: 'POST', url: '/other' });
    expect(await readBoth()).toBe(7);
    await app.close();
  });
});
