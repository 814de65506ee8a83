import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  AUTOPLAY_COUNTDOWN_S,
  QUALITY_OPTIONS,
  SPEED_OPTIONS,
  VIDEO_PROGRESS_INTERVAL_MS,
  ANNOTATION_FRAME_DELAY_MS,
  CONTROLS_HIDE_MS,
  SIGNED_URL_VALIDITY_S,
} from './constants.ts';
import {
  annotationCrossed,
  annotationPracticeUrl,
  clampSeekFraction,
  closeFlowAction,
  countdownStep,
  groupAnnotations,
  initialQuality,
  isCloseIframeMessage,
  nearestSpeed,
  pickRendition,
  qualityForPreset,
  reactionAfterResponse,
  reactionAllowed,
  seekTimeFromFraction,
  skipIntroVisible,
  startCountdown,
  stepSeek,
  truncateTileLabel,
  type AutoplayCountdown,
} from './player.ts';

describe('§9 constants and option lists', () => {
  it('match the spec', () => {
    expect(VIDEO_PROGRESS_INTERVAL_MS).toBe(10_000);
    expect(AUTOPLAY_COUNTDOWN_S).toBe(5);
    expect(ANNOTATION_FRAME_DELAY_MS).toBe(3000);
    expect(CONTROLS_HIDE_MS).toBe(1500);
    expect(SIGNED_URL_VALIDITY_S).toBe(3600);
    expect(SPEED_OPTIONS).toEqual([0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]);
    expect(QUALITY_OPTIONS).toEqual(['auto', '144p', '240p', '360p', '480p', '720p', '1080p']);
  });
});

describe('seeking (learning.md §4 Video)', () => {
  test.prop([fc.double(), fc.double({ min: 0, max: 1e5, noNaN: true })])('a seek bar fraction is clamped to 0–100 % of the video', (f, d) => {
    expect(clampSeekFraction(f)).toBeGreaterThanOrEqual(0);
    expect(clampSeekFraction(f)).toBeLessThanOrEqual(1);
    const t = seekTimeFromFraction(f, d);
    expect(t).toBeGreaterThanOrEqual(0);
    expect(t).toBeLessThanOrEqual(d);
  });
  it('moves 10 s back and forward within the bounds', () => {
    expect(stepSeek(25, 1, 60)).toBe(35);
    expect(stepSeek(55, 1, 60)).toBe(60);
    expect(stepSeek(4, -1, 60)).toBe(0);
    expect(stepSeek(25, -1, 60)).toBe(15);
  });
  test.prop([fc.double({ min: -100, max: 1e4, noNaN: true }), fc.constantFrom(1 as const, -1 as const), fc.double({ min: 0, max: 1e4, noNaN: true })])(
    'a step never leaves the video',
    (p, dir, d) => {
      const t = stepSeek(p, dir, d);
      expect(t).toBeGreaterThanOrEqual(0);
      expect(t).toBeLessThanOrEqual(d);
    },
  );
});

describe('speed and quality', () => {
  it('snaps a speed to the offered ones', () => {
    expect(nearestSpeed(1.3)).toBe(1.25);
    expect(nearestSpeed(9)).toBe(2);
    expect(nearestSpeed(Number.NaN)).toBe(1);
  });
  it('maps presets, starts small screens on low, and picks the rendition at or below the quality asked', () => {
    expect(qualityForPreset('low')).toBe('360p');
    expect(qualityForPreset('high')).toBe('1080p');
    expect(initialQuality(360)).toBe('360p');
    expect(initialQuality(481)).toBe('auto');
    expect(initialQuality(360, 'high')).toBe('1080p');
  });
  it('starts at the low preset for the 7 days of ?optimised_video (platform.md §2.4, §9)', () => {
    expect(initialQuality(1280, null, true)).toBe('360p');
    expect(initialQuality(1280, 'auto', true)).toBe('360p');
    expect(initialQuality(1280, 'high', true)).toBe('360p');
    expect(initialQuality(360, 'low', true)).toBe('360p');
    expect(initialQuality(1280, 'high', false)).toBe('1080p');
    expect(pickRendition(['240p', '720p'], '480p')).toBe('240p');
    expect(pickRendition(['240p', '720p'], '720p')).toBe('720p');
    expect(pickRendition(['240p'], '144p')).toBeNull();
    expect(pickRendition(['240p'], 'auto')).toBeNull();
  });
});

