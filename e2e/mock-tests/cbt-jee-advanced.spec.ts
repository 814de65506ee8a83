import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, signedIn } from '../support/browser.ts';

const JEE_ADVANCED = { goal: 'preug', exam: 'jee-advanced' };

/** Shows question `n` of the current section through the palette, and waits for it. */
async function open(page: Page, n: number) {
  await page
    .locator('[data-cbt-palette]')
    .getByRole('button', { name: new RegExp(`^Question ${n},`) })
    .click();
  await page.getByRole('heading', { name: `Question No. ${n}` }).waitFor();
}

/** Changes section with its tab. */
async function section(page: Page, name: string) {
  await page.getByRole('tab', { name: new RegExp(`^${name}:`) }).click();
  await page.getByRole('heading', { name: 'Question No. 1' }).waitFor();
}

/** Ticks the options `codes` (one at a time: each tick re-renders the question). */
async function choose(page: Page, ...codes: string[]) {
  for (const c of codes) await page.locator(`main input[value="${c}"]`).check();
}
const type = (page: Page, value: string) => page.getByLabel('Your answer (a whole number)').fill(value);
const saveNext = (page: Page) => page.getByRole('button', { name: 'Save & Next' }).click();

// Issue #4 §4 (e): JEE Advanced 2016 Paper 1 taken in the browser with the answer sheet of
// apps/server/src/modules/mock-tests/jee-advanced-paper.test.ts (worked out by hand with the official
// scheme: +3/−1 single; +4/+3/+2/+1/−2 multiple; +3 integer) scores exactly 28 / 144:
// Physics 10 / 41, Chemistry 16 / 41, Mathematics 2 / 62. Some answers are given with the
// keyboard shortcuts (Alt+S, Alt+M, Alt+C, Alt+B) to prove the test can be run from the keyboard.
describe('JEE Advanced 2016 Paper 1 in the browser with a fixed answer sheet', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('scores the hand-worked marks, per section and in total, on the result page', { timeout: 120_000 }, async () => {
    const { page, context } = await signedIn(browser, JEE_ADVANCED, 1280, 900);
    await page.goto('/mock-test/jee-adv-2016-p1/session');
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: /i am ready to begin/i }).click();
    await page.getByRole('heading', { name: 'Question No. 1' }).waitFor({ timeout: 20_000 });

    // Physics (Q1 Q2 Q6 Q8 Q9 Q10 Q12 Q14 Q15 of the paper are questions 1–9 of the section).
    await choose(page, 'B'); // single, key B: +3
    await saveNext(page);
    await choose(page, 'A'); // single, key D: −1
    await page.keyboard.press('Alt+KeyS');
    await page.getByRole('heading', { name: 'Question No. 3' }).waitFor();
    await choose(page, 'A', 'B', 'D'); // multiple, key ABD: +4
    await saveNext(page);
    await choose(page, 'C'); // multiple, key CD, one of two: +1
    await saveNext(page);
    await choose(page, 'A', 'B'); // multiple, key AD, a wrong option: −2
    await saveNext(page);
    await page.getByRole('heading', { name: 'Question No. 6' }).waitFor(); // seen, not answered: 0
    await open(page, 7);
    await choose(page, 'A', 'B'); // multiple, key ABD, two of three: +2
    await saveNext(page);
    await type(page, '9'); // integer, key 9: +3
    await saveNext(page);
    await type(page, '8'); // integer, key 9: 0
    await saveNext(page);

    // Chemistry (Q20 → 1, Q24 → 5, Q26 → 7, Q27 → 8, Q28 → 9, Q32 → 10).
    await section(page, 'Chemistry');
    await choose(page, 'C'); // single, key C: +3
    await saveNext(page);
    await open(page, 5);
    await choose(page, 'B', 'C'); // multiple, key BCD, two of three: +2
    await saveNext(page);
    await open(page, 9);
    await choose(page, 'A'); // multiple, key A: +4
    await saveNext(page);
    await type(page, '9'); // integer Q32, key 9: +3
    await saveNext(page);
    await open(page, 7);
    await choose(page, 'A', 'C', 'D'); // answered and marked for review, key ACD: +4
    await page.keyboard.press('Alt+KeyM');
    await page.getByRole('heading', { name: 'Question No. 8' }).waitFor();
    await choose(page, 'B', 'C'); // selected, never saved: 0
    await open(page, 1);

    // Mathematics (Q37 → 1, Q38 → 2, Q50 → 14).
    await section(page, 'Mathematics');
    await choose(page, 'C'); // single, key C …
    await saveNext(page);
    await page.keyboard.press('Alt+KeyB');
    await page.getByRole('heading', { name: 'Question No. 1' }).waitFor();
    await page.keyboard.press('Alt+KeyC'); // … then cleared: 0
    await open(page, 14);
    await type(page, '2'); // integer, key 2: +3
    await saveNext(page);
    await open(page, 2);
    await choose(page, 'B'); // single, key A: −1
    await saveNext(page);

    // The palette agrees before submitting: 9 of 12 Physics questions answered.
    await page.getByRole('tab', { name: /^Physics: 8 of 12 answered/ }).waitFor();
    await page.getByRole('tab', { name: /^Chemistry: 5 of 12 answered/ }).waitFor();
    await page.getByRole('tab', { name: /^Mathematics: 2 of 18 answered/ }).waitFor();

    await page.getByRole('button', { name: /^submit$/i }).click();
    await page.getByRole('button', { name: /confirm submission/i }).click();
    await page.waitForURL(/\/mock-test\/jee-adv-2016-p1\/analyze\?session=/, { timeout: 30_000 });
    await page.getByText('28 / 144').first().waitFor({ timeout: 30_000 });

    const rows = await page
      .getByTestId('section-table')
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent?.trim() ?? '')));
    // Section, score, correct, incorrect, partly correct, unattempted (accuracy and time follow).
    expect(rows.map((r) => r.slice(0, 6))).toEqual([
      ['Physics', '10 / 41', '3', '3', '2', '4'],
      ['Chemistry', '16 / 41', '4', '0', '1', '7'],
      ['Mathematics', '2 / 62', '1', '1', '0', '16'],
    ]);

    // Issue 15 Major 8: the three answers that earned +1 or +2 are partly correct, not "Wasted".
    await page.getByRole('figure', { name: 'How you attempted the questions' }).getByText('Partly correct (3)').waitFor();

    // Issue 16 §2–§3: the analysis shows a worked solution for every question of the paper
    // (content/jeebench/solutions), opened one by one as a student would.
    const controls = page.locator('.mantine-Accordion-control');
    expect(await controls.count()).toBe(42);
    for (let i = 0; i < 42; i += 1) await controls.nth(i).click();
    const solutions = page.getByRole('heading', { name: 'Solution', exact: true });
    await expect.poll(() => solutions.count(), { timeout: 20_000 }).toBe(42);
    // Each heading is followed by the worked solution itself.
    const lengths = await solutions.evaluateAll((all) => all.map((h) => (h.nextElementSibling?.textContent ?? '').trim().length));
    expect(lengths.filter((n) => n < 40)).toEqual([]);
    await context.close();
  });
});
