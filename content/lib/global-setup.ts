// Global setup of the content test project: the recomputed-key records of the previous run are
// removed first, so `npm run content:audit` only counts keys proven by this run.
import { rmSync } from 'node:fs';
import { KEY_CHECKS_DIR } from './key-checks.ts';

export function setup(): void {
  rmSync(KEY_CHECKS_DIR, { recursive: true, force: true });
}
