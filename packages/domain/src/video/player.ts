import { defaultVideoQuality, type VideoQuality } from '../profiles/profile-rules.ts';
import {
  AUTOPLAY_COUNTDOWN_S,
  QUALITY_OPTIONS,
  SEEK_STEP_S,
  SKIP_INTRO_WINDOW_S,
  SPEED_OPTIONS,
  TILE_LABEL_MAX,
  TILE_LABEL_MAX_SMALL,
  type QualityOption,
  type SpeedOption,
} from './constants.ts';

/** Player rules of learning.md §4 Video and §4 Tiles. Seconds unless the name says ms. */

const finite = (n: number, fallback = 0) => (Number.isFinite(n) ? n : fallback);

/** A seek bar fraction clamped to 0–1 (0–100 %). */
export function clampSeekFraction(fraction: number): number {
  return Math.min(1, Math.max(0, finite(fraction)));
}

/** The time (s) a seek bar fraction points at, within 0 and the duration. */
export function seekTimeFromFraction(fraction: number, durationS: number): number {
  return clampSeekFraction(fraction) * Math.max(0, finite(durationS));
}

/** Back (negative `direction`) or forward by 10 s, clamped to the video bounds. */
export function stepSeek(positionS: number, direction: 1 | -1, durationS: number, stepS: number = SEEK_STEP_S): number {
  const end = Math.max(0, finite(durationS));
  return Math.min(end, Math.max(0, finite(positionS) + direction * stepS));
}

/** Whether a speed is one of the offered ones (0.5 … 2). */
export function isSpeedOption(speed: number): speed is SpeedOption {
  return (SPEED_OPTIONS as readonly number[]).includes(speed);
}

/** The offered speed closest to `speed` (a stored or typed rate), ties to the slower one. */
export function nearestSpeed(speed: number): SpeedOption {
  const s = finite(speed, 1);
  return SPEED_OPTIONS.reduce((best, o) => (Math.abs(o - s) < Math.abs(best - s) ? o : best), SPEED_OPTIONS[0]);
}

/** Vertical lines of a quality option (0 for auto). */
export function qualityHeight(q: QualityOption): number {
  return q === 'auto' ? 0 : Number.parseInt(q, 10);
}

/** The player option for a quality preset: auto → auto, low → 360p, medium → 480p, high → 1080p. */
export function qualityForPreset(preset: VideoQuality): QualityOption {
  return ({ auto: 'auto', low: '360p', medium: '480p', high: '1080p' } as const)[preset];
}

/** The quality `?optimised_video` starts at, for its 7 days (platform.md §2.4, §9): the low preset. */
export const OPTIMISED_VIDEO_QUALITY: QualityOption = qualityForPreset('low');

/**
 * The starting quality: the profile's preset when set, else low on small screens (≤ 480 px), else
 * auto. With `optimised` (the 7-day `?optimised_video` setting) it is never above the low preset
 * (360p): auto and higher presets start at 360p, a lower explicit choice stays.
 */
export function initialQuality(viewportWidthPx: number, preset?: VideoQuality | null, optimised = false): QualityOption {
  const chosen = qualityForPreset(preset ?? defaultVideoQuality(viewportWidthPx));
  if (!optimised) return chosen;
  const cap = qualityHeight(OPTIMISED_VIDEO_QUALITY);
  return chosen !== 'auto' && qualityHeight(chosen) <= cap ? chosen : OPTIMISED_VIDEO_QUALITY;
}

/**
 * The rendition to serve for a requested quality among those available: auto → the original
 * (null); else the exact one, else the highest below it, else the original (null).
 */
export function pickRendition(available: readonly QualityOption[], requested: QualityOption): QualityOption | null {
  if (requested === 'auto') return null;
  const want = qualityHeight(requested);
  const below = available.filter((q) => q !== 'auto' && qualityHeight(q) <= want).sort((a, b) => qualityHeight(b) - qualityHeight(a));
  return below[0] ?? null;
}

/** Whether a string is a quality option. */
export function isQualityOption(q: string): q is QualityOption {
  return (QUALITY_OPTIONS as readonly string[]).includes(q);
}

/** Skip intro shows until playback passes 10 s or the button was used; it jumps to 10 s. */
export function skipIntroVisible(positionS: number, used: boolean): boolean {
  return !used && finite(positionS) < SKIP_INTRO_WINDOW_S;
}
export const SKIP_INTRO_TARGET_S = SKIP_INTRO_WINDOW_S;

