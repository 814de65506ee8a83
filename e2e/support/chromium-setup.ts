import { ensureChromium } from './chromium.ts';

/** Global setup of the `e2e-servers` project: the browser only (its files start their own servers). */
export function setup(): void {
  ensureChromium();
}
