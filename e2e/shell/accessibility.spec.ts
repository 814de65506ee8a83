import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { launch, newPage } from '../support/browser.ts';

// WCAG 2.1 A/AA checks with axe-core on the public screens, at phone and desktop widths, in English
// and Hindi. Serious and critical violations fail the test. `npm test` checks English at 360 px and
// Hindi at 1280 px (each language and each width once, ≈ 25 s a pair beside the suite);
// `npm run a11y:routes` (A11Y_FULL=1) checks all four pairs.
const PAIRS: [string, number][] = process.env.A11Y_FULL
  ? [
      ['en', 360],
      ['en', 1280],
      ['hi', 360],
      ['hi', 1280],
    ]
  : [
      ['en', 360],
      ['hi', 1280],
    ];

describe('accessibility', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  for (const [locale, width] of PAIRS) {
    it(`has no serious violations on the public screens (${locale}, ${width} px)`, async () => {
      const { page, context } = await newPage(browser, width, 800);
      await context.addInitScript((l) => localStorage.setItem('abhyas.locale', l), locale);
      const found: string[] = [];
      for (const path of ['/', '/login', '/signup', '/forgot-password', '/helpdesk', '/feedback', '/no-such-page']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.locator('main, [role=main], #main-content').first().waitFor({ timeout: 15_000 });
        const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        for (const v of result.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
          found.push(
            `${path}: ${v.id} (${v.impact}) ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
          );
        }
      }
      await context.close();
      expect(found).toEqual([]);
    });
  }
});
