// Setup of the content test project: after each test file, the keys it recomputed are written for
// `npm run content:audit` (content/lib/key-checks.ts).
import { afterAll, expect } from 'vitest';
import { flushChecked } from './key-checks.ts';

afterAll(() => {
  flushChecked(expect.getState().testPath ?? 'unknown');
});
