import { defineConfig } from 'vitest/config';

/**
 * Checks of the content under content/: every pack valid, every key answerable and recomputed,
 * every solution's final answer equal to its key, every re-solve agreeing with its key. The keys
 * each run proves are recorded for `npm run content:audit` (lib/key-checks.ts).
 */
export default defineConfig({
  test: {
    name: 'content',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    // Whole-bank checks (every formula through KaTeX, every final answer) take seconds on a loaded machine.
    testTimeout: 60_000,
    setupFiles: ['./lib/vitest-setup.ts'],
    // One module graph per worker (lib/vitest-setup.ts writes and clears each file's key checks
    // after it): the unit stage went from 97 to 57 s with the same for domain and contracts (issue 17 §4).
    isolate: false,
    globalSetup: ['./lib/global-setup.ts'],
  },
});
