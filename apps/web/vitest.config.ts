import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Component tests type into real Mantine forms; on a busy 2-core machine they need many times their
    // quiet duration. The bound catches a hang, not a slow machine.
    testTimeout: 120_000,
  },
});
