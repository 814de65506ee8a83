/**
 * Latin letters typed by a student → words in their language's script (platform.md §5,
 * learning.md §5 and §9: up to 5 suggestions). Offline, through Sanscript's ITRANS tables; the
 * candidates come from reading the typed spelling several ways (long or short vowels, dental or
 * retroflex consonants, anusvara, the silent final vowel), cheapest reading first. Decision 039.
 */
import Sanscript from '@indic-transliteration/sanscript';
import {
  isTransliterationLocale,
  TRANSLITERATION_MAX_SUGGESTIONS,
  TRANSLITERATION_SCRIPTS,
  wantsTransliteration,
  type TransliterationLocale,
} from './rules.ts';

/** Languages that leave a word's final vowel unwritten ("prakash" → प्रकाश, not प्रकश्). */
const SCHWA_DROPPING = new Set<TransliterationLocale>(['hi', 'mr', 'bn', 'as', 'gu', 'pa', 'or']);
/** Dravidian languages: short and long e/o are apart (ITRANS Dravidian: e short, E long). */
const DRAVIDIAN = new Set<TransliterationLocale>(['ta', 'te', 'kn', 'ml']);

interface Reading {
  itrans: string;
  cost: number;
}

const VOWEL = /[aeiou]/;
const CONSONANT = /[bcdfghjklmnpqrstvwxyz]/;

/** One way to re-read a stretch of the typed word: where, how long, what ITRANS, at what cost. */
interface Edit {
  at: number;
  length: number;
  to: string;
  cost: number;
}

/**
 * The places where a typed (lower-case) word may mean something else than ITRANS reads: each an
 * Edit with a cost (lower is likelier). Non-overlapping edits combine.
 */
function editsOf(word: string, locale: TransliterationLocale): Edit[] {
  const edits: Edit[] = [];
  const lastVowel = word.search(/[aeiou][^aeiou]*$/);
  for (let i = 0; i < word.length; i++) {
    const c = word[i]!;
    const next = word[i + 1] ?? '';
    const prev = word[i - 1] ?? '';
    const final = i === word.length - 1;
    if (c === 'a' && next !== 'a' && next !== 'i' && next !== 'u' && prev !== 'a') {
      // "prakash": the last vowel before a final consonant is often long (प्रकाश, विकास).
      const cost = final ? (SCHWA_DROPPING.has(locale) ? 0.4 : 1.2) : i === lastVowel ? 0.6 : 1;
      edits.push({ at: i, length: 1, to: 'A', cost });
    }
    if (c === 'i' && next !== 'i' && prev !== 'a' && prev !== 'e') edits.push({ at: i, length: 1, to: 'I', cost: final ? 0.3 : 1 });
    if (c === 'u' && next !== 'u' && prev !== 'a' && prev !== 'o') edits.push({ at: i, length: 1, to: 'U', cost: final ? 0.6 : 1.1 });
    if (DRAVIDIAN.has(locale) && (c === 'e' || c === 'o') && next !== c) edits.push({ at: i, length: 1, to: c.toUpperCase(), cost: 0.9 });
    if (c === 's' && next === 'h') edits.push({ at: i, length: 2, to: 'Sh', cost: prev === 'k' ? 0.2 : 0.8 });
    if (c === 'r' && next === 'i' && CONSONANT.test(prev)) edits.push({ at: i, length: 2, to: 'RRi', cost: 0.9 });
    if ((c === 't' || c === 'd') && !(prev === 's' && c === 't')) edits.push({ at: i, length: 1, to: c.toUpperCase(), cost: 1.2 });
    if (c === 'n' && next && CONSONANT.test(next) && next !== 'y' && next !== 'h' && next !== 'n') edits.push({ at: i, length: 1, to: 'M', cost: 0.5 });
    if (c === 'n' && (next === 't' || next === 'd') && word[i + 2] !== 'h') edits.push({ at: i, length: 1, to: 'N', cost: 1.4 });
    if (c === 'n' && prev !== 'n' && (!next || VOWEL.test(next))) edits.push({ at: i, length: 1, to: 'N', cost: 1.3 });
    if (c === 'm' && final && locale === 'ml') edits.push({ at: i, length: 1, to: 'M', cost: 0.2 });
    if (c === 'm' && next && CONSONANT.test(next) && next !== 'y' && next !== 'm') edits.push({ at: i, length: 1, to: 'M', cost: 0.9 });
    if (c === 'z') edits.push({ at: i, length: 1, to: 'j', cost: 0.7 });
    if (c === 'c' && next !== 'h') edits.push({ at: i, length: 1, to: 'k', cost: 0.3 });
    if (c === 'w') edits.push({ at: i, length: 1, to: 'v', cost: 0 });
    if (c === 'q') edits.push({ at: i, length: 1, to: 'k', cost: 0.3 });
  }
  return edits;
}

