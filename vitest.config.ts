import { defineConfig } from 'vitest/config';

/**
 * One runner, four projects, run in groups one after another (each project's sequence.groupOrder):
 * 0 engine and contract unit tests, 1 API tests, 2 browser journeys.
 */
export default defineConfig({ test: { projects: ['packages/tutor', 'packages/contracts', 'apps/server', 'apps/web'] } });
