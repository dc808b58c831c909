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
  },
});
