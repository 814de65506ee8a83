import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two files at a time (npm test passes --maxWorkers=2): while one waits on PostgreSQL the other
    // runs PGlite. Each file builds its own app on its own PGlite and its own PostgreSQL database.
  },
});
