import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // One temporary folder per run, removed at its end (tests/helpers/temp-root.ts); a run that
    // would cross midnight in India starts after it (tests/helpers/past-india-midnight.ts).
    globalSetup: ['tests/helpers/temp-root.ts', 'tests/helpers/past-india-midnight.ts'],
    testTimeout: 60_000,
    // What a page shows after an answer of the server: 1 s (vitest's default) is tight on a
    // 2-core machine running Chromium, a server and a build at once; a true failure waits 5 s.
    expect: { poll: { timeout: 5_000 } },
    hookTimeout: 120_000,
    // Browser and crash tests start servers and Chromium; two cores do not like many at once.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
