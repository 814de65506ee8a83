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
const popcount = (m: number) =>
  m
    .toString(2)
    .split('')
    .filter((c) => c === '1').length;
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

const deg = (r: number) => (r * 180) / Math.PI;
const rad = (d: number) => (d * Math.PI) / 180;
/** The real roots of a x² + b x + c = 0, smaller first. */
const roots = (a: number, b: number, c: number) => {
  const d = Math.sqrt(b * b - 4 * a * c);
  return [(-b - d) / (2 * a), (-b + d) / (2 * a)].sort((x, y) => x - y);
};
/** Solves a1 x + b1 y = c1, a2 x + b2 y = c2 by Cramer's rule. */
const solve2 = (a1: number, b1: number, c1: number, a2: number, b2: number, c2: number) => {
  const d = a1 * b2 - a2 * b1;
  return [(c1 * b2 - c2 * b1) / d, (a1 * c2 - a2 * c1) / d] as [number, number];
};
/** Distance of (x, y) from a x + b y + c = 0. */
const distPL = (x: number, y: number, a: number, b: number, c: number) => Math.abs(a * x + b * y + c) / Math.hypot(a, b);
/** Angle (degrees, 0–180) between lines of slopes m1, m2, and its acute version. */
const angle = (m1: number, m2: number) => deg(Math.abs(Math.atan(m1) - Math.atan(m2))) % 180;
const acute = (t: number) => (t > 90 ? 180 - t : t);
const dist3 = (p: number[], q: number[]) => Math.hypot(...p.map((v, i) => v - q[i]!));
/** The point dividing PQ in the ratio m : n (internally for m, n > 0; externally when one is negative). */
/** Population variance and standard deviation, mean deviation about a point, median, and a frequency table expanded. */
const variance = (xs: number[]) => mean(xs.map((x) => x * x)) - mean(xs) ** 2;
const sd = (xs: number[]) => Math.sqrt(variance(xs));
const mdAbout = (xs: number[], a: number) => mean(xs.map((x) => Math.abs(x - a)));
const median = (xs: number[]) =>
  ((s) => (s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2))([...xs].sort((a, b) => a - b));
const expand = (xs: number[], fs: number[]) => xs.flatMap((x, i) => Array<number>(fs[i]!).fill(x));
/** Cartesian product of lists; all throws of n dice; permutations; k-subsets; a fraction in lowest terms. */
const product = <T>(lists: T[][]): T[][] => lists.reduce<T[][]>((acc, l) => acc.flatMap((a) => l.map((x) => [...a, x])), [[]]);
const dice = (n: number) => product(Array.from({ length: n }, () => range(1, 6)));
const perms = <T>(xs: T[]): T[][] => (xs.length <= 1 ? [xs] : xs.flatMap((x, i) => perms([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p])));
const choose = <T>(xs: T[], k: number): T[][] =>
  k === 0 ? [[]] : xs.length < k ? [] : [...choose(xs.slice(1), k - 1).map((c) => [xs[0]!, ...c]), ...choose(xs.slice(1), k)];
const lowest = (m: number, n: number) => [m / gcd(m, n), n / gcd(m, n)] as const;
/** Richardson extrapolation of g(h) → g(0) from h = 0.01, 0.005, 0.0025 (for g(h) = L + c h² + d h⁴ + …). */
const richardson = (g: (h: number) => number) => {
  const [a, b, c] = [g(0.01), g(0.005), g(0.0025)];
  const [r1, r2] = [(4 * b - a) / 3, (4 * c - b) / 3];
  return (16 * r2 - r1) / 15;
};
/** Two-sided limit of f at a (symmetric average), derivative (central difference), and one-sided limits. */
const lim = (f: (x: number) => number, a: number) => richardson((h) => (f(a + h) + f(a - h)) / 2);
const deriv = (f: (x: number) => number, a: number) => richardson((h) => (f(a + h) - f(a - h)) / (2 * h));
const left = (f: (x: number) => number, a: number) => f(a - 1e-9);
const right = (f: (x: number) => number, a: number) => f(a + 1e-9);
/** Complex numbers as [re, im]. */
type C2 = [number, number];
const cmul = (a: C2, b: C2): C2 => [a[0] * b[0] - a[1] * b[1], a[0] * b[1] + a[1] * b[0]];
const cdiv = (a: C2, b: C2): C2 => ((d) => [(a[0] * b[0] + a[1] * b[1]) / d, (a[1] * b[0] - a[0] * b[1]) / d])(b[0] ** 2 + b[1] ** 2);
const cpow = (a: C2, n: number): C2 => range(1, n).reduce<C2>((p) => cmul(p, a), [1, 0]);
const cabs = (a: C2) => Math.hypot(a[0], a[1]);
const section = (p: number[], q: number[], m: number, n: number) => p.map((v, i) => (m * q[i]! + n * v) / (m + n));

/**
 * The value of the first formula of an option body (`$4\sqrt{3}$ m` → 6.928…; `$x = 3$` → 3), or NaN
 * when it is not a number: numbers, + − × ÷ /, implicit products, powers, \frac, \sqrt (and
 * \sqrt[n]), \pi and brackets; units in \text{…} and degree signs are ignored.
 */