/** The end-screen autoplay countdown (§4): 5 → 0, one step a second; hover cancels; a new next id resets. */
export interface AutoplayCountdown {
  nextId: string | null;
  remaining: number;
  cancelled: boolean;
}
export const startCountdown = (nextId: string | null): AutoplayCountdown => ({ nextId, remaining: AUTOPLAY_COUNTDOWN_S, cancelled: false });

export type CountdownEvent = { kind: 'tick' } | { kind: 'hover' } | { kind: 'next'; nextId: string | null };

/** One countdown step; `play` is true on the tick that reaches 0 (exactly once). */
export function countdownStep(c: AutoplayCountdown, e: CountdownEvent): { countdown: AutoplayCountdown; play: boolean } {
  if (e.kind === 'next') return { countdown: e.nextId === c.nextId ? c : startCountdown(e.nextId), play: false };
  if (e.kind === 'hover') return { countdown: { ...c, cancelled: true }, play: false };
  if (c.cancelled || c.nextId === null || c.remaining <= 0) return { countdown: c, play: false };
  const remaining = c.remaining - 1;
  return { countdown: { ...c, remaining }, play: remaining === 0 };
}

/** The close flow (§2): started and no prompt yet → pause and ask; otherwise stop, report and close. */
export function closeFlowAction(state: { started: boolean; promptShown: boolean }): 'ask' | 'close' {
  return state.started && !state.promptShown ? 'ask' : 'close';
}

/** Like and bookmark (§4, §5): ignored while the same action is in flight or the content is public. */
export function reactionAllowed(state: { isPublic: boolean; inFlight: boolean }): boolean {
  return !state.isPublic && !state.inFlight;
}

/** The local flag after a like or bookmark call: flips only after a 200 with data, else unchanged. */
export function reactionAfterResponse(previous: boolean, wanted: boolean, response: { status: number; hasData: boolean }): boolean {
  return response.status === 200 && response.hasData ? wanted : previous;
}

const graphemes = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/**
 * A tile label cut at 45 characters (30 on screens 480 px wide or less), with an ellipsis.
 * Characters are grapheme clusters, so a Devanagari or Tamil letter never loses its vowel sign.
 */
export function truncateTileLabel(text: string, viewportWidthPx: number): string {
  const max = viewportWidthPx <= 480 ? TILE_LABEL_MAX_SMALL : TILE_LABEL_MAX;
  const chars = graphemes ? Array.from(graphemes.segment(text), (x) => x.segment) : Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** Annotations grouped by the same point (§3), sorted by point; question codes kept in order, once. */
export function groupAnnotations(annotations: readonly { pointS: number; questionCodes: readonly string[] }[]): { pointS: number; questionCodes: string[] }[] {
  const byPoint = new Map<number, string[]>();
  for (const a of annotations) {
    const codes = byPoint.get(a.pointS) ?? [];
    for (const c of a.questionCodes) if (!codes.includes(c)) codes.push(c);
    byPoint.set(a.pointS, codes);
  }
  return [...byPoint.entries()].sort((a, b) => a[0] - b[0]).map(([pointS, questionCodes]) => ({ pointS, questionCodes }));
}

/**
 * The annotation playback just crossed, going from `fromS` to `toS` while playing (point in
 * (fromS, toS]); null when none or when the move is a jump backwards or longer than 2 s (a seek).
 */
export function annotationCrossed<T extends { pointS: number }>(grouped: readonly T[], fromS: number, toS: number): T | null {
  if (!(toS > fromS) || toS - fromS > 2) return null;
  return grouped.find((a) => a.pointS > fromS && a.pointS <= toS) ?? null;
}

/** The annotation practice frame url (§2): /practice?mode=AdhocPractice&video_id=…&conceptCode=&title=&iframe=true&questionCode=a,b */
export function annotationPracticeUrl(videoId: string, questionCodes: readonly string[]): string {
  const q = new URLSearchParams({
    mode: 'AdhocPractice',
    video_id: videoId,
    conceptCode: '',
    title: '',
    iframe: 'true',
    questionCode: questionCodes.join(','),
  });
  return `/practice?${q.toString().replace(/%2C/gu, ',')}`;
}

/** Whether a window message closes the practice frame: same origin and event CLOSE_IFRAME (§2). */
export function isCloseIframeMessage(message: { origin: string; data: unknown }, ownOrigin: string): boolean {
  if (message.origin !== ownOrigin) return false;
  const d = message.data;
  if (d === 'CLOSE_IFRAME') return true;
  return typeof d === 'object' && d !== null && (d as { event?: unknown }).event === 'CLOSE_IFRAME';
}
