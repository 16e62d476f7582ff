import { defineConfig } from 'vitest/config';

/**
 * Two projects, both run by `npm test`: `unit` (every *.test.ts) and
 * `integration` (*.integration.test.ts: tests that start other processes,
 * such as a whole CDK synthesis or a browser, with a timeout to match).
 */
const INTEGRATION = 'test/**/*.integration.test.ts';

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: [INTEGRATION], testTimeout: 20_000, hookTimeout: 30_000 },
      },
      {
        extends: true,
        test: { name: 'integration', include: [INTEGRATION], testTimeout: 180_000, hookTimeout: 120_000 },
      },
    ],
  },
});
