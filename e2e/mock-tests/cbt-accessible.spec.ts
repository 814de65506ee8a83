import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { apiAccount, baseUrl, launch, newPage, signedIn, logIn } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';

const JEE_ADVANCED = { goal: 'preug', exam: 'jee-advanced' };
const PAPER = '/mock-test/jee-adv-2016-p1/session';
/** The checked-in accessibility tree of the CBT (`UPDATE_ARIA=1` rewrites it after a deliberate change). */
const EXPECTED = new URL('./cbt-aria.expected.yml', import.meta.url).pathname;

/** Whether `l` has the focus, or (`within`) holds the focused element. */
const isFocused = (l: Locator, within = false) => l.evaluate((e, w) => e === document.activeElement || (w && e.contains(document.activeElement)), within);

/** Presses Tab (or Shift+Tab) until `target` has the focus, at most `max` times; fails when it never does. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80, within = false } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target, within)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target, within), `Tab never reached ${target}`).toBe(true);
}

/** Waits until `target` has the focus (focus moves after transitions and timers). */
async function expectFocus(target: Locator) {
  await expect.poll(() => isFocused(target), { timeout: 5000 }).toBe(true);
}

/** The text the polite live region holds now (what a screen reader was last told). */
const announced = (page: Page) => page.locator('[data-cbt-announcer]').innerText();

