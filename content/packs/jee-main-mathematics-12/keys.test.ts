/**
 * Keys of the JEE Main Mathematics (Class 12) pack, recomputed by code (issue #16 §3): every integer and
 * numerical key from the data of its question (counting by brute-force enumeration, matrices and
 * determinants by direct computation, integrals by numerical quadrature), and every single-choice key
 * whose correct option is a number (or a property a program can decide) by computing it and checking
 * that exactly one option matches and that it is the key. Conceptual keys are not marked here; they are
 * re-solved independently.
 */
import { describe, expect, it } from 'vitest';
import { markChecked } from '../../lib/key-checks.ts';
import { loadPacks, recomputeProblems } from '../../lib/packs.ts';

const dir = 'packs/jee-main-mathematics-12/';

// ---- helpers -------------------------------------------------------------------------------
const PI = Math.PI;
const sqrt = Math.sqrt;
const range = (n: number) => [...Array(n).keys()];
const fact = (n: number): number => (n <= 1 ? 1 : n * fact(n - 1));
/** Every function from an n-set to an m-set, as arrays of images. */
const allMaps = (n: number, m: number): number[][] => (n === 0 ? [[]] : allMaps(n - 1, m).flatMap((f) => range(m).map((v) => [...f, v])));
const isOneOne = (f: number[]) => new Set(f).size === f.length;
const isOnto = (f: number[], m: number) => new Set(f).size === m;
/** Relations on an n-set as n×n boolean arrays, all 2^(n²) of them. */
const allRelations = (n: number): boolean[][][] =>
  range(2 ** (n * n)).map((mask) => range(n).map((i) => range(n).map((j) => ((mask >> (i * n + j)) & 1) === 1)));
const reflexive = (r: boolean[][]) => r.every((row, i) => row[i]);
const symmetric = (r: boolean[][]) => r.every((row, i) => row.every((v, j) => v === r[j]![i]));
const transitive = (r: boolean[][]) => r.every((row, i) => row.every((v, j) => !v || r[j]!.every((w, k) => !w || r[i]![k])));
const countRel = (n: number, p: (r: boolean[][]) => boolean) => allRelations(n).filter(p).length;
/** Number of partitions of an n-set into exactly k blocks (restricted growth strings). */
const partitions = (n: number, k: number) => allMaps(n, k).filter((f) => f.every((v, i) => v <= Math.max(-1, ...f.slice(0, i)) + 1) && isOnto(f, k)).length;
const sum = (xs: number[]) => xs.reduce((s, v) => s + v, 0);
const min = (xs: number[]) => xs.reduce((a, b) => Math.min(a, b), Infinity);
const max = (xs: number[]) => xs.reduce((a, b) => Math.max(a, b), -Infinity);
/** n + 1 equally spaced points from a to b. */
const grid = (a: number, b: number, n: number) => range(n + 1).map((i) => a + ((b - a) * i) / n);
/** A root of f in [a, b] where f changes sign. */
const bisect = (f: (x: number) => number, a: number, b: number) => {
  for (let i = 0; i < 200; i++) {
    const m = (a + b) / 2;
    if (Math.sign(f(m)) === Math.sign(f(a))) a = m;
    else b = m;
  }
  return (a + b) / 2;
};
/** The option code of the only true entry (A, B, …), or '?' when not exactly one is true. */
const pick = (flags: boolean[]) => (flags.filter(Boolean).length === 1 ? 'ABCDEFG'[flags.indexOf(true)]! : '?');
/** The option whose interval [lo, hi] equals the range of the values. */
const pickInterval = (vals: number[], opts: number[][]) => pick(opts.map(([lo, hi]) => Math.abs(min(vals) - lo!) < 1e-6 && Math.abs(max(vals) - hi!) < 1e-6));
/** A quadrature result rounded to the nearest integer when within 1e-4 of it (integer keys; Simpson's rule loses accuracy at √x end points). */
const nearInt = (v: number) => (Math.abs(v - Math.round(v)) < 1e-4 ? Math.round(v) : v);
/** Every option code whose flag is true, joined as a multiple-choice key is (A,C). */
const pickAll = (flags: boolean[]) => flags.flatMap((f, i) => (f ? ['ABCDEFG'[i]!] : [])).join(',');
const deg = (r: number) => (r * 180) / PI;
const sub = (u: number[], v: number[]) => u.map((x, i) => x - v[i]!);
const mean = (xs: number[]) => sum(xs) / xs.length;
/** The fraction of the (equally likely) outcomes that satisfy p. */
const frac = <T>(outcomes: T[], p: (o: T) => boolean) => outcomes.filter(p).length / outcomes.length;
/** A bag of balls, one string per ball: balls({ R: 2, B: 1 }) = ['R', 'R', 'B']. */
const balls = (counts: Record<string, number>) => Object.entries(counts).flatMap(([c, n]) => Array<string>(n).fill(c));
/** Every ordered draw of k items without replacement (items are distinct by position). */
const draws = <T>(items: T[], k: number): T[][] =>
  k === 0 ? [[]] : items.flatMap((x, i) => draws([...items.slice(0, i), ...items.slice(i + 1)], k - 1).map((rest) => [x, ...rest]));
/** Classical Runge–Kutta for y' = f(x, y) (y a vector) from (x0, y0) to x1 in n steps; returns y(x1). */
const rk4 = (f: (x: number, y: number[]) => number[], x0: number, y0: number[], x1: number, n = 20000) => {
  const h = (x1 - x0) / n;
  let y = y0;
  const add = (u: number[], v: number[], k: number) => u.map((a, i) => a + k * v[i]!);
  for (let i = 0; i < n; i++) {
    const x = x0 + i * h;
    const k1 = f(x, y);
    const k2 = f(x + h / 2, add(y, k1, h / 2));
    const k3 = f(x + h / 2, add(y, k2, h / 2));
    const k4 = f(x + h, add(y, k3, h));
    y = y.map((a, j) => a + (h / 6) * (k1[j]! + 2 * k2[j]! + 2 * k3[j]! + k4[j]!));
  }
  return y;
};
/**
 * The distance between the lines a + s·b and c + t·d, found by minimising |(a + s b) − (c + t d)|² over (s, t): for
 * fixed s the best t is the projection, so one variable is left and golden-section search finds its minimum.
 */
