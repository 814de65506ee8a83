import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The files of a worker share one module graph (each still builds its own app on its own
    // database): importing Fastify, Drizzle, PGlite and the app again for each of 44 files was most
    // of this project's time (148 → 89 s on the project's machine, issue 17 §4).
    isolate: false,
    // Two files at a time (npm test passes --maxWorkers=2): while one waits on PostgreSQL the other
    // runs PGlite. Each file builds its own app on its own PGlite and its own PostgreSQL database.
  },
});
