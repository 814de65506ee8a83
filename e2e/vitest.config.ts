import { configDefaults, defineConfig } from 'vitest/config';

const root = new URL('.', import.meta.url).pathname;
const shared = { root, testTimeout: 60_000, hookTimeout: 120_000 };
// The new-user walk-through (issue 15) repeats flows the other files test one by one, in three
// languages and two widths: `npm run walkthrough` runs it (WALKTHROUGH=1), `npm test` does not.
const walkthrough = process.env.WALKTHROUGH ? ['walkthrough/**/*.spec.ts'] : [];

/**
 * Browser end-to-end tests: real Chromium (Debian's) against the built app and a real server.
 *
 * Three projects run side by side (issue 17 §4; user-home moved to e2e-learn to balance them), each one file at a time: much of a file's time is
 * waiting (a video playing in real time, a clock running out, a server starting or seeding), which
 * the other two fill. The two browser projects each start their own built server on a fresh store
 * (support/global-setup.ts), so their accounts, rate limits and event logs never meet; `servers`
 * starts, stops and restarts servers of its own and builds the app (support/chromium-setup.ts only
 * makes sure the browser is there).
 */
export default defineConfig({
  test: {
    maxWorkers: 3,
    projects: [
      {
        test: {
          ...shared,
          name: 'e2e-learn',
          include: ['video/**/*.spec.ts', 'practice/**/*.spec.ts', 'content/**/*.spec.ts', 'achieve/**/*.spec.ts', 'user-home/**/*.spec.ts'],
          globalSetup: ['./support/global-setup.ts'],
          fileParallelism: false,
        },
      },
      {
        test: {
          ...shared,
          name: 'e2e-app',
          include: ['auth/**/*.spec.ts', 'shell/**/*.spec.ts', 'mock-tests/**/*.spec.ts', ...walkthrough],
          exclude: [...configDefaults.exclude],
          globalSetup: ['./support/global-setup.ts'],
          fileParallelism: false,
        },
      },
      {
        test: {
          ...shared,
          name: 'e2e-servers',
          include: ['servers/**/*.spec.ts', 'build/**/*.spec.ts'],
          globalSetup: ['./support/chromium-setup.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
