import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionsByCode } from '../../content/lib/packs.ts';
import { unzipSync, strFromU8 } from 'fflate';
import { apiAccount, baseUrl, launch, newPage, otpFor, uniqueMobile, logIn } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';
import { takeTest } from '../support/api.ts';

// Issue 21 §2 Proof (short): a parent whose child practised earlier (through the practice calls)
// opens /parent-view and sees the child's week: the minutes of the day in the table beside the chart,
// the practice with its accuracy, the advice line. Axe clean; at 1280 and 360 px.

const CHAPTER = 'ncert-10-mathematics-ch01';
const PASSWORD = 'Vidya#2026ok';
const keyOf = new Map(
  [...questionsByCode().values()]
    .filter((q) => q.type === 'single_choice' && q.answer.kind === 'choice')
    .map((q) => [q.code, { options: (q.options ?? []).map((o) => o.code), key: (q.answer as { options: string[] }).options[0]! }]),
);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

async function call<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Answers three choice questions of the chapter with the child token: the first two right, the third wrong (both tries). */
async function practise(child: string): Promise<{ answered: number; correct: number }> {
  const { session_id: id } = await call<{ session_id: string }>('POST', '/api/v1/practice/session', child, {
    type: 'Normal',
    learning_map: { bundle_code: CHAPTER },
  });
  let answered = 0;
  let correct = 0;
  let eorder = 0;
  let query = '';
  const submit = (code: string, pick: string, time: number) =>
    call('POST', `/api/v1/practice/${id}/question/${encodeURIComponent(code)}`, child, [
      { event_type: 'view', eorder: ++eorder },
      { event_type: 'submit', eorder: ++eorder, event_info: { selected_answer: [pick], time_spent: time, hint_used: false } },
    ]);
  for (let turn = 0; turn < 15 && answered < 3; turn += 1) {
    const q = await call<{ question?: { code: string } } | null>('GET', `/api/v1/practice/${id}/question${query}`, child);
    const code = q?.question?.code;
    if (!code) break;
    const k = keyOf.get(code);
    if (!k) {
      query = `?questionCode=${encodeURIComponent(code)}&skipQuestion=true`;
      continue;
    }
    if (answered < 2) {
      await submit(code, k.key, 100);
      correct += 1;
    } else {
      const wrong = k.options.find((o) => o !== k.key) ?? k.key;
      await submit(code, wrong, 30);
      await submit(code, wrong, 30);
    }
    answered += 1;
    query = `?questionCode=${encodeURIComponent(code)}&nextQuestion=true`;
  }
  return { answered, correct };
}

