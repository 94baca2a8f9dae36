import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'accounting', include: ['src/**/*.test.ts'] },
});
