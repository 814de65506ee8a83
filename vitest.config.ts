import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/contracts',
      'packages/render',
      'content',
      'apps/server',
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
      'apps/web/vitest.build.config.ts',
    ],
  },
});
