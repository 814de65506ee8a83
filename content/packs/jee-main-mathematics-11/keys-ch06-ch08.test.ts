/**
 * Keys of the JEE Main Mathematics (Class 11) chapters 6–8 (Permutations and Combinations, Binomial
 * Theorem, Sequences and Series), recomputed by code (issue #16 §3): counting keys by brute-force
 * enumeration, binomial coefficients by multiplying polynomials out or building Pascal's triangle,
 * series by summing their terms; single-choice keys whose options are numbers by computing the value
 * and checking that exactly the keyed option equals it.
 */
import { describe, expect, it } from 'vitest';
import { markChecked } from '../../lib/key-checks.ts';
import { loadPacks, recomputeProblems } from '../../lib/packs.ts';

const dir = 'packs/jee-main-mathematics-11/';

// ---- helpers -------------------------------------------------------------------------------
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
const count = <T>(xs: T[], p: (x: T) => boolean) => xs.filter(p).length;
const sum = (xs: number[]) => xs.reduce((s, v) => s + v, 0);
/** Grid of reals from a to b with step 1/1000, hitting every multiple of 0.001 (endpoints exactly). */
const grid = (a: number, b: number) => range(Math.round(a * 1000), Math.round(b * 1000)).map((k) => k / 1000);
/** The real roots of a x² + b x + c = 0, smaller first. */
const roots = (a: number, b: number, c: number) => {
  const d = Math.sqrt(b * b - 4 * a * c);
  return [(-b - d) / (2 * a), (-b + d) / (2 * a)].sort((x, y) => x - y);
};
/** Cartesian product of lists; permutations; k-subsets. */
const product = <T>(lists: T[][]): T[][] => lists.reduce<T[][]>((acc, l) => acc.flatMap((a) => l.map((x) => [...a, x])), [[]]);
const perms = <T>(xs: T[]): T[][] => (xs.length <= 1 ? [xs] : xs.flatMap((x, i) => perms([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p])));
const choose = <T>(xs: T[], k: number): T[][] =>
  k === 0 ? [[]] : xs.length < k ? [] : [...choose(xs.slice(1), k - 1).map((c) => [xs[0]!, ...c]), ...choose(xs.slice(1), k)];
/** Polynomials as coefficient lists (index = power of x): product and n-th power, multiplied out. */
const polyMul = (p: number[], q: number[]) => {
  const r = Array<number>(p.length + q.length - 1).fill(0);
  p.forEach((a, i) => q.forEach((b, j) => (r[i + j]! += a * b)));
  return r;
};
const polyPow = (p: number[], n: number) => range(1, n).reduce((acc) => polyMul(acc, p), [1]);
/** Laurent polynomials as [coefficient, exponent] terms; the n-th power as a map exponent → coefficient. */
const laurentPow = (terms: [number, number][], n: number) =>
  range(1, n).reduce(
    (acc) => {
      const r = new Map<number, number>();
      for (const [e, c] of acc) for (const [tc, te] of terms) r.set(e + te, (r.get(e + te) ?? 0) + c * tc);
      return r;
    },
    new Map([[0, 1]]),
  );
/** Rows 0 … n of Pascal's triangle, built by the addition rule only. */
const pascal = (n: number) =>
  range(1, n).reduce((rows) => [...rows, ((p) => range(0, p.length).map((k) => (p[k - 1] ?? 0) + (p[k] ?? 0)))(rows[rows.length - 1]!)], [[1]]);
/** ⁿCₖ by the multiplicative formula (used only to value the options, not the keys). */
const binom = (n: number, k: number) => range(1, k).reduce((c, i) => (c * (n - k + i)) / i, 1);
/** For a single-choice question whose options are the numbers vs: which option equals the computed value. */
const pick = (value: number, vs: number[]) => Object.fromEntries(vs.map((v, i) => ['ABCD'[i]!, Math.abs(v - value) < 1e-9]));

const files = ['ch06-permutations-and-combinations.json', 'ch07-binomial-theorem.json', 'ch08-sequences-and-series.json'].map((f) => dir + f);

