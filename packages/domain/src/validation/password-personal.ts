// What a new password may not be built from, and why a weak one is refused (issue 14 §1.8).
// Pure: the strength estimate itself lives in `password-strength.ts` (zxcvbn-ts), which the web
// app loads lazily, so this file stays cheap to import anywhere.

/** zxcvbn's score (0–4) a new password must reach: 3, "safely unguessable" (~10^8 guesses). */
export const PASSWORD_MIN_SCORE = 3;

/** The product's own name: a password built on it is among the first an attacker tries. */
export const SITE_WORDS: readonly string[] = ['abhyas'];

/**
 * Why a password that meets the §5 character rules is still refused. `contains_*`: it contains
 * the user's own name, the local part of their e-mail or their mobile number; the others name
 * the pattern that made it easy to guess (zxcvbn's warnings, grouped):
 * `common` (a common password or one close to it), `keyboard` (qwerty, a row of keys),
 * `repeat` (aaa, abcabc), `sequence` (abcd, 1234), `dates` (years and dates), `words` (a word or
 * a name on its own), `personal` (close to the user's details or the site's name), `guessable`
 * (no single pattern, simply too short or too predictable).
 */
export type PasswordWeakness =
  'contains_name' | 'contains_email' | 'contains_mobile' | 'common' | 'keyboard' | 'repeat' | 'sequence' | 'dates' | 'words' | 'personal' | 'guessable';

/** Every weakness, in a fixed order (for catalogs and tests). */
export const PASSWORD_WEAKNESSES: readonly PasswordWeakness[] = [
  'contains_name',
  'contains_email',
  'contains_mobile',
  'common',
  'keyboard',
  'repeat',
  'sequence',
  'dates',
  'words',
  'personal',
  'guessable',
];

/** The user's own details a password is checked against; any may be missing. */
export interface PersonalInfo {
  /** First and last name (each may hold several words). */
  names?: readonly (string | null | undefined)[];
  email?: string | null | undefined;
  mobile?: string | null | undefined;
}

/** Shortest name word or e-mail local part that is looked for (shorter ones match by chance). */
const MIN_PART = 3;

const fold = (s: string) => s.normalize('NFKC').toLowerCase();

/** Name words of at least 3 characters, lower-case. */
export function nameWords(info: PersonalInfo): string[] {
  return (info.names ?? []).flatMap((n) => (n ? fold(n).split(/[\s.\-_']+/u) : [])).filter((w) => [...w].length >= MIN_PART);
}

/**
 * The first of the user's own details the password contains (case-insensitive): a word of
 * their name (≥ 3 characters), their e-mail's local part (≥ 3 characters) or their 10-digit
 * mobile number; null when none.
 */
export function personalInfoIn(password: string, info: PersonalInfo): 'contains_name' | 'contains_email' | 'contains_mobile' | null {
  const pw = fold(password);
  if (nameWords(info).some((w) => pw.includes(w))) return 'contains_name';
  const local = info.email ? fold(info.email).split('@')[0] : '';
  if (local && [...local].length >= MIN_PART && pw.includes(local)) return 'contains_email';
  const digits = info.mobile?.replace(/\D/g, '').slice(-10) ?? '';
  if (digits.length === 10 && password.replace(/\D/g, '').includes(digits)) return 'contains_mobile';
  return null;
}

/** The words zxcvbn should treat as known to an attacker: the user's details and the site's name. */
export function userInputsOf(info: PersonalInfo): string[] {
  const words = [...nameWords(info), ...SITE_WORDS];
  if (info.email) {
    const [local = '', domain = ''] = fold(info.email).split('@');
    words.push(local, ...domain.split('.').filter((p) => p.length >= MIN_PART));
  }
  if (info.mobile) words.push(info.mobile);
  return [...new Set(words.filter(Boolean))];
}

/** zxcvbn's warning keys grouped into the weaknesses users are told about. */
const WARNING_WEAKNESS: Record<string, PasswordWeakness> = {
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  similarToCommon: 'common',
  pwned: 'common',
  straightRow: 'keyboard',
  keyPattern: 'keyboard',
  simpleRepeat: 'repeat',
  extendedRepeat: 'repeat',
  sequences: 'sequence',
  recentYears: 'dates',
  dates: 'dates',
  wordByItself: 'words',
  namesByThemselves: 'words',
  commonNames: 'words',
  userInputs: 'personal',
};

/** The weakness for a zxcvbn warning key (null or unknown → `guessable`). */
export function weaknessOfWarning(warningKey: string | null | undefined): PasswordWeakness {
  return (warningKey && WARNING_WEAKNESS[warningKey]) || 'guessable';
}

/** English text for each weakness (the server's message; the web app shows its own catalogs). */
export const PASSWORD_WEAKNESS_MESSAGES: Record<PasswordWeakness, string> = {
  contains_name: 'The password must not contain your name.',
  contains_email: 'The password must not contain your e-mail address.',
  contains_mobile: 'The password must not contain your mobile number.',
  common: 'This password is too close to one that many people use. Choose something less common.',
  keyboard: 'Keys in a row on the keyboard (like qwerty) are easy to guess.',
  repeat: 'Repeated characters or patterns (like aaa or abcabc) are easy to guess.',
  sequence: 'Sequences (like abcd or 1234) are easy to guess.',
  dates: 'Years and dates are easy to guess.',
  words: 'A single word or name, even with a number or symbol, is easy to guess.',
  personal: 'This password is too close to your own details or the name of this site.',
  guessable: 'This password is too easy to guess. Make it longer, for example with two or three unrelated words.',
};
