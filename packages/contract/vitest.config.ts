import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contract',
    include: ['src/**/*.test.ts'],
    // A bound that catches a hang, not a slow machine: a test takes many times its quiet duration on a
    // loaded 2-core machine (apps/api/vitest.config.ts).
    testTimeout: 120_000,
  },
});
