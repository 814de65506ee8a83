import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAccount, launch, newPage, logIn } from '../support/browser.ts';
import { apiCall as call, takeTest } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';

// Issue 20 §1 and §3 Proof: a test scored on the server (through the event calls, as the CBT sends
// them) reaches the student as a notification through the job queue: the bell counts it, the panel
// and /notifications list it under Today, it is marked read, deleted and brought back with Undo
// within 6 s, and deleted for good after. The embium wallet's history adds up to the header's balance.

const TEST = 'jee-main-mock-1';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** A new account whose profile took `TEST` and submitted it with one answer: the child token. */
async function scoredStudent(): Promise<{ mobile: string; password: string; child: string }> {
  const account = await apiAccount('Vidya#2026ok');
  const me = await call<{ data: { linked_profiles: { auth_token: string }[] } }>('GET', '/api/auth/connected_profiles', account.token);
  const child = me.body.data.linked_profiles[0]!.auth_token;
  await takeTest(child, TEST);
  return { mobile: account.mobile, password: account.password, child };
}

describe('notifications and the embium wallet in the browser (issue 20)', () => {
  it('counts a scored test on the bell, lists it under Today, marks it read, deletes it with Undo, and the wallet adds up', async () => {
    const s = await scoredStudent();
    // The job queue delivers it in-app (never in the request that scored the test).
    await expect
      .poll(
        async () => (await call<{ payload: { totalElements: number } }>('GET', '/api/notification/in-app?status=unread', s.child)).body.payload.totalElements,
        {
          timeout: 30_000,
        },
      )
      .toBe(1);

    const { page, context } = await newPage(browser, 1280, 900);
    await logIn(page, s.mobile, s.password);
    const bell = page.getByRole('button', { name: /^Notifications, 1 unread$/ });
    await bell.waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('notification-count').first().getAttribute('data-value')).toBe('1');

    // The panel: Today, the result, a link to its analysis.
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByRole('heading', { name: 'Today' }).waitFor();
    const title = panel.getByText('Your test result is ready');
    await title.waitFor();
    const analysis = (await panel.getByRole('link', { name: /Your test result is ready/ }).getAttribute('href')) ?? '';
    expect(analysis).toMatch(new RegExp(`^/mock-test/${TEST}/analyze\\?session=`));
    const a11y = await axeViolations(page, 'notification panel (en, 1280)');

    // The page: mark read, the bell goes quiet.
    await panel.getByRole('link', { name: 'See all' }).click();
    await page.waitForURL(/\/notifications$/);
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Mark as read: Your test result is ready' }).click();
    await page.getByRole('button', { name: /^Notifications$/ }).waitFor();
    expect(await page.getByTestId('notification-count').first().getAttribute('data-value')).toBe('0');

    // The same page on a phone: the read notice still listed, nothing wider than the screen, axe clean.
    await page.setViewportSize({ width: 360, height: 780 });
    await main.getByRole('button', { name: 'Mark as unread: Your test result is ready' }).waitFor();
    // The header lays itself out again for the narrow screen a moment after the resize.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 10_000 }).toBeLessThanOrEqual(360);
    a11y.push(...(await axeViolations(page, 'notifications page (en, 360)')));
    await page.setViewportSize({ width: 1280, height: 900 });

    // Delete, then Undo within the 6 s: it is back. Delete again and let the 6 s pass: gone for good.
    await main.getByRole('button', { name: 'Delete: Your test result is ready' }).click();
    await main.getByText('Deleted: Your test result is ready').waitFor();
    await main.getByRole('button', { name: 'Undo' }).click();
    await main.getByRole('button', { name: 'Delete: Your test result is ready' }).waitFor();
    await main.getByRole('button', { name: 'Delete: Your test result is ready' }).click();
    await main.getByText('Deleted: Your test result is ready').waitFor();
    await expect
      .poll(async () => (await call<{ payload: { content: unknown[] } }>('GET', '/api/notification/in-app', s.child)).body.payload.content.length, {
        timeout: 15_000,
      })
      .toBe(0);
    await page.reload();
    await page.getByRole('main').getByText('No notifications yet.').waitFor({ timeout: 15_000 });

    // The analysis the notice linked to says what finishing the test earned; the wallet's history
    // holds it and adds up to the header's balance.
    await page.goto(analysis);
    await page.getByTestId('embium-award').waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => Number(await page.getByTestId('embium-balance').first().getAttribute('data-value')), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(10);
    const balance = Number(await page.getByTestId('embium-balance').first().getAttribute('data-value'));
    expect(balance).toBeGreaterThanOrEqual(10);
    await page.getByTestId('embium-badge-button').first().click();
    const history = page.getByTestId('embium-history');
    await history.waitFor();
    const amounts = (await history.getByRole('listitem').allInnerTexts()).map((text) => Number(/\+?(\d+)/.exec(text.split('\n').pop() ?? '')?.[1] ?? NaN));
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(balance);
    expect(await page.getByTestId('embium-modal-balance').innerText()).toContain(String(balance));
    await context.close();
    expect(a11y).toEqual([]);
  });
});
