import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  capWatched,
  checkProgressInput,
  lengthTolerance,
  mergeProgress,
  progressPercent,
  progressRecord,
  resumeDecision,
  roundHundredths,
  roundLength,
  videoStatusOf,
  type StoredProgress,
} from './progress.ts';

describe('status derivation (learning.md §3)', () => {
  it('is STARTED without a length or watched time, or with nothing watched', () => {
    expect(videoStatusOf(null, 10)).toBe('STARTED');
    expect(videoStatusOf(60, undefined)).toBe('STARTED');
    expect(videoStatusOf(60, 0)).toBe('STARTED');
    expect(videoStatusOf(60, -3)).toBe('STARTED');
    expect(videoStatusOf(0, 5)).toBe('STARTED');
  });
  it('is INPROGRESS below the length and COMPLETED at or past it', () => {
    expect(videoStatusOf(60, 0.5)).toBe('INPROGRESS');
    expect(videoStatusOf(60, 59.99)).toBe('INPROGRESS');
    expect(videoStatusOf(60, 60)).toBe('COMPLETED');
    expect(videoStatusOf(60, 75)).toBe('COMPLETED');
  });
});

describe('length and watched duration (learning.md §4 Video)', () => {
  it('rounds the length up, but not a float hair above a whole second', () => {
    expect(roundLength(37.2)).toBe(38);
    expect(roundLength(37)).toBe(37);
    expect(roundLength(37.0000001)).toBe(37);
    expect(roundLength(Number.NaN)).toBe(0);
  });
  test.prop([fc.double({ noNaN: true }), fc.double({ min: 0, max: 1e6, noNaN: true })])('caps watched within 0 and the length', (w, len) => {
    const c = capWatched(w, len);
    expect(c).toBeGreaterThanOrEqual(0);
    expect(c).toBeLessThanOrEqual(len);
  });
  it('builds the record sent: ended means COMPLETED at the full length', () => {
    expect(progressRecord({ contentId: 'v', childId: 'p', lengthS: 37.4, positionS: 12.5 })).toEqual({
      contentId: 'v',
      childId: 'p',
      length: 38,
      watchedDuration: 12.5,
      status: 'INPROGRESS',
    });
    expect(progressRecord({ contentId: 'v', childId: 'p', lengthS: 37.4, positionS: 0 }).status).toBe('STARTED');
    expect(progressRecord({ contentId: 'v', childId: 'p', lengthS: 37.4, positionS: 37.39, ended: true })).toMatchObject({
      watchedDuration: 38,
      status: 'COMPLETED',
    });
    expect(progressRecord({ contentId: 'v', childId: 'p', lengthS: 30, positionS: 99 }).watchedDuration).toBe(30);
  });
});

describe('server checks of a progress post (issue #6 bad input)', () => {
  it('allows the player length a tolerance over the catalogue length: 30 s or 10 % for clips, 120 s or 50 % for remote videos', () => {
    expect(lengthTolerance(37)).toBe(30);
    expect(lengthTolerance(900)).toBe(90);
    expect(lengthTolerance(420, false)).toBe(210);
    expect(lengthTolerance(60, false)).toBe(120);
    expect(checkProgressInput({ catalogueLengthS: 420, exact: false, lengthS: 545, watchedS: 500 })).toEqual({ ok: true, lengthS: 545 });
    expect(checkProgressInput({ catalogueLengthS: 420, exact: true, lengthS: 545, watchedS: 500 })).toMatchObject({ ok: false });
    expect(checkProgressInput({ catalogueLengthS: 37, lengthS: 38.2, watchedS: 20 })).toEqual({ ok: true, lengthS: 39 });
    expect(checkProgressInput({ catalogueLengthS: 37, watchedS: 20 })).toEqual({ ok: true, lengthS: 37 });
  });
  it('refuses negative, non-finite, day-long and far-too-long numbers, naming the field', () => {
    expect(checkProgressInput({ catalogueLengthS: 37, watchedS: -1 })).toMatchObject({ ok: false, field: 'watched_duration' });
    expect(checkProgressInput({ catalogueLengthS: 37, watchedS: Number.NaN })).toMatchObject({ ok: false, field: 'watched_duration' });
    expect(checkProgressInput({ catalogueLengthS: 37, watchedS: 68 })).toMatchObject({ ok: false, field: 'watched_duration' });
    expect(checkProgressInput({ catalogueLengthS: 37, lengthS: 0, watchedS: 1 })).toMatchObject({ ok: false, field: 'length' });
    expect(checkProgressInput({ catalogueLengthS: 80_000, lengthS: 90_000, watchedS: 1 })).toMatchObject({
      ok: false,
      field: 'length',
      message: expect.stringContaining('86400'),
    });
  });
  test.prop([fc.integer({ min: 1, max: 20_000 }), fc.double({ min: -1e6, max: 1e6, noNaN: true })])(
    'accepts exactly the watched values in [0, length + tolerance]',
    (len, w) => {
      const r = checkProgressInput({ catalogueLengthS: len, watchedS: w });
      expect(r.ok).toBe(w >= 0 && w <= len + lengthTolerance(len) && w <= 86_400);
    },
  );
});

