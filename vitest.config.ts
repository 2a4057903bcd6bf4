import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Browser and crash tests start servers and Chromium; two cores do not like many at once.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
