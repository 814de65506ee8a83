/**
 * Keys of the JEE Main Mathematics (Class 11) packs, recomputed by code (issue #16 §3): every integer
 * and numerical key from the data of its question (counting problems by brute-force enumeration,
 * sums by summing, limits and geometry by evaluating numerically), and every choice key whose options
 * a computation can decide, by deciding each option and checking that the options found true are
 * exactly the key. Conceptual keys are not marked here; they are re-solved independently.
 */
import { describe, expect, it } from 'vitest';
import { markChecked } from '../../lib/key-checks.ts';
import { loadPacks, recomputeProblems } from '../../lib/packs.ts';

const dir = 'packs/jee-main-mathematics-11/';

// ---- helpers -------------------------------------------------------------------------------
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
const count = <T>(xs: T[], p: (x: T) => boolean) => xs.filter(p).length;
const sum = (xs: number[]) => xs.reduce((s, v) => s + v, 0);
const mean = (xs: number[]) => sum(xs) / xs.length;
const popcount = (m: number) => m.toString(2).split('').filter((c) => c === '1').length;
/** Bit masks 0 … 2^n − 1 (the subsets of an n-element set). */
const masks = (n: number) => range(0, 2 ** n - 1);
/** Members of mask m as 1-based elements. */
const members = (m: number, n: number) => range(1, n).filter((k) => (m >> (k - 1)) & 1);
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
/** Grid of reals from a to b with step 1/1000, hitting every multiple of 0.001 (endpoints exactly). */
const grid = (a: number, b: number) => range(Math.round(a * 1000), Math.round(b * 1000)).map((k) => k / 1000);
/** Do predicates p and q agree on the grid? */
const sameSet = (p: (x: number) => boolean, q: (x: number) => boolean, a = -10, b = 10) => grid(a, b).every((x) => p(x) === q(x));
const subsetOf = (p: (x: number) => boolean, q: (x: number) => boolean, a = -10, b = 10) => grid(a, b).every((x) => !p(x) || q(x));
/** Every assignment of membership (true/false) to k sets: the regions of a k-set Venn diagram. */
const regions = (k: number) => masks(k).map((m) => range(0, k - 1).map((i) => ((m >> i) & 1) === 1));
const setEq = <T>(a: Set<T>, b: Set<T>) => a.size === b.size && [...a].every((x) => b.has(x));

const files = ['ch01-sets.json', 'ch02-relations-and-functions.json'].map((f) => dir + f);

