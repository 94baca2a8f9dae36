import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'accounting',
    include: ['src/**/*.test.ts'],
    // A bound that catches a hang, not a slow machine: the property tests and the hostile statement files
    // take many times their quiet duration on a loaded 2-core machine (apps/api/vitest.config.ts).
    testTimeout: 120_000,
  },
});
