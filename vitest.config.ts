import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contracts', 'content', 'apps/server', 'apps/web', 'apps/web/vitest.isolated.config.ts'],
  },
});
