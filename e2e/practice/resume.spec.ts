import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, signedIn } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';

// Issue 15, Major 7 and the second-try item: a practice session reloaded halfway, or opened again
// from its chapter link, goes on where it was (same question, its number, the answers kept) and the
// summary counts everything; a wrong answer gets one more try before the answer shows; "End
// practice" ends the session without a single failing call.

const CBSE_10 = { goal: 'k12-cbse', exam: 'cbse-class-10' };
const CHAPTER = 'ncert-10-mathematics-ch01';
const PRACTICE = `/practice?mode=Normal&lm_code=${CHAPTER}&lm_level=chapter&title=Real%20Numbers`;

interface PackQuestion {
  code: string;
  type: string;
  options?: { code: string }[];
  answer: { kind: string; options?: string[] };
}
const pack = JSON.parse(readFileSync(new URL('../../content/packs/cbse-10-mathematics/ch01-real-numbers.json', import.meta.url), 'utf8')) as {
  questions: PackQuestion[];
};
const byCode = new Map(pack.questions.map((q) => [q.code, q]));
/** Single-answer choice questions with at least three options (a wrong answer there earns a second try). */
const isChoice = (q: PackQuestion | undefined) =>
  !!q && ['single_choice', 'assertion_reason'].includes(q.type) && q.answer.kind === 'choice' && (q.options?.length ?? 0) >= 3;

/** The question on screen: its code and "Question n of m". */
async function onScreen(page: Page): Promise<{ code: string; number: string }> {
  const card = page.getByTestId('practice-question');
  await card.waitFor({ timeout: 15_000 });
  return { code: (await card.getAttribute('data-code')) ?? '', number: (await page.getByTestId('question-number').textContent()) ?? '' };
}

/** Skips until a choice question is on screen; returns its pack entry. */
async function nextChoice(page: Page): Promise<PackQuestion> {
  for (let i = 0; i < 12; i++) {
    const { code } = await onScreen(page);
    const q = byCode.get(code);
    if (isChoice(q)) return q!;
    await page.getByRole('button', { name: /^skip$/i }).click();
    await page.waitForFunction((c) => document.querySelector('[data-testid="practice-question"]')?.getAttribute('data-code') !== c, code);
  }
  throw new Error('no choice question in the chapter');
}

const optionAt = (q: PackQuestion, code: string) => q.options!.findIndex((o) => o.code === code);

describe('practice that remembers itself', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('resumes after a reload and from the chapter link, gives a second try, and ends without a failing call', async () => {
    const { page, context } = await signedIn(browser, CBSE_10, 360, 800);
    const failures: string[] = [];
    const watch = (p: Page) =>
      p.on('response', (r) => {
        if (r.url().includes('/api/') && r.status() >= 400) failures.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
      });
    watch(page);
    await page.goto(PRACTICE);

    // Right on a first question; the session's id is now in the URL.
    const first = await nextChoice(page);
    await page.waitForURL(/session_id=/);
    const sessionId = new URL(page.url()).searchParams.get('session_id');
    const card = page.getByTestId('practice-question');
    await card.getByRole('radio').nth(optionAt(first, first.answer.options![0]!)).check();
    await page.getByRole('button', { name: /submit answer/i }).click();
    await page.getByRole('heading', { name: /correct! well done/i }).waitFor();
    await page.getByRole('button', { name: /next question/i }).click();
    const second = await nextChoice(page);
    const before = await onScreen(page);
    expect(before.number).not.toBe('Question 1 of 9');

    // A reload shows the same question at the same place in the same session.
    await page.reload();
    expect(await onScreen(page)).toEqual(before);
    expect(new URL(page.url()).searchParams.get('session_id')).toBe(sessionId);

    // So does opening the chapter's practice link again, in another tab.
    const tab = await context.newPage();
    watch(tab);
    await tab.goto(PRACTICE);
    expect(await onScreen(tab)).toEqual(before);
    await tab.waitForURL(/session_id=/);
    expect(new URL(tab.url()).searchParams.get('session_id')).toBe(sessionId);

    // A wrong answer: one more try first, without the answer; the second wrong one shows it.
    const key = second.answer.options![0]!;
    const [wrong1, wrong2] = second.options!.map((o) => o.code).filter((c) => c !== key);
    const tabCard = tab.getByTestId('practice-question');
    await tabCard.getByRole('radio').nth(optionAt(second, wrong1!)).check();
    await tab.getByRole('button', { name: /submit answer/i }).click();
    await tab.getByRole('heading', { name: /not quite\. try once more/i }).waitFor();
    expect(await tabCard.getByText('Correct answer').count()).toBe(0);
    expect(await tab.getByRole('button', { name: /check my second try/i }).isDisabled()).toBe(true);
    const a11y = await axeViolations(tab, 'second try (360)');
    await tabCard.getByRole('radio').nth(optionAt(second, wrong2!)).check();
    await tab.getByRole('button', { name: /check my second try/i }).click();
    await tab.getByRole('heading', { name: /^not quite\.$/i }).waitFor();
    await tabCard.getByText('Correct answer').waitFor();
    // The first time a badge shows, it says what it means; how many got it right waits for 20 answers.
    await tab.getByTestId('answer-result').getByText(/wrong/i).first().waitFor();
    await tab
      .getByTestId('question-accuracy')
      .getByText(/too few learners/i)
      .waitFor();
    a11y.push(...(await axeViolations(tab, 'final answer with badge explained (360)')));

    // End practice: the finish event is stored, nothing fails, and the summary counts both answers.
    await tab
      .getByRole('button', { name: /^end practice$/i })
      .first()
      .click();
    const finish = tab.waitForResponse((r) => r.url().endsWith('/events') && (r.request().postData() ?? '').includes('finish_session'));
    await tab
      .getByRole('dialog')
      .getByRole('button', { name: /^end practice$/i })
      .click();
    expect((await finish).status()).toBe(200);
    await tab.waitForURL(/\/practice\/session-summary/);
    await tab.getByTestId('session-summary').waitFor({ timeout: 15_000 });
    expect(await tab.getByTestId('summary-accuracy').textContent()).toBe('50%');
    await tab.getByText(/2 questions · 1 correct/).waitFor();
    await tab.waitForLoadState('networkidle');
    expect(failures).toEqual([]);
    a11y.push(...(await axeViolations(tab, 'summary with badge meanings (360)')));
    expect(a11y).toEqual([]);

    // Reopened after the end, the practice starts a fresh session.
    await tab.goto(PRACTICE);
    await onScreen(tab);
    await tab.waitForURL(/session_id=/);
    expect(new URL(tab.url()).searchParams.get('session_id')).not.toBe(sessionId);
    await context.close();
  });
});
