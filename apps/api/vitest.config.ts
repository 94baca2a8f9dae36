import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/testing/global-setup.ts'],
    // Bounds that catch a hang, not a slow machine: on a 2-core machine running other work a test
    // takes many times its quiet duration (docs/decisions/0007-slow-networks.md, suite figures).
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
