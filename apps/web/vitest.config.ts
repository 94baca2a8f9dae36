import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The files of a worker share their modules: loading Mantine, i18next and the words once per worker
    // rather than once per file took the project from 259 to 109 s. What a test leaves behind (storage,
    // cookies, language, toasts, fetch stubs, mocks) is reset after each test by src/test/setup.ts;
    // module mocks (vi.mock) would leak from file to file, and no test uses them.
    isolate: false,
    // Component tests type into real Mantine forms; on a busy 2-core machine they need many times their
    // quiet duration. The bound catches a hang, not a slow machine.
    testTimeout: 120_000,
  },
});
