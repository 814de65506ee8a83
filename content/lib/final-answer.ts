/**
 * The machine-readable final answer of a worked solution, and of an independent re-solve
 * (issue #16 §3). A solution ends with a line `**Answer:** <value>`; the value is written as a
 * student would answer, per key kind:
 *
 * | key kind | value                                  | example                  |
 * | -------- | -------------------------------------- | ------------------------ |
 * | choice   | option codes, comma separated          | `B`, `(A), (C)`, `A, C`  |
 * | integer  | the integer                            | `12`                     |
 * | numeric  | a decimal number (units may follow)    | `2.45`, `0.5 m/s`        |
 * | blanks   | one answer per blank, `;` between them | `prime; composite`       |
 * | matrix   | row → columns, `;` between rows        | `P→2; Q→1,3; R→4`        |
 * | sequence | item codes in order                    | `C, A, B`                |
 *
 * Subjective questions are marked by a person and need no final answer.
 */
import { checkAnswer, type Question, type Response } from '@abhyas/domain';

/** The last `**Answer:** …` line of a solution (the value after the label), or null when it has none. */
export function finalAnswerLine(solution: string): string | null {
  const lines = solution.trimEnd().split('\n');
  const last = lines[lines.length - 1]?.trim() ?? '';
  const m = /^\*\*Answer:\*\*\s*(.+)$/u.exec(last);
  return m ? m[1]!.trim() : null;
}

const stripMath = (s: string) =>
  s
    .replace(/\$/gu, '')
    .replace(/\\,|\\;|\\!|~/gu, ' ')
    .trim();

/** Option codes named in `value` (`(A), (C)`, `A and C`, `AC` for one-letter codes), upper-cased. */
function optionCodes(value: string, known: readonly string[]): string[] | null {
  const cleaned = stripMath(value)
    .replace(/\band\b/giu, ',')
    .replace(/[()[\]]/gu, ' ');
  const tokens = cleaned
    .split(/[\s,;/]+/u)
    .map((t) => t.trim().replace(/\.$/u, ''))
    .filter(Boolean);
  const upper = new Map(known.map((k) => [k.toUpperCase(), k]));
  const out: string[] = [];
  for (const t of tokens) {
    const exact = upper.get(t.toUpperCase());
    if (exact) out.push(exact);
    else if (/^[A-Z]{2,}$/u.test(t) && [...t].every((c) => upper.has(c))) out.push(...[...t].map((c) => upper.get(c)!));
    else return null;
  }
  return out.length > 0 ? [...new Set(out)] : null;
}

/** The first decimal number in `value` (`−` and `,` thousands separators accepted). */
function firstNumber(value: string): string | null {
  const m = /[-−]?\d[\d,]*(?:\.\d+)?(?:[eE][-+]?\d+)?|[-−]?\.\d+/u.exec(stripMath(value));
  return m ? m[0].replace(/−/gu, '-').replace(/,/gu, '') : null;
}

/**
 * Reads a final-answer value as the response a student would give to `q`; null when the value
 * cannot be read for this question's key kind.
 */
export function parseFinalAnswer(q: Question, value: string): Response | null {
  const key = q.answer;
  switch (key.kind) {
    case 'choice': {
      const codes = optionCodes(
        value,
        (q.options ?? []).map((o) => o.code),
      );
      return codes ? { kind: 'choice', options: codes } : null;
    }
    case 'integer':
    case 'numeric': {
      const n = firstNumber(value);
      return n === null ? null : { kind: 'text', value: n };
    }
    case 'blanks': {
      const values = value.split(';').map((v) => stripMath(v));
      return { kind: 'blanks', values };
    }
    case 'matrix': {
      const pairs: Record<string, string[]> = {};
      for (const part of value.split(';')) {
        const m = /^\s*\(?([A-Za-z0-9]+)\)?\s*(?:→|->|-|:|=)\s*(.+)$/u.exec(stripMath(part));
        if (!m) return null;
        pairs[m[1]!] = m[2]!
          .split(/[\s,]+/u)
          .map((c) => c.replace(/[()]/gu, ''))
          .filter(Boolean);
      }
      return { kind: 'matrix', pairs };
    }
    case 'sequence': {
      const order = stripMath(value)
        .split(/[\s,→>-]+/u)
        .map((c) => c.replace(/[()]/gu, ''))
        .filter(Boolean);
      return { kind: 'sequence', order };
    }
    default:
      return null;
  }
}

/** Why a final answer does not match the key of `q`, or null when it does (subjective: always null). */
export function finalAnswerProblem(q: Question, value: string | null): string | null {
  if (q.answer.kind === 'subjective') return null;
  if (value === null) return 'the solution does not end with a "**Answer:** …" line';
  const response = parseFinalAnswer(q, value);
  if (!response) return `cannot read the final answer "${value}" for a ${q.answer.kind} key`;
  const result = checkAnswer(q, response);
  return result.correct ? null : `final answer "${value}" does not match the key ${JSON.stringify(q.answer)}`;
}