function texValue(body: string): number {
  const m = /\$([^$]+)\$/.exec(body);
  if (!m) return NaN;
  let s = m[1]!
    .replace(/\\(?:text|mathrm)\{[^}]*\}(?:\^\{?\d\}?)?/g, '')
    .replace(/\{,\}/g, '')
    .replace(/\\[,;!:]|\\ |~/g, '')
    .replace(/\^\{?\\circ\}?|\\%/g, '')
    .replace(/\\left|\\right/g, '')
    .replace(/\\[dt]frac/g, '\\frac')
    .replace(/\\cdot/g, '\\times')
    .replace(/\s+/g, '');
  if (s.includes('=')) s = s.slice(s.lastIndexOf('=') + 1);
  const toks = s.match(/\d+(?:\.\d+)?|\\[a-zA-Z]+|./g) ?? [];
  let i = 0;
  const peek = () => toks[i];
  const take = (t?: string) => {
    const x = toks[i++];
    if (t !== undefined && x !== t) throw new Error(`expected ${t}, got ${x}`);
    return x;
  };
  const startsPrimary = (t: string | undefined) => t !== undefined && (/^\d/.test(t) || ['(', '{', '\\frac', '\\sqrt', '\\pi'].includes(t));
  const group = (): number => {
    if (peek() === '{') {
      take('{');
      const v = expr();
      take('}');
      return v;
    }
    const t = peek();
    if (t !== undefined && /^\d+$/.test(t)) {
      // \frac12 style: a group without braces is one digit
      if (t.length > 1) toks[i] = t.slice(1);
      else i++;
      return Number(t[0]);
    }
    throw new Error(`bad group ${t}`);
  };
  const primary = (): number => {
    const t = take();
    if (t === undefined) throw new Error('end');
    if (/^\d/.test(t)) return Number(t);
    if (t === '\\pi') return Math.PI;
    if (t === '\\frac') {
      const a = group();
      return a / group();
    }
    if (t === '\\sqrt') {
      let n = 2;
      if (peek() === '[') {
        take('[');
        n = expr();
        take(']');
      }
      return group() ** (1 / n);
    }
    if (t === '(' || t === '{') {
      const v = expr();
      take(t === '(' ? ')' : '}');
      return v;
    }
    throw new Error(`unexpected ${t}`);
  };
  const power = (): number => {
    const b = primary();
    if (peek() === '^') {
      take('^');
      return b ** group();
    }
    return b;
  };
  const unary = (): number => {
    if (peek() === '-') {
      take();
      return -unary();
    }
    if (peek() === '+') {
      take();
      return unary();
    }
    return power();
  };
  const term = (): number => {
    let v = unary();
    for (;;) {
      const t = peek();
      if (t === '\\times') {
        take();
        v *= unary();
      } else if (t === '/' || t === '\\div') {
        take();
        v /= unary();
      } else if (startsPrimary(t)) v *= power();
      else return v;
    }
  };
  function expr(): number {
    let v = term();
    while (peek() === '+' || peek() === '-') v = take() === '+' ? v + term() : v - term();
    return v;
  }
  try {
    const v = expr();
    return i === toks.length ? v : NaN;
  } catch {
    return NaN;
  }
}

