/** Rows per multi-row INSERT. */
export const ROWS_PER_INSERT = 1000;

export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Runs async tasks with at most `max` at once; the first failure stops it. */
export function createLimiter(max: number) {
  const running = new Set<Promise<void>>();
  let failure: unknown;
  return {
    async add(task: () => Promise<void>) {
      if (failure) throw failure;
      const job: Promise<void> = task()
        .catch((error) => {
          failure ??= error;
        })
        .finally(() => running.delete(job));
      running.add(job);
      while (running.size >= max) await Promise.race(running);
      if (failure) throw failure;
    },
    async drain() {
      await Promise.all(running);
      if (failure) throw failure;
    },
  };
}

/** `fn` over every item, `concurrency` at a time (they share the app's pool). */
export async function forEachConcurrent<T>(
  items: T[],
  concurrency: number,
  fn: (item: T, index: number) => Promise<void>,
) {
  const limiter = createLimiter(concurrency);
  for (const [index, item] of items.entries()) await limiter.add(() => fn(item, index));
  await limiter.drain();
}
