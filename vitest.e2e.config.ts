/** Browser tests: Playwright (playwright-core) driving Debian's Chromium against the real server. */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/setup/database-snapshot.ts', 'tests/e2e/build-web-app.ts'],
    setupFiles: ['tests/setup/network-guard.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Pages load their code and data after navigation; give expect.poll time to see them.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
