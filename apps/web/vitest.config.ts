import { defineConfig } from 'vitest/config';

/**
 * Browser journeys: the real server on a fresh in-memory PGlite serving apps/web/dist, driven
 * by Debian's Chromium. Files run one at a time (each boots a server and a browser on a small
 * machine); build the web app first (`npm run test:e2e` does).
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { groupOrder: 2 },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Always a fresh embedded database (journeys rely on e.g. "the first admin is approved"),
    // even when DATABASE_URL points the API tests at PostgreSQL.
    env: { DATABASE_URL: '' },
  },
});