const recomputed: Record<string, number> = {
  // ncert-11-mathematics-ch06 Permutations and Combinations
  'jmm11-ch06-q001': product([range(1, 4), range(1, 5), range(1, 3)]).length,
  'jmm11-ch06-q002': count(range(100, 999), (n) =>
    String(n)
      .split('')
      .every((c) => Number(c) % 2 === 1),
  ),
  'jmm11-ch06-q003': count(range(1000, 9999), (n) => n % 5 === 0 && new Set(String(n)).size === 4),
  'jmm11-ch06-q004': count(range(1, 720), (d) => 720 % d === 0),
  'jmm11-ch06-q005': new Set(perms('PLANET'.split('')).map((p) => p.join(''))).size,
  'jmm11-ch06-q006': new Set(perms('BANANA'.split('')).map((p) => p.join(''))).size,
  'jmm11-ch06-q007': count(perms('ORANGE'.split('')), (p) => p.every((c, i) => !'OAE'.includes(c) || i % 2 === 1)),
  'jmm11-ch06-q008': count(perms(['b1', 'b2', 'b3', 'b4', 'b5', 'g1', 'g2', 'g3']), (p) =>
    p.every((x, i) => i === 0 || !(x[0] === 'g' && p[i - 1]![0] === 'g')),
  ),
  'jmm11-ch06-q009': count(perms([1, 2, 3, 4, 5]), (p) => p[0]! >= 3 && p[4]! % 2 === 0),
  'jmm11-ch06-q010': count(perms('EQUATION'.split('')), (p) => ((ix) => Math.max(...ix) - Math.min(...ix) === 2)(['Q', 'T', 'N'].map((c) => p.indexOf(c)))),
  'jmm11-ch06-q011': choose(range(1, 8), 3).length,
  'jmm11-ch06-q012': count(choose(range(1, 10), 5), (c) => count(c, (x) => x > 6) === 2),
  'jmm11-ch06-q013': count(choose(range(1, 9), 4), (c) => count(c, (x) => x > 5) >= 2),
  'jmm11-ch06-q015': ((pts: number[][]) =>
    count(choose(pts, 3), ([p, q, r]) => (q![0]! - p![0]!) * (r![1]! - p![1]!) - (q![1]! - p![1]!) * (r![0]! - p![0]!) !== 0))([
    ...range(0, 3).map((k) => [k, 0]),
    ...range(1, 6).map((k) => [k, k * k + 100]),
  ]),
  'jmm11-ch06-q016': count(choose(range(1, 30), 3), (c) => sum(c) % 3 === 0),
  'jmm11-ch06-q017': product(Array.from({ length: 4 }, () => 'ABCDE'.split(''))).length,
  'jmm11-ch06-q018': count(choose(range(1, 9), 3), (c) => c.some((x) => x <= 5)),
  // ncert-11-mathematics-ch07 Binomial Theorem
  'jmm11-ch07-q001': polyPow([3, 2], 9).filter((c) => c !== 0).length,
  'jmm11-ch07-q002': polyPow([1, 1], 7)[3]!,
  'jmm11-ch07-q003': polyPow([2, 1], 6)[4]!,
  'jmm11-ch07-q004': laurentPow(
    [
      [1, 1],
      [2, -1],
    ],
    6,
  ).get(0)!,
  'jmm11-ch07-q005': laurentPow(
    [
      [1, 2],
      [-1, -1],
    ],
    8,
  ).get(7)!,
  'jmm11-ch07-q006': laurentPow(
    [
      [2, 2],
      [-1, -1],
    ],
    9,
  ).get(0)!,
  'jmm11-ch07-q007': ((p) => p[(p.length - 1) / 2]!)(polyPow([1, 1], 10)),
  'jmm11-ch07-q008': pascal(6)[6]![2]!,
  'jmm11-ch07-q009': sum(pascal(8)[8]!),
  'jmm11-ch07-q010': range(6, 40).find((n) => pascal(n)[n]![4] === pascal(n)[n]![6])!,
  'jmm11-ch07-q011': ((t) => range(1, 30).find((n) => range(1, n - 1).some((r) => t[n]![r - 1] === 36 && t[n]![r] === 84 && t[n]![r + 1] === 126))!)(
    pascal(30),
  ),
  'jmm11-ch07-q013': polyPow([1, 1], 5)[3]!,
  'jmm11-ch07-q014': sum(polyPow([1, 1], 10).filter((_, r) => r % 2 === 1)),
  'jmm11-ch07-q015': sum(polyPow([1, 1], 8).map((c, k) => k * c)),
  'jmm11-ch07-q016': sum(polyPow([1, 1], 6).map((c) => c * c)),
  'jmm11-ch07-q017': polyPow([1, -1], 9)[5]!,
  'jmm11-ch07-q018': sum(polyPow([1, 1], 5).map((c, r) => c * 0.01 ** r)),
  'jmm11-ch07-q019': sum(polyPow([1, -1], 4).map((c, r) => c * 0.01 ** r)),
  'jmm11-ch07-q020': Number(3n ** 41n % 8n),
  'jmm11-ch07-q021': (Math.SQRT2 + 1) ** 6 + (Math.SQRT2 - 1) ** 6,
  'jmm11-ch07-q022': range(2, 40).find((n) => polyPow([1, 1], n)[2] === 28)!,
  // ncert-11-mathematics-ch08 Sequences and Series
  'jmm11-ch08-q001': ((n: number) => n * n - 3 * n + 1)(7),
  'jmm11-ch08-q002': range(3, 7).reduce((a) => [...a, a[a.length - 1]! + a[a.length - 2]! + 1], [1, 1])[6]!,
  'jmm11-ch08-q003': range(2, 10).reduce((t) => t + 4, 7),
  'jmm11-ch08-q004': sum(range(1, 20).map((k) => 3 + 4 * (k - 1))),
  'jmm11-ch08-q005': count(range(1, 1000), (n) => 3 * n - 2 < 200),
  'jmm11-ch08-q006': sum(range(1, 10).map((k) => 2 * k + 1)),
  'jmm11-ch08-q007': sum(range(1, 10).map((k) => k * k)),
  'jmm11-ch08-q008': sum(range(1, 10).map((k) => k * (k + 1))),
  'jmm11-ch08-q009': sum(range(1, 8).map((k) => k * (k + 1) * (k + 2))),
  'jmm11-ch08-q010': sum(range(1, 20).map((k) => 1 / (k * (k + 1)))),
  'jmm11-ch08-q011': sum(range(2, 10).reduce((a, k) => [...a, a[a.length - 1]! + 2 * (k - 1)], [1])),
  'jmm11-ch08-q012': range(2, 8).reduce((t) => t * 2, 3),
  'jmm11-ch08-q013': sum(range(0, 5).map((k) => 2 * 3 ** k)),
  'jmm11-ch08-q014': sum(range(0, 200).map((k) => 12 / 3 ** k)),
  'jmm11-ch08-q015': grid(-20, 20).find((a) => range(-10, 10).some((r) => Math.abs(a * r ** 2 - 12) < 1e-9 && Math.abs(a * r ** 5 - 96) < 1e-9))!,
  'jmm11-ch08-q016': range(1, 40).find((n) => sum(range(0, n - 1).map((k) => 2 ** k)) > 1000)!,
  'jmm11-ch08-q017': sum(range(1, 10).map((k) => k * 2 ** (k - 1))),
  'jmm11-ch08-q018': Math.max(...roots(1, -50, 225)),
  'jmm11-ch08-q019': Math.min(...grid(0.001, 50).map((x) => x + 16 / x)),
  'jmm11-ch08-q020': range(1, 1199).reduce(
    (m, i) => range(1, 1200 - i - 1).reduce((mm, j) => Math.max(mm, (i / 100) * (j / 100) * (12 - i / 100 - j / 100)), m),
    0,
  ),
};

