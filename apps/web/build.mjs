// `npm run build -w @abhyas/web` (and so `npm run build` and `npm start`): always a production
// build of the web app, whatever NODE_ENV the caller has (issue 26). The server's NODE_ENV
// (development outbox, demo seed, secure cookies) must not decide how the browser bundle is
// built: with NODE_ENV=development in the environment, `vite build` would ship React's development
// build (`jsxDEV`, 232.8 KB of gzipped JavaScript for `/` instead of 167.3 KB, over its budget).
// NODE_ENV is set for this process only, i.e. for this build step. `npm run dev` (Vite's dev
// server) stays the only development build.
process.env.NODE_ENV = 'production';
// Imported after NODE_ENV is set: Vite and its plugins may read it as they load.
const { build } = await import('vite');
await build({ mode: 'production' });

// The public study pages, prerendered from the repository's content into dist (decision 047).
const { spawnSync } = await import('node:child_process');
const prerender = spawnSync(process.execPath, ['--import', 'tsx', 'prerender/study.tsx'], { stdio: 'inherit', cwd: import.meta.dirname });
if (prerender.status !== 0) process.exit(prerender.status ?? 1);
