import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/api', 'apps/web'],
    // Vitest's default (cores − 1) is one worker on a 2-core machine: the API tests wait on PostgreSQL
    // most of the time, so a second worker fills that wait (≈ 25 % faster there).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
