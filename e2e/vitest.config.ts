import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // One browser per file; files run one after another so the 2-core CI machine isn't starved.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A slow or busy machine can take seconds to render after a reload; 1 s (Vitest's default) raced.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