const recomputed: Record<string, number> = {
  // ncert-11-mathematics-ch01 Sets
  'jmm11-ch01-q001': count(range(-10, 10), (x) => x * x < 10),
  'jmm11-ch01-q002': count(range(1, 360), (d) => 360 % d === 0),
  'jmm11-ch01-q005': 2 ** (2 ** 0),
  'jmm11-ch01-q007': sum(range(-3, 3).map((x) => count(range(-3, 3), (y) => x * x + y * y <= 5))),
  'jmm11-ch01-q009': ((r) => (r.length === 3 && r[0] === 1 ? 10 * r[1]! + r[2]! : NaN))(range(-20, 20).filter((x) => x ** 3 - 6 * x * x + 11 * x - 6 === 0)),
  'jmm11-ch01-q010': count(masks(5), (m) => (m & 1) === 1 && (m & 2) === 0),
  'jmm11-ch01-q011': count(masks(6), (m) => (m & 3) === 3 && popcount(m) % 2 === 0),
  'jmm11-ch01-q012': count(masks(10), (m) => (m & (m >> 1)) === 0),
  'jmm11-ch01-q013': sum(masks(5).map((a) => count(masks(5), (b) => (a & ~b) === 0))),
  'jmm11-ch01-q015': ((s) => (s.length === 1 ? s[0]! : NaN))(range(0, 30).flatMap((m) => range(0, 30).filter((n) => 2 ** m - 2 ** n === 112).map((n) => m * n))),
  'jmm11-ch01-q016': 60 - (35 + 28 - 12),
  'jmm11-ch01-q017': 110 + 90 + 70 - 2 * (40 + 30 + 35) + 3 * 15,
  'jmm11-ch01-q018': Math.max(0, 80 + 75 + 70 - 2 * 100),
  'jmm11-ch01-q019': ((a, b) => [...a].filter((x) => !b.has(x)).length + [...b].filter((x) => !a.has(x)).length)(new Set([1, 2, 3, 4, 5, 6]), new Set([4, 5, 6, 7, 8])),
  'jmm11-ch01-q020': 25 - (25 + 18 - 35),
  'jmm11-ch01-q022': count(range(1, 500), (x) => x % 4 === 0 || x % 6 === 0),
  'jmm11-ch01-q024': count(range(1, 20), (x) => x % 3 !== 0 && x % 4 !== 0),
  'jmm11-ch01-q026': 50 - 20 + (50 - 25) - (50 - 10),
  'jmm11-ch01-q027': sum(masks(4).map((a) => count(masks(4), (b) => (a & b) === 0 && (a | b) !== 15))),
  'jmm11-ch01-q028': count(masks(9), (m) => sum(members(m, 9)) % 3 === 0),
  // ncert-11-mathematics-ch02 Relations and Functions
  'jmm11-ch02-q001': 3 * 2 * 3,
  'jmm11-ch02-q002': 2 ** (4 * 3),
  'jmm11-ch02-q003': ((s) => (s.length === 1 ? s[0]! : NaN))(range(-20, 20).flatMap((x) => range(-20, 20).filter((y) => 2 * x - y === 5 && x + y === 7).map((y) => x * x + y * y))),
  'jmm11-ch02-q004': sum(range(1, 4).map((a) => count(range(-5, 5).filter((b) => b * b < 5), (b) => a + b <= 2))),
  'jmm11-ch02-q006': ((a, b) => count(a.flatMap((x) => b.map((y) => [x, y] as const)), ([x, y]) => a.includes(y) && b.includes(x)))([1, 2, 3], [2, 3, 4]),
  'jmm11-ch02-q007': 2 ** (2 * 3),
  'jmm11-ch02-q008': count(range(1, 30), (x) => 20 - 2 * x >= 1),
  'jmm11-ch02-q009': sum(range(1, 10).map((a) => count(range(1, 10), (b) => b % a === 0 && a < b))),
  // pairs of A×B as bits: (1,1) is bit 0, (2,3) is bit 5
  'jmm11-ch02-q011': count(masks(6), (m) => (m & 1) === 1 && (m & 32) === 0),
  // a relation from A={1,2,3} to B={1,2}: bit 2(a−1)+(b−1)
  'jmm11-ch02-q012': count(masks(6), (m) => range(0, 2).every((a) => ((m >> (2 * a)) & 3) !== 0)),
  // a relation from A={1,2,3} to B={1,2,3,4}: bit 4(a−1)+(b−1)
  'jmm11-ch02-q013': count(masks(12), (m) => range(0, 3).every((b) => range(0, 2).some((a) => (m >> (4 * a + b)) & 1))),
  'jmm11-ch02-q014': ((f: (x: number) => number) => f(f(2)))((x) => x * x - 3 * x + 2),
  'jmm11-ch02-q016': count(range(0, 4 ** 3 - 1), () => true),
  'jmm11-ch02-q019': ((a) => a * 10 + (5 - a))((11 - 5) / (3 - 1)),
  'jmm11-ch02-q020': ((f: (x: number) => number) => f(f(1)) + f(3))((x) => (x <= 2 ? 2 * x - 3 : x * x - 3)),
  'jmm11-ch02-q021': ((v) => Math.max(...v) - Math.min(...v))(grid(-1, 4).map((x) => 3 - 2 * Math.abs(x - 1))),
  'jmm11-ch02-q022': count(range(-100, 100), (x) => 16 - x * x >= 0 && x * x - 3 * x - 4 > 0),
  'jmm11-ch02-q023': ((f: (x: number) => number, g: (x: number) => number) => f(3) / g(3) + f(1) * g(1))((x) => x * x + 1, (x) => x - 2),
  'jmm11-ch02-q024': sum(range(1, 5).map((a) => sum(range(a, 5).map((b) => count(range(b, 5), () => true))))),
  'jmm11-ch02-q025': sum(range(1, 10).map((k) => range(1, k).reduce((f) => f + 3, 0))),
  'jmm11-ch02-q026': ((v) => Math.max(...v) + Math.min(...v))(grid(-50, 50).map((x) => (x * x + x + 1) / (x * x - x + 1))),
  'jmm11-ch02-q027': sum(range(1, 50).map((k) => Math.floor(Math.sqrt(k)))),
};
const notComputable: Record<string, string> = {};

