import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, signedIn } from '../support/browser.ts';

const JEE_MAIN = { goal: 'preug', exam: 'jee-main' };
const CBSE_10 = { goal: 'k12-cbse', exam: 'cbse-class-10' };

/** Shows question `n` of the current section through the palette, and waits for it. */
async function open(page: Page, n: number) {
  await page
    .locator('[data-cbt-palette]')
    .getByRole('button', { name: new RegExp(`^Question ${n},`) })
    .click();
  await page.getByRole('heading', { name: `Question No. ${n}` }).waitFor();
}
const choose = async (page: Page, ...codes: string[]) => {
  for (const c of codes) await page.locator(`main input[value="${c}"]`).check();
};
const saveNext = (page: Page) => page.getByRole('button', { name: 'Save & Next' }).click();

/**
 * Font sizes (px) of the question text and, in the first answer option's formula (a fraction with
 * exponents), of its largest and smallest symbols: the numerator's and the smallest exponent's
 * (issue 15 Major 5: set in text style, the numerator was 70 % of the text and an exponent in the
 * fraction 50 %).
 */
function optionMathSizes(page: Page) {
  return page.evaluate(() => {
    const px = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
    const text = document.querySelector('main p');
    const symbols = [...document.querySelectorAll('main fieldset .katex-html .mfrac .mord')].filter((e) => e.children.length === 0).map(px);
    return { text: text ? px(text) : 0, largest: Math.max(...symbols), smallest: Math.min(...symbols) };
  });
}

// Issue 15 Majors 3, 4, 5 and 8 and the minors of the result page, as a JEE Main student meets
// them: a JEE Advanced paper found in search, taken and analysed.
describe('a JEE Main profile takes a JEE Advanced paper', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('finds it, sees what the paper holds and how it is marked, takes it, and reads a result that counts partial answers apart', async () => {
    const { page, context } = await signedIn(browser, JEE_MAIN, 1280, 900);
    const chartWarnings: string[] = [];
    page.on('console', (m) => {
      if (m.text().includes('of chart should be greater than 0')) chartWarnings.push(m.text());
    });

    // Found in search, and opened (no "We could not find this test").
    await page.goto('/search/all?q=JEE%20Advanced%202019');
    await page.locator('a[href="/test/summary/jee-adv-2019-p1"]').first().click();
    await page.getByRole('heading', { level: 1, name: 'JEE Advanced 2019 Paper 1' }).waitFor({ timeout: 15_000 });
    await page.getByText('37 of 54 questions').waitFor();
    expect(await page.getByTestId('left-out').textContent()).toContain('questions that need a figure are left out');
    await page.getByRole('link', { name: 'Start test' }).click();

    // The instructions state the marking per section and how much of the paper the test holds.
    await page.getByText(/^37 of 54 questions · 127 marks/).waitFor({ timeout: 15_000 });
    const marking = page.getByRole('region', { name: 'Marking scheme' });
    expect(await marking.textContent()).toMatch(/Physics, Chemistry, Mathematics.*partial marks when only correct options are chosen/);
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: /i am ready to begin/i }).click();
    await page.getByRole('heading', { name: 'Question No. 1' }).waitFor({ timeout: 20_000 });
    // NTA's screen is light.
    expect(await page.locator('[data-cbt-root]').getAttribute('data-ui-style')).toBe('light');

    await choose(page, 'A'); // Q1, key A: +3
    await saveNext(page);
    // Q3: four options that differ only in exponents, at the size of the question text.
    await open(page, 3);
    const sizes = await optionMathSizes(page);
    expect(sizes.text).toBeGreaterThan(0);
    expect(sizes.largest / sizes.text).toBeGreaterThanOrEqual(1);
    expect(sizes.smallest / sizes.text).toBeGreaterThanOrEqual(0.7);
    await open(page, 5);
    await choose(page, 'A', 'B'); // Q8, key ABC, two of three: +2
    await saveNext(page);
    await open(page, 7);
    await choose(page, 'A'); // Q12, key BC, a wrong option: −2
    await saveNext(page);

    await page.getByRole('button', { name: /^submit$/i }).click();
    await page.getByRole('button', { name: /confirm submission/i }).click();
    await page.waitForURL(/\/mock-test\/jee-adv-2019-p1\/analyze\?session=/, { timeout: 30_000 });
    await page.getByText('3 / 127').first().waitFor({ timeout: 30_000 });

    // The +2 answer is partly correct, not "Wasted": one of each.
    const quality = page.getByRole('figure', { name: 'How you attempted the questions' });
    await quality.getByText('Partly correct (1)').waitFor();
    const count = async (label: string) => Number(await quality.locator('table tr', { hasText: label }).locator('td').first().textContent());
    expect((await count('Wasted')) + (await count('Incorrect')) + (await count('Overtime, incorrect'))).toBe(1);

    // Changing the analysis filter draws no chart without room.
    const filter = page.getByRole('group', { name: 'Show questions by state' });
    await filter.getByText(/^Incorrect/).click();
    await filter.getByText(/^All/).click();

    // Next steps: review the mistakes, practise, retake, back to tests.
    const next = page.getByRole('region', { name: 'What next' });
    expect(await next.getByRole('link', { name: 'Start a new attempt' }).getAttribute('href')).toBe('/mock-test/jee-adv-2019-p1/session?attempt=new');
    expect(await next.getByRole('link', { name: 'Back to tests' }).getAttribute('href')).toBe('/test/home');
    expect(await next.locator('a[href^="/practice?mode=Normal&lm_code="]').count()).toBeGreaterThan(0);
    await next.getByRole('button', { name: 'Show my mistakes' }).click();
    expect(await page.getByRole('radio', { name: 'Mistakes (2)' }).isChecked()).toBe(true);
    expect(chartWarnings).toEqual([]);
    await context.close();
  });

  it("links a chapter's JEE Advanced papers for a JEE Main profile, and none for a CBSE one", async () => {
    const chapter = '/learn/summary/ncert-11-physics-ch10';
    const paperLink = 'a[href="/test/summary/jee-adv-2019-p1"]';
    const cbse = await signedIn(browser, CBSE_10, 1280, 900);
    await cbse.page.goto(chapter);
    await cbse.page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    await cbse.page.waitForLoadState('networkidle');
    expect(await cbse.page.locator('a[href^="/test/summary/jee-"]').count()).toBe(0);
    await cbse.context.close();

    const jee = await signedIn(browser, JEE_MAIN, 1280, 900);
    await jee.page.goto(chapter);
    await jee.page.locator(paperLink).first().click();
    await jee.page.getByRole('link', { name: 'Start test' }).waitFor({ timeout: 15_000 });
    await jee.context.close();
  });
});
