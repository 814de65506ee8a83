// Bundles the server (and the workspace packages it imports) into dist/server.js; npm
// dependencies stay external. The SQL migrations and the embedded database's worker are copied
// beside the bundle.
// `--outdir <dir>` writes elsewhere than dist/ (e2e/build/production-build.spec.ts compares two builds).
//
// The bundle is the same whatever NODE_ENV the build runs with (issue 26): nothing defines
// process.env.NODE_ENV here, so the server reads its NODE_ENV when it starts, not when it is built.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@abhyas/'));
const at = process.argv.indexOf('--outdir');
const outdir = at > 0 && process.argv[at + 1] ? process.argv[at + 1] : 'dist';
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts', 'src/cli.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outdir,
  entryNames: '[name]',
  sourcemap: true,
  external: [...external, 'zod', 'drizzle-orm/*', 'pg'],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
cpSync('src/db/migrations', join(outdir, 'migrations'), { recursive: true });
// The embedded database's thread (db/pglite-thread.ts opens it beside the bundle).
cpSync('src/db/pglite-worker.mjs', join(outdir, 'pglite-worker.mjs'));
console.log(`server built: ${join(outdir, 'server.js')}, ${join(outdir, 'cli.js')}`);
