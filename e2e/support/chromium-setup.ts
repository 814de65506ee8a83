import { ensureChromium } from './chromium.ts';

/** Global setup of the `e2e-servers` and `e2e-stop` projects: the browser only (its files start their own servers). */
export function setup(): void {
  ensureChromium();
}
