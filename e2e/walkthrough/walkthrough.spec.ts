import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/chromium.ts';
import { newPage, otpFor, signedIn, uniqueMobile } from '../support/browser.ts';
import { QUADRATIC, recordProgressPosts, waitForVideo } from '../video/player-helpers.ts';

// Issue 15 "Proof": the new-user walk-through, repeated by a script anyone can run, in the
// interface language a user chose and at a phone's width:
//   1. a parent signs up through the landing page's language pill, the OTP and onboarding, to the
//      child's exam home (a Hindi-medium CBSE Class 10 student in Hindi, a JEE Main one otherwise);
//   2. a JEE Main profile finds a JEE Advanced paper, takes it and reads its analysis;
//   3. a practice session reloaded halfway resumes at the same question;
//   4. a clip watched to the end, watched again and closed, resumes where it was closed.
// Every screen is photographed into WALKTHROUGH_SHOTS (default .tmp/walkthrough/<lang>/) and must
// never scroll sideways. `npm run walkthrough` walks it in English, Hindi and Tamil
// (WALKTHROUGH_LANGS=en,hi,ta) at 360 and 1280 px (WALKTHROUGH_WIDTHS); `npm test` leaves it out
// (e2e/vitest.config.ts), as its flows are each tested there on their own.

const LANGS = (process.env.WALKTHROUGH_LANGS ?? 'hi').split(',').map((l) => l.trim());
const WIDTHS = (process.env.WALKTHROUGH_WIDTHS ?? '360').split(',').map(Number);
const SHOTS = process.env.WALKTHROUGH_SHOTS ?? join(process.cwd(), '.tmp', 'walkthrough');
/** Each walk is long (a sign-up, a whole test, a clip watched twice): minutes on a busy machine. */
const WALK_MS = 300_000;
const LOCALES = new URL('../../apps/web/src/locales/', import.meta.url).pathname;

/** The interface catalogs of a language, by namespace (apps/web/src/locales/<lang>/<ns>.json). */
function catalog(lang: string): Record<string, unknown> {
  const dir = join(LOCALES, lang);
  return Object.fromEntries(readdirSync(dir).map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, f), 'utf8')) as unknown]));
}