describe('skip intro, close flow, likes and bookmarks', () => {
  it('shows skip intro until 10 s or use', () => {
    expect(skipIntroVisible(0, false)).toBe(true);
    expect(skipIntroVisible(9.9, false)).toBe(true);
    expect(skipIntroVisible(10, false)).toBe(false);
    expect(skipIntroVisible(3, true)).toBe(false);
  });
  it('asks before closing a started video once', () => {
    expect(closeFlowAction({ started: true, promptShown: false })).toBe('ask');
    expect(closeFlowAction({ started: true, promptShown: true })).toBe('close');
    expect(closeFlowAction({ started: false, promptShown: false })).toBe('close');
  });
  it('ignores an action in flight or on public content, and flips only after 200 with data', () => {
    expect(reactionAllowed({ isPublic: false, inFlight: false })).toBe(true);
    expect(reactionAllowed({ isPublic: true, inFlight: false })).toBe(false);
    expect(reactionAllowed({ isPublic: false, inFlight: true })).toBe(false);
    expect(reactionAfterResponse(false, true, { status: 200, hasData: true })).toBe(true);
    expect(reactionAfterResponse(false, true, { status: 200, hasData: false })).toBe(false);
    expect(reactionAfterResponse(true, false, { status: 500, hasData: true })).toBe(true);
  });
});

describe('autoplay countdown (learning.md §4 Video)', () => {
  const ticks = (c: AutoplayCountdown, n: number) => {
    let plays = 0;
    for (let i = 0; i < n; i += 1) {
      const r = countdownStep(c, { kind: 'tick' });
      c = r.countdown;
      if (r.play) plays += 1;
    }
    return { c, plays };
  };
  it('counts 5 → 0 a second at a time and plays the next video once', () => {
    const c = startCountdown('next-1');
    expect(c.remaining).toBe(5);
    expect(ticks(c, 4)).toMatchObject({ c: { remaining: 1 }, plays: 0 });
    expect(ticks(c, 5)).toMatchObject({ c: { remaining: 0 }, plays: 1 });
    expect(ticks(c, 9).plays).toBe(1);
  });
  it('stops on hover, and starts over when the next video changes', () => {
    const hovered = countdownStep(ticks(startCountdown('a'), 2).c, { kind: 'hover' }).countdown;
    expect(ticks(hovered, 10).plays).toBe(0);
    expect(hovered.cancelled).toBe(true);
    const same = countdownStep(hovered, { kind: 'next', nextId: 'a' }).countdown;
    expect(same).toBe(hovered);
    const fresh = countdownStep(hovered, { kind: 'next', nextId: 'b' }).countdown;
    expect(fresh).toEqual({ nextId: 'b', remaining: 5, cancelled: false });
    expect(ticks(startCountdown(null), 10).plays).toBe(0);
  });
});

describe('tiles and annotations', () => {
  it('cuts labels at 45, or 30 on screens 480 px or narrower', () => {
    const long = 'Solving a quadratic equation by factoring the middle term';
    expect(truncateTileLabel(long, 1280)).toBe(`${long.slice(0, 45).trimEnd()}…`);
    expect(truncateTileLabel(long, 480)).toBe(`${long.slice(0, 30).trimEnd()}…`);
    expect(truncateTileLabel('Short', 360)).toBe('Short');
    // Grapheme clusters: the cut never strands a vowel sign or virama.
    const hindi = truncateTileLabel('द्विघात समीकरण का सूत्र और मूलों की प्रकृति — एक विस्तृत पाठ', 360);
    expect(hindi.endsWith('…')).toBe(true);
    expect('द्विघात समीकरण का सूत्र और मूलों की प्रकृति — एक विस्तृत पाठ'.startsWith(hindi.slice(0, -1))).toBe(true);
    expect(truncateTileLabel('कि'.repeat(40), 360)).toBe(`${'कि'.repeat(30)}…`);
  });
  it('groups annotations by point and finds the one playback crosses', () => {
    const g = groupAnnotations([
      { pointS: 20, questionCodes: ['q3'] },
      { pointS: 12, questionCodes: ['q1'] },
      { pointS: 12, questionCodes: ['q2', 'q1'] },
    ]);
    expect(g).toEqual([
      { pointS: 12, questionCodes: ['q1', 'q2'] },
      { pointS: 20, questionCodes: ['q3'] },
    ]);
    expect(annotationCrossed(g, 11.6, 12.1)?.pointS).toBe(12);
    expect(annotationCrossed(g, 12.1, 12.4)).toBeNull();
    expect(annotationCrossed(g, 5, 25)).toBeNull();
    expect(annotationCrossed(g, 21, 11.9)).toBeNull();
  });
  it('builds the practice frame url and knows the close message', () => {
    expect(annotationPracticeUrl('abhyas-clip-1', ['q1', 'q2'])).toBe(
      '/practice?mode=AdhocPractice&video_id=abhyas-clip-1&conceptCode=&title=&iframe=true&questionCode=q1,q2',
    );
    expect(isCloseIframeMessage({ origin: 'https://a.in', data: { event: 'CLOSE_IFRAME' } }, 'https://a.in')).toBe(true);
    expect(isCloseIframeMessage({ origin: 'https://evil.in', data: { event: 'CLOSE_IFRAME' } }, 'https://a.in')).toBe(false);
    expect(isCloseIframeMessage({ origin: 'https://a.in', data: { event: 'OTHER' } }, 'https://a.in')).toBe(false);
  });
});