describe('Parent view: a child’s week (issue 21 §2)', () => {
  it('shows the practice done earlier, at 1280 and 360 px, axe clean', { timeout: 150_000 }, async () => {
    const account = await apiAccount(PASSWORD, { goal: 'k12-cbse', exam: 'cbse-class-10' });
    const profiles = await call<{ data: { linked_profiles: { auth_token: string }[] } }>('GET', '/api/auth/connected_profiles', account.token);
    const done = await practise(profiles.data.linked_profiles[0]!.auth_token);
    expect(done.answered).toBeGreaterThanOrEqual(2);

    const { page, context } = await newPage(browser, 1280, 900);
    const a11y: string[] = [];
    try {
      await logIn(page, account.mobile, PASSWORD, { home: false });
      await page.goto('/parent-view');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe("Anika's week");
      const studied = page.getByTestId('parent-studied');
      await studied.waitFor();
      expect(await studied.textContent()).toContain(`${done.answered} questions · ${Math.round((100 * done.correct) / done.answered)}% correct`);
      // Today's row of the table carries the practice minutes (2 × 100 s + the wrong answer's time: about 4 min).
      const totals = await page.getByTestId('week-table').locator('tbody tr td:last-child').allTextContents();
      expect(totals.map(Number).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
      expect(await page.getByTestId('parent-advice').textContent()).toContain('Studying on at least 3 days');
      await page.getByTestId('week-chart').locator('svg').first().waitFor();
      a11y.push(...(await axeViolations(page, 'parent 1280')));

      await page.setViewportSize({ width: 360, height: 780 });
      await page.getByTestId('parent-summary').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      a11y.push(...(await axeViolations(page, 'parent 360')));
      expect(a11y).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a parent invited by the child signs up through the link, sees the week, and downloads the child’s records', { timeout: 180_000 }, async () => {
    // Issue 21 §1–§3 together: the student invites a second parent by mobile (the SMS in the development outbox).
    const account = await apiAccount(PASSWORD, { goal: 'k12-cbse', exam: 'cbse-class-10' });
    const profiles = await call<{ data: { linked_profiles: { auth_token: string }[] } }>('GET', '/api/auth/connected_profiles', account.token);
    const child = profiles.data.linked_profiles[0]!.auth_token;
    const done = await practise(child);
    expect(done.answered).toBeGreaterThanOrEqual(2);
    await takeTest(child, 'cbse-10-mathematics-mock-1');
    const mother = uniqueMobile();
    await call('POST', '/api/auth/send-invite', child, { mobile: mother, relationship_type: 2 });
    const outbox = (await (await fetch(`${baseUrl()}/api/dev/outbox`)).json()) as { messages: { to: string; text: string }[] };
    const sms = outbox.messages.find((m) => m.to === mother)?.text ?? '';
    const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(sms)?.[1];
    expect(token, sms).toBeDefined();

    const { page, context } = await newPage(browser, 360, 780);
    try {
      await page.goto(`/invite/${token}`);
      await page.getByRole('heading', { name: 'Anika invites you to join their family on Abhyas' }).waitFor({ timeout: 15_000 });
      await page.getByText('You are invited as: Mother').waitFor();
      await page.getByRole('link', { name: 'Sign up to join' }).click();
      await page.getByLabel(/your full name/i).fill('Meera Iyer');
      await page.getByLabel(/^mobile number/i).fill(mother);
      await page.getByLabel(/create a password/i).fill(PASSWORD);
      await page.getByRole('button', { name: /create account/i }).click();
      await page.waitForURL(/account-verify/);
      const otp = await otpFor(mother);
      await page
        .getByLabel(/one-time password|digit 1|otp/i)
        .first()
        .click();
      await page.keyboard.type(otp);
      // Back on the invite, accepted without another click: the family's child is in the profile list.
      await page.waitForURL(/browse-profile/, { timeout: 30_000 });
      await page.getByRole('button', { name: /Anika/ }).first().waitFor({ timeout: 15_000 });

      await page.goto('/parent-view');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe("Anika's week");
      expect(await page.getByTestId('parent-studied').textContent()).toContain(`${done.answered} questions`);
      await expect.poll(() => page.getByTestId('parent-tests').textContent(), { timeout: 15_000 }).toMatch(/Score -?\d+ \/ \d+/);
      // And on a wide screen, axe clean at both widths.
      const a11y = await axeViolations(page, 'parent view, invited (360)');
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByTestId('parent-summary').waitFor();
      a11y.push(...(await axeViolations(page, 'parent view, invited (1280)')));
      expect(a11y).toEqual([]);

      // Her data: consent, the export's link, and in the ZIP the practice she did.
      await page.goto('/family-data');
      await page.getByRole('heading', { level: 1, name: "Your family's data" }).waitFor({ timeout: 15_000 });
      const consent = page.getByRole('checkbox', { name: /I have read this and I consent/ });
      // The consent panel loads after the heading: wait for it to say which of the two it is.
      await consent
        .or(page.getByText('Consent given', { exact: true }))
        .first()
        .waitFor();
      if (await consent.isVisible()) {
        await consent.check();
        await page.getByRole('button', { name: 'Give consent' }).click();
      }
      await page.getByText('Consent given', { exact: true }).first().waitFor();
      await page.getByRole('button', { name: 'Prepare a download' }).first().click();
      const link = page.getByRole('link', { name: /Download the ZIP/ }).first();
      await link.waitFor({ timeout: 30_000 });
      const zip = await page.request.get(new URL((await link.getAttribute('href'))!, baseUrl()).toString());
      expect(zip.status()).toBe(200);
      const files = unzipSync(new Uint8Array(await zip.body()));
      const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as { tables: { table: string; rows: number }[] };
      const attempts = JSON.parse(strFromU8(files['practice_attempts.json']!)) as unknown[];
      expect(attempts.length).toBeGreaterThanOrEqual(done.answered);
      expect(manifest.tables.find((t) => t.table === 'practice_attempts')?.rows).toBe(attempts.length);
      expect(JSON.parse(strFromU8(files['profiles.json']!))).toMatchObject([{ first_name: 'Anika' }]);
      const sessions = JSON.parse(strFromU8(files['test_sessions.json']!)) as { test_code?: string; bundle_code?: string }[];
      expect(sessions).toHaveLength(1);
      expect(JSON.parse(strFromU8(files['test_events.json']!)) as unknown[]).toHaveLength(3);
    } finally {
      await context.close();
    }
  });
});
