import { defineConfig } from 'vitest/config';

/** Checks of the content under content/: every pack valid, every key answerable and recomputed. */
export default defineConfig({
  test: { name: 'content', include: ['**/*.test.ts'], exclude: ['**/node_modules/**'], environment: 'node' },
});
