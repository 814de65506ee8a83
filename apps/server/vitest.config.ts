import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy; one file at a time keeps memory and CPU predictable on 2 cores.
    fileParallelism: false,
  },
});