const files = [
  'ch01-sets.json',
  'ch02-relations-and-functions.json',
  'ch09-straight-lines.json',
  'ch11-introduction-to-three-dimensional-geometry.json',
  'ch13-statistics.json',
  'ch14-probability.json',
  'ch12-limits-and-derivatives.json',
  'ch10-conic-sections.json',
  'ch03-trigonometric-functions.json',
  'ch04-complex-numbers-and-quadratic-equations.json',
].map((f) => dir + f);

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
  'jmm11-ch01-q015': ((s) => (s.length === 1 ? s[0]! : NaN))(
    range(0, 30).flatMap((m) =>
      range(0, 30)
        .filter((n) => 2 ** m - 2 ** n === 112)
        .map((n) => m * n),
    ),
  ),
  'jmm11-ch01-q016': 60 - (35 + 28 - 12),
  'jmm11-ch01-q017': 110 + 90 + 70 - 2 * (40 + 30 + 35) + 3 * 15,
  'jmm11-ch01-q018': Math.max(0, 80 + 75 + 70 - 2 * 100),
  'jmm11-ch01-q019': ((a, b) => [...a].filter((x) => !b.has(x)).length + [...b].filter((x) => !a.has(x)).length)(
    new Set([1, 2, 3, 4, 5, 6]),
    new Set([4, 5, 6, 7, 8]),
  ),
  'jmm11-ch01-q020': 25 - (25 + 18 - 35),
  'jmm11-ch01-q022': count(range(1, 500), (x) => x % 4 === 0 || x % 6 === 0),
  'jmm11-ch01-q024': count(range(1, 20), (x) => x % 3 !== 0 && x % 4 !== 0),
  'jmm11-ch01-q026': 50 - 20 + (50 - 25) - (50 - 10),
  'jmm11-ch01-q027': sum(masks(4).map((a) => count(masks(4), (b) => (a & b) === 0 && (a | b) !== 15))),
  'jmm11-ch01-q028': count(masks(9), (m) => sum(members(m, 9)) % 3 === 0),
  // ncert-11-mathematics-ch02 Relations and Functions
  'jmm11-ch02-q001': 3 * 2 * 3,
  'jmm11-ch02-q002': 2 ** (4 * 3),
  'jmm11-ch02-q003': ((s) => (s.length === 1 ? s[0]! : NaN))(
    range(-20, 20).flatMap((x) =>
      range(-20, 20)
        .filter((y) => 2 * x - y === 5 && x + y === 7)
        .map((y) => x * x + y * y),
    ),
  ),
  'jmm11-ch02-q004': sum(
    range(1, 4).map((a) =>
      count(
        range(-5, 5).filter((b) => b * b < 5),
        (b) => a + b <= 2,
      ),
    ),
  ),
  'jmm11-ch02-q006': ((a, b) =>
    count(
      a.flatMap((x) => b.map((y) => [x, y] as const)),
      ([x, y]) => a.includes(y) && b.includes(x),
    ))([1, 2, 3], [2, 3, 4]),
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
  'jmm11-ch02-q023': ((f: (x: number) => number, g: (x: number) => number) => f(3) / g(3) + f(1) * g(1))(
    (x) => x * x + 1,
    (x) => x - 2,
  ),
  'jmm11-ch02-q024': sum(range(1, 5).map((a) => sum(range(a, 5).map((b) => count(range(b, 5), () => true))))),
  'jmm11-ch02-q025': sum(range(1, 10).map((k) => range(1, k).reduce((f) => f + 3, 0))),
  'jmm11-ch02-q026': ((v) => Math.max(...v) + Math.min(...v))(grid(-50, 50).map((x) => (x * x + x + 1) / (x * x - x + 1))),
  'jmm11-ch02-q027': sum(range(1, 50).map((k) => Math.floor(Math.sqrt(k)))),
  // ncert-11-mathematics-ch09 Straight Lines
  'jmm11-ch09-q001': (12 - 3) / (5 - 2),
  'jmm11-ch09-q003': ((y0, y1) => y1 - y0)(10 / 5, (10 - 2 * 1) / 5),
  'jmm11-ch09-q004': 2 + 3 * ((14 - 2) / (7 - 1)),
  'jmm11-ch09-q005': acute(angle(2, -3)),
  'jmm11-ch09-q006': ((s) => (s.length === 1 ? s[0]! : NaN))(range(-50, 50).filter((k) => k !== -2 && Math.abs(((1 - 5) / (k + 2)) * 1.5 + 1) < 1e-12)),
  'jmm11-ch09-q007': Math.tan(rad(acute(angle(2, -1 / 3)))),
  'jmm11-ch09-q008': ((ms) => (ms.every((m) => Math.abs(acute(angle(m, 0.5)) - 45) < 1e-9) ? sum(ms) : NaN))(roots(0.75, -2, -0.75)),
  'jmm11-ch09-q009': -1 + 3 * (0 - 2),
  'jmm11-ch09-q010': 24 / 3 + 24 / 4,
  'jmm11-ch09-q012': 5 / Math.cos(rad(60)),
  'jmm11-ch09-q013': 2 * (3 + 4),
  'jmm11-ch09-q014': ((p) => 10 * p[0] + p[1])(solve2(2, 3, 13, 5, -1, 7)),
  'jmm11-ch09-q015': ((p) => 2 * (p[1] - -0.5 * p[0]))(solve2(1, 1, 5, 1, -1, 1)),
  // lines through (3, 4) of slope m < 0: intercepts a = 3 − 4/m, b = 4 − 3m; the one closest to area 24 (on a
  // 0.001 grid of slopes, so a + b to the nearest integer)
  'jmm11-ch09-q016': ((m) => Math.round(3 - 4 / m + (4 - 3 * m)))(
    grid(-100, -0.001).reduce(
      (best, m) => (Math.abs(0.5 * (3 - 4 / m) * (4 - 3 * m) - 24) < Math.abs(0.5 * (3 - 4 / best) * (4 - 3 * best) - 24) ? m : best),
      -1,
    ),
  ),
  'jmm11-ch09-q018': ((p) => (7 - 3 * p[1]) / p[0])(solve2(1, 1, 3, 2, -1, 0)),
  'jmm11-ch09-q019': (-12 / 2) * (12 / 3),
  'jmm11-ch09-q020': ((v) => 0.5 * Math.abs((v[1][0] - v[0][0]) * (v[2][1] - v[0][1]) - (v[2][0] - v[0][0]) * (v[1][1] - v[0][1])))([
    solve2(2, -1, 0, 1, -2, 0),
    solve2(2, -1, 0, 1, 1, 6),
    solve2(1, -2, 0, 1, 1, 6),
  ]),
  'jmm11-ch09-q021': sum(range(-5, 15).map((x) => count(range(-5, 15), (y) => x > 0 && y > 0 && x + y < 10))),
  'jmm11-ch09-q022': ((x, y) => 2 * x + y)((3 * 2 + 2 * 1) / 5, (3 * 4 + 2 * 1) / 5),
  'jmm11-ch09-q023': distPL(3, 4, 3, 4, -5),
  'jmm11-ch09-q024': distPL(-7 / 3, 0, 6, -8, -1),
  'jmm11-ch09-q025': sum(grid(-50, 50).filter((x) => Math.abs(distPL(x, 0, 4, 3, -12) - 4) < 1e-9)),
  'jmm11-ch09-q026': ((t) => 4 + 3 * t + (1 - 4 * t))(-(3 * 4 - 4 * 1 + 12) / (3 * 3 + 4 * 4)),
  'jmm11-ch09-q027': ((im) =>
    Math.abs((im[0] + -2) / 2 + (im[1] + 3) / 2 - 5) < 1e-12 && Math.abs(im[1] - 3 - (im[0] + 2)) < 1e-12 ? im[0] ** 2 + im[1] ** 2 : NaN)(
    ((v) => [-2 - v, 3 - v])((2 * (-2 + 3 - 5)) / 2),
  ),
  'jmm11-ch09-q028': sum(grid(-100, 100).filter((t) => Math.abs(distPL(t, t, 3, -4, 1) - 2) < 1e-9)),
  'jmm11-ch09-q029': distPL(5 / 3, 0, 3, 4, -25) ** 2,
  'jmm11-ch09-q030': distPL(0, 0, 8, 6, -48),
  // ncert-11-mathematics-ch11 Introduction to Three Dimensional Geometry
  'jmm11-ch11-q002': Math.abs([3, -4, 12][2]!),
  'jmm11-ch11-q003': dist3([6, 8, 5], [0, 0, 5]),
  'jmm11-ch11-q005': count(masks(3), (m) => range(0, 2).reduce((p, i) => p * ((m >> i) & 1 ? -1 : 1), 1) > 0),
  'jmm11-ch11-q006': dist3([0, 0, 0], [2, 0, 6]) ** 2,
  'jmm11-ch11-q007': dist3([0, 0, 0], [4, 12, 3]),
  'jmm11-ch11-q008': 2 + 3 + 4,
  'jmm11-ch11-q009': sum(range(0, 2).map((i) => [1, 2, 3][i]! + [6, 5, -2][i]! - [4, 0, 1][i]!)),
  'jmm11-ch11-q010': sum(range(0, 2).map((i) => ([1, 2, 3][i]! + [4, -1, 5][i]! + [-2, 5, 1][i]!) / 3)),
  'jmm11-ch11-q011': sum(section([2, -3, 4], [8, 0, 10], 1, 2)),
  'jmm11-ch11-q012': ((k) => section([-2, 4, 7], [3, -5, 8], k, 1)[2]!)(
    // the ratio k : 1 at which the x-coordinate vanishes, found by bisection on (0, 100)
    ((f: (k: number) => number) => {
      let [lo, hi] = [0, 100];
      for (let i = 0; i < 200; i++) {
        const mid = (lo + hi) / 2;
        if (Math.sign(f(mid)) === Math.sign(f(lo))) lo = mid;
        else hi = mid;
      }
      return lo;
    })((k) => section([-2, 4, 7], [3, -5, 8], k, 1)[0]!),
  ),
  'jmm11-ch11-q013': dist3([2, 3, 4], [-1, 2, -3]) / dist3([-1, 2, -3], [-4, 1, -10]),
  'jmm11-ch11-q014': (4 + 8 + 12) / 4,
  'jmm11-ch11-q015': ((p) => (Math.abs(dist3(p, [1, 2, 3]) - 3 * dist3(p, [5, -2, 7])) < 1e-9 ? sum(p) : NaN))(section([1, 2, 3], [5, -2, 7], 3, -1)),
  'jmm11-ch11-q016': sum(range(-3, 3).flatMap((x) => range(-3, 3).map((y) => count(range(-3, 3), (z) => Math.abs(x) + Math.abs(y) + Math.abs(z) <= 2)))),
  'jmm11-ch11-q017': count(range(0, 1200), (j) =>
    [1 + (12 * j) / 1200, 2 + (9 * j) / 1200, 3 + (6 * j) / 1200].every((v) => Math.abs(v - Math.round(v)) < 1e-9),
  ),
  'jmm11-ch11-q018': dist3([1, -2, 3], [3, 4, 6]),
  'jmm11-ch11-q019': dist3([0, 0, 0], [2, 3, 6]),
  'jmm11-ch11-q020': sum(grid(-20, 20).filter((k) => Math.abs(dist3([2, k, 5], [4, 1, -1]) - 7) < 1e-9)),
  'jmm11-ch11-q022': ((s) => (s.length === 1 ? s[0]! : NaN))(
    grid(-20, 20).filter((a) => Math.abs(dist3([a, 0, 0], [1, 2, 3]) - dist3([a, 0, 0], [3, 5, -2])) < 1e-9),
  ),
  'jmm11-ch11-q023': ((s) => (s.length === 1 ? s[0]! : NaN))(
    grid(-20, 20).filter((b) => Math.abs(dist3([0, b, 0], [3, 1, 2]) - dist3([0, b, 0], [5, 5, 2])) < 1e-9),
  ),
  // d from the midpoint of AB, after checking that random points of x + y − 2z = d are equidistant from A and B
  'jmm11-ch11-q024': ((d) =>
    range(-3, 3).every((x) => range(-3, 3).every((z) => Math.abs(dist3([x, d - x + 2 * z, z], [1, 2, 3]) - dist3([x, d - x + 2 * z, z], [3, 4, -1])) < 1e-9))
      ? d
      : NaN)(2 + 3 - 2 * 1),
  'jmm11-ch11-q025': dist3([0, 0, 0], [3, 4, 0]) + dist3([3, 4, 0], [3, 4, 12]) + dist3([0, 0, 0], [3, 4, 12]),
  'jmm11-ch11-q026': sum(range(-3, 3).flatMap((x) => range(-3, 3).map((y) => count(range(-3, 3), (z) => x * x + y * y + z * z === 9)))),
  'jmm11-ch11-q027': ((p) =>
    [
      [2, 0, 0],
      [0, 4, 0],
      [0, 0, 6],
    ].every((v) => Math.abs(dist3(p, v) - dist3(p, [0, 0, 0])) < 1e-12)
      ? dist3(p, [0, 0, 0])
      : NaN)([1, 2, 3]),
  // ncert-11-mathematics-ch13 Statistics
  'jmm11-ch13-q003': (10 / 40) * 100,
  'jmm11-ch13-q005': ((xs) => (sd(xs.map((x) => -3 * x)) / sd(xs)) * 4)([3, 8, 1, 12, 7]),
  'jmm11-ch13-q006': ((xs) => Math.max(...xs) - Math.min(...xs))([12, 7, 19, 3, 15, 10]),
  'jmm11-ch13-q007': sum(grid(-50, 50).filter((x) => ((xs) => Math.abs(Math.max(...xs) - Math.min(...xs) - 18) < 1e-9)([5, 9, x, 14, 20]))),
  'jmm11-ch13-q008': ((ps) => ps[19]! - ps[0]!)(range(2, 200).filter((n) => range(2, n - 1).every((d) => n % d !== 0))),
  'jmm11-ch13-q009': ((xs) => Math.max(...xs) - Math.min(...xs))(range(1, 12).map((n) => n * n - 10 * n)),
  'jmm11-ch13-q010': mdAbout([2, 5, 9, 10, 11, 15, 18], mean([2, 5, 9, 10, 11, 15, 18])),
  'jmm11-ch13-q011': mdAbout([11, 3, 8, 17, 6, 14, 9], median([11, 3, 8, 17, 6, 14, 9])),
  'jmm11-ch13-q012': ((xs) => mdAbout(xs, mean(xs)))(expand([2, 4, 6, 8], [3, 5, 8, 4])),
  'jmm11-ch13-q013': ((xs) => mdAbout(xs, mean(xs)))(expand([5, 15, 25, 35, 45], [4, 6, 10, 5, 5])),
  'jmm11-ch13-q014': Math.min(...grid(-5, 15).map((x) => sum(range(1, 10).map((k) => Math.abs(x - k))))),
  'jmm11-ch13-q015': ((xs) => mdAbout(xs, mean(xs)))(range(1, 20).map((k) => 2 * k)),
  'jmm11-ch13-q016': variance([2, 4, 6, 8, 10]),
  'jmm11-ch13-q017': sd([7, 13, 13, 13, 16, 16, 22, 28]),
  // any data with mean 10 and variance 4 (here 8, 12), transformed by y = 3x + 2
  'jmm11-ch13-q018': ((xs) => (Math.abs(mean(xs) - 10) < 1e-12 && Math.abs(variance(xs) - 4) < 1e-12 ? variance(xs.map((x) => 3 * x + 2)) : NaN))([8, 12]),
  'jmm11-ch13-q019': Math.sqrt(400 / 10 - (60 / 10) ** 2),
  'jmm11-ch13-q020': ((s1, s2) => s2 / 10 - (s1 / 10) ** 2)(10 * 20 - 35 + 25, 10 * (25 + 20 ** 2) - 35 ** 2 + 25 ** 2),
  'jmm11-ch13-q021': ((s1, s2, n) => s2 / n - (s1 / n) ** 2)(10 * 20 + 15 * 25, 10 * (9 + 20 ** 2) + 15 * (16 + 25 ** 2), 25),
  'jmm11-ch13-q022': ((s) => (s.length === 1 ? s[0]! : NaN))(
    range(-20, 40).flatMap((x) =>
      range(x, 40)
        .filter((y) => Math.abs(mean([2, 4, 10, x, y]) - 6) < 1e-12 && Math.abs(variance([2, 4, 10, x, y]) - 8) < 1e-9)
        .map((y) => x * y),
    ),
  ),
  'jmm11-ch13-q023': sd(range(1, 10)),
  'jmm11-ch13-q024': variance(expand([10, 20, 30, 40, 50], [2, 3, 5, 6, 4])),
  'jmm11-ch13-q026': ((s) => (s.length === 1 ? s[0]! : NaN))(range(1, 200).filter((n) => Math.abs(variance(range(1, n)) - 10) < 1e-9)),
  'jmm11-ch13-q027': ((s1, s2, n) => s2 / n - (s1 / n) ** 2)(10 * 5 + 16, 10 * (9 + 5 ** 2) + 16 ** 2, 11),
  // ncert-11-mathematics-ch14 Probability
  'jmm11-ch14-q001': product([['H', 'T'], range(1, 6)]).length,
  'jmm11-ch14-q002': count(dice(2), ([a, b]) => a! + b! === 8),
  'jmm11-ch14-q003': count(
    product([
      [0, 1],
      [0, 1],
      [0, 1],
    ]),
    (t) => sum(t as number[]) >= 2,
  ),
  'jmm11-ch14-q006': masks(
    product([
      ['H', 'T'],
      ['H', 'T'],
    ]).length,
  ).length,
  'jmm11-ch14-q007': count(range(1, 6), (x) => x % 2 === 0 || !(x > 3)),
  'jmm11-ch14-q008': count(dice(2), ([a, b]) => a === 6 && !(a! + b! >= 10)),
  'jmm11-ch14-q010': 1 - (0.35 + 0.4),
  'jmm11-ch14-q012': count(dice(2), ([a, b]) => a! + b! === 9) / 36,
  'jmm11-ch14-q013': ((f) => f[0] + f[1])(
    lowest(
      count(dice(2), ([a, b]) => Number.isInteger(Math.sqrt(a! * b!))),
      36,
    ),
  ),
  'jmm11-ch14-q014': ((f) => f[0] + f[1])(
    lowest(
      count(perms([0, 1, 2, 3, 4]), (p) => p.every((v, i) => v !== i)),
      120,
    ),
  ),
  'jmm11-ch14-q015': ((all) => count(all, (c) => c.some((x) => x >= 5)) / all.length)(choose(range(0, 8), 3)),
  'jmm11-ch14-q016': ((all) => all.length / count(all, (c) => c.every((x) => x < 4)))(choose(range(0, 51), 2)),
  'jmm11-ch14-q017': ((words) => count([...words], (w) => w.includes('RR')) / words.size)(new Set(perms('ARRANGE'.split('')).map((p) => p.join('')))),
  'jmm11-ch14-q018': 216 / count(dice(3), (t) => sum(t) === 10),
  'jmm11-ch14-q019': 0.5 + 0.4 - 0.2,
  'jmm11-ch14-q020': count(range(1, 100), (x) => x % 3 === 0 || x % 5 === 0) / 100,
  'jmm11-ch14-q021': 0.8 - (0.6 + 0.5 - 0.8),
  'jmm11-ch14-q022': count(dice(2), ([a, b]) => a !== b) / 36,
  'jmm11-ch14-q023':
    count(
      product([
        [0, 1],
        [0, 1],
        [0, 1],
        [0, 1],
      ]),
      (t) => (t as number[]).includes(1),
    ) / 16,
  'jmm11-ch14-q024': range(1, 50).find((n) => 1 - 2 ** -n >= 0.99)!,
  'jmm11-ch14-q025': count(dice(4), (t) => t.includes(6)) / 6 ** 4,
  // ncert-11-mathematics-ch12 Limits and Derivatives (limits and derivatives evaluated numerically)
  'jmm11-ch12-q001': ((s: (t: number) => number) => (s(3) - s(1)) / (3 - 1))((t) => 4.9 * t * t),
  'jmm11-ch12-q002': deriv((t) => t ** 3 - 2 * t, 2),
  'jmm11-ch12-q003': deriv((x) => x * x + x, 3),
  'jmm11-ch12-q004': lim((x) => (x * x - 4) / (x - 2), 2),
  'jmm11-ch12-q005': lim((x) => (x ** 3 - 27) / (x - 3), 3),
  'jmm11-ch12-q006': lim((x) => (x ** 5 - 1) / (x ** 3 - 1), 1),
  'jmm11-ch12-q007': lim((x) => (Math.sqrt(1 + x) - 1) / x, 0),
  'jmm11-ch12-q008': lim((x) => (Math.sqrt(x) - 2) / (x - 4), 4),
  // the limit exists when the left-hand limit (of x² + 1) equals the right-hand limit (of 3x + k)
  'jmm11-ch12-q009': ((s) => (s.length === 1 ? s[0]! : NaN))(
    range(-20, 20).filter((k) => Math.abs(left((x) => x * x + 1, 1) - right((x) => 3 * x + k, 1)) < 1e-6),
  ),
  'jmm11-ch12-q010': ((s) => (s.length === 1 ? s[0]! : NaN))(range(1, 12).filter((n) => Math.abs(lim((x) => (x ** n - 2 ** n) / (x - 2), 2) - 80) < 1e-6)),
  'jmm11-ch12-q011': lim((x) => (sum(range(1, 10).map((k) => x ** k)) - 10) / (x - 1), 1),
  'jmm11-ch12-q013': lim((x) => Math.sin(5 * x) / x, 0),
  'jmm11-ch12-q014': lim((x) => Math.sin(3 * x) / Math.sin(4 * x), 0),
  'jmm11-ch12-q015': lim((x) => (1 - Math.cos(4 * x)) / (x * x), 0),
  'jmm11-ch12-q016': lim((x) => (Math.tan(2 * x) - Math.sin(2 * x)) / x ** 3, 0),
  'jmm11-ch12-q017': lim((x) => x / Math.tan(3 * x), 0),
  'jmm11-ch12-q018': lim((x) => (1 - Math.cos(x) * Math.cos(2 * x)) / (x * x), 0),
  'jmm11-ch12-q019': deriv((x) => x ** 3 + 2 * x, 1),
  'jmm11-ch12-q020': deriv((x) => (x * x + 1) * (x - 3), 2),
  'jmm11-ch12-q021': deriv((x) => 1 / x, 0.5),
  'jmm11-ch12-q022': deriv((x) => x / (1 + x * x), 2),
  'jmm11-ch12-q023': deriv((x) => x * Math.sin(x), Math.PI / 2),
  // degree 100 is too steep for a difference quotient: differentiate the coefficients (power rule) instead
  'jmm11-ch12-q024': ((c: number[], x: number) => sum(c.map((ck, k) => k * ck * x ** (k - 1))))([1, ...range(1, 100).map((k) => 1 / k)], 1),
  // ncert-11-mathematics-ch10 Conic Sections
  'jmm11-ch10-q003': ((D, E, F) => Math.sqrt((D / 2) ** 2 + (E / 2) ** 2 - F))(-6, 8, 0),
  'jmm11-ch10-q004': ((c: number[], r: number) => c[0]! ** 2 + c[1]! ** 2 - r * r)([2, -3], Math.hypot(5 - 2, 1 - -3)),
  // circumcentre P from |P|² = |P − A|² for A = (4, 0) and (0, 6): 2 A·P = |A|²
  'jmm11-ch10-q005': ((p) => p[0] ** 2 + p[1] ** 2)(solve2(8, 0, 16, 0, 12, 36)),
  'jmm11-ch10-q006': ((xs) => Math.hypot(xs[1]! - xs[0]!, 3 - xs[1]! - (3 - xs[0]!)))(roots(2, -6, 9 - 9)),
  'jmm11-ch10-q007': ((a) => 2 * Math.sqrt(12 * a))(12 / 4),
  // x² = −16y: focus (0, −a), directrix y = a; check focus–directrix equality at a few points first
  'jmm11-ch10-q008': ((a) => (range(-5, 5).every((x) => Math.abs(Math.hypot(x, -(x * x) / 16 + a) - Math.abs(-(x * x) / 16 - a)) < 1e-9) ? a : NaN))(16 / 4),
  'jmm11-ch10-q009': ((s) => (s.length === 1 ? s[0]! : NaN))(grid(0.001, 50).filter((y) => Math.abs(Math.hypot((y * y) / 8 - 2, y) - 10) < 1e-9)),
  'jmm11-ch10-q010': ((a) => 2 * Math.sqrt(4 * a * a))(9 / (4 * 2)),
  'jmm11-ch10-q011': Math.sqrt(25 - 16) / 5,
  'jmm11-ch10-q012': ((c) =>
    ((t: number) => Math.hypot(6 * Math.cos(t) - c, Math.sqrt(20) * Math.sin(t)) + Math.hypot(6 * Math.cos(t) + c, Math.sqrt(20) * Math.sin(t)))(1))(
    Math.sqrt(36 - 20),
  ),
  'jmm11-ch10-q013': ((c) => 2 * Math.sqrt(4 * (1 - (c * c) / 9)))(Math.sqrt(9 - 4)),
  'jmm11-ch10-q014': ((a) => a * a + (a * a - 16))(4 / 0.8),
  'jmm11-ch10-q015': Math.sqrt(16 + 9) / 4,
  'jmm11-ch10-q016': 5 ** 2 - 3 ** 2,
  'jmm11-ch10-q017': ((c) => 2 * Math.sqrt(16 * ((c * c) / 9 - 1)))(Math.sqrt(9 + 16)),
  'jmm11-ch10-q018': ((t: number) => Math.abs(Math.hypot(4 * Math.cosh(t) - 5, 3 * Math.sinh(t)) - Math.hypot(4 * Math.cosh(t) + 5, 3 * Math.sinh(t))))(0.7),
  // ncert-11-mathematics-ch03 Trigonometric Functions
  'jmm11-ch03-q001': rad(150),
  'jmm11-ch03-q002': deg((3 * Math.PI) / 4),
  'jmm11-ch03-q003': 10 * rad(72),
  'jmm11-ch03-q004': (300 / 60) * 2 * Math.PI,
  'jmm11-ch03-q005': ((m, h) => Math.min(Math.abs(m - h), 360 - Math.abs(m - h)))(20 * 6, 3 * 30 + 20 * 0.5),
  'jmm11-ch03-q006': Math.sin(rad(750)),
  // the second-quadrant angle with sine 3/5
  'jmm11-ch03-q007': Math.tan(Math.PI - Math.asin(3 / 5)),
  'jmm11-ch03-q008': sum([1, 3, 5, 7].map((k) => Math.sin((k * Math.PI) / 8) ** 2)),
  // the fourth-quadrant angle with tangent −4/3
  'jmm11-ch03-q009': 1 / Math.cos(2 * Math.PI + Math.atan(-4 / 3)),
  'jmm11-ch03-q010': Math.max(...grid(0, 7).map((x) => 3 * Math.sin(x) + 4 * Math.cos(x))),
  'jmm11-ch03-q011': Math.abs(range(1, 179).reduce((p, d) => p * Math.cos(rad(d)), 1)),
  'jmm11-ch03-q012': Math.tan(rad(15)),
  'jmm11-ch03-q013': deg(Math.atan(1 / 2) + Math.atan(1 / 3)),
  'jmm11-ch03-q014': Math.cos(Math.asin(3 / 5) + Math.acos(5 / 13)),
  'jmm11-ch03-q015': 8 * Math.cos(rad(20)) * Math.cos(rad(40)) * Math.cos(rad(80)),
  'jmm11-ch03-q016': Math.sin(3 * Math.asin(1 / 3)),
  // ncert-11-mathematics-ch04 Complex Numbers and Quadratic Equations (complex numbers as [re, im])
  'jmm11-ch04-q001': sum([4, 8, 12, 16].map((k) => cpow([0, 1], k)[0])),
  'jmm11-ch04-q002': ((z) => z[0] + z[1])(
    range(1, 102)
      .map((k) => cpow([0, 1], k))
      .reduce((a, b) => [a[0] + b[0], a[1] + b[1]], [0, 0]),
  ),
  'jmm11-ch04-q003': ((p) => p[0] * p[1])(solve2(1, 2, 7, 2, -1, 4)),
  'jmm11-ch04-q004': ((z) => z[0] + z[1])(cmul([2, 3], [4, -1])),
  'jmm11-ch04-q005': cdiv([3, 4], [1, -2])[0],
  'jmm11-ch04-q006': ((s) => (s.length === 1 ? s[0]! : NaN))(
    range(-20, 20).flatMap((p) =>
      range(-20, 20)
        .filter((q) => p > 0 && ((w) => w[0] === -5 && w[1] === 12)(cmul([p, q], [p, q])))
        .map((q) => p + q),
    ),
  ),
  'jmm11-ch04-q007': cpow([1, 1], 8)[0],
  'jmm11-ch04-q008': cabs([6, -8]),
  'jmm11-ch04-q009': cmul([3, 4], [3, -4])[0],
  'jmm11-ch04-q010': cabs(cdiv(cmul([1, 2], [3, -1]), [2, 1])),
  // z + 2 z̄ = 6 − 3i with z = x + iy, z̄ = x − iy: search integer x, y
  'jmm11-ch04-q011': ((s) => (s.length === 1 ? s[0]! : NaN))(
    range(-20, 20).flatMap((x) =>
      range(-20, 20)
        .filter((y) => ((w) => w[0] === 6 && w[1] === -3)([x + 2 * x, y + 2 * -y]))
        .map((y) => x + y),
    ),
  ),
  'jmm11-ch04-q012': ((s) => (s.length === 1 ? s[0]! : NaN))(
    grid(-50, 50)
      .filter((x) => Math.abs(Math.hypot(x, 8) + x - 2) < 1e-9)
      .map((x) => x * x + 64),
  ),
  'jmm11-ch04-q013': deg(Math.atan2(Math.sqrt(3), 1)),
  'jmm11-ch04-q014': deg(Math.atan2(-1, -1)),
  'jmm11-ch04-q015': ((a: C2, b: C2, c: C2) => cabs([b[0] - a[0], b[1] - a[1]]) + cabs([c[0] - b[0], c[1] - b[1]]) + cabs([c[0] - a[0], c[1] - a[1]]))(
    [1, 1],
    [4, 1],
    [4, 5],
  ),
};
const notComputable: Record<string, string> = {};

