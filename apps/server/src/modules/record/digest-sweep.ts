import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `publish` every `minutes` (0 = never), one run at a time, and returns what stops it. Each run
 * writes the day's digest only for companies without one, so an hourly sweep publishes once a day,
 * at its first run after Madrid midnight, and a server that was down catches up when it is back.
 */
export function startDigestSweep(options: {
  minutes: number;
  publish: () => Promise<unknown>;
  log: FastifyBaseLogger;
  /** What the log says when a run fails (another job on the same schedule, e.g. the monthly summaries). */
  failureMessage?: string;
}): () => void {
  if (options.minutes <= 0) return () => {};
  let isRunning = false;
  const timer = setInterval(() => {
    if (isRunning) return;
    isRunning = true;
    options
      .publish()
      .catch((error: unknown) =>
        options.log.error(
          { err: error },
          options.failureMessage ?? 'publicación del resumen diario del registro fallida',
        ),
      )
      .finally(() => {
        isRunning = false;
      });
  }, options.minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
