/** Unit and integration tests (Vitest). Browser tests have their own config: vitest.e2e.config.ts. */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{bot,scheduler,shared,tab,tests,bench,manifest}/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', '**/node_modules/**'],
    globalSetup: ['tests/setup/database-snapshot.ts'],
    setupFiles: ['tests/setup/network-guard.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
