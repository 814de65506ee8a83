/**
 * Code lists of the practice lookups (learning.md §7 Practice `/topics/content`, `/concepts`,
 * `concept/content`, bookmarks): comma-joined codes, or the spec's `where` filter.
 */

/** Most codes one lookup accepts. */
export const MAX_LOOKUP_CODES = 50;

/** Longest code a lookup accepts (characters). */
export const MAX_LOOKUP_CODE_LENGTH = 120;

/** What is wrong with a code list: none given, more than MAX_LOOKUP_CODES, or one too long. */
export type CodeListProblem = 'NO_CODES' | 'TOO_MANY_CODES' | 'BAD_CODE';

/** Splits a comma-joined code list (trimmed, no empties, unique, in order) and names its first problem, if any. */
export function parseCodeList(list: string): { codes: string[]; problem: CodeListProblem | null } {
  const codes = [
    ...new Set(
      list
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ];
  const problem: CodeListProblem | null =
    codes.length === 0
      ? 'NO_CODES'
      : codes.length > MAX_LOOKUP_CODES
        ? 'TOO_MANY_CODES'
        : codes.some((c) => c.length > MAX_LOOKUP_CODE_LENGTH)
          ? 'BAD_CODE'
          : null;
  return { codes, problem };
}

/**
 * The comma-joined codes of the spec's `/concepts?where=` filter: JSON `{"code":{"$in":[…]}}` (or
 * `{"code":"x"}`), else the text itself as a list (trimmed). `BAD_JSON` for JSON that does not parse,
 * `BAD_SHAPE` for JSON of another shape.
 */
export function whereFilterList(where: string): { list: string } | { problem: 'BAD_JSON' | 'BAD_SHAPE' } {
  const text = where.trim();
  if (!text.startsWith('{')) return { list: text };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problem: 'BAD_JSON' };
  }
  const code = (parsed as { code?: unknown }).code;
  const list = typeof code === 'string' ? [code] : (code as { $in?: unknown } | undefined)?.$in;
  if (!Array.isArray(list) || !list.every((c) => typeof c === 'string')) return { problem: 'BAD_SHAPE' };
  return { list: list.join(',') };
}
