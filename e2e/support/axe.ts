import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Serious and critical WCAG 2.1 A/AA violations on the page as it is now (axe-core), as lines
 * "label: rule (impact) at selector, …" (at most three places per rule). Waits first for running
 * CSS transitions and animations to end: a modal caught half-faded in has colours it never shows
 * at rest, which axe would report as low contrast.
 */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity), null, {
      timeout: 5_000,
    })
    .catch(() => undefined); // an endless animation elsewhere (a spinner) must not stop the check
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) at ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}
