/**
 * Class join codes (issue 23 §1): what a teacher reads out and a student types. Seven characters of
 * Crockford's base 32 alphabet (no I, L, O or U, so nothing reads as another character): 32^7 ≈ 3.4
 * × 10^10 codes. Pure: the random bytes come in.
 */

/** The characters a code is written with. */
export const JOIN_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Characters in a code. */
export const JOIN_CODE_LENGTH = 7;

/** A code from `bytes` (at least JOIN_CODE_LENGTH uniformly random bytes): each byte's low 5 bits pick a character. */
export function joinCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < JOIN_CODE_LENGTH) throw new RangeError(`joinCodeFrom needs ${JOIN_CODE_LENGTH} random bytes`);
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i += 1) code += JOIN_CODE_ALPHABET[bytes[i]! & 31];
  return code;
}

/**
 * What a student typed, as a code: upper-cased, spaces and dashes dropped, and the look-alikes
 * Crockford allows read as what they stand for (O → 0, I and L → 1). Null when the rest is not a
 * code (wrong length, or a character outside the alphabet, U included).
 */
export function normaliseJoinCode(typed: string): string | null {
  const code = typed
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (code.length !== JOIN_CODE_LENGTH) return null;
  for (const ch of code) if (!JOIN_CODE_ALPHABET.includes(ch)) return null;
  return code;
}