const allQuestions = loadPacks().flatMap((p) => p.pack.questions);
/** The option codes of a question whose option formula evaluates (texValue) to v. */
const optionsEqual = (code: string, v: number) =>
  Object.fromEntries(
    (allQuestions.find((q) => q.code === code)?.options ?? []).map((o) => [o.code, Math.abs(texValue(o.body) - v) <= 1e-9 * Math.max(1, Math.abs(v))]),
  );

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
    A: sameSet(ab, (x) => x >= 1 && x <= 4),
    B: sameSet(ab, (x) => x > 1 && x <= 4),
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
    A: rs.every(([a, b]) => !(!a || b) === (a || !b)),
    B: rs.every(([a, b]) => !(!a || b) === (!a && b)),
    C: rs.every(([a, b]) => !(!a || b) === (!a && !b)),
    D: rs.every(([a, b]) => !(!a || b) === (a && !b)),
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
    return { A: grid(0, 2).every((x) => r.some((v) => Math.abs(v - x) < 1e-9)), B: eq([0, 1, 2]), C: eq([0, Math.sqrt(3), 2]), D: eq([-2, -1, 0, 1, 2]) };
  })(
    [
      ...new Set(
        range(-10, 10)
          .filter((x) => 4 - x * x >= 0)
          .map((x) => Math.sqrt(4 - x * x)),
      ),
    ].sort((a, b) => a - b),
  ),
  'jmm11-ch02-q015': ((isFn: (r: [number, string][]) => boolean) => ({
    A: isFn([
      [1, 'a'],
      [2, 'a'],
      [3, 'b'],
    ]),
    B: isFn([
      [1, 'a'],
      [1, 'b'],
      [2, 'a'],
      [3, 'b'],
    ]),
    C: isFn([
      [1, 'a'],
      [2, 'b'],
    ]),
    D: isFn([
      [1, 'a'],
      [2, 'b'],
      [3, 'a'],
      [3, 'b'],
    ]),
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
  'jmm11-ch09-q002': optionsEqual('jmm11-ch09-q002', deg(Math.atan2(3 * Math.sqrt(3), 4 - 1))),
  'jmm11-ch09-q011': ((on: (f: (x: number, y: number) => boolean) => boolean) => ({
    A: on((x, y) => Math.abs(y - (3 * x - 1)) < 1e-12),
    B: on((x, y) => Math.abs(y - (3 * x + 1)) < 1e-12),
    C: on((x, y) => Math.abs(3 * y - (x + 5)) < 1e-12),
    D: on((x, y) => Math.abs(y - (-3 * x + 5)) < 1e-12),
  }))((f) => f(1, 2) && f(3, 8)),
  'jmm11-ch09-q017': ((x: number, y: number) => ({ A: 3 * x + 2 * y === 4, B: x - y === 3, C: 2 * x + y === 5, D: y === -x / 2 }))(2, -1),
  'jmm11-ch11-q001': ((p: number[]) => {
    const octants = ['+++', '-++', '--+', '+-+', '++-', '-+-', '---', '+--'];
    const n = octants.indexOf(p.map((v) => (v > 0 ? '+' : '-')).join('')) + 1;
    const roman = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'][n - 1];
    return Object.fromEntries((allQuestions.find((q) => q.code === 'jmm11-ch11-q001')?.options ?? []).map((o) => [o.code, o.body === roman]));
  })([-3, 4, -5]),
  'jmm11-ch11-q004': { A: [0, 3, -2][0] === 0, B: [3, 0, 0][0] === 0, C: [0, 0, 7][0] === 0, D: [2, 0, 5][0] === 0 },
  'jmm11-ch11-q021': ((a: number[], b: number[], c: number[]) => {
    const s = [dist3(a, b) ** 2, dist3(b, c) ** 2, dist3(a, c) ** 2].sort((x, y) => x - y);
    const eq = (x: number, y: number) => Math.abs(x - y) < 1e-9;
    const right = eq(s[0]! + s[1]!, s[2]!);
    const iso = eq(s[0]!, s[1]!) || eq(s[1]!, s[2]!);
    return { A: eq(s[0]!, s[2]!), B: iso && right, C: !iso && s[0]! + s[1]! < s[2]! - 1e-9, D: right && !iso };
  })([1, 2, 3], [2, 3, 7], [5, 0, 7]),
  'jmm11-ch13-q002': ((xs: number[]) => {
    const ys = xs.map((x) => x + 5);
    const rangeOf = (v: number[]) => Math.max(...v) - Math.min(...v);
    const same = (f: (v: number[]) => number) => Math.abs(f(xs) - f(ys)) < 1e-9;
    return { A: same(rangeOf), B: same((v) => mdAbout(v, mean(v))), C: same(variance), D: same(mean) };
  })([3, 8, 1, 12, 7]),
  'jmm11-ch13-q004': ((cvP: number, cvQ: number) => ({ A: cvP < cvQ, B: cvQ < cvP, C: cvP === cvQ, D: false }))(5 / 50, 6 / 40),
  'jmm11-ch13-q025': ((sets: Record<string, number[]>) => {
    const best = Math.max(...Object.values(sets).map(sd));
    return Object.fromEntries(Object.entries(sets).map(([k, v]) => [k, sd(v) === best]));
  })({ A: [4, 5, 6], B: [1, 5, 9], C: [3, 5, 7], D: [5, 5, 5] }),
  'jmm11-ch14-q004': ((ev: Record<string, (a: number, b: number) => boolean>) =>
    Object.fromEntries(Object.entries(ev).map(([k, p]) => [k, count(dice(2), ([a, b]) => p(a!, b!)) === 0])))({
    A: (a, b) => (a + b) % 2 === 0,
    B: (a, b) => a + b === 12,
    C: (a, b) => a * b === 1,
    D: (a, b) => a + b === 13,
  }),
  'jmm11-ch14-q005': ((ev: Record<string, (x: number) => boolean>) => Object.fromEntries(Object.entries(ev).map(([k, p]) => [k, count(range(1, 6), p) === 1])))(
    {
      A: (x) => x === 6,
      B: (x) => x % 2 === 0,
      C: (x) => [2, 3, 5].includes(x) && x > 4,
      D: (x) => x < 2,
    },
  ),
  'jmm11-ch14-q009': ((e: number[][], disjoint: (p: number[], q: number[]) => boolean) => ({
    A: disjoint(e[0]!, e[1]!),
    B: disjoint(e[0]!, e[2]!),
    C: disjoint(e[1]!, e[3]!),
    D: disjoint(e[2]!, e[3]!),
  }))([[1, 2], [3, 4, 5], [2, 4, 6], [6]], (p, q) => !p.some((x) => q.includes(x))),
  'jmm11-ch14-q011': ((cols: Record<string, number[][]>) =>
    Object.fromEntries(Object.entries(cols).map(([k, c]) => [k, range(1, 6).every((x) => count(c, (e) => e.includes(x)) === 1)])))({
    A: [
      [1, 2, 3],
      [3, 4, 5, 6],
    ],
    B: [
      [1, 3, 5],
      [2, 4],
    ],
    C: [
      [1, 2],
      [3, 4],
      [5, 6],
    ],
    D: [[1], [2, 3], [4, 5]],
  }),
  'jmm11-ch12-q012': ((exists: (f: (x: number) => number, a: number) => boolean) => ({
    A: exists((x) => Math.abs(x) / x, 0),
    B: exists((x) => Math.abs(x), 0),
    C: exists((x) => Math.floor(x), 1),
    D: exists((x) => Math.floor(x), 1.5),
  }))((f, a) => Math.abs(left(f, a) - right(f, a)) < 1e-6),
  'jmm11-ch12-q025': ((x: number) =>
    ((d) => ({
      A: Math.abs(d + 1 / Math.sin(x) ** 2) < 1e-6,
      B: Math.abs(d - 1 / Math.cos(x) ** 2) < 1e-6,
      C: Math.abs(d - Math.tan(x) / Math.cos(x)) < 1e-6,
      D: Math.abs(d - Math.tan(x) ** 2) < 1e-6,
    }))(deriv(Math.tan, x)))(0.7),
};

const byCode = new Map(allQuestions.map((q) => [q.code, q]));

describe('jee-main-mathematics-11 keys', () => {
  it('helpers work', () => {
    expect(texValue('$4\\sqrt{3}$')).toBeCloseTo(6.9282, 4);
    expect(texValue('$60^\\circ$')).toBe(60);
    expect(texValue('$\\dfrac{3}{4}$')).toBe(0.75);
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
