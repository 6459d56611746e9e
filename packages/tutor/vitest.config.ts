import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'tutor', include: ['test/**/*.test.ts'] },
});
