import { describe, expect, it } from 'vitest';
import { markChecked } from '../../lib/key-checks.ts';
import { loadPacks, recomputeProblems } from '../../lib/packs.ts';

const dir = 'packs/cbse-10-mathematics/';
const files = [
  'ch01-real-numbers.json',
  'ch02-polynomials.json',
  'ch03-pair-of-linear-equations.json',
  'ch04-quadratic-equations.json',
  'ch05-arithmetic-progressions.json',
  'ch06-triangles.json',
  'ch07-coordinate-geometry.json',
  'ch08-introduction-to-trigonometry.json',
  'ch09-applications-of-trigonometry.json',
  'ch10-circles.json',
  'ch11-areas-related-to-circles.json',
  'ch12-surface-areas-and-volumes.json',
  'ch13-statistics.json',
  'ch14-probability.json',
].map((f) => dir + f);

// ---- helpers -------------------------------------------------------------------------------
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
const lcm = (a: number, b: number): number => (a / gcd(a, b)) * b;
const deg = (d: number) => (d * Math.PI) / 180;
const sin = (d: number) => Math.sin(deg(d));
const cos = (d: number) => Math.cos(deg(d));
const tan = (d: number) => Math.tan(deg(d));
const PI7 = 22 / 7;
/** Solves a1 x + b1 y = c1, a2 x + b2 y = c2 by Cramer's rule. */
function solve2(a1: number, b1: number, c1: number, a2: number, b2: number, c2: number): [number, number] {
  const d = a1 * b2 - a2 * b1;
  return [(c1 * b2 - c2 * b1) / d, (a1 * c2 - a2 * c1) / d];
}
/** The larger real root of a x^2 + b x + c = 0. */
const bigRoot = (a: number, b: number, c: number) => (-b + Math.sqrt(b * b - 4 * a * c)) / (2 * a);
const apTerm = (a: number, d: number, n: number) => a + (n - 1) * d;
const apSum = (a: number, d: number, n: number) => (n / 2) * (2 * a + (n - 1) * d);
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
const count = (xs: number[], p: (x: number) => boolean) => xs.filter(p).length;
const firstInt = (from: number, p: (n: number) => boolean) => {
  for (let n = from; n < 100000; n++) if (p(n)) return n;
  return NaN;
};
/** Grouped data with classes [l, l + h) starting at 0. */
function grouped(f: number[], h = 10) {
  const x = f.map((_, i) => i * h + h / 2);
  const n = f.reduce((s, v) => s + v, 0);
  const mean = f.reduce((s, v, i) => s + v * x[i]!, 0) / n;
  const m = f.indexOf(Math.max(...f));
  const mode = m * h + ((f[m]! - (f[m - 1] ?? 0)) / (2 * f[m]! - (f[m - 1] ?? 0) - (f[m + 1] ?? 0))) * h;
  let cf = 0;
  let k = 0;
  while (cf + f[k]! <= n / 2) cf += f[k++]!;
  const median = k * h + ((n / 2 - cf) / f[k]!) * h;
  return { mean, mode, median };
}
const dist = (x1: number, y1: number, x2: number, y2: number) => Math.hypot(x2 - x1, y2 - y1);
const section = (m: number, n: number, a: number, b: number) => (m * b + n * a) / (m + n);

// ---- recomputed keys ----------------------------------------------------------------------
const boat = solve2(24, 36, 6, 36, 24, 6.5); // u = 1/(x - y), v = 1/(x + y)
const towerX = 40 / (1 / tan(30) - 1 / tan(60)); // height of tower, walking 40 m