const lineDistance = (a: number[], b: number[], c: number[], d: number[]) => {
  const at = (s: number) => {
    const p = a.map((x, i) => x + s * b[i]! - c[i]!);
    const t = dot(p, d) / dot(d, d);
    return norm(p.map((x, i) => x - t * d[i]!));
  };
  let lo = -1000;
  let hi = 1000;
  for (let i = 0; i < 200; i++) {
    const m1 = lo + (hi - lo) * 0.382;
    const m2 = lo + (hi - lo) * 0.618;
    if (at(m1) < at(m2)) hi = m2;
    else lo = m1;
  }
  return at((lo + hi) / 2);
};
/** f'(x) by a central difference. */
const deriv = (f: (x: number) => number, x: number, h = 1e-4) => (f(x + h) - f(x - h)) / (2 * h);
/** f'(x) and f''(x) by five-point differences (error of order h⁴). */
const d1 = (f: (x: number) => number, x: number, h = 1e-3) => (-f(x + 2 * h) + 8 * f(x + h) - 8 * f(x - h) + f(x - 2 * h)) / (12 * h);
const d2 = (f: (x: number) => number, x: number, h = 1e-2) => (-f(x + 2 * h) + 16 * f(x + h) - 30 * f(x) + 16 * f(x - h) - f(x - 2 * h)) / (12 * h * h);
/** Simpson's rule on [a, b] with n (even) panels. */
const integrate = (f: (x: number) => number, a: number, b: number, n = 20000) => {
  const h = (b - a) / n;
  let s = f(a) + f(b);
  for (let i = 1; i < n; i++) s += (i % 2 ? 4 : 2) * f(a + i * h);
  return (s * h) / 3;
};
type M = number[][];
const matMul = (a: M, b: M): M => a.map((row) => b[0]!.map((_, j) => row.reduce((s, v, k) => s + v * b[k]![j]!, 0)));
const matPow = (a: M, n: number): M => (n === 1 ? a : matMul(a, matPow(a, n - 1)));
const transpose = (a: M): M => a[0]!.map((_, j) => a.map((row) => row[j]!));
const det = (a: M): number =>
  a.length === 1 ? a[0]![0]! : a[0]!.reduce((s, v, j) => s + (j % 2 ? -1 : 1) * v * det(a.slice(1).map((row) => row.filter((_, k) => k !== j))), 0);
const isSkew = (a: M) => a.every((row, i) => row.every((v, j) => v === -a[j]![i]!));
/** The inverse of a 2×2 matrix by the adjugate, verified by multiplying back. */
const inverse2 = (a: M): M => {
  const d = det(a);
  const inv = [
    [a[1]![1]! / d, -a[0]![1]! / d],
    [-a[1]![0]! / d, a[0]![0]! / d],
  ];
  const id = matMul(a, inv);
  if (!id.every((row, i) => row.every((v, j) => Math.abs(v - (i === j ? 1 : 0)) < 1e-12))) throw new Error('not an inverse');
  return inv;
};
const minorMatrix = (a: M, i: number, j: number): M => a.filter((_, r) => r !== i).map((row) => row.filter((_, c) => c !== j));
/** The cofactor of entry (i, j), 0-based. */
const cofactor = (a: M, i: number, j: number) => ((i + j) % 2 ? -1 : 1) * det(minorMatrix(a, i, j));
const adjugate = (a: M): M => transpose(a.map((row, i) => row.map((_, j) => cofactor(a, i, j))));
/** Cramer's rule for a square system a·x = b. */
const cramer = (a: M, b: number[]) => a.map((_, j) => det(a.map((row, i) => row.map((v, k) => (k === j ? b[i]! : v)))) / det(a));
/** Area of a triangle from the determinant formula. */
const triArea = (p: number[], q: number[], r: number[]) =>
  Math.abs(
    det([
      [p[0]!, p[1]!, 1],
      [q[0]!, q[1]!, 1],
      [r[0]!, r[1]!, 1],
    ]),
  ) / 2;
