import { defineConfig } from 'vitest/config';

/** One runner, four projects: engine and contract unit tests, API tests, browser journeys. */
export default defineConfig({
  test: {
    projects: ['packages/tutor', 'packages/contracts', 'apps/server', 'apps/web'],
  },
});
