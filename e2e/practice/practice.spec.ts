import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, logIn } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';

// Issue #5 §4 Proof: the demo parent's Diya (CBSE class 10) practises Real Numbers: right and wrong
// answers, a hint, a solve-with-us walk-through, an intervention after repeated misses with its
// video opened, then ends practice; the summary shows the accuracy and embiums the answers earned,
// and the header's embium balance grew by the same amount.

const CHAPTER = 'ncert-10-mathematics-ch01';

interface PackQuestion {
  code: string;
  type: string;
  primaryConcept: string;
  options?: { code: string }[];
  answer: { kind: string; options?: string[] };
  hints?: unknown[];
  solveWithUs?: { body: string; check?: { options: { code: string }[]; answer: string } }[];
}
// Every question of chapter 1 in the packs (the first files and the depth pack written later).
const packFiles = ['cbse-10-mathematics/ch01-real-numbers.json', 'cbse-10-mathematics-depth/ch01-real-numbers.json'];
const byCode = new Map(
  packFiles.flatMap((f) =>
    (JSON.parse(readFileSync(new URL(`../../content/packs/${f}`, import.meta.url), 'utf8')) as { questions: PackQuestion[] }).questions.map(
      (q) => [q.code, q] as const,
    ),
  ),
);
const CHOICE = new Set(['single_choice', 'assertion_reason', 'true_false']);
/** Where option `code` sits among the radios (options are shown in pack order). */
const optionIndex = (q: PackQuestion, code: string) => q.options!.findIndex((o) => o.code === code);
const isChoice = (q: PackQuestion) => CHOICE.has(q.type) && q.answer.kind === 'choice';
/** Concepts with at least two choice questions: two misses in a row on one of them call for an intervention. */
const choiceCount = new Map<string, number>();
for (const q of [...byCode.values()].filter(isChoice)) choiceCount.set(q.primaryConcept, (choiceCount.get(q.primaryConcept) ?? 0) + 1);
const missable = new Set([...choiceCount].filter(([, n]) => n >= 2).map(([c]) => c));

async function signInAsDiya(page: Page) {
  await logIn(page, 'demo@abhyas.in', 'Mango#Monsoon26', { profile: /Diya/ });
  // Choosing Diya opens the app in her profile's language, Hindi (issue 15); these steps read the
  // English screens, so the interface goes back to English (the profile keeps Hindi).
  await page.waitForFunction(() => document.documentElement.lang === 'hi-IN');
  await page.evaluate(() => localStorage.setItem('abhyas.locale', 'en'));
  await page.reload();
  await page.waitForFunction(() => document.documentElement.lang === 'en-IN');
}

/** The header's embium balance (0 until it shows). */
async function headerBalance(page: Page): Promise<number> {
  const badge = page.getByTestId('embium-balance');
  await badge.waitFor({ timeout: 15_000 });
  return Number(await badge.getAttribute('data-value'));
}

/** Waits for the next practice screen: a question, the intervention or the exhausted state. */
async function nextScreen(page: Page): Promise<'question' | 'intervention' | 'exhausted'> {
  const q = page.getByTestId('practice-question');
  const i = page.getByTestId('intervention');
  const e = page.getByTestId('practice-exhausted');
  const failed = page.getByTestId('practice-error');
  // 60 s: beside the other browser projects on two cores (CI on a slow hour: this file took 115 s
  // against 28 s alone) a question fetch can take many seconds.
  await q.or(i).or(e).or(failed).first().waitFor({ timeout: 60_000 });
  if (await failed.isVisible()) throw new Error(`practice showed its error state: ${await failed.innerText()}`);
  if (await i.isVisible()) return 'intervention';
  if (await e.isVisible()) return 'exhausted';
  return 'question';
}

/** Earned embiums shown in the result ("+1 silver embium"). */
async function earned(page: Page, testId: 'silver-earned' | 'gold-earned'): Promise<number> {
  const el = page.getByTestId(testId);
  if ((await el.count()) === 0) return 0;
  return Number(/\+(\d+)/.exec((await el.textContent()) ?? '')?.[1] ?? 0);
}

