import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library lets a test's fake timers run the zero-delay timeouts it waits on only when it sees Jest's:
// without this, user-event and waitFor would wait forever under vi.useFakeTimers().
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

// findBy*/waitFor give up after 1 s by default; `npm test` runs these beside the server's suite on two cores,
// where a render can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot unmount on its own: each test starts on an empty page,
// with the real timers, fetch and spied browser properties (navigator.onLine) back.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
