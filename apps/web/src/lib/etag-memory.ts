/**
 * The last answer of each polled read that came with an ETag, so the next poll can ask
 * `If-None-Match` and take a bodiless 304 as "the same again". The client does this itself because SPEC
 * §7's request headers (Pragma: no-cache) keep the browser's HTTP cache out of every call. Bounded: the
 * polled reads are a handful of URLs; the oldest entry goes first.
 */
export interface EtagMemory {
  /** The remembered answer of a URL, refreshed as the most recently used. */
  recall(url: string): { etag: string; body: unknown } | undefined;
  remember(url: string, etag: string, body: unknown): void;
  forget(url: string): void;
}

export const ETAG_MEMORY_SIZE = 64;

export function createEtagMemory(size = ETAG_MEMORY_SIZE): EtagMemory {
  const entries = new Map<string, { etag: string; body: unknown }>();
  return {
    recall(url) {
      const entry = entries.get(url);
      if (entry) {
        entries.delete(url);
        entries.set(url, entry);
      }
      return entry;
    },
    remember(url, etag, body) {
      entries.delete(url);
      entries.set(url, { etag, body });
      if (entries.size > size) entries.delete(entries.keys().next().value as string);
    },
    forget(url) {
      entries.delete(url);
    },
  };
}
