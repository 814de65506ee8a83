// Finding a state or district by what a person types, in either script. issue 15
// Imported by path (`@abhyas/domain/geo/place-search`), not through the package's barrel: the
// transliteration tables stay out of pages that do not search places.
import Sanscript from '@indic-transliteration/sanscript';
import { INDIA_STATES, type IndiaState } from './india-data.ts';
import { findState } from './india.ts';
import { localStateName } from './india-state-names.ts';
import { DISTRICTS_HI } from './india-district-names.ts';
import { DISTRICTS_TA } from './india-district-names-ta.ts';
import { DISTRICTS_TE } from './india-district-names-te.ts';
import { DISTRICTS_KN } from './india-district-names-kn.ts';
import { DISTRICTS_ML } from './india-district-names-ml.ts';

/** Unicode blocks of the Indic scripts of the twelve languages, with Sanscript's scheme names. */
const SCRIPT_BLOCKS: readonly [number, number, string][] = [
  [0x0900, 0x097f, 'devanagari'],
  [0x0980, 0x09ff, 'bengali'],
  [0x0a00, 0x0a7f, 'gurmukhi'],
  [0x0a80, 0x0aff, 'gujarati'],
  [0x0b00, 0x0b7f, 'oriya'],
  [0x0b80, 0x0bff, 'tamil'],
  [0x0c00, 0x0c7f, 'telugu'],
  [0x0c80, 0x0cff, 'kannada'],
  [0x0d00, 0x0d7f, 'malayalam'],
];

function schemeOf(char: string): string | null {
  const cp = char.codePointAt(0) ?? 0;
  for (const [from, to, scheme] of SCRIPT_BLOCKS) if (cp >= from && cp <= to) return scheme;
  return null;
}

/** Latin letters for text in any of the Indic scripts (IAST through Sanscript); Latin stays as it is. */
export function romanize(text: string): string {
  let out = '';
  let run = '';
  let runScheme: string | null = null;
  const flush = () => {
    if (run) out += Sanscript.t(run, runScheme === 'bengali' && /[ৰৱ]/.test(run) ? 'assamese' : runScheme!, 'iast');
    run = '';
  };
  for (const char of text) {
    const scheme = schemeOf(char);
    if (scheme && (scheme === runScheme || !run)) {
      run += char;
      runScheme = scheme;
    } else if (scheme) {
      flush();
      run = char;
      runScheme = scheme;
    } else {
      flush();
      runScheme = null;
      out += char;
    }
  }
  flush();
  return out;
}

/**
 * A rough sound skeleton of a Latin word, so `mahā` (typed as महा) meets `Maharashtra`: accents
 * dropped, aspirates, voicing and nasals merged (kh/gh/g → k, sh → s, d/dh/th → t, m/ṃ → n…),
 * vowels dropped.
 */
function skeleton(word: string): string {
  return word
    .replace(/ṃ/g, 'n')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/([kgcjtdpbs])h/g, '$1')
    .replace(/x/g, 'ks')
    .replace(/[gq]/g, 'k')
    .replace(/[jz]/g, 'c')
    .replace(/d/g, 't')
    .replace(/[bf]/g, 'p')
    .replace(/w/g, 'v')
    .replace(/m/g, 'n')
    .replace(/[aeiou]/g, '')
    .replace(/(.)\1+/g, '$1');
}

/** The skeletons of a name from each of its words on (so a query may start at any word). */
function skeletonsFrom(name: string): string[] {
  const words = name
    .split(/[\s\-.,()]+/)
    .filter(Boolean)
    .map(skeleton);
  return words.map((_, i) => words.slice(i).join(''));
}

const INDIC = /[\u0900-\u0d7f]/;

/**
 * Whether a place (its English name and the label shown in the interface language) matches what
 * was typed, in either script (issue 15: typing महा finds Maharashtra): a plain, case-insensitive
 * substring of either name; or, for input in an Indic script, its transliteration sounding like
 * the start of a word of the English name.
 */
export function placeMatches(query: string, place: { english: string; label: string }): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  if (place.label.toLowerCase().includes(q) || place.english.toLowerCase().includes(q)) return true;
  if (!INDIC.test(q)) return false;
  const wanted = skeleton(romanize(q));
  return wanted.length > 0 && skeletonsFrom(place.english).some((s) => s.startsWith(wanted));
}

/** A state or union territory as a picker shows it: its English name (the stored value) and its label in `locale`. */
export interface StateOption {
  value: string;
  label: string;
}

/** The states and union territories for a picker in `locale`, sorted by their label in that language. */
export function stateOptions(locale: string): StateOption[] {
  const collator = new Intl.Collator(locale);
  return INDIA_STATES.map((s: IndiaState) => ({ value: s.name, label: localStateName(s.code, locale) ?? s.name })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

/**
 * Sanscript's scheme for the interface languages whose script is close enough to Devanagari that a
 * Hindi name transliterated into it reads as that language writes it. Tamil, Telugu, Kannada and
 * Malayalam are left out: their readers pronounce the vowel Hindi leaves silent and Tamil merges
 * consonants, so a transliterated name reads wrongly (चेन्नई would become சேந்நஈ, not சென்னை).
 * They have their own hand-written spellings instead (DISTRICTS_BY_LOCALE).
 */
const LOCALE_SCHEMES: Readonly<Record<string, string>> = {
  bn: 'bengali',
  as: 'assamese',
  gu: 'gujarati',
  pa: 'gurmukhi',
  or: 'oriya',
};

/** The interface languages whose district names are written by hand in their own spelling. */
const DISTRICTS_BY_LOCALE: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  hi: DISTRICTS_HI,
  mr: DISTRICTS_HI,
  ta: DISTRICTS_TA,
  te: DISTRICTS_TE,
  kn: DISTRICTS_KN,
  ml: DISTRICTS_ML,
};

/** Gurmukhi as Punjabi writes it: a tippi for a nasal before a consonant, an addak for a doubled consonant. */
function punjabiSpelling(text: string): string {
  return text.replace(/\u0A02(?=[\u0A15-\u0A39])/g, '\u0A70').replace(/([\u0A15-\u0A39])\u0A4D\1/g, '\u0A71$1');
}

/**
 * A district's name in `locale` (issue 15): the hand-written Hindi name for Hindi and Marathi, that
 * name transliterated into Bengali, Assamese, Gujarati, Gurmukhi or Odia script, the hand-written
 * Tamil, Telugu, Kannada or Malayalam name for those languages (see LOCALE_SCHEMES), and the English
 * name for English or an unknown district.
 */
export function localDistrictName(state: IndiaState, district: string, locale: string): string {
  const index = state.districts.indexOf(district);
  if (index < 0 || locale === 'en') return district;
  const own = DISTRICTS_BY_LOCALE[locale];
  if (own) return own[state.code]?.[index] ?? district;
  const hindi = DISTRICTS_HI[state.code]?.[index];
  const scheme = LOCALE_SCHEMES[locale];
  if (!hindi || !scheme) return district;
  const out = Sanscript.t(hindi, 'devanagari', scheme);
  return locale === 'pa' ? punjabiSpelling(out) : out;
}

/**
 * The districts of a state (by name or code) for a picker in `locale`: the English name as the
 * stored value and the name in `locale` as the label, sorted by the label. Empty for an unknown state.
 */
export function districtOptions(stateNameOrCode: string, locale: string): StateOption[] {
  const state = findState(stateNameOrCode);
  if (!state) return [];
  const collator = new Intl.Collator(locale);
  return state.districts.map((d) => ({ value: d, label: localDistrictName(state, d, locale) })).sort((a, b) => collator.compare(a.label, b.label));
}