const recomputed: Record<string, number> = {
  'cbse10-math-ch01-q002': lcm(306, 657),
  'cbse10-math-ch01-q007': 468 / gcd(468, 204) + 204 / gcd(468, 204),
  'cbse10-math-ch02-q003': (5 / 1) ** 2 - 2 * (6 / 1),
  'cbse10-math-ch02-q004': -(-4) / 4 / (-3 / 4),
  'cbse10-math-ch02-q007': (8 / 4) * (3 * (8 / 4)),
  'cbse10-math-ch03-q003': solve2(3, 2, 11, 2, 3, 4)[0] - solve2(3, 2, 11, 2, 3, 4)[1],
  'cbse10-math-ch03-q004': solve2(3, 2, 110, 2, 3, 115)[1],
  'cbse10-math-ch03-q005': (1 / boat[0] + 1 / boat[1]) / 2,
  'cbse10-math-ch04-q003': (-6) ** 2 / (4 * 1),
  'cbse10-math-ch04-q004': bigRoot(2, 1, -6),
  'cbse10-math-ch04-q005': 2 * (bigRoot(2, 3, -230) + 2 * bigRoot(2, 3, -230) + 3),
  'cbse10-math-ch04-q006': bigRoot(1, 8, (-480 * 8) / 2),
  'cbse10-math-ch05-q002': apTerm(17, 13 - 17, 25),
  'cbse10-math-ch05-q004': apSum(6, 6, 40),
  'cbse10-math-ch05-q005': apSum(14 - 3 * ((46 - 14) / 8), (46 - 14) / 8, 20),
  'cbse10-math-ch05-q008': firstInt(1, (n) => apSum(200, 100, n) >= 23000),
  'cbse10-math-ch05-q010': firstInt(1, (n) => apTerm(20, 2, n) === 50),
  'cbse10-math-ch05-q011': apSum(20, 2, 25),
  'cbse10-math-ch06-q004': (18 * 6) / 4,
  'cbse10-math-ch06-q007': firstInt(2, (x) => (x + 1) * (x + 1) === (x - 1) * (x + 5)),
  'cbse10-math-ch07-q003': (-5 + 11) / 2,
  'cbse10-math-ch07-q004': 6 / 4, // (4k - 6)/(k + 1) = 0
  'cbse10-math-ch07-q005': firstInt(3, (x) => dist(x, 3, 2, -1) === 5),
  'cbse10-math-ch07-q010': section(1, 3, 2, 8) + section(1, 3, 3, 11),
  'cbse10-math-ch08-q004': 4 * (sin(30) ** 4 + cos(60) ** 4) - 3 * (cos(45) ** 2 - sin(90) ** 2),
  'cbse10-math-ch08-q008': (12 / 13 + 5 / 13) / (12 / 13 - 5 / 13),
  'cbse10-math-ch09-q003': 60 * sin(60),
  'cbse10-math-ch09-q004': towerX,
  'cbse10-math-ch09-q008': 60 - (60 / tan(60)) * tan(30),
  'cbse10-math-ch09-q012': 60 / tan(30) - 60 / tan(60),
  'cbse10-math-ch10-q004': 7 + 11 - 9,
  'cbse10-math-ch10-q007': 2 * Math.sqrt(13 ** 2 - 5 ** 2),
  'cbse10-math-ch11-q002': (60 / 360) * 2 * PI7 * 21,
  'cbse10-math-ch11-q003': (((5 / 60) * 360) / 360) * PI7 * 14 ** 2,
  'cbse10-math-ch11-q004': (90 / 360) * 3.14 * 10 ** 2 - 0.5 * 10 * 10,
  'cbse10-math-ch12-q002': PI7 * 7 ** 2 * 10 + (2 / 3) * PI7 * 7 ** 3,
  'cbse10-math-ch12-q004': (2 * PI7 * 7 * 3 + PI7 * 7 * 10) * 50,
  'cbse10-math-ch12-q005': 6 * 7 ** 2 - PI7 * 3.5 ** 2 + 2 * PI7 * 3.5 ** 2,
  'cbse10-math-ch12-q007': (1 / 3) * 3 ** 2 * 4 + (2 / 3) * 3 ** 3,
  'cbse10-math-ch13-q003': grouped([5, 8, 12, 10, 5]).mean,
  'cbse10-math-ch13-q004': grouped([6, 9, 15, 10, 5]).mode,
  'cbse10-math-ch13-q005': grouped([5, 8, 12, 9, 6]).median,
  'cbse10-math-ch14-q006': firstInt(0, (x) => x / (5 + x) === 2 * (5 / (5 + x))),
  'cbse10-math-ch14-q008': 6 / 52,
  'cbse10-math-ch14-q011': count(range(1, 120), (n) => n % 3 !== 0) / 120,
};
const notComputable: Record<string, string> = {};

// ---- numerical single-choice keys ---------------------------------------------------------
const byCode = new Map(
  loadPacks()
    .flatMap((p) => p.pack.questions)
    .map((q) => [q.code, q]),
);
/** The option of a question whose first number equals `value` (within 1e-6). */
function optionWith(code: string, value: number): string | undefined {
  const q = byCode.get(code);
  return q?.options?.find((o) => {
    const m = /-?\d+(\.\d+)?/.exec(o.body.replace(/\\[a-z]+/gi, ' '));
    return m !== null && Math.abs(Number(m[0]) - value) < 1e-6;
  })?.code;
}
const keyOf = (code: string) => {
  const a = byCode.get(code)?.answer;
  return a?.kind === 'choice' ? a.options.join(',') : undefined;
};

describe('cbse-10-mathematics keys', () => {
  it('are recomputed', () => {
    expect(recomputeProblems(files, recomputed, notComputable)).toEqual([]);
  });

  it('have numerical single-choice keys equal to the computed value', () => {
    const checks: [string, number][] = [
      ['cbse10-math-ch01-q003', 2160 / 12],
      ['cbse10-math-ch01-q009', lcm(lcm(18, 24), 32)],
      ['cbse10-math-ch02-q001', 3],
      ['cbse10-math-ch03-q001', (3 / 9) * 6],
      ['cbse10-math-ch05-q003', firstInt(1, (n) => apTerm(3, 5, n) === 248)],
      ['cbse10-math-ch05-q009', apTerm(20, 2, 10)],
      ['cbse10-math-ch06-q001', (4.5 * 5) / 3],
      ['cbse10-math-ch06-q003', (6 / 4) * 28],
      ['cbse10-math-ch07-q001', dist(-3, 4, 5, -2)],
      ['cbse10-math-ch07-q002', section(3, 2, -2, 8)],
      ['cbse10-math-ch07-q008', dist(2, 3, 8, 11) * 10],
      ['cbse10-math-ch07-q009', (2 + 8) / 2],
      ['cbse10-math-ch08-q002', 2 * tan(45) ** 2 + cos(30) ** 2 - sin(60) ** 2],
      ['cbse10-math-ch09-q002', Math.round(((30 * tan(30)) / Math.sqrt(3)) * 1e9) / 1e9], // 10√3: first number 10
      ['cbse10-math-ch09-q010', 30],
      ['cbse10-math-ch10-q001', Math.sqrt(13 ** 2 - 5 ** 2)],
      ['cbse10-math-ch10-q003', 360 - 90 - 90 - 70],
      ['cbse10-math-ch11-q001', (45 / 360) * PI7 * 14 ** 2],
      ['cbse10-math-ch12-q001', 2 * (6 * 3 + 3 * 3 + 3 * 6)],
      ['cbse10-math-ch13-q002', (10 + 25) / 2],
      ['cbse10-math-ch14-q002', 1 - 0.07],
    ];
    const bad = checks.filter(([code, v]) => optionWith(code, Math.round(v * 1e9) / 1e9) !== keyOf(code)).map(([c]) => c);
    expect(bad).toEqual([]);
    markChecked(checks.map(([code]) => code));
  });
});
