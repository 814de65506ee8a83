/**
 * The one rule for input no field of any call may hold (issue 14 §1.6; docs/decisions/015): strings
 * with a NUL character or a lone UTF-16 surrogate (PostgreSQL stores neither, in text or JSON),
 * JSON nested deeper than MAX_INPUT_DEPTH (serialising it again overflows the stack), and numbers no
 * field can mean: infinite, beyond the exact integers, or so close to zero that a database column
 * cannot hold them (denormals such as 1e-320). The server applies it to every request's query,
 * path parameters, body and headers; the web app may apply it to what it sends.
 */

/** Deepest nesting of objects and arrays accepted in any input (the outermost value is level 1). */
export const MAX_INPUT_DEPTH = 64;
/** Largest magnitude of a number in any input: beyond it, integers are no longer exact. */
export const MAX_INPUT_NUMBER = Number.MAX_SAFE_INTEGER;
/** Smallest non-zero magnitude of a number in any input: the smallest normal single-precision float (PostgreSQL `real`). */
export const MIN_INPUT_NUMBER = 1.1754943508222875e-38;
/** Most problems named in one answer. */
const MAX_ISSUES = 20;

export interface UnsafeInputIssue {
  /** Where the value is, e.g. `body.events[2].event_info.note` or `querystring.exam`. */
  path: string;
  message: string;
}

/** With the u flag a surrogate range matches only surrogates that are not half of a pair. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const PLAIN_KEY = /^[A-Za-z_$][\w$-]{0,63}$/u;

/** How a key reads in a path: `.name` when plain, else `["…"]` with the key escaped and shortened. */
function member(key: string): string {
  if (PLAIN_KEY.test(key)) return `.${key}`;
  const shown = key.length > 40 ? `${key.slice(0, 40)}…` : key;
  return `[${JSON.stringify(shown)}]`;
}

/** What is wrong with a string, or null: a NUL character or a lone surrogate. */
export function unsafeStringProblem(value: string): string | null {
  if (value.includes('\u0000')) return 'contains a NUL character (\\u0000), which no field may hold';
  if (LONE_SURROGATE.test(value)) return 'contains a lone UTF-16 surrogate (not valid Unicode text)';
  return null;
}

/** What is wrong with a number, or null: infinite or NaN, beyond ±MAX_INPUT_NUMBER, or non-zero below MIN_INPUT_NUMBER. */
export function unsafeNumberProblem(value: number): string | null {
  if (!Number.isFinite(value)) return 'is not a finite number';
  const size = Math.abs(value);
  if (size > MAX_INPUT_NUMBER) return `is too large (at most ${MAX_INPUT_NUMBER} in size)`;
  if (size !== 0 && size < MIN_INPUT_NUMBER) return 'is too close to zero to be stored (send 0 or a number of at least 1e-38 in size)';
  return null;
}

/**
 * Every unsafe part of `value` (at most 20, in document order), each named by its path under
 * `root`; empty when the input is clean. Walks without recursion, so no input can overflow the
 * stack here; keys of objects are checked like strings.
 */
export function findUnsafeInput(value: unknown, root: string): UnsafeInputIssue[] {
  const issues: UnsafeInputIssue[] = [];
  type Item = { value: unknown; path: string; depth: number; keyProblem?: string };
  const stack: Item[] = [{ value, path: root, depth: 1 }];
  while (stack.length > 0 && issues.length < MAX_ISSUES) {
    const { value: v, path, depth, keyProblem } = stack.pop()!;
    if (keyProblem) {
      issues.push({ path, message: `has a key that ${keyProblem}` });
    } else if (typeof v === 'string') {
      const problem = unsafeStringProblem(v);
      if (problem) issues.push({ path, message: problem });
    } else if (typeof v === 'number') {
      const problem = unsafeNumberProblem(v);
      if (problem) issues.push({ path, message: problem });
    } else if (typeof v === 'object' && v !== null) {
      if (depth > MAX_INPUT_DEPTH) {
        issues.push({ path, message: `is nested deeper than ${MAX_INPUT_DEPTH} levels` });
        continue;
      }
      const children: Item[] = [];
      if (Array.isArray(v)) {
        v.forEach((item, i) => children.push({ value: item, path: `${path}[${i}]`, depth: depth + 1 }));
      } else {
        for (const [key, item] of Object.entries(v)) {
          const problem = unsafeStringProblem(key);
          if (problem) children.push({ value: null, path: `${path}${member(key)}`, depth, keyProblem: problem });
          children.push({ value: item, path: `${path}${member(key)}`, depth: depth + 1 });
        }
      }
      // Reversed onto the stack, so issues come out in document order.
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    }
  }
  return issues.slice(0, MAX_ISSUES);
}
