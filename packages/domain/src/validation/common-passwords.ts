import { COMMON_PASSWORDS_LIST } from './common-passwords-data.ts';

/**
 * The 1,000 most common passwords (lower-case), from the generated list in
 * `common-passwords-data.ts`. platform.md §5
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(COMMON_PASSWORDS_LIST);

/**
 * True when `pw`, compared case-insensitively, is exactly one of the 1,000 most common
 * passwords. platform.md §5
 */
export function isCommonPassword(pw: string): boolean {
  return COMMON_PASSWORDS.has(pw.toLowerCase());
}
