import { configDefaults, defineConfig } from 'vitest/config';

const root = new URL('.', import.meta.url).pathname;
// 90 s a test, 180 s a hook: on a slow day of the project's two cores a browser flow took past a minute.
const shared = { root, testTimeout: 90_000, hookTimeout: 180_000 };
// The new-user walk-through (issue 15) repeats flows the other files test one by one, in three
// languages and two widths: `npm run walkthrough` runs it (WALKTHROUGH=1), `npm test` does not.
const walkthrough = process.env.WALKTHROUGH ? ['walkthrough/**/*.spec.ts'] : [];

/** A project whose files run one at a time (much of a browser test is waiting, which the others fill). */
const serial = (name: string, include: string[], extra: Record<string, unknown> = {}) => ({
  test: { ...shared, name, include, exclude: [...configDefaults.exclude], fileParallelism: false, ...extra },
});
/** A browser project: its own built server on a fresh store (support/global-setup.ts). */
const withServer = { globalSetup: ['./support/global-setup.ts'] };
/** Projects that start servers of their own and build the app (support/chromium-setup.ts only makes sure the browser is there). */
const ownServers = { globalSetup: ['./support/chromium-setup.ts'] };

/**
 * Browser end-to-end tests: real Chromium (Debian's) against the built app and a real server.
 *
 * Six projects, each one file at a time: a browser test mostly waits (a video playing in real time,
 * a clock running out, a server starting or seeding), so the suite is as long as its longest chain
 * of files more than its CPU time (measured: 546 s of CPU in 519 s with three projects). `npm test`
 * runs `e2e-stop` beside the server tests and the other five side by side after them
 * (scripts/test.mjs). The browser projects each start their own built server on a copy of one
 * seeded store, so their accounts, rate limits and event logs never meet.
 */
export default defineConfig({
  test: {
    maxWorkers: 6,
    projects: [
      serial('e2e-learn', ['video/**/*.spec.ts', 'content/**/*.spec.ts', 'schools/**/*.spec.ts'], withServer),
      serial('e2e-practice', ['practice/**/*.spec.ts', 'achieve/**/*.spec.ts', 'user-home/**/*.spec.ts'], withServer),
      serial('e2e-app', ['auth/**/*.spec.ts', 'shell/**/*.spec.ts', ...walkthrough], withServer),
      serial('e2e-tests', ['mock-tests/**/*.spec.ts'], withServer),
      // Their servers seed PostgreSQL stores of their own beside everything else: minutes, not seconds.
      serial('e2e-servers', ['servers/**/*.spec.ts', 'build/**/*.spec.ts'], {
        ...ownServers,
        hookTimeout: 300_000,
        env: { SERVER_HEALTH_TIMEOUT_MS: '300000' },
        exclude: [...configDefaults.exclude, 'servers/server-stop.spec.ts'],
      }),
      // The 33 stops (PGlite, PostgreSQL, a cluster): `npm test` runs them beside the server tests.
      serial('e2e-stop', ['servers/server-stop.spec.ts'], ownServers),
    ],
  },
});
