import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite boots in-process per file: two workers keep a 2-core machine responsive.
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
});
