// Field validation rules shared by the web forms and the server. platform.md §5
import { isCommonPassword } from './common-passwords.ts';

/**
 * A practical e-mail shape: dot-separated atoms of letters, digits and ``!#$%&'*+/=?^_`{|}~-``
 * before the `@`, then dot-separated domain labels (letters, digits, inner hyphens) ending in
 * a top-level domain of at least two letters. No spaces, no quoted local parts. platform.md §5
 */
export const EMAIL_REGEX =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** Longest address accepted (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

/** True when `value` (not trimmed) is an e-mail address of at most 254 characters. platform.md §5 */
export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_REGEX.test(value);
}

/** An Indian mobile number: exactly 10 digits, the first 6–9. platform.md §5 */
export const MOBILE_REGEX = /^[6-9]\d{9}$/;

/** True when `value` is exactly a 10-digit Indian mobile number (no prefix, no spaces). platform.md §5 */
export function isValidMobile(value: string): boolean {
  return MOBILE_REGEX.test(value);
}

/**
 * Reduces a typed mobile number to its 10 digits, or null when it is not an Indian mobile.
 * Accepts spaces, hyphens, dots and brackets between digits, and a `+91`, `0091`, `91`
 * (12 digits in all) or `0` (11 digits in all) prefix. platform.md §5
 */
export function normaliseMobile(input: string): string | null {
  let s = input.trim();
  if (!/^\(?\+?[\d\s\-.()]+$/.test(s)) return null;
  const plus = /^\(?\+/.test(s);
  s = s.replace(/\D/g, '');
  if (plus) {
    if (!s.startsWith('91')) return null;
    s = s.slice(2);
  } else if (s.length === 14 && s.startsWith('0091')) {
    s = s.slice(4);
  } else if (s.length === 12 && s.startsWith('91')) {
    s = s.slice(2);
  } else if (s.length === 11 && s.startsWith('0')) {
    s = s.slice(1);
  }
  return isValidMobile(s) ? s : null;
}

/** Formats a typed mobile number as `+91XXXXXXXXXX`, or null when invalid. platform.md §5 */
export function formatPhoneIN(mobile: string): string | null {
  const digits = normaliseMobile(mobile);
  return digits === null ? null : `+91${digits}`;
}

/** The special characters a password must contain one of. platform.md §5 */
export const PASSWORD_SPECIALS = '@$!%*#?&';
/** Minimum password length in characters (code points). platform.md §5 */
export const PASSWORD_MIN = 8;
/** Maximum password length in characters (code points); guards the hashing cost. */
export const PASSWORD_MAX = 128;

export type PasswordProblem = 'too_short' | 'too_long' | 'missing_letter' | 'missing_digit' | 'missing_special' | 'too_common';

export interface PasswordCheck {
  ok: boolean;
  problems: PasswordProblem[];
}

const SPECIAL_RE = /[@$!%*#?&]/;

/**
 * True when `pw` is a common password, or becomes one of at least 4 characters when some
 * of the digits and specials at its end are removed (`trustno1@` → `trustno1`,
 * `Dragon2024!` → `dragon`).
 */
function isCommonOrCommonWithSuffix(pw: string): boolean {
  if (isCommonPassword(pw)) return true;
  for (let end = pw.length; end > 4 && /[\d@$!%*#?&]/.test(pw.charAt(end - 1)); end -= 1) {
    if (isCommonPassword(pw.slice(0, end - 1))) return true;
  }
  return false;
}

/**
 * Checks a password against §5: 8–128 characters with a letter (A–Z, a–z), a digit and one
 * of `@$!%*#?&`; other characters are allowed. It is also `too_common` when it is one of
 * the 1,000 most common passwords, or is one with only digits or specials appended
 * (`Password1!`, `dragon2024@`) and that common base has at least 4 characters.
 * Returns every problem found, in a fixed order; `ok` is true when there are none.
 * platform.md §5
 */
export function checkPassword(pw: string): PasswordCheck {
  const problems: PasswordProblem[] = [];
  const length = [...pw].length;
  if (length < PASSWORD_MIN) problems.push('too_short');
  if (length > PASSWORD_MAX) problems.push('too_long');
  if (!/[A-Za-z]/.test(pw)) problems.push('missing_letter');
  if (!/\d/.test(pw)) problems.push('missing_digit');
  if (!SPECIAL_RE.test(pw)) problems.push('missing_special');
  if (isCommonOrCommonWithSuffix(pw)) problems.push('too_common');
  return { ok: problems.length === 0, problems };
}

/** True when `value` is non-empty and contains no whitespace at all. platform.md §5 */
export function isNonWhitespace(value: string): boolean {
  return /^\S+$/u.test(value);
}

/** True when `value` is non-empty and only ASCII letters and digits. platform.md §5 */
export function isLettersAndDigits(value: string): boolean {
  return /^[A-Za-z0-9]+$/.test(value);
}

/** True when `value` contains at least one of the password specials `@$!%*#?&`. platform.md §5 */
export function hasSpecialChar(value: string): boolean {
  return SPECIAL_RE.test(value);
}

export interface SplitName {
  first_name: string;
  last_name: string;
}

/**
 * Splits a full name: trims, collapses runs of whitespace, then the last word becomes
 * `last_name` and the rest `first_name`. One word → `{ first_name: word, last_name: '' }`;
 * blank → both ''. platform.md §5
 */
export function splitFullName(full: string): SplitName {
  const words = full
    .trim()
    .split(/\s+/u)
    .filter((w) => w.length > 0);
  if (words.length === 0) return { first_name: '', last_name: '' };
  if (words.length === 1) return { first_name: words[0] ?? '', last_name: '' };
  return { first_name: words.slice(0, -1).join(' '), last_name: words[words.length - 1] ?? '' };
}

export type LoginIdentifier = { kind: 'email'; value: string } | { kind: 'mobile'; value: string };

/**
 * Classifies what a user typed in the sign-in field. Anything with an `@` is judged as an
 * e-mail (trimmed, lower-cased); otherwise as a mobile number, normalised to its 10 digits.
 * Returns null when it is neither. platform.md §5, §7.2
 */
export function classifyLogin(value: string): LoginIdentifier | null {
  const trimmed = value.trim();
  if (trimmed.includes('@')) {
    const email = trimmed.toLowerCase();
    return isValidEmail(email) ? { kind: 'email', value: email } : null;
  }
  const mobile = normaliseMobile(trimmed);
  return mobile === null ? null : { kind: 'mobile', value: mobile };
}

/** True when `value` is a valid e-mail address or Indian mobile number. platform.md §5 */
export function isLoginIdentifier(value: string): boolean {
  return classifyLogin(value) !== null;
}
