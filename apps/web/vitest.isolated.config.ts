import { defineConfig } from 'vitest/config';
import base, { MOCKING_FILES } from './vitest.config.ts';

/** The web test files that mock modules (`vi.mock`), each in its own module graph and jsdom. */
export default defineConfig({
  ...base,
  test: { ...base.test, name: 'web-isolated', include: MOCKING_FILES, exclude: ['**/node_modules/**'], isolate: true },
});
