import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library lets a test's fake timers run the zero-delay timeouts it waits on only when it sees Jest's:
// without this, user-event and waitFor would wait forever under vi.useFakeTimers().
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

// Vitest runs without globals, so Testing Library cannot unmount on its own: each test starts on an empty page,
// with the real timers, fetch and spied browser properties (navigator.onLine) back.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