describe('practising a CBSE class 10 chapter', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('answers, uses a hint, solves with us, meets an intervention, ends and sees the summary and balance', { timeout: 240_000 }, async () => {
    const { page, context } = await newPage(browser, 1280, 900);
    await signInAsDiya(page);
    await page.goto(`/practice/summary/${CHAPTER}`);
    const before = await headerBalance(page);

    await page
      .getByRole('link', { name: /practise this chapter/i })
      .first()
      .click();
    await page.waitForURL(/\/practice\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('mode')).toBe('Normal');
    expect(url.searchParams.get('lm_code')).toBe(CHAPTER);

    let right = 0;
    let wrong = 0;
    let silver = 0;
    let gold = 0;
    let hintSeen = false;
    let solvedWithUs = false;
    let intervened = false;
    const a11y: string[] = [];
    let rightConcept = '';
    let missConcept = '';

    for (let turn = 0; turn < 20 && !(right > 0 && hintSeen && solvedWithUs && intervened); turn += 1) {
      const screen = await nextScreen(page);
      if (screen === 'exhausted') break;
      if (screen === 'intervention') {
        await page.getByRole('heading', { name: /revisit this concept/i }).waitFor();
        a11y.push(...(await axeViolations(page, 'intervention')));
        const tile = page.getByTestId('intervention-video').first();
        const href = (await tile.getAttribute('href')) ?? '';
        expect(href).toMatch(/^\/video\/summary\//);
        await tile.click();
        await page.waitForURL(/\/video\/summary\//);
        await page.locator('h1').first().waitFor({ timeout: 15_000 });
        intervened = true;
        // The player opens over the video's page; while it is open, Back is its close flow
        // (learning.md §2), so the student closes it first (confirming when it asks), then goes back.
        const overlay = page.getByTestId('video-overlay');
        await overlay.waitFor({ timeout: 30_000 });
        await page.getByRole('button', { name: 'Close video' }).click();
        const ask = page.getByRole('alertdialog', { name: 'Close video?' });
        await ask
          .or(overlay)
          .first()
          .waitFor({ state: 'visible', timeout: 5_000 })
          .catch(() => {});
        if (await ask.isVisible()) await ask.getByRole('button', { name: 'Close' }).click();
        await overlay.waitFor({ state: 'detached', timeout: 15_000 });
        // Back to practice: the tab continues the same session.
        await page.goBack();
        await page.waitForURL(/\/practice\?/);
        continue;
      }
      const card = page.getByTestId('practice-question');
      const code = (await card.getAttribute('data-code')) ?? '';
      const q = byCode.get(code);
      expect(q, `question ${code} comes from the chapter`).toBeDefined();

      if (!solvedWithUs && q!.solveWithUs?.length) {
        await page.getByRole('button', { name: /^solve with us$/i }).click();
        const panel = page.getByTestId('solve-with-us');
        for (const [i, step] of q!.solveWithUs!.entries()) {
          await panel.getByTestId(`swu-step-${i}`).waitFor();
          if (step.check) {
            await panel
              .getByRole('radio')
              .nth(step.check.options.findIndex((o) => o.code === step.check!.answer))
              .check();
            await panel.getByRole('button', { name: /check step/i }).click();
          } else {
            await panel.getByRole('button', { name: /got it/i }).click();
          }
        }
        await panel.getByTestId('swu-complete').waitFor();
        solvedWithUs = true;
        await page.getByRole('button', { name: /next question/i }).click();
        continue;
      }
      const concept = q!.primaryConcept;
      // Right once (after a hint); then wrong on one other concept until the intervention; skip the rest.
      const answerRight = right === 0;
      const answerWrong = !answerRight && !intervened && concept !== rightConcept && missable.has(concept) && (missConcept === '' || missConcept === concept);
      if (!isChoice(q!) || (!answerRight && !answerWrong)) {
        await page.getByRole('button', { name: /^skip$/i }).click();
        continue;
      }
      const key = q!.answer.options![0]!;
      if (answerRight) {
        await page.getByRole('button', { name: /^hint$/i }).click();
        await page.getByTestId('hint-panel').waitFor();
        hintSeen = true;
        await card.getByRole('radio').nth(optionIndex(q!, key)).check();
        await page.getByRole('button', { name: /submit answer/i }).click();
        await page.getByRole('heading', { name: /correct! well done/i }).waitFor();
        a11y.push(...(await axeViolations(page, 'question with hint and result')));
        right += 1;
        rightConcept = concept;
      } else {
        // Wrong twice: the first wrong answer gets one more try, and only then is the answer shown.
        const [firstWrong, secondWrong] = q!.options!.filter((o) => o.code !== key).map((o) => o.code);
        await card.getByRole('radio').nth(optionIndex(q!, firstWrong!)).check();
        await page.getByRole('button', { name: /submit answer/i }).click();
        await page.getByRole('heading', { name: /not quite\. try once more/i }).waitFor();
        expect(await card.getByText('Correct answer').count()).toBe(0);
        await card.getByRole('radio').nth(optionIndex(q!, secondWrong!)).check();
        await page.getByRole('button', { name: /check my second try/i }).click();
        await page.getByRole('heading', { name: /^not quite\.$/i }).waitFor();
        await card.getByText('Correct answer').waitFor();
        wrong += 1;
        missConcept = concept;
      }
      silver += await earned(page, 'silver-earned');
      gold += await earned(page, 'gold-earned');
      await page.getByRole('button', { name: /next question/i }).click();
    }

    expect({ right: right > 0, wrong: wrong >= 2, hintSeen, solvedWithUs, intervened }).toEqual({
      right: true,
      wrong: true,
      hintSeen: true,
      solvedWithUs: true,
      intervened: true,
    });

    // The gamepad (issue 24 §2): the session's questions so far, with the answers just given counted.
    if ((await nextScreen(page)) === 'question') {
      await page.getByRole('button', { name: 'Questions of this session' }).click();
      const pad = page.getByRole('dialog', { name: 'Questions of this session' });
      await pad.getByTestId('gamepad-list').waitFor({ timeout: 15_000 });
      expect(await pad.getByTestId('gamepad-counts').textContent()).toMatch(new RegExp(`^${right} right · ${wrong} wrong · \\d+ skipped$`));
      // The question on screen is on it (answered, or open when not yet).
      const onScreen = await page.getByTestId('practice-question').getAttribute('data-code');
      expect(await pad.locator(`li[data-code="${onScreen}"]`).count()).toBe(1);
      a11y.push(...(await axeViolations(page, 'gamepad')));
      await page.keyboard.press('Escape');
      await pad.waitFor({ state: 'hidden' });
    }

    // End practice through the confirmation dialog.
    await page
      .getByRole('button', { name: /^end practice$/i })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^end practice$/i })
      .click();
    await page.waitForURL(/\/practice\/session-summary/);
    await page.getByTestId('session-summary').waitFor({ timeout: 15_000 });
    const accuracy = Math.round((100 * right) / (right + wrong));
    expect(await page.getByTestId('summary-accuracy').textContent()).toBe(`${accuracy}%`);
    expect(Number(await page.getByTestId('summary-silver').textContent())).toBe(silver);
    expect(Number(await page.getByTestId('summary-gold').textContent())).toBe(gold);
    expect(silver).toBeGreaterThan(0);
    a11y.push(...(await axeViolations(page, 'session summary')));
    expect(a11y).toEqual([]);

    // Finishing the session earns its own award once (issue 20 §3), said on the summary.
    const award = page.getByTestId('embium-award');
    await award.waitFor({ timeout: 15_000 });
    const sessionAward = Number(/(\d+)/.exec((await award.textContent()) ?? '')?.[1] ?? 0);
    expect(sessionAward).toBeGreaterThan(0);
    // The header's balance is the ledger: what it was plus what this session earned.
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(before + silver + gold + sessionAward);
    await context.close();
  });

  it('is usable at 360 px in Hindi: question screen (with a hint open), dialog and web views pass axe', { timeout: 90_000 }, async () => {
    const { page, context } = await newPage(browser, 360, 800);
    await signInAsDiya(page);
    await page.evaluate(() => localStorage.setItem('abhyas.locale', 'hi'));
    const found: string[] = [];
    await page.goto(`/practice?mode=Normal&lm_code=ncert-10-mathematics-ch02&lm_level=chapter`);
    await page.getByTestId('practice-question').waitFor({ timeout: 15_000 });
    // The interface is Hindi and the page does not scroll sideways.
    await page.getByRole('button', { name: 'अभ्यास समाप्त करें' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    found.push(...(await axeViolations(page, 'question (hi, 360)')));
    // Issue 22 §3: with a hint open (a polite live region reads it out).
    await page.getByRole('button', { name: 'संकेत', exact: true }).click();
    await page.getByTestId('hint-panel').locator('[aria-live="polite"]').waitFor();
    found.push(...(await axeViolations(page, 'question with a hint (hi, 360)')));
    await page.getByRole('button', { name: 'अभ्यास समाप्त करें' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(500); // the opening transition fades in
    found.push(...(await axeViolations(page, 'end dialog (hi, 360)')));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.goto(`/web-view/practice?mode=Normal&lm_code=ncert-10-mathematics-ch03&lm_level=chapter`);
    await page.getByTestId('practice-question').waitFor({ timeout: 15_000 });
    expect(await page.locator('header').count()).toBe(0);
    found.push(...(await axeViolations(page, 'web-view practice (hi, 360)')));
    await page.goto('/web-view/cheat-sheet?code=cheatsheet-ncert-10-mathematics-ch01');
    await page.locator('h1').first().waitFor({ timeout: 15_000 });
    found.push(...(await axeViolations(page, 'web-view cheat sheet (hi, 360)')));
    await context.close();
    expect(found).toEqual([]);
  });
});
