import { afterAll, vi } from 'vitest';

// Server test files share one process per worker (isolate: false in vitest.config.ts): a file that
// faked the clock must not hand its fake Date to the next file.
afterAll(() => {
  vi.useRealTimers();
});
