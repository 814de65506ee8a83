// `npm test`: lint, typecheck, catalogs, unit tests, the content audit, server integration tests
// (on PostgreSQL when TEST_DATABASE_URL is set, the store's own files on PGlite too; decision 044),
// then the browser end-to-end tests against the built app and the bundle budget. Prints each stage's time and one closing line:
// "tests: N passed, N failed".
//
// Stages that do not depend on each other run side by side, so the waits of one (the database, a
// browser, a server starting) fill with the work of another: lint ‖ typecheck ‖ catalogs ‖ (the
// build, the browser, a seeded store), then the unit tests, then the server tests ‖ (the server
// stops, e2e-servers), then the other browser projects two at a time ‖ the bundle budget. The
// output of a stage that ran beside another is printed whole when it ends. `node scripts/test.mjs
// <stage>` runs one stage (lint, typecheck, i18n, unit, content, server, e2e).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const tmp = join(process.cwd(), '.tmp', 'test-results');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });
let passed = 0;
let failed = 0;
const stages = [];
const started = Date.now();

/**
 * Runs one stage; resolves to whether it passed. `shared`: it runs beside other stages, so its output
 * is kept and printed whole at its end (otherwise it streams).
 */
function run(name, cmd, args, { env = {}, shared = false } = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}${shared ? ' (beside other stages; its output follows when it ends)' : ''}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: shared ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    const chunks = [];
    if (shared) {
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
    }
    child.on('close', (code) => {
      const ok = code === 0;
      if (shared) {
        console.log(`\n── ${name} ${'─'.repeat(Math.max(0, 70 - name.length))}`);
        process.stdout.write(Buffer.concat(chunks));
      }
      stages.push({ name, ok, s: ((Date.now() - t0) / 1000).toFixed(1) });
      if (!ok) console.error(`✗ ${name} failed (exit ${code})`);
      resolve(ok);
    });
  });
}

/** A Vitest stage with a JSON report, whose counts go into the closing line. */
async function vitest(name, args, options = {}) {
  const out = join(tmp, `${name}.json`);
  const ok = await run(name, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], options);
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (!ok && report.numFailedTests === 0) failed += 1;
  } catch {
    if (!ok) failed += 1;
  }
  return ok;
}

const only = process.argv[2];
const want = (stage) => !only || only === stage;
const results = [];
const all = async (...jobs) => results.push(...(await Promise.all(jobs.filter(Boolean))));

// The browser stages' preparation (the web build, the browser's install, one first-start seed of
// the store the browser projects' servers copy: E2E_STORE_TEMPLATE, one seed instead of four at
// once) needs nothing of the checks, so it runs beside them from the start. Built with
// NODE_ENV=development in the environment, as an operator who writes down the server's default
// might: the web build must still be a production one (issue 26), which
// e2e/build/production-build.spec.ts and the bundle budget check.
const template = join(process.cwd(), '.tmp', 'e2e-store');
const env = { E2E_STORE_TEMPLATE: template };
async function prepareBrowserStages(shared) {
  const [built, browser] = await Promise.all([
    run('build', 'npm', ['run', '--silent', 'build'], { env: { NODE_ENV: 'development' }, shared }),
    run('browser', 'npx', ['tsx', 'e2e/support/chromium.ts'], { shared }),
  ]);
  const ok = built && browser && (await run('e2e store', 'node', ['scripts/seed-store.mjs', template], { shared }));
  results.push(ok);
  return ok;
}
const e2eVitest = (project) => vitest(project, ['--config', 'e2e/vitest.config.ts', '--project', project], { shared: true, env });

// 1. Static checks side by side, and the browser stages' preparation beside them.
const statics = [want('lint'), want('typecheck'), want('i18n')].filter(Boolean).length > 1;
const preparing = want('e2e') ? prepareBrowserStages(true) : Promise.resolve(false);
await all(
  want('lint') && run('lint', 'npm', ['run', '--silent', 'lint'], { shared: statics || want('e2e') }),
  want('typecheck') && run('typecheck', 'npm', ['run', '--silent', 'typecheck'], { shared: statics || want('e2e') }),
  want('i18n') && run('i18n catalogs', 'node', ['scripts/check-i18n.mjs'], { shared: statics || want('e2e') }),
);

// 2. Unit tests. Two workers even on 2 cores: Vitest's default there is one (cores − 1), and much
// of a file's time is waiting (253 → 173 s for the unit stage, measured on the project's machine).
const workers = ['--maxWorkers', process.env.TEST_WORKERS ?? '2'];
if (want('unit'))
  await all(
    vitest(
      'unit',
      [
        '--project',
        'domain',
        '--project',
        'contracts',
        '--project',
        'render',
        '--project',
        'content',
        '--project',
        'web',
        '--project',
        'web-isolated',
        '--project',
        'web-build',
        ...workers,
      ],
      {
        shared: want('e2e'),
      },
    ),
  );
// The content audit (issue #16 §3) over the key checks the unit stage's content tests just recorded:
// fails when a question lacks a worked solution ending in its key, two hints or a checked key.
if (want('unit') || want('content')) await all(run('content audit', 'npx', ['tsx', 'scripts/content/audit.ts', '--no-run', '--short']));

// 3. The server tests beside the projects that start servers of their own: the 33 server stops
// (e2e-stop), then e2e-servers (a restart mid-test, two instances behind nginx, a cluster, the
// production build). Neither has real-time browser checks (CBT clocks, video), so they can share
// the cores with the server tests; the stops' own waits (a server starting, seeding) fill them.
const prepared = await preparing;
const ownServers = async () => {
  if (!prepared) return false;
  const ok = [await e2eVitest('e2e-stop'), await e2eVitest('e2e-servers')];
  return ok.every(Boolean);
};
await all(want('server') && vitest('server', ['--project', 'server', ...workers], { shared: want('e2e') }), want('e2e') && ownServers());

// 4. The browser tests against the build: four projects of e2e/vitest.config.ts, two at a time,
// each one file at a time (a browser test mostly waits: a video playing in real time, a clock, a
// server starting), and the bundle budget beside them; not beside the server tests, whose CPU the
// real-time checks (video, CBT clocks) need. Vitest puts projects whose files run one at a time
// into one queue, so each project is a process of its own.
//
// At most E2E_PARALLEL (2) projects at once, the longest first, the next starting as one ends: five
// at once on two cores left the machine's CPU saturated with the processes of five browsers and
// servers, and the real-time checks' waits ran out (measured: 35 % of the CPU in the kernel). The
// cost of sharing grows faster than the number sharing: the user home's flow took 60 s alone and
// over 240 s with three projects at once (eighth session, docs/performance.md).
const E2E = ['e2e-app', 'e2e-practice', 'e2e-learn', 'e2e-tests'];
const E2E_PARALLEL = Number(process.env.E2E_PARALLEL ?? 2);
if (want('e2e') && prepared) {
  const queue = [...E2E];
  const lane = async () => {
    const ok = [];
    for (let p = queue.shift(); p; p = queue.shift()) ok.push(await e2eVitest(p));
    return ok.every(Boolean);
  };
  await all(...Array.from({ length: E2E_PARALLEL }, lane), run('bundle budget', 'node', ['scripts/size.mjs', '--check'], { shared: true, env }));
}

console.log('\nStages:');
for (const s of stages) console.log(`  ${s.ok ? '✓' : '✗'} ${s.name} (${s.s} s)`);
console.log(`  total ${((Date.now() - started) / 1000).toFixed(1)} s`);
const stageFailures = stages.filter((s) => !s.ok).length;
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(results.every(Boolean) && stageFailures === 0 ? 0 : 1);
