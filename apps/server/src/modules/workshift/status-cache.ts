import type { EventBus } from '../events/event-bus';

/**
 * GET /api/workshift/status without a database transaction: each worker's cursor (the
 * id of their record's latest event) remembered in this process, and forgotten when the events bus
 * says their record may have changed:
 * - a `workshift` event about them (any instance's clock action, correction or incident), or one
 *   about nobody in particular, or a `config` event: their company's entries;
 * - a gap (the bus's connection came back: events may have been missed): everything.
 * While the bus is not connected nothing is read from or kept in memory. The bus delivers a little
 * after COMMIT, so writes answered by this process also forget at once (`forgetAfterWrite`, before
 * the answer leaves): the next read after a clock action here always sees it.
 *
 * A read that misses loads from the database and keeps the answer only if nothing was forgotten
 * meanwhile (the `epoch` check): a load that raced a change never stores the older cursor.
 */
export interface StatusCacheOptions {
  bus: Pick<EventBus, 'subscribe' | 'isConnected'>;
  /** The most workers remembered; the least recently read go first. */
  maxEntries?: number;
}

export const STATUS_CACHE_MAX_ENTRIES = 50_000;
const MAX_COMPANIES = 10_000;

interface Entry {
  companyId: number;
  cursor: string;
  /** The company's generation when it was loaded: a bumped generation makes it stale. */
  generation: number;
}

export interface StatusCacheStats {
  hits: number;
  misses: number;
  bypasses: number;
  size: number;
}

export class WorkshiftStatusCache {
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<number, number>();
  /** Bumped by every forgetting: a load that straddles one does not store its answer. */
  private epoch = 0;
  private readonly maxEntries: number;
  private readonly bus: StatusCacheOptions['bus'];
  private readonly stats = { hits: 0, misses: 0, bypasses: 0 };
  readonly close: () => void;

  constructor(options: StatusCacheOptions) {
    this.bus = options.bus;
    this.maxEntries = options.maxEntries ?? STATUS_CACHE_MAX_ENTRIES;
    this.close = options.bus.subscribe(
      (event) => {
        if (event.topic === 'config' || (event.topic === 'workshift' && event.userId === null)) {
          this.forgetCompany(event.companyId);
        } else if (event.topic === 'workshift' && event.userId !== null) {
          this.forgetUser(event.companyId, event.userId);
        }
      },
      () => this.clear(),
    );
  }

  /** The worker's cursor: from memory when the bus vouches for it, else `load` (and remembered). */
  async cursor(companyId: number, userId: number, load: () => Promise<string>): Promise<string> {
    if (!this.bus.isConnected) {
      // Events may be passing unheard: what is kept could be stale, and so could what would be kept.
      if (this.entries.size > 0) this.clear();
      this.stats.bypasses += 1;
      return load();
    }
    const key = `${companyId}:${userId}`;
    const generation = this.generations.get(companyId) ?? 0;
    const entry = this.entries.get(key);
    if (entry && entry.generation === generation) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.stats.hits += 1;
      return entry.cursor;
    }
    this.stats.misses += 1;
    const epoch = this.epoch;
    const cursor = await load();
    if (epoch === this.epoch && this.bus.isConnected) {
      this.entries.delete(key);
      this.entries.set(key, { companyId, cursor, generation });
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    }
    return cursor;
  }

  forgetUser(companyId: number, userId: number): void {
    this.epoch += 1;
    this.entries.delete(`${companyId}:${userId}`);
  }

  forgetCompany(companyId: number): void {
    this.epoch += 1;
    // Bounded too: past this many companies, starting over costs one load per worker.
    if (this.generations.size >= MAX_COMPANIES) {
      this.clear();
      return;
    }
    this.generations.set(companyId, (this.generations.get(companyId) ?? 0) + 1);
  }

  clear(): void {
    this.epoch += 1;
    this.entries.clear();
    // Safe to drop: no entry is left to be compared with an older generation.
    this.generations.clear();
  }

  snapshot(): StatusCacheStats {
    return { ...this.stats, size: this.entries.size };
  }
}
