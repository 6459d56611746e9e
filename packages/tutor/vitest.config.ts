import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Group 0: unit tests run first (see the root vitest.config.ts).
  test: { name: 'tutor', include: ['test/**/*.test.ts'], sequence: { groupOrder: 0 } },
});