/** Choice questions decided by computation: for each option, whether it is true. */
const decided: Record<string, Record<string, boolean>> = {
  'jmm11-ch01-q003': ((t) => ({
    A: setEq(new Set(range(1, 5).map((n) => n * n)), t),
    B: setEq(new Set(range(1, 4).map((n) => n * n)), t),
    C: setEq(new Set(range(1, 5).map((n) => 2 * n - 1)), t),
    D: setEq(new Set(range(-5, 5).map((n) => n * n)), t),
  }))(new Set([1, 4, 9, 16, 25])),
  'jmm11-ch01-q014': ((t: (x: number) => boolean) => ({
    A: subsetOf((x) => x * x < 1, t),
    B: subsetOf((x) => Math.abs(x) <= 2, t),
    C: subsetOf((x) => x * x - 2 * x - 3 < 0, t),
    D: subsetOf((x) => x >= 0 && x <= 3, t),
  }))((x) => x >= -1 && x < 3),
  'jmm11-ch01-q021': ((ab: (x: number) => boolean) => ({
    A: sameSet(ab, (x) => x > 1 && x <= 4),
    B: sameSet(ab, (x) => x >= 1 && x <= 4),
    C: sameSet(ab, (x) => x > -1 && x < 5),
    D: sameSet(ab, (x) => x >= -1 && x < 5),
  }))((x) => x * x - 3 * x - 4 <= 0 && Math.abs(x - 3) < 2),
  'jmm11-ch01-q023': ((rs) => ({
    A: rs.every(([a, b, c]) => (a && !(b || c)) === (a && !b && a && !c)),
    B: rs.every(([a, b, c]) => (a && b && !c) === (a && b && !(a && c))),
    C: rs.every(([a, b, c]) => (a || (b && !c)) === ((a || b) && !(a || c))),
    D: rs.every(([a, b]) => ((a && !b) || (b && !a)) === ((a || b) && !(a && b))),
  }))(regions(3) as [boolean, boolean, boolean][]),
  'jmm11-ch01-q025': ((rs) => ({
    A: rs.every(([a, b]) => !(!a || b) === (a && !b)),
    B: rs.every(([a, b]) => !(!a || b) === (!a && b)),
    C: rs.every(([a, b]) => !(!a || b) === (!a && !b)),
    D: rs.every(([a, b]) => !(!a || b) === (a || !b)),
  }))(regions(2) as [boolean, boolean][]),
  'jmm11-ch02-q005': (() => {
    const subs = masks(2).map((m) => members(m, 2));
    const prod = (a: number[], b: number[]) => new Set(a.flatMap((x) => b.map((y) => `${x},${y}`)));
    const inter = (a: number[], b: number[]) => a.filter((x) => b.includes(x));
    const uni = (a: number[], b: number[]) => [...new Set([...a, ...b])];
    const diff = (a: number[], b: number[]) => a.filter((x) => !b.includes(x));
    const sInter = <T>(a: Set<T>, b: Set<T>) => new Set([...a].filter((x) => b.has(x)));
    const sUni = <T>(a: Set<T>, b: Set<T>) => new Set([...a, ...b]);
    const sDiff = <T>(a: Set<T>, b: Set<T>) => new Set([...a].filter((x) => !b.has(x)));
    const all = (p: (a: number[], b: number[], c: number[], d: number[]) => boolean) =>
      subs.every((a) => subs.every((b) => subs.every((c) => subs.every((d) => p(a, b, c, d)))));
    return {
      A: all((a, b) => setEq(sInter(prod(a, b), prod(b, a)), prod(inter(a, b), inter(a, b)))),
      B: all((a, b, c) => setEq(prod(a, uni(b, c)), sUni(prod(a, b), prod(a, c)))),
      C: all((a, b, c) => setEq(prod(a, diff(b, c)), sDiff(prod(a, b), prod(a, c)))),
      D: all((a, b, c, d) => setEq(sUni(prod(a, b), prod(c, d)), prod(uni(a, c), uni(b, d)))),
    };
  })(),
  'jmm11-ch02-q010': ((r: number[]) => {
    const eq = (opt: number[]) => opt.length === r.length && opt.every((v, i) => Math.abs(v - r[i]!) < 1e-9);
    return { A: eq([0, Math.sqrt(3), 2]), B: eq([0, 1, 2]), C: grid(0, 2).every((x) => r.some((v) => Math.abs(v - x) < 1e-9)), D: eq([-2, -1, 0, 1, 2]) };
  })([...new Set(range(-10, 10).filter((x) => 4 - x * x >= 0).map((x) => Math.sqrt(4 - x * x)))].sort((a, b) => a - b)),
  'jmm11-ch02-q015': ((isFn: (r: [number, string][]) => boolean) => ({
    A: isFn([[1, 'a'], [2, 'a'], [3, 'b']]),
    B: isFn([[1, 'a'], [1, 'b'], [2, 'a'], [3, 'b']]),
    C: isFn([[1, 'a'], [2, 'b']]),
    D: isFn([[1, 'a'], [2, 'b'], [3, 'a'], [3, 'b']]),
  }))((r) => [1, 2, 3].every((a) => count(r, ([x]) => x === a) === 1)),
  'jmm11-ch02-q017': ((dom: (x: number) => boolean) => ({
    A: sameSet(dom, (x) => x < 2 || x > 3),
    B: sameSet(dom, (x) => x <= 2 || (x >= 3 && x < 4) || x > 4),
    C: sameSet(dom, (x) => x >= 2 && x <= 3),
    D: sameSet(dom, (x) => x <= 2 || x >= 3),
  }))((x) => x * x - 5 * x + 6 >= 0 && x - 4 !== 0),
  'jmm11-ch02-q028': {
    A: Math.abs(-1.5) + Math.floor(-1.5) === -0.5,
    B: Math.floor(Math.abs(-1.5)) === 1,
    C: Math.abs(Math.floor(-1.5)) === 1,
    D: grid(-5, 5).every((x) => Math.floor(x) + Math.floor(-x) === 0),
  },
};