// Issue 22 §1 and §3: the CBT with a keyboard and a screen reader. One JEE Advanced paper, taken
// with the keyboard only from the instruction screen to the result (answer, mark, clear, change
// section, question paper, submit), checking where the focus is after every step; on the way, the
// accessibility tree of a question with a formula and of the palette is compared with a checked-in
// expectation, and axe checks the screen with the question paper and the submit modal open.
describe('the CBT without a pointer, as a screen reader reads it', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  // 180 s: a whole paper walked with the keyboard took past 90 s on a slow day of the project's two cores.
  it('takes a JEE Advanced paper with the keyboard only; the tree speaks maths and palette states', { timeout: 180_000 }, async () => {
    const { page, context } = await signedIn(browser, JEE_ADVANCED, 1280, 900);
    await page.goto(PAPER);
    const a11y: string[] = [];

    // Instructions: the declaration and the start button are reached with Tab; Alt+T is documented.
    await page.getByRole('cell', { name: 'Alt + T' }).waitFor({ timeout: 20_000 });
    const declaration = page.getByRole('checkbox');
    await tabTo(page, declaration);
    await page.keyboard.press('Space');
    expect(await declaration.isChecked()).toBe(true);
    await tabTo(page, page.getByRole('button', { name: /i am ready to begin/i }));
    await page.keyboard.press('Enter');
    const heading = (n: number) => page.getByRole('heading', { name: `Question No. ${n}`, exact: true });
    await heading(1).waitFor({ timeout: 20_000 });
    const main = page.getByRole('main', { name: 'Question' });
    const palette = page.getByRole('navigation', { name: 'Question palette' });
    // The test opens with the focus on the first question's heading.
    await expectFocus(heading(1));
    const q = (n: number) => palette.getByRole('button', { name: new RegExp(`^Question ${n},`) });
    /** The options of the question on screen (radios or checkboxes in their fieldset). */
    const options = main.locator('fieldset');
    const chosen = () => options.locator('input:checked').count();

    // Answer: Tab to the first option, Space, Tab on to Save & Next, Enter. Focus stays on the button.
    const saveNext = main.getByRole('button', { name: 'Save & Next' });
    await tabTo(page, options, { within: true });
    await page.keyboard.press('Space');
    expect(await chosen()).toBe(1);
    await tabTo(page, saveNext);
    await page.keyboard.press('Enter');
    await heading(2).waitFor();
    await expectFocus(saveNext);
    expect(await announced(page)).toContain('Question No. 2');

    // Mark for review: an option by keyboard, then Alt+M.
    await tabTo(page, options, { back: true, within: true });
    await page.keyboard.press('Space');
    expect(await chosen()).toBe(1);
    await page.keyboard.press('Alt+KeyM');
    await heading(3).waitFor();

    // Clear: choose an option of question 3, then Clear Response by Tab and Enter: nothing is chosen.
    await tabTo(page, options, { back: true, within: true });
    await page.keyboard.press('Space');
    expect(await chosen()).toBe(1);
    const clear = main.getByRole('button', { name: 'Clear Response' });
    await tabTo(page, clear);
    await page.keyboard.press('Enter');
    await expect.poll(chosen).toBe(0);
    await expectFocus(clear);

    // The palette speaks each state; the legend its counts.
    await expect.poll(() => q(1).getAttribute('aria-label')).toBe('Question 1, Answered');
    expect(await q(2).getAttribute('aria-label')).toBe('Question 2, Answered & Marked for Review');
    expect(await q(3).getAttribute('aria-label')).toBe('Question 3, Not Answered, current');
    expect(await q(4).getAttribute('aria-label')).toBe('Question 4, Not Visited');

    // The accessibility tree of question 3 (formula as MathML) and of the palette, as checked in.
    const tree = `# main\n${await main.ariaSnapshot()}\n# palette\n${await palette.ariaSnapshot()}\n`;
    if (process.env.UPDATE_ARIA || !existsSync(EXPECTED)) writeFileSync(EXPECTED, tree);
    expect(tree).toBe(readFileSync(EXPECTED, 'utf8'));
    expect(tree).toMatch(/- math/);

    // Alt+T: the time left, in words, on demand (the visible timer itself is not live).
    expect(await page.getByRole('timer').first().getAttribute('aria-live')).toBe('off');
    await page.keyboard.press('Alt+KeyT');
    await expect.poll(() => announced(page)).toMatch(/^Time left \d hours? \d+ minutes?/);

    // Change section: Shift+Tab back to the section tabs, arrow to Chemistry, Enter.
    const physics = page.getByRole('tab', { name: /^Physics:/ });
    const chemistry = page.getByRole('tab', { name: /^Chemistry:/ });
    await tabTo(page, physics, { back: true });
    await page.keyboard.press('ArrowRight');
    await expectFocus(chemistry);
    await page.keyboard.press('Enter');
    await expect.poll(() => chemistry.getAttribute('aria-selected')).toBe('true');
    await heading(1).waitFor();
    await expectFocus(chemistry);
    await expect.poll(() => announced(page)).toMatch(/^Chemistry: 0 of \d+ answered\. Question No\. 1/);

    // The question paper: Alt+Q opens it with the focus inside; Escape gives the focus back to the tab.
    await page.keyboard.press('Alt+KeyQ');
    const paperDialog = page.getByRole('dialog', { name: /^Question Paper: Chemistry/ });
    await paperDialog.waitFor();
    await expect.poll(() => paperDialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    a11y.push(...(await axeViolations(page, 'question paper open (en, 1280)')));
    await page.keyboard.press('Escape');
    await paperDialog.waitFor({ state: 'hidden' });
    await expectFocus(chemistry);
    // Choosing a question in the paper shows it and puts the focus on its heading.
    await page.keyboard.press('Alt+KeyQ');
    await paperDialog.waitFor();
    await tabTo(page, paperDialog.getByRole('button', { name: /^Question 3,/ }));
    await page.keyboard.press('Enter');
    await paperDialog.waitFor({ state: 'hidden' });
    await expectFocus(heading(3));

    // Submit: Alt+U opens the summary; going back returns the focus; then Tab to Submit, confirm.
    await page.keyboard.press('Alt+KeyU');
    const submitDialog = page.getByRole('dialog', { name: 'Submit the test' });
    await submitDialog.waitFor();
    a11y.push(...(await axeViolations(page, 'submit modal open (en, 1280)')));
    await tabTo(page, submitDialog.getByRole('button', { name: 'Go back to the test' }));
    await page.keyboard.press('Enter');
    await submitDialog.waitFor({ state: 'hidden' });
    await expectFocus(heading(3));
    const submit = main.getByRole('button', { name: 'Submit', exact: true });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await submitDialog.waitFor();
    await tabTo(page, submitDialog.getByRole('button', { name: 'Confirm submission' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/mock-test\/jee-adv-2016-p1\/analyze\?session=/, { timeout: 30_000 });
    await context.close();
    expect(a11y).toEqual([]);
  });

  it('in Hindi at 360 px: the palette drawer passes axe, speaks its states and gives the focus back', { timeout: 60_000 }, async () => {
    const { page, context } = await signedIn(browser, JEE_ADVANCED, 360, 780, { locale: 'hi' });
    await page.evaluate(() => localStorage.setItem('abhyas.locale', 'hi'));
    await page.goto(PAPER);
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'मैं शुरू करने के लिए तैयार हूँ' }).click();
    await page.getByRole('heading', { name: 'प्रश्न संख्या 1' }).waitFor({ timeout: 20_000 });

    const opener = page.getByRole('button', { name: 'प्रश्न पैलेट खोलें' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'प्रश्न पैलेट' });
    // The current question, seen and not answered; the next, not visited.
    await drawer.getByRole('button', { name: 'प्रश्न 1, उत्तर नहीं दिया, वर्तमान' }).waitFor();
    await drawer.getByRole('button', { name: 'प्रश्न 2, नहीं देखा गया' }).waitFor();
    // axe checks the whole page: the question behind the drawer too.
    const found = await axeViolations(page, 'question with the palette drawer open (hi, 360)');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expectFocus(opener);
    await page.keyboard.press('Alt+KeyT');
    await expect.poll(() => announced(page)).toMatch(/^शेष समय/);
    await context.close();
    expect(found).toEqual([]);
  });

  it('in high contrast at 1280 px: the palette states are dark with black outlines, and axe finds nothing', { timeout: 60_000 }, async () => {
    // The setting is the profile's, on the server (the device only caches it).
    const account = await apiAccount('Vidya#2026ok', JEE_ADVANCED);
    const auth = { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' };
    const me = (await (await fetch(`${baseUrl()}/api/auth/connected_profiles`, { headers: auth })).json()) as { data: { linked_profiles: { id: string }[] } };
    const put = await fetch(`${baseUrl()}/api/profiles/${me.data.linked_profiles[0]!.id}/accommodations`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ display: { high_contrast: true } }),
    });
    expect(put.status).toBe(200);
    const { page, context } = await newPage(browser, 1280, 900);
    await logIn(page, account.mobile, account.password);
    await page.goto(PAPER);
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: /i am ready to begin/i }).click();
    await page.getByRole('heading', { name: 'Question No. 1', exact: true }).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.classList.contains('abhyas-high-contrast'))).toBe(true);
    // Question 1 seen and not answered, question 2 not visited: NTA's shapes, the darkest colours.
    const style = (name: RegExp) =>
      page
        .getByRole('button', { name })
        .first()
        .evaluate((e) => {
          const c = getComputedStyle(e);
          return { background: c.backgroundColor, border: `${c.borderTopWidth} ${c.borderTopColor}` };
        });
    expect(await style(/^Question 1, Not Answered/)).toEqual({ background: 'rgb(155, 28, 14)', border: '2px rgb(0, 0, 0)' });
    expect(await style(/^Question 2, Not Visited/)).toEqual({ background: 'rgb(255, 255, 255)', border: '2px rgb(0, 0, 0)' });
    const found = await axeViolations(page, 'question in high contrast (en, 1280)');
    await context.close();
    expect(found).toEqual([]);
  });
});