const trace = (a: M) => a.reduce((s, row, i) => s + row[i]!, 0);
const dot = (u: number[], v: number[]) => u.reduce((s, x, i) => s + x * v[i]!, 0);
const cross = (u: number[], v: number[]) => [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
const norm = (u: number[]) => sqrt(dot(u, u));
/** ch10: a vector of length 5 at angle t to (3, 0, 0) in the xy-plane, and the angle t for which |a + b| = 7. */
const vecAt = (t: number) => [5 * Math.cos(t), 5 * Math.sin(t), 0];
const abAngle = bisect((t) => norm([3 + vecAt(t)[0]!, vecAt(t)[1]!, 0]) - 7, 0, PI);

/**

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
  'ch01-relations-and-functions.json',
  'ch02-inverse-trigonometric-functions.json',
  'ch03-matrices.json',
  'ch04-determinants.json',
  'ch05-continuity-and-differentiability.json',
  'ch06-application-of-derivatives.json',
  'ch07-integrals.json',
  'ch08-application-of-integrals.json',
  'ch09-differential-equations.json',
  'ch10-vector-algebra.json',
  'ch11-three-dimensional-geometry.json',
  'ch13-probability.json',
].map((f) => dir + f);

// ---- integer and numerical keys ------------------------------------------------------------
const recomputed: Record<string, number> = {
  // ncert-12-mathematics-ch01 Relations and Functions
  'jmm12-ch01-q001': countRel(3, reflexive),
  'jmm12-ch01-q002': countRel(4, symmetric),
  'jmm12-ch01-q003': countRel(3, (r) => reflexive(r) && symmetric(r)),
  'jmm12-ch01-q004': countRel(2, transitive),
  'jmm12-ch01-q007': new Set(range(100).map((a) => (((a - 50) % 5) + 5) % 5)).size,
  'jmm12-ch01-q008': countRel(4, (r) => reflexive(r) && symmetric(r) && transitive(r)),
  'jmm12-ch01-q009': range(10).flatMap((a) => range(10).filter((b) => (a - b) % 3 === 0)).length,
  'jmm12-ch01-q010': allRelations(4)
    .filter((r) => r[0]![1] && r[1]![2] && reflexive(r) && symmetric(r) && transitive(r))
    .map((r) => r.flat().filter(Boolean).length)
    .reduce((a, b) => Math.min(a, b)),
  'jmm12-ch01-q011': partitions(5, 2),
  'jmm12-ch01-q013': ((f: (x: number) => number) => f(f(4)))((x) => (3 * x + 2) / (5 * x - 3)),
  'jmm12-ch01-q014': ((f: (x: number) => number) =>
    range(2001)
      .map((i) => -100 + i / 10)
      .find((x) => x !== -3 && Math.abs(f(x) - 1) < 1e-9)!)((x) => (2 * x - 1) / (x + 3)),
  'jmm12-ch01-q016': 1 / range(20).reduce((x) => x / (1 + x), 1),
  'jmm12-ch01-q017': ((f: (x: number) => number) => {
    const h = 1e-6;
    const x0 = 1;
    return f(x0) === 3 ? (2 * h) / (f(x0 + h) - f(x0 - h)) : NaN;
  })((x) => x ** 3 + x + 1),
  'jmm12-ch01-q018': allMaps(3, 5).filter(isOneOne).length,
  'jmm12-ch01-q019': allMaps(4, 3).filter((f) => isOnto(f, 3)).length,
  'jmm12-ch01-q022': allMaps(5, 5).filter((f) => isOneOne(f) && f.every((v, i) => v !== i)).length,
  'jmm12-ch01-q023': allMaps(4, 4).filter((f) => f.every((v, i) => f[v] === i)).length,
  'jmm12-ch01-q024': countRel(3, (r) => reflexive(r) && transitive(r)),
  // ncert-12-mathematics-ch02 Inverse Trigonometric Functions
  'jmm12-ch02-q008': Math.asin(Math.sin(10)),
  'jmm12-ch02-q009': Math.acos(Math.cos(5)),
  'jmm12-ch02-q010': Math.sin(Math.acos(3 / 5)),
  'jmm12-ch02-q011': PI / (Math.atan(1 / 2) + Math.atan(1 / 3)),
  'jmm12-ch02-q013': Math.cos(2 * Math.asin(1 / 3)),
  'jmm12-ch02-q014': Math.tan(2 * Math.atan(1 / 5) - PI / 4),
  'jmm12-ch02-q015': 1 / bisect((x) => Math.atan(2 * x) + Math.atan(3 * x) - PI / 4, 1e-9, 10),
  'jmm12-ch02-q016': ((t: number) => {
    for (let q = 1; q < 1000; q++) {
      const p = Math.round(t * q);
      if (Math.abs(t - p / q) < 1e-9) return p + q;
    }
    return NaN;
  })(Math.tan(sum(range(10).map((i) => Math.atan(1 / ((i + 1) ** 2 + (i + 1) + 1)))))),
  'jmm12-ch02-q017': (Math.atan(1) + Math.atan(2) + Math.atan(3)) / PI,
  'jmm12-ch02-q020': ((xs: number[]) => min(xs) + max(xs))(grid(-20, 20, 40000).filter((x) => Math.abs((x - 3) / 2) <= 1 + 1e-12)),
  'jmm12-ch02-q021': range(201)
    .map((i) => i - 100)
    .filter((x) => x > 0 && Math.abs(Math.log2(x / 2)) <= 1).length,
  'jmm12-ch02-q023': ((g: number[]) => max(g) / min(g))(grid(-1, 1, 200000).map((x) => Math.asin(x) ** 2 + Math.acos(x) ** 2)),
  // ncert-12-mathematics-ch08 Application of Integrals: each area as the integral of the height of the region over x (or y)
  'jmm12-ch08-q001': integrate((x) => x * x, 0, 3),
  'jmm12-ch08-q003': integrate((x) => 2 * x + 1, 0, 2),
  'jmm12-ch08-q004': integrate((x) => sqrt(Math.max(0, 16 - x * x)), 0, 4),
  'jmm12-ch08-q005': integrate((x) => 1 / x, 1, Math.E ** 2),
  'jmm12-ch08-q006': 4 * integrate((x) => 2 * sqrt(Math.max(0, 1 - (x * x) / 9)), 0, 3),
  'jmm12-ch08-q007': integrate((x) => Math.abs(x - 2), 0, 5),
  'jmm12-ch08-q008': integrate((x) => Math.abs(Math.sin(x)), 0, 2 * PI),
  'jmm12-ch08-q010': integrate((x) => Math.max(0, 4 - x * x), -3, 3),
  'jmm12-ch08-q011': integrate((x) => Math.max(0, 2 * sqrt(x) - 2 * x), 0, 2),
  'jmm12-ch08-q012': integrate((x) => Math.max(0, x + 2 - x * x), -3, 4),
  'jmm12-ch08-q013': integrate((x) => Math.max(0, x - x ** 3), 0, 2),
  'jmm12-ch08-q014': nearInt(integrate((x) => Math.max(0, sqrt(12 * x) - (x * x) / 12), 0, 20)),
  'jmm12-ch08-q015': integrate((x) => 2 * Math.min(sqrt(2 * x), sqrt(Math.max(0, 8 - x * x))), 0, 2 * sqrt(2)),
  'jmm12-ch08-q016': integrate((x) => Math.max(0, (8 - x) / 2), 0, 10),
  'jmm12-ch08-q017': integrate((x) => Math.max(0, Math.log(x)), 0, Math.E),
  'jmm12-ch08-q018': integrate((x) => Math.max(0, 4 - x * x), 0, 3),
  'jmm12-ch08-q019': integrate((y) => Math.max(0, 9 - y * y), -5, 5),
  'jmm12-ch08-q020': integrate((x) => Math.max(0, Math.abs(x) + 2 - x * x), -3, 3),
  'jmm12-ch08-q021': 6 * integrate((x) => Math.min(x * x + 1, x + 1), 0, 2),
  'jmm12-ch08-q022': integrate((x) => Math.abs(x * (x - 1) * (x - 2)), 0, 2),
  // ncert-12-mathematics-ch03 Matrices
  'jmm12-ch03-q001': range(12).filter((i) => 12 % (i + 1) === 0).length,
  'jmm12-ch03-q002': sum([1, 2].flatMap((i) => [1, 2, 3].map((j) => i + 2 * j))),
  'jmm12-ch03-q003': allMaps(4, 3).filter((f) => f[0]! - 1 + (f[3]! - 1) === 0).length,
  'jmm12-ch03-q005': trace(
    matPow(
      [
        [1, 0, 0],
        [0, 2, 0],
        [0, 0, 3],
      ],
      4,
    ),
  ),
  'jmm12-ch03-q006': allMaps(9, 2).filter((f) => f[3] === 0 && f[6] === 0 && f[7] === 0).length,
  'jmm12-ch03-q007': matPow(
    [
      [1, 2],
      [0, 1],
    ],
    10,
  )[0]![1]!,
  'jmm12-ch03-q008': sum(
    matMul(
      [
        [1, 2],
        [3, 4],
      ],
      [
        [2, 0],
        [1, 3],
      ],
    ).flat(),
  ),
  'jmm12-ch03-q009': ((a: M) => {
    const lhs = matMul(a, a).map((row, i) => row.map((v, j) => v + (i === j ? 5 : 0)));
    const k = lhs[0]![0]! / a[0]![0]!;
    return lhs.every((row, i) => row.every((v, j) => v === k * a[i]![j]!)) ? k : NaN;
  })([
    [1, 2],
    [-1, 3],
  ]),
  'jmm12-ch03-q010': sum(
    matPow(
      [
        [1, 1],
        [1, 1],
      ],
      5,
    ).flat(),
  ),
  'jmm12-ch03-q013': ((a: M) => sum(a.flatMap((row, i) => row.map((v, j) => ((v - a[j]![i]!) / 2) ** 2))))([
    [1, 2, 3],
    [4, 5, 6],
    [7, 8, 9],
  ]),
  'jmm12-ch03-q014': ((sols: number[][]) => (sols.length === 1 ? sols[0]![0]! * sols[0]![1]! * sols[0]![2]! : NaN))(
    allMaps(3, 21)
      .map((f) => f.map((v) => v - 10))
      .filter(([a, b, c]) =>
        isSkew([
          [0, a!, 3],
          [2, 0, b!],
          [c!, -1, 0],
        ]),
      ),
  ),
  'jmm12-ch03-q015': allMaps(9, 3).filter((f) => isSkew([f.slice(0, 3), f.slice(3, 6), f.slice(6)].map((r) => r.map((v) => v - 1)))).length,
  'jmm12-ch03-q017': sum(
    inverse2([
      [2, 1],
      [5, 3],
    ]).flat(),
  ),
  'jmm12-ch03-q018': ((a: M) => {
    const inv = inverse2(a);
    const alpha = inv[0]![1]! / a[0]![1]!;
    const beta = inv[0]![0]! - alpha * a[0]![0]!;
    return inv.every((row, i) => row.every((v, j) => Math.abs(v - alpha * a[i]![j]! - (i === j ? beta : 0)) < 1e-12)) ? alpha + beta : NaN;
  })([
    [1, 2],
    [3, 4],
  ]),
  'jmm12-ch03-q019': sum(
    matPow(
      [
        [3, -4],
        [1, -1],
      ],
      50,
    ).flat(),
  ),
  'jmm12-ch03-q020': ((a: M) => trace(matMul(transpose(a), a)))([
    [1, 2],
    [3, 4],
    [5, 6],
  ]),
  'jmm12-ch03-q021': allMaps(4, 3).filter((f) =>
    ((a: M) =>
      matMul(a, a)
        .flat()
        .every((v, i) => v === f[i]))([f.slice(0, 2), f.slice(2)]),
  ).length,
  // ncert-12-mathematics-ch10 Vector Algebra
  'jmm12-ch10-q001': norm([2, -3, 6]),
  'jmm12-ch10-q002': sum([1, 2, 2].map((x) => x / norm([1, 2, 2]))),
  'jmm12-ch10-q003': deg(Math.acos(sqrt((1 - Math.cos(PI / 4) ** 2) / 2))),
  'jmm12-ch10-q005': range(41)
    .map((i) => i - 20)
    .find((l) => norm(cross([2, 3, -1], [l, -6, 2])) === 0)!,
  'jmm12-ch10-q007': norm([4 - 1, 6 - 2, 3 - 3]),
  'jmm12-ch10-q008': sum([1, 1, 1].map((a, i) => a + [5, 6, 5][i]! - [3, 2, 4][i]!)),
  'jmm12-ch10-q009': norm([1, -2, 2].map((x) => -4 * x)),
  'jmm12-ch10-q010': sum([2, -1, 4].map((a, i) => (2 * [8, 5, 1][i]! + 1 * a) / 3)),
  'jmm12-ch10-q011': ((q: number[]) => (Math.abs(norm(sub(q, [1, 2, 3])) - 3 * norm(sub(q, [3, 4, 5]))) < 1e-12 ? sum(q) : NaN))(
    [1, 2, 3].map((a, i) => (3 * [3, 4, 5][i]! - a) / 2),
  ),
  'jmm12-ch10-q012': (9 * 2) / norm([2, -1, 2]),
  'jmm12-ch10-q013': dot([2, 3, -1], [1, -1, 4]),
  'jmm12-ch10-q014': deg(Math.acos(dot([1, 1, 0], [0, 1, 1]) / (norm([1, 1, 0]) * norm([0, 1, 1])))),
  'jmm12-ch10-q015': bisect((l) => dot([2, l, 1], [1, -2, 3]), -100, 100),
  'jmm12-ch10-q016': dot([2, 3, 2], [1, 2, 1]) / norm([1, 2, 1]),
  'jmm12-ch10-q017': ((t: number) => norm(cross([3, 0, 0], [4 * Math.cos(t), 4 * Math.sin(t), 0])) ** 2)(Math.acos(6 / 12)),
  'jmm12-ch10-q018': norm(cross([1, 2, 3], [3, -2, 1])),
  'jmm12-ch10-q019': ((a: number[], b: number[]) => ((c: number[]) => dot(a, b) + dot(b, c) + dot(c, a))(a.map((x, i) => -x - b[i]!)))(
    [3, 0, 0],
    vecAt(abAngle),
  ),
  'jmm12-ch10-q020': deg(abAngle),
  'jmm12-ch10-q021': Math.abs(
    det([
      [1, 1, 1],
      [1, -1, 1],
      [1, 2, -1],
    ]),
  ),
  // ncert-12-mathematics-ch13 Probability: by enumerating equally likely outcomes where the question has them
  'jmm12-ch13-q002': 0.2 / 0.4,
  'jmm12-ch13-q005': frac(draws(balls({ W: 4, B: 6 }), 3), (d) => d.join('') === 'WBW'),
  'jmm12-ch13-q007': 0.3 + 0.4 - 0.3 * 0.4,
  'jmm12-ch13-q008': sum(
    allMaps(3, 2)
      .filter((f) => f.includes(1))
      .map((f) => f.reduce((p, hit, i) => p * (hit ? [1 / 2, 1 / 3, 1 / 4][i]! : 1 - [1 / 2, 1 / 3, 1 / 4][i]!), 1)),
  ),
  'jmm12-ch13-q009': allMaps(6, 2).filter((f) =>
    ((b: number[]) => Math.abs(b.filter((x) => x % 2 === 0).length / 6 - (1 / 2) * (b.length / 6)) < 1e-12)(
      range(6)
        .filter((i) => f[i])
        .map((i) => i + 1),
    ),
  ).length,
  'jmm12-ch13-q011': (0.4 * 0.05) / (0.6 * 0.02 + 0.4 * 0.05),
  'jmm12-ch13-q012': ((bags: string[][]) => {
    const joint = bags.map((b) => 0.5 * frac(draws(b, 1), (d) => d[0] === 'R'));
    return joint[0]! / sum(joint);
  })([balls({ R: 3, B: 2 }), balls({ R: 2, B: 4 })]),
  'jmm12-ch13-q013': (0.01 * 0.99) / (0.01 * 0.99 + 0.99 * 0.02),
  'jmm12-ch13-q014': ((bag1: string[], bag2: string[]) => mean(bag1.map((moved) => frac(draws([...bag2, moved], 1), (d) => d[0] === 'R'))))(
    balls({ R: 3, B: 2 }),
    balls({ R: 2, B: 4 }),
  ),
  'jmm12-ch13-q015': mean([1, 2, 3, 4, 5, 6]),
  'jmm12-ch13-q016': ((xs: number[]) => sum(xs.map((x) => (x * x) / sum(xs))))([1, 2, 3, 4]),
  'jmm12-ch13-q017': ((xs: number[]) => mean(xs.map((x) => x * x)) - mean(xs) ** 2)(allMaps(2, 6).map((f) => f.filter((v) => v === 5).length)),
  'jmm12-ch13-q018': mean(draws([1, 2, 3, 4, 5], 2).map((d) => Math.max(...d))),
  'jmm12-ch13-q019': mean(allMaps(4, 2).map((f) => (f.indexOf(1) === -1 ? 4 : Math.min(f.indexOf(1) + 1, 4)))),
  // ncert-12-mathematics-ch09 Differential Equations: each initial-value problem integrated numerically (RK4) from its initial condition
  'jmm12-ch09-q005': rk4((x) => [2 * x], 1, [3], 3)[0]!,
  'jmm12-ch09-q006': rk4((_x, [y]) => [y!], 0, [2], 1)[0]!,
  'jmm12-ch09-q007': rk4((_x, [y, p]) => [p!, 3 * p! - 2 * y!], 0, [1, 3], Math.log(2))[0]!,
  'jmm12-ch09-q009': rk4((x, [y]) => [x / y!], 0, [3], 4)[0]!,
  'jmm12-ch09-q010': rk4((_x, [y]) => [1 + y! * y!], 0, [0], PI / 4)[0]!,
  'jmm12-ch09-q011': rk4((x, [y]) => [Math.exp(x - y!)], 0, [Math.log(2)], Math.log(3))[0]!,
  'jmm12-ch09-q012': rk4((x, [y]) => [(x + y!) / x], 1, [0], Math.E)[0]!,
  'jmm12-ch09-q013': rk4((x, [y]) => [(x * x + y! * y!) / (2 * x * y!)], 1, [2], 3)[0]!,
  'jmm12-ch09-q014': Math.log(Math.exp(integrate((t) => 2 / t, 1, 3))) / Math.log(3),
  'jmm12-ch09-q015': rk4((_x, [y]) => [1 - y!], 0, [0], Math.log(4))[0]!,
  'jmm12-ch09-q016': rk4((x, [y]) => [(x * x - 2 * y!) / x], 1, [1], 2)[0]!,
  'jmm12-ch09-q017': rk4((x, [y]) => [2 * Math.sin(x) + y! * Math.tan(x)], 0, [0], PI / 3)[0]!,
  'jmm12-ch09-q018': rk4((_x, [y]) => [y! * (1 - y!)], 0, [0.5], Math.log(3))[0]!,
  // ncert-12-mathematics-ch04 Determinants
  'jmm12-ch04-q001': det([
    [3, -2],
    [4, 5],
  ]),
  'jmm12-ch04-q002': det([
    [1, 2, 3],
    [0, 4, 5],
    [0, 0, 6],
  ]),
  'jmm12-ch04-q003': det([
    [2, 1, 3],
    [1, 0, -1],
    [4, 2, 1],
  ]),
  'jmm12-ch04-q004': range(100).find(
    (x) =>
      x > 0 &&
      det([
        [x, 2],
        [8, x],
      ]) === 0,
  )!,
  'jmm12-ch04-q006': det([
    [1, 1, 1],
    [1, 2, 4],
    [1, 4, 16],
  ]),
  'jmm12-ch04-q007': triArea([0, 0], [4, 0], [0, 6]),
  'jmm12-ch04-q008': triArea([1, 2], [-2, 3], [4, -1]),
  'jmm12-ch04-q009': range(101)
    .map((i) => i - 50)
    .find((k) => triArea([1, k], [3, 5], [5, 9]) === 0)!,
  'jmm12-ch04-q010': sum(
    range(201)
      .map((i) => i - 100)
      .filter((k) => triArea([k, 0], [4, 0], [0, 2]) === 4),
  ),
  'jmm12-ch04-q011': cofactor(
    [
      [1, 2, 3],
      [4, 5, 6],
      [7, 8, 10],
    ],
    1,
    2,
  ),
  'jmm12-ch04-q012': ((a: M) => sum(range(3).map((j) => a[0]![j]! * cofactor(a, 1, j))))([
    [1, 2, 3],
    [4, 5, 6],
    [7, 8, 10],
  ]),
  'jmm12-ch04-q013': ((dets: number[]) => (dets.every((d) => d === dets[0]) ? dets[0]! : NaN))(
    [
      [
        [5, 0, 0],
        [0, 1, 0],
        [0, 0, 1],
      ],
      [
        [1, 2, 0],
        [0, 1, 3],
        [1, 0, 7],
      ],
    ].map((a) => (det(a) === 5 ? det(adjugate(a)) : NaN)),
  ),
  'jmm12-ch04-q014': ((a: M) => adjugate(a)[0]![0]! / det(a))([
    [1, 2, 3],
    [0, 1, 4],
    [5, 6, 0],
  ]),
  'jmm12-ch04-q015': ((xy: number[]) => xy[0]! + 2 * xy[1]!)(
    cramer(
      [
        [2, 1],
        [1, -1],
      ],
      [5, 1],
    ),
  ),
  'jmm12-ch04-q016': range(101)
    .map((i) => i - 50)
    .find(
      (k) =>
        det([
          [1, 1, 1],
          [1, 2, 3],
          [1, 3, k],
        ]) === 0,
    )!,
  'jmm12-ch04-q017': ((v: number[]) => v[0]! + 2 * v[1]! + 3 * v[2]!)(
    cramer(
      [
        [1, 1, 1],
        [1, -1, 1],
        [2, 1, -1],
      ],
      [6, 2, 1],
    ),
  ),
  // ncert-12-mathematics-ch11 Three Dimensional Geometry
  'jmm12-ch11-q001': sum([2, -1, 2].map((x) => x / norm([2, -1, 2]))),
  'jmm12-ch11-q002': deg(Math.acos(sqrt(1 - Math.cos(PI / 2) ** 2 - Math.cos(PI / 3) ** 2))),
  'jmm12-ch11-q003': 13 * sum(sub([4, 6, 15], [1, 2, 3]).map((x) => x / norm(sub([4, 6, 15], [1, 2, 3])))),
  'jmm12-ch11-q004': ((ab: number[], ac: number[]) => (norm(cross(ab, ac)) === 0 ? dot(ac, ab) / dot(ab, ab) : NaN))(
    sub([1, -2, 3], [2, 3, -4]),
    sub([3, 8, -11], [2, 3, -4]),
  ),
  'jmm12-ch11-q005': ((t: number) => 1 + 2 * t + (-2 + 3 * t))(bisect((t) => 3 + 6 * t - 15, -100, 100)),
  'jmm12-ch11-q006': norm(
    sub(
      [1, 2, -1].map((a, i) => a + 3 * [2, -1, 2][i]!),
      [1, 2, -1],
    ),
  ),
  'jmm12-ch11-q007': ((p: (t: number) => number[]) => min(grid(-10, 10, 200000).map((t) => dot(p(t), p(t)))))((t) => [3 + t, 1 + t, 2 + t]),
  'jmm12-ch11-q008': deg(Math.acos(dot([1, 1, 0], [1, 0, 1]) / (norm([1, 1, 0]) * norm([1, 0, 1])))),
  'jmm12-ch11-q009': bisect((k) => dot([2, k, 3], [1, 2, -2]), -100, 100),
  'jmm12-ch11-q010': (9 * Math.abs(dot([1, 2, 2], [2, 2, 1]))) / (norm([1, 2, 2]) * norm([2, 2, 1])),
  'jmm12-ch11-q012': lineDistance([0, 0, 0], [1, 0, 0], [0, 3, 4], [1, 0, 0]),
  'jmm12-ch11-q013': lineDistance([1, 2, 3], [1, -3, 2], [4, 5, 6], [2, 3, 1]),
  'jmm12-ch11-q014': lineDistance([1, 2, 3], [2, 3, 4], [4, 1, 0], [5, 2, 1]),
  'jmm12-ch11-q015': lineDistance([1, 0, 2], [2, 3, 6], [3, 2, 1], [2, 3, 6]),
  // ncert-12-mathematics-ch06 Application of Derivatives: derivatives by central differences, extrema by a fine grid
  'jmm12-ch06-q001': deriv((t) => PI * (4 + 0.5 * t) ** 2, 0),
  'jmm12-ch06-q002': deriv((t) => t ** 3 - 6 * t ** 2 + 9 * t, 2),
  'jmm12-ch06-q003': deriv((t) => Math.cbrt((3 * ((4 / 3) * PI * 125 + 100 * t)) / (4 * PI)), 0),
  'jmm12-ch06-q004': -deriv((t) => sqrt(25 - (3 + 0.3 * t) ** 2), 0),
  'jmm12-ch06-q005': deriv((x) => x ** 3 / 3 - 2 * x ** 2 + 10 * x + 5, 6),
  'jmm12-ch06-q007': range(101).find((k) => grid(-20, 20, 4000).every((x) => deriv((t) => t ** 3 - 6 * t ** 2 + k * t + 1, x) >= -1e-6))!,
  'jmm12-ch06-q008': range(41)
    .map((i) => i - 20)
    .filter((x) => deriv((t) => 2 * t ** 3 - 15 * t ** 2 + 36 * t + 1, x) <= 1e-6).length,
  'jmm12-ch06-q009': max(grid(-5, 20, 250000).map((x) => x * Math.exp(-x))),
  'jmm12-ch06-q010': min(grid(-10, 10, 200000).map((x) => x * x - 4 * x + 7)),
  'jmm12-ch06-q011': ((f: (x: number) => number) => {
    const xs = grid(-10, 10, 200000);
    const peaks = xs.filter((x, i) => i > 0 && i < xs.length - 1 && f(x) > f(xs[i - 1]!) && f(x) > f(xs[i + 1]!));
    return peaks.length === 1 ? f(peaks[0]!) : NaN;
  })((x) => x ** 3 - 3 * x + 2),
  'jmm12-ch06-q012': max(grid(0, 20, 200000).map((x) => x * (20 - x))),
  'jmm12-ch06-q013': max(grid(0, 6, 600000).map((x) => x * (12 - 2 * x) ** 2)),
  'jmm12-ch06-q014': max(grid(0, PI, 100000).map((x) => Math.sin(x) + Math.cos(x))),
  'jmm12-ch06-q015': min(grid(1, 3, 200000).map((x) => 2 * x ** 3 - 9 * x ** 2 + 12 * x)),
  'jmm12-ch06-q016': sqrt(min(grid(-5, 5, 200000).map((x) => x * x + (x * x - 3) ** 2))),
  // ncert-12-mathematics-ch07 Integrals: every integral by Simpson's rule on the integrand as given
  'jmm12-ch07-q001': 1 + integrate((x) => 3 * x * x + 2, 0, 2),
  'jmm12-ch07-q002': integrate(Math.exp, 0, 1),
  'jmm12-ch07-q003': integrate((x) => 2 * x * (x * x + 1) ** 3, 0, 1),
  'jmm12-ch07-q004': integrate((x) => Math.sin(x) ** 3 * Math.cos(x), 0, PI / 2),
  'jmm12-ch07-q005': integrate((x) => Math.log(x) ** 2 / x, 1, Math.E),
  'jmm12-ch07-q006': integrate((x) => 1 / (1 + x * x), 0, 1),
  'jmm12-ch07-q007': integrate((x) => 1 / (x * x + 9), 0, 3),
  'jmm12-ch07-q008': integrate((x) => 1 / sqrt(1 - x * x), 0, 0.5),
  'jmm12-ch07-q009': integrate((x) => 1 / (x * (x - 1)), 2, 3),
  'jmm12-ch07-q010': integrate((x) => (2 * x + 3) / ((x + 1) * (x + 2)), 0, 1),
  'jmm12-ch07-q011': integrate((x) => x * Math.exp(x), 0, 1),
  'jmm12-ch07-q012': integrate((x) => x * Math.log(x), 1, Math.E),
  'jmm12-ch07-q013': ((n: number) => sum(range(n).map((i) => (i + 1) ** 3 / n ** 4)))(100000),
  'jmm12-ch07-q014': integrate((x) => 3 * x * x - 1, 1, 2),
  'jmm12-ch07-q015': deriv((x) => integrate((t) => t * t + 1, 0, x, 2000), 3),
  'jmm12-ch07-q016': integrate((x) => x ** 3 + x * Math.cos(x) + 2, -1, 1),
  'jmm12-ch07-q017': integrate((x) => Math.abs(x - 1), 0, 2),
  'jmm12-ch07-q018': integrate((x) => (x * Math.sin(x)) / (1 + Math.cos(x) ** 2), 0, PI),
  // ncert-12-mathematics-ch05 Continuity and Differentiability: derivatives by five-point differences
  'jmm12-ch05-q001': range(41)
    .map((i) => i - 20)
    .find((k) => Math.abs(k * 2 + 1 - (3 * (2 + 1e-9) - 1)) < 1e-6)!,
  'jmm12-ch05-q002': ((xs: number[]) => xs.filter((x, i) => i > 0 && Math.floor(x) !== Math.floor(xs[i - 1]!)).length)(grid(0.0005, 4.9995, 4999)),
  'jmm12-ch05-q003': d1((x) => (x * x + 1) ** 5, 1),
  'jmm12-ch05-q004': ((f: (x: number) => number) =>
    grid(-10, 10, 2000).filter((x) => Math.abs((f(x + 1e-6) - f(x)) / 1e-6 - (f(x) - f(x - 1e-6)) / 1e-6) > 0.5).length)(
    (x) => Math.abs(x - 1) + Math.abs(x - 2) + Math.abs(x - 3),
  ),
  'jmm12-ch05-q005': d1((x) => Math.exp(2 * x), 0),
  'jmm12-ch05-q006': d1((x) => Math.log(x * x + 3), 1),
  'jmm12-ch05-q007': d1((x) => x ** x, 2),
  'jmm12-ch05-q008': d1((x) => (x + 1) * (x + 2) * (x + 3), 0),
  'jmm12-ch05-q009': d1((x) => x ** Math.sin(x), PI / 2),
  'jmm12-ch05-q010': d1((t) => t ** 3, 2) / d1((t) => t ** 2, 2),
  'jmm12-ch05-q011': d1((t) => 3 * Math.sin(t), PI / 4) / d1((t) => 2 * Math.cos(t), PI / 4),
  'jmm12-ch05-q012': d1((t) => Math.exp(t) * Math.sin(t), 0) / d1((t) => Math.exp(t) * Math.cos(t), 0),
  'jmm12-ch05-q013': d2((x) => x ** 4, 2),
  'jmm12-ch05-q014': ((y: (x: number) => number) => {
    const [a, b] = cramer(
      [
        [d1(y, 0), y(0)],
        [d1(y, 1), y(1)],
      ],
      [-d2(y, 0), -d2(y, 1)],
    );
    return a! - b!;
  })((x) => Math.exp(2 * x) + Math.exp(-3 * x)),
  'jmm12-ch05-q015': d2((x) => Math.sin(Math.log(x)), 1),
  'jmm12-ch05-q016': ((x: (t: number) => number, y: (t: number) => number) => d1((t) => d1(y, t) / d1(x, t), 0.25) / d1(x, 0.25))(
    (t) => t * t,
    (t) => t ** 3,
  ),
};
const notComputable: Record<string, string> = {
  'jmm12-ch09-q001': 'order and degree are read off the equation; re-solved independently',
  'jmm12-ch09-q002': 'the order of the equation of a family of curves; re-solved independently',
};

// ---- numerical single-choice keys: [code, computed value of the correct option, relative tolerance?]
const choiceChecks: [string, number, number?][] = [
  // ncert-12-mathematics-ch01
  ['jmm12-ch01-q012', ((x: number) => (2 * x + 3) ** 2 - 1)(1)],
  // ncert-12-mathematics-ch02
  ['jmm12-ch02-q001', Math.asin(-1 / 2)],
  ['jmm12-ch02-q002', Math.acos(-sqrt(3) / 2)],
  ['jmm12-ch02-q003', Math.atan(-1)],
  ['jmm12-ch02-q004', Math.acos(1 / 2) + 2 * Math.asin(1 / 2)],
  ['jmm12-ch02-q005', Math.asin(Math.sin((2 * PI) / 3))],
  ['jmm12-ch02-q006', Math.acos(Math.cos((7 * PI) / 6))],
  ['jmm12-ch02-q007', Math.atan(Math.tan((3 * PI) / 4))],
  // ncert-12-mathematics-ch08
  ['jmm12-ch08-q002', integrate((x) => sqrt(x), 0, 4), 0.001],
  ['jmm12-ch08-q009', integrate((x) => Math.max(0, x - x * x), 0, 2), 0.001],
  // ncert-12-mathematics-ch13
  [
    'jmm12-ch13-q001',
    frac(
      allMaps(2, 6).filter((f) => f[0]! + f[1]! + 2 === 8),
      (f) => f.every((v) => (v + 1) % 2 === 0),
    ),
  ],
  [
    'jmm12-ch13-q003',
    frac(
      ['BB', 'BG', 'GB', 'GG'].filter((k) => k.includes('B')),
      (k) => k === 'BB',
    ),
  ],
  ['jmm12-ch13-q004', frac(draws(balls({ R: 5, B: 3 }), 2), (d) => d.join('') === 'RR')],
  ['jmm12-ch13-q006', 0.6 * 0.5],
  // ncert-12-mathematics-ch04 (a 3×3 matrix with determinant 3)
  [
    'jmm12-ch04-q005',
    ((a: M) => (det(a) === 3 ? det(a.map((row) => row.map((v) => 2 * v))) : NaN))([
      [3, 1, 2],
      [0, 1, 4],
      [0, 0, 1],
    ]),
  ],
  // ncert-12-mathematics-ch11 (a, b, c = 1, 2, 4)
  ['jmm12-ch11-q011', ((u: number[], v: number[]) => deg(Math.acos(dot(u, v) / (norm(u) * norm(v)))))([1, 2, 4], [2 - 4, 4 - 1, 1 - 2])],
];

// ---- single-choice keys a program decides: [code, the option code the computation selects]
const rel = (n: number, pairs: [number, number][]) => range(n).map((i) => range(n).map((j) => pairs.some(([a, b]) => a === i + 1 && b === j + 1)));
const propertyOption = (r: boolean[][]) => {
  const p = [reflexive(r), symmetric(r), transitive(r)].map(Number).join('');
  return p;
};
const decided: [string, string][] = [
  // options of ch01-q006: A equivalence (111), B refl+sym (110), C refl+trans (101), D sym+trans (011)
  [
    'jmm12-ch01-q006',
    ({ '111': 'A', '110': 'B', '101': 'C', '011': 'D' } as Record<string, string>)[
      propertyOption(
        rel(3, [
          [1, 1],
          [2, 2],
          [3, 3],
          [1, 2],
        ]),
      )
    ] ?? '?',
  ],
  // ch02-q012: options tan⁻¹ of 2/3, 3/4, 2/9, 4/3
  ['jmm12-ch02-q012', pick([2 / 3, 3 / 4, 2 / 9, 4 / 3].map((v) => Math.abs(Math.atan(v) - 2 * Math.atan(1 / 3)) < 1e-12))],
  // ch02-q018 and q019: the option interval equal to the computed [min, max] of the set
  [
    'jmm12-ch02-q018',
    pickInterval(
      grid(-5, 5, 100000).filter((x) => Math.abs(2 * x - 1) <= 1 + 1e-12),
      [
        [-1, 1],
        [-1, 0],
        [0, 1],
        [0, 0.5],
      ],
    ),
  ],
  [
    'jmm12-ch02-q019',
    pickInterval(
      grid(-1, 1, 100000).map((x) => Math.asin(x) + Math.acos(x) + Math.atan(x)),
      [
        [PI / 4, (3 * PI) / 4],
        [0, PI],
        [0, PI],
        [-PI / 4, PI / 4],
      ],
    ),
  ],
  // ch02-q022: only option D gives the values at x = -1, 0, 1 as π, π/2, 0
  [
    'jmm12-ch02-q022',
    pick(
      [
        [-PI / 2, 0, PI / 2],
        [0, PI / 2, PI],
        [NaN, NaN, NaN],
        [PI, PI / 2, 0],
      ].map((ys) => [-1, 0, 1].every((x, i) => Math.abs(Math.acos(x) - ys[i]!) < 1e-12)),
    ),
  ],
  // ch03-q004: the only square diagonal matrix with equal diagonal entries; ch03-q012: the only one with Aᵀ = −A
  [
    'jmm12-ch03-q004',
    pick(
      [
        [
          [5, 1],
          [0, 5],
        ],
        [
          [2, 0],
          [0, 3],
        ],
        [
          [5, 0],
          [0, 5],
        ],
        [
          [5, 0, 0],
          [0, 5, 0],
        ],
      ].map((a) => a.length === a[0]!.length && a.every((row, i) => row.every((v, j) => (i === j ? v === a[0]![0] : v === 0)))),
    ),
  ],
  [
    'jmm12-ch03-q012',
    pick(
      [
        [
          [0, 2],
          [2, 0],
        ],
        [
          [1, -3],
          [3, 1],
        ],
        [
          [0, 2],
          [-3, 0],
        ],
        [
          [0, 4],
          [-4, 0],
        ],
      ].map(isSkew),
    ),
  ],
  // ch10-q004: the option that is a unit vector along 3i − 4j; ch10-q006: the only unit vector; ch10-q022: the true statements
  [
    'jmm12-ch10-q004',
    pick(
      [
        [3, -4],
        [3 / 7, -4 / 7],
        [3 / 5, -4 / 5],
        [4 / 5, 3 / 5],
      ].map((v) => Math.abs(norm(v) - 1) < 1e-12 && Math.abs(v[0]! * -4 - v[1]! * 3) < 1e-12 && dot(v, [3, -4]) > 0),
    ),
  ],
  [
    'jmm12-ch10-q006',
    pick(
      [
        [1 / 3, 1 / 3, 1 / 3],
        [1 / sqrt(3), 1 / sqrt(3), 1 / sqrt(3)],
        [1, 1, 0],
        [2 / 3, -1 / 3, 0],
      ].map((v) => Math.abs(norm(v) - 1) < 1e-12),
    ),
  ],
  [
    'jmm12-ch10-q022',
    ((a: number[], b: number[], c: number[]) =>
      pickAll([norm(cross(a, b)) === 0, a.every((x, i) => x === c[i]), c.every((x, i) => x === -a[i]!), Math.abs(norm(b) - 1) < 1e-12]))(
      [1, -1, 0],
      [-2, 2, 0],
      [-1, 1, 0],
    ),
  ],
  // ch09-q004: the only option with y'' + y = 0 (second derivative by central differences) at several points
  [
    'jmm12-ch09-q004',
    pick(
      [(x: number) => Math.sin(x) + Math.cos(x), Math.exp, (x: number) => x * x, (x: number) => Math.exp(-x)].map((f) =>
        [-1, 0.3, 2].every((x) => Math.abs((f(x + 1e-3) - 2 * f(x) + f(x - 1e-3)) / 1e-6 + f(x)) < 1e-4),
      ),
    ),
  ],
  // ch06-q006: the only option interval on which f strictly decreases (checked on a grid; ±∞ cut at ±50)
  [
    'jmm12-ch06-q006',
    pick(
      [
        [-50, 0],
        [0, 2],
        [2, 50],
        [-2, 0],
      ].map(([a, b]) => ((xs: number[]) => xs.every((x, i) => i === 0 || x ** 3 - 3 * x ** 2 < xs[i - 1]! ** 3 - 3 * xs[i - 1]! ** 2))(grid(a!, b!, 10000))),
    ),
  ],
];

const byCode = new Map(
  loadPacks()
    .flatMap((p) => p.pack.questions)
    .map((q) => [q.code, q]),
);

describe('jee-main-mathematics-12 keys', () => {
  it('reads option values', () => {
    expect(texValue('$4\\sqrt{3}$')).toBeCloseTo(6.9282, 4);
    expect(texValue('$\\dfrac{3}{4}$')).toBe(0.75);
    expect(texValue('$-\\frac{2}{3}$')).toBeCloseTo(-2 / 3, 12);
    expect(texValue('$\\frac{\\pi}{4}$')).toBeCloseTo(PI / 4, 12);
    expect(texValue('None of these')).toBeNaN();
  });

  it('check the helpers', () => {
    expect(countRel(2, () => true)).toBe(16);
    expect(partitions(4, 2)).toBe(7);
    expect(integrate((x) => x * x, 0, 3)).toBeCloseTo(9, 9);
    expect(
      det([
        [1, 2],
        [3, 4],
      ]),
    ).toBe(-2);
    expect(fact(5)).toBe(120);
  });

  it('are recomputed', () => {
    expect(recomputeProblems(files, recomputed, notComputable)).toEqual([]);
  });

  it('have numerical single-choice keys: exactly one option equals the computed value, and it is the key', () => {
    const bad: string[] = [];
    for (const [code, value, rel = 0.005] of choiceChecks) {
      const q = byCode.get(code);
      const hits = (q?.options ?? []).filter((o) => Math.abs(texValue(o.body) - value) <= rel * Math.abs(value) + 1e-12).map((o) => o.code);
      const key = q?.answer.kind === 'choice' ? q.answer.options.join(',') : undefined;
      if (hits.length !== 1 || hits[0] !== key) bad.push(`${code}: computed ${value}, options equal to it ${hits.join(',') || 'none'}, key ${key}`);
    }
    expect(bad).toEqual([]);
    markChecked(choiceChecks.map(([code]) => code));
  });

  it('have single-choice keys equal to the option a computation selects', () => {
    const bad: string[] = [];
    for (const [code, option] of decided) {
      const q = byCode.get(code);
      const key = q?.answer.kind === 'choice' ? q.answer.options.join(',') : undefined;
      if (key !== option) bad.push(`${code}: computed ${option}, key ${key}`);
    }
    expect(bad).toEqual([]);
    markChecked(decided.map(([code]) => code));
  });
});
