import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { catalogAssets, icuPrecompile } from './build/icu-precompile.ts';

/**
 * Test files that replace modules with `vi.mock`: they run isolated (project `web-isolated`,
 * vitest.isolated.config.ts), since a module mocked in one file cannot be swapped under files that
 * share a module graph.
 */
export const MOCKING_FILES = ['src/app/router.test.tsx', 'src/features/video/components/video-overlay.test.tsx'];

export default defineConfig({
  plugins: [icuPrecompile(), catalogAssets(fileURLToPath(new URL('./src/locales', import.meta.url))), react()],
  // ICU messages are parsed at build time (build/icu-precompile.ts), so the parser is not shipped.
  resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', ...MOCKING_FILES],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Typing whole forms with user-event under a loaded machine took over the default 5 s (CI).
    testTimeout: 20_000,
    // The files of a worker share one jsdom and one module graph: creating jsdom and importing
    // React, Mantine and the app again for each of 60 files was most of this project's time
    // (405 s → 135 s on the project's machine under load). test/setup.ts resets what a file leaves
    // behind (DOM, storage, stubbed globals, timers).
    isolate: false,
  },
});
