import { configDefaults, defineConfig } from 'vitest/config';

const root = new URL('.', import.meta.url).pathname;
const shared = { root, testTimeout: 60_000, hookTimeout: 120_000 };
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
 * Seven projects run side by side (issue 17 §4), each one file at a time: a browser test mostly
 * waits (a video playing in real time, a clock running out, a server starting or seeding), so on
 * two cores the suite is as long as its longest chain of files, not its CPU time (measured: 546 s
 * of CPU in 519 s with three projects). The browser projects each start their own built server on
 * a fresh store, so their accounts, rate limits and event logs never meet; the stop tests of each
 * database run in a project of their own (STOP_BACKENDS, e2e/servers/server-stop.spec.ts).
 */
export default defineConfig({
  test: {
    maxWorkers: 7,
    projects: [
      serial('e2e-learn', ['video/**/*.spec.ts', 'content/**/*.spec.ts'], withServer),
      serial('e2e-practice', ['practice/**/*.spec.ts', 'achieve/**/*.spec.ts', 'user-home/**/*.spec.ts'], withServer),
      serial('e2e-app', ['auth/**/*.spec.ts', 'shell/**/*.spec.ts', ...walkthrough], withServer),
      serial('e2e-tests', ['mock-tests/**/*.spec.ts'], withServer),
      // Their servers seed PostgreSQL stores of their own beside everything else: minutes, not seconds.
      serial('e2e-servers', ['servers/**/*.spec.ts', 'build/**/*.spec.ts'], {
        ...ownServers,
        hookTimeout: 300_000,
        exclude: [...configDefaults.exclude, 'servers/server-stop.spec.ts'],
      }),
      serial('e2e-stop', ['servers/server-stop.spec.ts'], { ...ownServers, env: { STOP_BACKENDS: 'pglite' } }),
      serial('e2e-stop-pg', ['servers/server-stop.spec.ts'], { ...ownServers, env: { STOP_BACKENDS: 'postgres,cluster' } }),
    ],
  },
});