/** `tx(lang, 'test:question.number', { n: 1 })`: the message as the user sees it (simple `{name}` arguments only). */
function tx(lang: string, key: string, vars: Record<string, string | number> = {}): string {
  const [ns, path] = key.split(':') as [string, string];
  let node: unknown = catalog(lang)[ns];
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no message ${key} in ${lang}`);
  return node.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}
const exact = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/** Native names of the languages, as the language chooser and the pills show them. */
const NATIVE: Record<string, string> = { en: 'English', hi: 'हिन्दी', ta: 'தமிழ்' };

/** A full-page screenshot, after the data settled; fails if the page is wider than the viewport. */
async function shot(page: Page, lang: string, width: number, name: string) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForFunction(() => !document.querySelector('.mantine-Skeleton-root[data-visible]'), null, { timeout: 8000 }).catch(() => {});
  const dir = join(SHOTS, lang);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll, `${name} at ${width} px in ${lang} scrolls sideways`).toBeLessThanOrEqual(width);
}

describe.each(LANGS)('the new-user walk-through in %s', (lang) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'] });
  });
  afterAll(async () => browser?.close());
  const cbseChild = lang === 'hi';

  it.each(WIDTHS)(
    'signs a parent up at %i px through to the child’s exam home',
    async (width) => {
      const { page, context } = await newPage(browser, width, 800);
      const mobile = uniqueMobile();
      await page.goto('/');
      if (lang !== 'en') await page.locator(`button[lang="${lang}"]`).click();
      await page.waitForFunction((l) => document.documentElement.lang.startsWith(l), lang);
      await shot(page, lang, width, '01-landing');

      await page
        .getByRole('link', { name: exact(tx(lang, 'landing:hero.signUp')) })
        .first()
        .click();
      await page.getByLabel(tx(lang, 'auth:signup.parentName')).fill(cbseChild ? 'सुनीता वर्मा' : 'Lakshmi Menon');
      await page.getByLabel(tx(lang, 'auth:fields.mobile')).fill(mobile);
      await page.getByLabel(tx(lang, 'auth:fields.newPassword')).fill('Padhai#2026ok');
      await shot(page, lang, width, '02-sign-up');
      await page.getByRole('button', { name: exact(tx(lang, 'auth:signup.submit')) }).click();

      await page.waitForURL(/account-verify/);
      const otp = await otpFor(mobile);
      await shot(page, lang, width, '03-verify');
      await page.getByLabel(tx(lang, 'auth:otp.label')).first().click();
      await page.keyboard.type(otp);

      // Onboarding: welcome, the language (already the one chosen), then the child's profile.
      await page.waitForURL(/student-onboarding/, { timeout: 20_000 });
      await page.getByRole('button', { name: exact(tx(lang, 'profiles:onboarding.start')) }).click();
      await page.getByRole('radio', { name: new RegExp(NATIVE[lang]!) }).click();
      await page.getByRole('button', { name: exact(tx(lang, 'common:actions.done')) }).click();
      await page.getByLabel(tx(lang, 'profiles:form.name')).fill(cbseChild ? 'दिया' : 'Nikhil');
      // The goal and the exam (or class) selects, after the name field (itself a combobox: it offers
      // spellings in the profile's script on a wide screen).
      const pick = async (nth: number, option: RegExp) => {
        await page.locator('input[aria-haspopup=listbox]:not([name="name"])').nth(nth).click();
        await page.getByRole('option', { name: option }).first().click();
      };
      if (cbseChild) {
        await pick(0, /CBSE/);
        await pick(1, /10/);
      } else {
        await pick(0, /JEE|NEET|Engineering|अभियांत्रिकी|பொறியியல்/);
        await pick(1, /JEE Main|जेईई मेन|ஜேஇஇ மெயின்/);
      }
      await shot(page, lang, width, '04-child-profile');
      await page.getByRole('button', { name: exact(tx(lang, 'profiles:onboarding.finish')) }).click();

      // One exam home, in the language chosen, with the child's name on it.
      await page.waitForURL(/\/learn\/home/, { timeout: 20_000 });
      await page
        .getByText(cbseChild ? 'दिया' : 'Nikhil')
        .filter({ visible: true })
        .first()
        .waitFor({ timeout: 15_000 });
      expect(await page.evaluate(() => document.documentElement.lang)).toMatch(new RegExp(`^${lang}`));
      await shot(page, lang, width, '05-exam-home');
      await context.close();
    },
    WALK_MS,
  );

  it.each(WIDTHS)(
    'lets a JEE Main profile take a JEE Advanced paper and read its analysis at %i px',
    async (width) => {
      // The profile's language is the interface's as soon as it is chosen (issue 15 Major 2).
      const { page, context } = await signedIn(browser, { goal: 'preug', exam: 'jee-main' }, width, 800, { locale: lang });
      await page.waitForFunction((l) => document.documentElement.lang.startsWith(l), lang);
      await page.goto('/test/summary/jee-adv-2019-p1');
      await page.getByText(/37/).first().waitFor({ timeout: 15_000 });
      await shot(page, lang, width, '06-paper');
      await page.getByRole('link', { name: exact(tx(lang, 'custom-test:summary.start')) }).click();
      await page.getByRole('checkbox').first().waitFor({ timeout: 15_000 });
      await shot(page, lang, width, '07-instructions');
      await page.getByRole('checkbox').first().check();
      await page.getByRole('button', { name: exact(tx(lang, 'test:instructions.start')) }).click();
      await page.getByRole('heading', { name: tx(lang, 'test:question.number', { n: 1 }) }).waitFor({ timeout: 20_000 });
      await page.locator('main input[value="A"]').check(); // Q1, key A: +3
      await shot(page, lang, width, '08-question');
      await page
        .getByRole('button', { name: exact(tx(lang, 'test:action.saveNext')) })
        .first()
        .click();
      await page.getByRole('button', { name: exact(tx(lang, 'test:action.submit')) }).click();
      await page.getByRole('button', { name: exact(tx(lang, 'test:submit.confirm')) }).click();
      await page.waitForURL(/\/mock-test\/jee-adv-2019-p1\/analyze\?session=/, { timeout: 30_000 });
      await page.getByText('3 / 127').first().waitFor({ timeout: 30_000 });
      await shot(page, lang, width, '09-analysis');
      // The first question's worked solution opens from the analysis.
      await page.locator('.mantine-Accordion-control').first().click();
      await page.getByText('**Answer:**').or(page.locator('[data-testid="worked-solution"], h3, h4')).first().waitFor({ timeout: 15_000 });
      await context.close();
    },
    WALK_MS,
  );

  it.each(WIDTHS)(
    'resumes a practice session reloaded halfway, and a clip re-watched and closed, at %i px',
    async (width) => {
      // CBSE Class 10 is taught in English and Hindi; a student of another language practises for
      // JEE Main, which is offered in it (a profile's language is one its exam offers).
      const cbse = lang === 'hi' || lang === 'en';
      const exam = cbse ? { goal: 'k12-cbse', exam: 'cbse-class-10' } : { goal: 'preug', exam: 'jee-main' };
      const chapter = cbse ? 'ncert-10-mathematics-ch01' : 'ncert-11-physics-ch01';
      const { page, context } = await signedIn(browser, exam, width, 800, { locale: lang });
      await page.waitForFunction((l) => document.documentElement.lang.startsWith(l), lang);

      // Practice: one answer, then a reload shows the same question at the same place.
      await page.goto(`/practice?mode=Normal&lm_code=${chapter}&lm_level=chapter`);
      const card = page.getByTestId('practice-question');
      await card.waitFor({ timeout: 20_000 });
      await page.waitForURL(/session_id=/);
      const first = await card.getAttribute('data-code');
      await page.getByRole('button', { name: exact(tx(lang, 'practice:actions.skip')) }).click();
      await page.waitForFunction((c) => document.querySelector('[data-testid="practice-question"]')?.getAttribute('data-code') !== c, first);
      const number = page.getByTestId('question-number');
      const before = { code: await card.getAttribute('data-code'), number: await number.textContent() };
      await page.reload();
      await card.waitFor({ timeout: 20_000 });
      expect({ code: await card.getAttribute('data-code'), number: await number.textContent() }).toEqual(before);
      await shot(page, lang, width, '10-practice-resumed');

      // A clip watched to its end, watched again, closed a few seconds in: it resumes there.
      const posts = recordProgressPosts(page);
      await page.goto(`/video/summary/${QUADRATIC}`);
      const overlay = page.getByTestId('video-overlay');
      await overlay.waitFor({ timeout: 20_000 });
      await waitForVideo(page, (v) => !v.paused && v.t > 0.5, 'played');
      await page.evaluate(() => {
        const v = document.querySelector<HTMLVideoElement>('[data-testid="video-overlay"] video')!;
        v.currentTime = v.duration - 1;
      });
      await page.getByTestId('end-screen').waitFor({ timeout: 15_000 });
      await expect.poll(() => posts.some((p) => p.body.status === 'COMPLETED')).toBe(true);
      await shot(page, lang, width, '11-clip-end');
      await page
        .getByTestId('end-screen')
        .getByRole('button', { name: exact(tx(lang, 'video:overlay.close')) })
        .click();
      await overlay.waitFor({ state: 'detached' });
      const watch = page.getByRole('button', { name: exact(tx(lang, 'browse:video.watch')) });
      await watch.click();
      await waitForVideo(page, (v) => !v.paused && v.t > 3, 'played again');
      await page.evaluate(() => document.querySelector<HTMLVideoElement>('[data-testid="video-overlay"] video')!.pause());
      const paused = await waitForVideo(page, (v) => v.paused, 'paused');
      await page.getByRole('button', { name: exact(tx(lang, 'video:overlay.close')) }).click();
      await page
        .getByRole('alertdialog', { name: tx(lang, 'video:prompt.closeTitle') })
        .getByRole('button', { name: exact(tx(lang, 'video:prompt.close')) })
        .click();
      await overlay.waitFor({ state: 'detached' });
      const watched = Math.floor(paused.t);
      await expect.poll(() => posts.at(-1)?.body).toMatchObject({ watched_duration: watched, status: 'INPROGRESS' });
      await watch.click();
      const resume = page.getByRole('alertdialog', { name: tx(lang, 'video:prompt.resumeTitle') });
      await resume.waitFor({ timeout: 20_000 });
      await shot(page, lang, width, '12-clip-resume');
      await resume.getByRole('button', { name: exact(tx(lang, 'video:prompt.resumeYes')) }).click();
      const resumed = await waitForVideo(page, (v) => !v.paused && v.t >= watched - 1, 'resumed');
      expect(resumed.t).toBeLessThan(watched + 4);
      await context.close();
    },
    WALK_MS,
  );
});