const byCode = new Map(
  loadPacks()
    .flatMap((p) => p.pack.questions)
    .map((q) => [q.code, q]),
);

describe('jee-main-mathematics-11 keys', () => {
  it('helpers work', () => {
    expect(members(0b101, 3)).toEqual([1, 3]);
    expect(gcd(12, 18)).toBe(6);
    expect(regions(2)).toHaveLength(4);
    expect(grid(-1, 1)).toContain(0.5);
  });

  it('are recomputed', () => {
    expect(recomputeProblems(files, recomputed, notComputable)).toEqual([]);
  });

  it('have choice keys equal to the options a computation finds true', () => {
    const bad: string[] = [];
    for (const [code, truth] of Object.entries(decided)) {
      const q = byCode.get(code);
      const computed = Object.keys(truth).filter((k) => truth[k]).sort().join(',');
      const key = q?.answer.kind === 'choice' ? [...q.answer.options].sort().join(',') : undefined;
      const optionCodes = (q?.options ?? []).map((o) => o.code).sort().join(',');
      if (computed !== key || Object.keys(truth).sort().join(',') !== optionCodes) bad.push(`${code}: computed ${computed}, key ${key}`);
    }
    expect(bad).toEqual([]);
    markChecked(Object.keys(decided));
  });
});
