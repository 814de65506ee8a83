import { defineConfig } from 'vitest/config';

/**
 * The web app's build code (build/: the catalog compiler and its data files), tested in Node with
 * the real ICU parser: the app's own config replaces the parser with a stub, since the browser
 * ships message trees and no parser.
 */
export default defineConfig({
  test: { name: 'web-build', include: ['build/**/*.test.ts'], environment: 'node' },
});
