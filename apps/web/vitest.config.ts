import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { icuPrecompile } from './build/icu-precompile.ts';

export default defineConfig({
  plugins: [icuPrecompile(), react()],
  // ICU messages are parsed at build time (build/icu-precompile.ts), so the parser is not shipped.
  resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Typing whole forms with user-event under a loaded machine took over the default 5 s (CI).
    testTimeout: 20_000,
  },
});
