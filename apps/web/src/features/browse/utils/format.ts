/** Display helpers of the browse pages (learning.md §4 Tiles). Pure, so they are unit-tested. */

/** Tile labels are cut at 45 characters, 30 on screens 480 px wide or narrower (learning.md §4 Tiles). */
export const TILE_LABEL_MAX = 45;
export const TILE_LABEL_MAX_NARROW = 30;

/**
 * `text` cut to at most `max` characters (user-perceived characters, so Indic clusters stay whole),
 * ending with an ellipsis when cut; trailing spaces before the ellipsis are dropped.
 */
export function truncateLabel(text: string, max: number = TILE_LABEL_MAX): string {
  const chars = [...segmentGraphemes(text)];
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, Math.max(0, max - 1))
    .join('')
    .trimEnd()}…`;
}

function segmentGraphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    return [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
  }
  return [...text];
}

/** A length in seconds as `m:ss`, or `h:mm:ss` from one hour (negative and fractional seconds are clamped/floored). */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Whole minutes of a duration in seconds, rounded up (a 90 s test is shown as 2 minutes). */
export function toMinutes(seconds: number): number {
  return Math.ceil(Math.max(0, seconds) / 60);
}

/** Where a book tile leads: `/booktoc?book_id=` for a book, `/bigbooktoc?book_id=` for a big book. */
export function bookHref(book: { code: string; kind: 'book' | 'big_book' }): string {
  return `${book.kind === 'big_book' ? '/bigbooktoc' : '/booktoc'}?book_id=${encodeURIComponent(book.code)}`;
}

/**
 * The Normal-mode practice link of a chapter with the query parameters of learning.md §2 Practice
 * (mode, lm_code, lm_level, and with a name lm_name and title; origin_url leads back).
 */
export function practiceHref(chapterCode: string, name?: string, originUrl?: string): string {
  const q = new URLSearchParams({ mode: 'Normal', lm_code: chapterCode, lm_level: 'chapter' });
  if (name) {
    q.set('lm_name', name);
    q.set('title', name);
  }
  if (originUrl) q.set('origin_url', originUrl);
  return `/practice?${q.toString()}`;
}

/**
 * An exam code as its usual name: `jee-main` → "JEE Main", `neet-ug` → "NEET UG", `cbse-class-10` →
 * "CBSE Class 10" (exam names are written in English in every interface language).
 */
export function examLabel(code: string): string {
  const UPPER = new Set(['jee', 'neet', 'ug', 'pg', 'cbse', 'icse', 'cuet', 'gate', 'cat']);
  return code
    .split('-')
    .map((w) => (UPPER.has(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}
