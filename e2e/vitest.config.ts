import { configDefaults, defineConfig } from 'vitest/config';

// Browser end-to-end tests: real Chromium (Debian's) against the built app and a real server.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.spec.ts'],
    // The new-user walk-through (issue 15) repeats flows the other files test one by one, in three
    // languages and two widths: `npm run walkthrough` runs it (WALKTHROUGH=1), `npm test` does not,
    // to keep CI within its 15 minutes.
    exclude: [...configDefaults.exclude, ...(process.env.WALKTHROUGH ? [] : ['walkthrough/**'])],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
