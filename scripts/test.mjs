// `npm test`: lint, typecheck, catalogs, unit tests, the content audit, server integration tests
// (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then the browser end-to-end tests against
// the built app and the bundle budget. Prints each stage's time and one closing line:
// "tests: N passed, N failed".
//
// Stages that do not depend on each other run side by side, so the waits of one (the database, a
// browser, a server starting) fill with the work of another: lint ‖ typecheck ‖ catalogs, then the
// unit tests, then the server tests ‖ (the build, a seeded store, the server stops), then the browser projects ‖ the bundle budget. The output of a stage that
// ran beside another is printed whole when it ends. `node scripts/test.mjs <stage>` runs one stage
// (lint, typecheck, i18n, unit, content, server, e2e).
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

// 1. Static checks, side by side.
const statics = [want('lint'), want('typecheck'), want('i18n')].filter(Boolean).length > 1;
await all(
  want('lint') && run('lint', 'npm', ['run', '--silent', 'lint'], { shared: statics }),
  want('typecheck') && run('typecheck', 'npm', ['run', '--silent', 'typecheck'], { shared: statics }),
  want('i18n') && run('i18n catalogs', 'node', ['scripts/check-i18n.mjs'], { shared: statics }),
);

// 2. Unit tests. Two workers even on 2 cores: Vitest's default there is one (cores − 1), and much
// of a file's time is waiting (253 → 173 s for the unit stage, measured on the project's machine).
const workers = ['--maxWorkers', process.env.TEST_WORKERS ?? '2'];
if (want('unit'))
  await all(
    vitest('unit', ['--project', 'domain', '--project', 'contracts', '--project', 'content', '--project', 'web', '--project', 'web-isolated', ...workers]),
  );
// The content audit (issue #16 §3) over the key checks the unit stage's content tests just recorded:
// fails when a question lacks a worked solution ending in its key, two hints or a checked key.
if (want('unit') || want('content')) await all(run('content audit', 'npx', ['tsx', 'scripts/content/audit.ts', '--no-run', '--short']));

// 3. Server tests beside the web build, the browser's install, one first-start seed of the store
// the browser projects' servers copy (E2E_STORE_TEMPLATE: one seed instead of four at once) and
// then the 33 server stops (e2e-stop: servers of their own, no real-time browser checks, so they
// can share the cores with the server tests). Built with NODE_ENV=development in the environment,
// as an operator who writes down the server's default might: the web build must still be a
// production one (issue 26), which e2e/build/production-build.spec.ts and the bundle budget check.
const beside = want('server') && want('e2e');
const template = join(process.cwd(), '.tmp', 'e2e-store');
const env = { E2E_STORE_TEMPLATE: template };
let prepared = false;
async function prepareBrowserStages() {
  const [built, browser] = await Promise.all([
    run('build', 'npm', ['run', '--silent', 'build'], { env: { NODE_ENV: 'development' }, shared: beside }),
    run('browser', 'npx', ['tsx', 'e2e/support/chromium.ts'], { shared: beside }),
  ]);
  prepared = built && browser && (await run('e2e store', 'node', ['scripts/seed-store.mjs', template], { shared: beside }));
  return prepared && vitest('e2e-stop', ['--config', 'e2e/vitest.config.ts', '--project', 'e2e-stop'], { shared: beside, env });
}
await all(want('server') && vitest('server', ['--project', 'server', ...workers], { shared: beside }), want('e2e') && prepareBrowserStages());

// 4. The browser tests against the build: five projects of e2e/vitest.config.ts side by side, each
// one file at a time (a browser test mostly waits: a video playing in real time, a clock, a server
// starting), and the bundle budget beside them; not beside the server tests, whose CPU the
// real-time checks (video, CBT clocks) and the servers' starts need. Vitest puts projects whose
// files run one at a time into one queue, so each project is a process of its own.
const E2E = ['e2e-learn', 'e2e-practice', 'e2e-app', 'e2e-tests', 'e2e-servers'];
if (want('e2e') && prepared) {
  await all(
    ...E2E.map((p) => vitest(p, ['--config', 'e2e/vitest.config.ts', '--project', p], { shared: true, env })),
    run('bundle budget', 'node', ['scripts/size.mjs', '--check'], { shared: true, env }),
  );
}

console.log('\nStages:');
for (const s of stages) console.log(`  ${s.ok ? '✓' : '✗'} ${s.name} (${s.s} s)`);
console.log(`  total ${((Date.now() - started) / 1000).toFixed(1)} s`);
const stageFailures = stages.filter((s) => !s.ok).length;
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(results.every(Boolean) && stageFailures === 0 ? 0 : 1);
