import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default (one less than the cores) is a single worker on a 2-core machine, where the server
    // files mostly wait on PostgreSQL: two workers took the suite from 574 s to 258 s on one.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/shared/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/file-setup.ts'],
          // Files share their worker's modules instead of loading the whole app again for each one
          // (measured: the PostgreSQL run took 4.5 min instead of 10, the CPU 2.3 min instead of 6.8).
          // Each file still gets its own database; test-app.ts empties the in-memory caches keyed by
          // ids and file-setup.ts hands the next file real timers.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The web's components, rendered in a simulated browser (Testing Library); see apps/web/src/testing.
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['apps/web/src/**/*.test.tsx'],
          setupFiles: ['apps/web/src/testing/setup-dom.ts'],
          // Above Testing Library's 5 s wait (setup-dom.ts), so a slow render fails on what it waited for.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
