import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/testing/global-setup.ts'],
    // The files of a worker share their modules: the app (Fastify, drizzle, every module) is loaded once
    // per worker rather than once per file, which took Vitest's import time from 107-154 s to 9 s and the
    // project from 305-404 s to 161-174 s on two cores. Each file still builds its own app on a database
    // of its own (testing/test-app.ts); the process's caches are keyed by ids no two databases share
    // (uuidv7) or hold files that never change; no test stubs the environment or a global, and the fake
    // timers of http/session.test.ts are undone after each test. Module mocks (vi.mock) would leak from
    // file to file, and no test uses them; a test that changes a module's state must undo it.
    isolate: false,
    // Bounds that catch a hang, not a slow machine: on a 2-core machine running other work a test
    // takes many times its quiet duration (docs/decisions/0007-slow-networks.md, suite figures).
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