describe('merging progress posts (docs/decisions/009)', () => {
  const post = (watchedS: number, extra: Partial<{ lengthS: number; completed: boolean; restart: boolean }> = {}) => ({
    lengthS: 100,
    watchedS,
    completed: false,
    restart: false,
    ...extra,
  });

  it('starts STARTED, moves to INPROGRESS, never back, and COMPLETED at the end', () => {
    let s = mergeProgress(null, post(0));
    expect(s).toEqual({ lengthS: 100, watchedS: 0, status: 'STARTED', everCompleted: false });
    s = mergeProgress(s, post(40));
    expect(s.status).toBe('INPROGRESS');
    s = mergeProgress(s, post(10));
    expect(s.watchedS).toBe(40);
    s = mergeProgress(s, post(99.2, { completed: true }));
    expect(s).toEqual({ lengthS: 100, watchedS: 100, status: 'COMPLETED', everCompleted: true });
    s = mergeProgress(s, post(0));
    expect(s.status).toBe('COMPLETED');
  });

  it('lets a restart move watched back, keeping that the video was completed once', () => {
    const done: StoredProgress = { lengthS: 100, watchedS: 100, status: 'COMPLETED', everCompleted: true };
    expect(mergeProgress(done, post(0, { restart: true }))).toEqual({ lengthS: 100, watchedS: 0, status: 'STARTED', everCompleted: true });
    expect(mergeProgress(done, post(30, { restart: true })).status).toBe('INPROGRESS');
  });

  it('caps a kept value when the length shrinks (a fallback rendition)', () => {
    expect(mergeProgress({ lengthS: 100, watchedS: 90, status: 'INPROGRESS', everCompleted: false }, post(10, { lengthS: 80 }))).toMatchObject({
      watchedS: 80,
      status: 'COMPLETED',
    });
  });

  const posts = fc.array(
    fc.record({
      lengthS: fc.integer({ min: 1, max: 600 }),
      watchedS: fc.double({ min: 0, max: 700, noNaN: true }),
      completed: fc.boolean(),
      restart: fc.constant(false),
    }),
    { minLength: 1, maxLength: 30 },
  );
  test.prop([posts])('without restarts watched never goes down (same length) and stays within the length', (ps) => {
    let s: StoredProgress | null = null;
    for (const p of ps) {
      const next = mergeProgress(s, p);
      expect(next.watchedS).toBeLessThanOrEqual(next.lengthS);
      if (s && s.lengthS === next.lengthS) expect(next.watchedS).toBeGreaterThanOrEqual(s.watchedS);
      expect(next.status).toBe(videoStatusOf(next.lengthS, next.watchedS));
      if (s?.everCompleted) expect(next.everCompleted).toBe(true);
      s = next;
    }
  });
  test.prop([posts])('is idempotent: a repeated post changes nothing', (ps) => {
    let s: StoredProgress | null = null;
    for (const p of ps) {
      s = mergeProgress(s, p);
      expect(mergeProgress(s, p)).toEqual(s);
    }
  });
});

describe('resume and tiles (learning.md §4)', () => {
  it('asks to resume only for INPROGRESS with watched above 0', () => {
    expect(resumeDecision('INPROGRESS', 12.5)).toEqual({ ask: true, atS: 12.5 });
    expect(resumeDecision('INPROGRESS', 0)).toEqual({ ask: false });
    expect(resumeDecision('COMPLETED', 30)).toEqual({ ask: false });
    expect(resumeDecision('STARTED', 0)).toEqual({ ask: false });
    expect(resumeDecision(null, null)).toEqual({ ask: false });
  });
  it('shows tile progress as a percent capped at 100', () => {
    expect(progressPercent(15, 60)).toBe(25);
    expect(progressPercent(90, 60)).toBe(100);
    expect(progressPercent(10, 0)).toBe(0);
    expect(progressPercent(null, 60)).toBe(0);
  });
  test.prop([fc.double({ noNaN: true }), fc.double({ noNaN: true })])('tile progress is always within 0–100', (w, l) => {
    const p = progressPercent(w, l);
    expect(p).toBeGreaterThanOrEqual(0);
    expect(p).toBeLessThanOrEqual(100);
  });
});

describe('stored and answered seconds (learning.md §7 Video content-status)', () => {
  it('are rounded to 2 decimals', () => {
    expect(roundHundredths(12.345678)).toBe(12.35);
    expect(roundHundredths(0.004)).toBe(0);
    expect(roundHundredths(59.999)).toBe(60);
    expect(roundHundredths(33.3333333)).toBe(33.33);
    expect(roundHundredths(7)).toBe(7);
  });
});