/** Keys that cannot be recomputed (none). */
const notComputable: Record<string, string> = {};

/** Choice keys decided by computation: option → is it true? */
const decided: Record<string, Record<string, boolean>> = {
  // ncert-11-mathematics-ch06 Permutations and Combinations
  'jmm11-ch06-q014': pick(
    count(choose(range(0, 11), 2), ([a, b]) => ![1, 11].includes(b! - a!)),
    [66, 48, 54, 60],
  ),
  // ncert-11-mathematics-ch07 Binomial Theorem
  'jmm11-ch07-q012': pick(pascal(12)[12]![5]! + pascal(12)[12]![6]!, [binom(13, 5), binom(24, 11), binom(13, 6), binom(12, 11)]),
  // ncert-11-mathematics-ch08 Sequences and Series
};

const allQuestions = loadPacks()
  .filter((p) => files.includes(p.file))
  .flatMap((p) => p.pack.questions);
const byCode = new Map(allQuestions.map((q) => [q.code, q]));

describe('jee-main-mathematics-11 keys, chapters 6–8', () => {
  it('helpers work', () => {
    expect(polyPow([1, 1], 4)).toEqual([1, 4, 6, 4, 1]);
    expect(pascal(4)[4]).toEqual([1, 4, 6, 4, 1]);
    expect(
      laurentPow(
        [
          [1, 1],
          [1, -1],
        ],
        2,
      ).get(0),
    ).toBe(2);
    expect(binom(10, 3)).toBe(120);
    expect(choose(range(1, 5), 2)).toHaveLength(10);
    expect(perms([1, 2, 3])).toHaveLength(6);
  });

  it('are recomputed', () => {
    expect(recomputeProblems(files, recomputed, notComputable)).toEqual([]);
  });

  it('have choice keys equal to the options a computation finds true', () => {
    const bad: string[] = [];
    for (const [code, truth] of Object.entries(decided)) {
      const q = byCode.get(code);
      const computed = Object.keys(truth)
        .filter((k) => truth[k])
        .sort()
        .join(',');
      const key = q?.answer.kind === 'choice' ? [...q.answer.options].sort().join(',') : undefined;
      const optionCodes = (q?.options ?? [])
        .map((o) => o.code)
        .sort()
        .join(',');
      if (computed !== key || Object.keys(truth).sort().join(',') !== optionCodes) bad.push(`${code}: computed ${computed}, key ${key}`);
    }
    expect(bad).toEqual([]);
    markChecked(Object.keys(decided));
  });
});