/** The readings of one word, cheapest first (at most `limit`), as ITRANS with their cost. */
function readingsOf(word: string, locale: TransliterationLocale, limit: number): Reading[] {
  const edits = editsOf(word, locale);
  const found = new Map<string, number>();
  // Best-first over sets of non-overlapping edits, at most 3 at a time.
  const visit = (from: number, chosen: Edit[], cost: number) => {
    let out = '';
    let pos = 0;
    for (const e of chosen) {
      out += word.slice(pos, e.at) + e.to;
      pos = e.at + e.length;
    }
    out += word.slice(pos);
    for (const ending of endingsOf(out, locale)) {
      const total = cost + ending.cost;
      const key = ending.itrans;
      if (!found.has(key) || found.get(key)! > total) found.set(key, total);
    }
    if (chosen.length === 3) return;
    for (let k = from; k < edits.length; k++) {
      const e = edits[k]!;
      const last = chosen[chosen.length - 1];
      if (last && e.at < last.at + last.length) continue;
      if (cost + e.cost > 3) continue;
      visit(k + 1, [...chosen, e], cost + e.cost);
    }
  };
  visit(0, [], 0);
  return [...found.entries()]
    .map(([itrans, cost]) => ({ itrans, cost }))
    .sort((a, b) => a.cost - b.cost)
    .slice(0, limit);
}

/**
 * The ways a word ending in a consonant is written: with its vowel left silent (the inherent
 * vowel, no virama) in the languages that drop it, with a virama in the Dravidian ones, each with
 * the other way at a higher cost.
 */
function endingsOf(itrans: string, locale: TransliterationLocale): Reading[] {
  const last = itrans[itrans.length - 1] ?? '';
  if (!/[bcdfghjklmnpqrstvwxyzBCDFGHJKLMNPQRSTVWXYZ]/.test(last) || last === 'M') return [{ itrans, cost: 0 }];
  if (SCHWA_DROPPING.has(locale))
    return [
      { itrans: `${itrans}a`, cost: 0 },
      { itrans, cost: 2.5 },
    ];
  return [
    { itrans, cost: 0 },
    { itrans: `${itrans}u`, cost: 1.3 },
  ];
}

/** ITRANS → the locale's script, in the spelling the language uses. */
function toScript(itrans: string, locale: TransliterationLocale): string {
  const scheme = DRAVIDIAN.has(locale) ? 'itrans_dravidian' : 'itrans';
  let out = Sanscript.t(itrans, scheme, TRANSLITERATION_SCRIPTS[locale]);
  // Gurmukhi joins consonants only below with ra, va, ha and ya; elsewhere the vowel is left unwritten.
  if (locale === 'pa')
    out = out
      .replace(/\u0A4D(?![\u0A30\u0A35\u0A39\u0A2F])/g, '')
      .replace(/\u0A02(?=[\u0A15-\u0A39])/g, '\u0A70')
      .replace(/([\u0A15-\u0A39])\u0A4D\1/g, '\u0A71$1');
  if (locale === 'or') out = out.replace(/\u0B35/g, '\u0B2C'); // ଵ → ବ: Odia writes va as ba.
  if (locale === 'ta') out = out.replace(/\u0BB6/g, '\u0BB7'); // ஶ → ஷ, the usual Tamil sha.
  return out;
}

/**
 * Up to `max` (5) spellings of `text` in the script of `locale`, likeliest first
 * (platform.md §5; learning.md §5, §9). Latin words are read as ITRANS in several ways; anything
 * else (digits, punctuation, text already in the script) is kept. Empty for a non-Indic locale,
 * text without Latin letters or text the helper does not take (wantsTransliteration).
 * Example: `transliterationCandidates('prakash', 'hi')[0] === 'प्रकाश'`.
 */
export function transliterationCandidates(text: string, locale: string, max = TRANSLITERATION_MAX_SUGGESTIONS): string[] {
  if (!wantsTransliteration(text, locale) || !isTransliterationLocale(locale)) return [];
  const parts = text
    .trim()
    .toLowerCase()
    .split(/([a-z]+)/);
  // Each part's readings; non-Latin parts are themselves.
  const options = parts.map((part, i) =>
    i % 2 === 1 ? readingsOf(part, locale, 12).map((r) => ({ ...r, text: toScript(r.itrans, locale) })) : [{ itrans: part, cost: 0, text: part }],
  );
  // The cheapest combinations of the words' readings (a small beam).
  let beam: { text: string; cost: number }[] = [{ text: '', cost: 0 }];
  for (const option of options) {
    const next: { text: string; cost: number }[] = [];
    for (const b of beam) for (const o of option) next.push({ text: b.text + o.text, cost: b.cost + o.cost });
    next.sort((a, b) => a.cost - b.cost);
    beam = next.slice(0, 24);
  }
  const out: string[] = [];
  for (const b of beam) {
    const t = b.text.normalize('NFC');
    if (!out.includes(t) && !/[a-z]/i.test(t)) out.push(t);
    if (out.length === max) break;
  }
  return out;
}
