/**
 * Keys of the CBSE Class 10 Mathematics depth packs, recomputed by code (issue #16 §3): every
 * integer and numerical key from the data of its question, every numerical single-choice key by
 * computing the value and finding the one option that equals it, and numerical blanks likewise.
 * Conceptual keys are not marked here; they are re-solved independently.
 */
import { describe, expect, it } from 'vitest';
import { markChecked } from '../../lib/key-checks.ts';
import { loadPacks, recomputeProblems } from '../../lib/packs.ts';

const dir = 'packs/cbse-10-mathematics-depth/';

// ---- helpers -------------------------------------------------------------------------------
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
const lcm = (a: number, b: number): number => (a / gcd(a, b)) * b;
const hcfOf = (...xs: number[]) => xs.reduce(gcd);
const lcmOf = (...xs: number[]) => xs.reduce(lcm);
/** Prime factorisation as [prime, power] pairs. */
function factorise(n: number): [number, number][] {
  const out: [number, number][] = [];
  for (let p = 2; p * p <= n; p++) {
    let k = 0;
    while (n % p === 0) {
      n /= p;
      k++;
    }
    if (k) out.push([p, k]);
  }
  if (n > 1) out.push([n, 1]);
  return out;
}
const isPrime = (n: number) => n > 1 && factorise(n).length === 1 && factorise(n)[0]![1] === 1;
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
/** The real roots of a x^2 + b x + c = 0, smaller first (empty when there are none). */
function roots(a: number, b: number, c: number): number[] {
  const D = b * b - 4 * a * c;
  if (D < -1e-12) return [];
  const r = [(-b - Math.sqrt(Math.max(D, 0))) / (2 * a), (-b + Math.sqrt(Math.max(D, 0))) / (2 * a)];
  return r.sort((x, y) => x - y);
}
const disc = (a: number, b: number, c: number) => b * b - 4 * a * c;
const apTerm = (a: number, d: number, n: number) => a + (n - 1) * d;
const apSum = (a: number, d: number, n: number) => (n / 2) * (2 * a + (n - 1) * d);
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
const count = <T>(xs: T[], p: (x: T) => boolean) => xs.filter(p).length;
const sum = (xs: number[]) => xs.reduce((s, v) => s + v, 0);
const firstInt = (from: number, p: (n: number) => boolean) => {
  for (let n = from; n < 1000000; n++) if (p(n)) return n;
  return NaN;
};
/** Every integer n in [from, to] with p(n). */
const allInts = (from: number, to: number, p: (n: number) => boolean) => range(from, to).filter(p);
const dist = (x1: number, y1: number, x2: number, y2: number) => Math.hypot(x2 - x1, y2 - y1);
/** The coordinate dividing a → b internally in the ratio m : n. */
const section = (m: number, n: number, a: number, b: number) => (m * b + n * a) / (m + n);
/** Grouped data: class lower limits `l` (equal width `h`), frequencies `f`. */
function grouped(l0: number, h: number, f: number[]) {
  const x = f.map((_, i) => l0 + i * h + h / 2);
  const n = sum(f);
  const mean = f.reduce((s, v, i) => s + v * x[i]!, 0) / n;
  const m = f.indexOf(Math.max(...f));
  const mode = l0 + m * h + ((f[m]! - (f[m - 1] ?? 0)) / (2 * f[m]! - (f[m - 1] ?? 0) - (f[m + 1] ?? 0))) * h;
  let cf = 0;
  let k = 0;
  while (cf + f[k]! < n / 2) cf += f[k++]!;
  const median = l0 + k * h + ((n / 2 - cf) / f[k]!) * h;
  return { n, mean, mode, median, modalClass: l0 + m * h, medianClass: l0 + k * h, cfBefore: cf };
}
/** Outcomes of two dice as [a, b] pairs. */
const twoDice = range(1, 6).flatMap((a) => range(1, 6).map((b) => [a, b] as [number, number]));
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
const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

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

// ---- ch08 Introduction to Trigonometry: shared data
const acosDeg = (x: number) => (Math.acos(x) * 180) / Math.PI;
const asinDeg = (x: number) => (Math.asin(x) * 180) / Math.PI;

// ---- ch09 Some Applications of Trigonometry: shared data
const atanDeg = (x: number) => (Math.atan(x) * 180) / Math.PI;

// ---- integer and numerical keys ------------------------------------------------------------
const recomputed: Record<string, number> = {
  // ch01 Real Numbers
  'c10m-ch01-q004': gcd(96, 404),
  'c10m-ch01-q005': lcmOf(28, 42, 98),
  'c10m-ch01-q010': (156 + 234 + 390) / hcfOf(156, 234, 390),
  'c10m-ch01-q011': lcmOf(48, 72, 108),
  'c10m-ch01-q013': Math.floor(3600 / lcmOf(48, 72, 108)),
  'c10m-ch01-q017': Math.floor((9999 - 7) / lcmOf(18, 24, 30)) * lcmOf(18, 24, 30) + 7,
  'c10m-ch01-q019': lcm(2 ** 3 * 3 ** 2 * 5, 2 ** firstInt(1, (a) => gcd(360, 2 ** a * 21) === 12) * 21),
  'c10m-ch01-q020': (1560 / gcd(1560, 1020)) * (1020 / gcd(1560, 1020)),
  'c10m-ch01-q021': hcfOf(384 - 4, 634 - 7, 903 - 10),
  // ch02 Polynomials
  'c10m-ch02-q005': -Math.sqrt(4 ** 2 + 4 * 45),
  'c10m-ch02-q007': (3 / 2) * (7 / 2),
  'c10m-ch02-q012': Math.sqrt((8 / 1) ** 2 - 4 * (-12 / -1)),
  'c10m-ch02-q013': ((x) => -x * x + 8 * x - 12)((2 + 6) / 2),
  'c10m-ch02-q015': roots(1, -5, 3).reduce((s, r) => s + r ** 3, 0),
  'c10m-ch02-q017': solve2(1, 1, 8, 2, 3, 19)[0] * solve2(1, 1, 8, 2, 3, 19)[1],
  'c10m-ch02-q018': ((r) => r[0]! / r[1]! + r[1]! / r[0]!)(roots(2, 5, -3)),
  'c10m-ch02-q020': firstInt(-100, (k) => 2 * k - 1 === k + 5 + 3),
  // ch03 Pair of Linear Equations in Two Variables
  'c10m-ch03-q005': solve2(5, -3, 11, 2, 3, 17)[0] * solve2(5, -3, 11, 2, 3, 17)[1],
  'c10m-ch03-q006': solve2(0.3, 0.5, 2.1, 1, -2, -4)[0] / solve2(0.3, 0.5, 2.1, 1, -2, -4)[1],
  'c10m-ch03-q007': solve2(1, -3, -10, 1, -2, 5)[0],
  'c10m-ch03-q012': solve2(1, 10, 205, 1, 15, 280)[1],
  'c10m-ch03-q013': (505 - solve2(1, 10, 205, 1, 15, 280)[0]) / solve2(1, 10, 205, 1, 15, 280)[1],
  'c10m-ch03-q014': 10 * solve2(66, -33, 0, -1, 1, 3)[0] + solve2(66, -33, 0, -1, 1, 3)[1],
  'c10m-ch03-q015': solve2(6, -6, 120, 1.2, 1.2, 120)[0],
  'c10m-ch03-q016': allInts(-50, 50, (k) => k !== 0 && 2 * 8 === k * k && k * (k + 6) !== 5 * 8)[0]!,
  'c10m-ch03-q017': solve2(1, 1, 20, 0.3, 0.55, 8)[0],
  'c10m-ch03-q018': 5 * solve2(5, -3, 6000, 4, -2, 6000)[0],
  'c10m-ch03-q019': 0.5 * (12 / 3 - -1) * solve2(3, 2, 12, 1, -1, -1)[1],
  // ch04 Quadratic Equations
  'c10m-ch04-q005': (12 - 3 ** 2) / 3,
  'c10m-ch04-q007': firstInt(1, (k) => disc(2, 5, k) < 0),
  'c10m-ch04-q008': roots(1, 2, -483)[1]! + 2,
  'c10m-ch04-q009': roots(3, -6, 2)[1]!,
  'c10m-ch04-q013': roots(1, -27, 180)[1]!,
  'c10m-ch04-q016': roots(1, -17, 30).filter((x) => x - 5 > 0)[0]!,
  'c10m-ch04-q017': ((x) => 11 * x + 2)(roots(3, -5, -2).filter((r) => Number.isInteger(r) && r >= 1 && r <= 7)[0]!),
  'c10m-ch04-q018': sum(allInts(-100, 100, (k) => disc(1, 2 * (k + 1), 9 * k - 5) === 0)),
  'c10m-ch04-q019': roots(1, -4, -60)[1]!,
  'c10m-ch04-q020': firstInt(1, (x) => 1200 / x - 1200 / (x + 10) === 20),
  // ch05 Arithmetic Progressions
  'c10m-ch05-q003': count(range(100, 999), (x) => x % 9 === 2),
  'c10m-ch05-q007': ((S) => S(12) - S(11))((n: number) => 2 * n * n + 3 * n),
  'c10m-ch05-q009': firstInt(1, (n) => apTerm(50, 4, n) === apTerm(8, 7, n)),
  'c10m-ch05-q011': apSum(5, 3, 20),
  'c10m-ch05-q012': firstInt(1, (n) => apSum(5, 3, n) > 1000),
  'c10m-ch05-q013': 60 + 60 / 3,
  'c10m-ch05-q014': firstInt(1, (n) => apSum(45, -4, n) === 270),
  'c10m-ch05-q015': apSum(solve2(2, 3, 13, 2, 9, 31)[0], solve2(2, 3, 13, 2, 9, 31)[1], 20),
  'c10m-ch05-q016': sum(allInts(100, 999, (x) => x % 6 === 0 && x % 9 !== 0)),
  'c10m-ch05-q017': 9 + Math.sqrt(81 - 648 / 9),
  // ch06 Triangles
  'c10m-ch06-q005': (5 * 4.5) / 3,
  'c10m-ch06-q007': (1.6 / 4.8) * (3.2 + 4.8),
  'c10m-ch06-q008': roots(2, -5, 2).filter((x) => 3 * x - 1 > 0 && 5 * x - 3 > 0 && 2 * x + 1 > 0 && 6 * x - 5 > 0)[0]!,
  'c10m-ch06-q009': 8 ** 2 / 16,
  'c10m-ch06-q012': roots(1, -5, 0).filter((x) => 2 * x - 1 > 0 && 3 * x - 3 > 0)[0]!,
  'c10m-ch06-q014': (12 / 1.5) * 1.6,
  'c10m-ch06-q015': 2 * (((12 / 1.5) * 1.6) / 1.6),
  'c10m-ch06-q016': Math.sqrt(4 * 9),
  'c10m-ch06-q017': 1 / (1 / 6 + 1 / 12),
  'c10m-ch06-q019': 1 / (2 / 3),
  // ch07 Coordinate Geometry
  'c10m-ch07-q003': dist(0, 0, 6, 0) + dist(0, 0, 0, 8) + dist(6, 0, 0, 8),
  'c10m-ch07-q005': allInts(-50, 50, (y) => dist(0, y, 5, 2) === dist(0, y, -3, 6))[0]!,
  'c10m-ch07-q006': (1 - -2) / (3 - 1),
  'c10m-ch07-q007': 1 + 6 - 4 + (2 + 6 - 3),
  'c10m-ch07-q010': dist(-3, -1, 5, 5),
  'c10m-ch07-q012': dist((-3 + 5) / 2, (-1 + 5) / 2, 5, -1),
  'c10m-ch07-q013': allInts(-20, 20, (p) => p !== 7 && Math.abs(dist(4, 7, p, 3) ** 2 + dist(p, 3, 7, 3) ** 2 - dist(4, 7, 7, 3) ** 2) < 1e-9)[0]!,
  'c10m-ch07-q014': ((p) => dist(p[0], p[1], 7, 5))(solve2(2, 1, 9, 1, -1, 3)),
  'c10m-ch07-q015': -(3 * section(1, 2, -1, 5) + section(1, 2, 4, -2)),
  'c10m-ch07-q016': 4 + 5 - 3 + (6 + 7 - 4),
  // ch08 Introduction to Trigonometry
  'c10m-ch08-q004': ((A) => 12 / tan(A))(acosDeg(5 / 13)),
  'c10m-ch08-q006': 4 * sin(30) ** 2 + 3 * tan(60) ** 2 - 2 * cos(45) ** 2 + 5 * cos(0),
  'c10m-ch08-q007': ((t) => (2 * t - 1) / (2 * t + 1))(15 / 8),
  'c10m-ch08-q009': 8 / 2 / (4 / 5),
  'c10m-ch08-q010': 4 * tan(acosDeg(4 / 5)),
  'c10m-ch08-q011': 4 / cos(60) - 4 / (4 / 5),
  'c10m-ch08-q012': ((t) => 16 * (3 * cos(t)) ** 2 + 9 * (4 * sin(t)) ** 2)(37),
  'c10m-ch08-q015': ((s, t) => t / s)((5 + 1 / 5) / 2, (5 - 1 / 5) / 2),
  'c10m-ch08-q016': acosDeg(roots(2, -3, 1).filter((c) => c > 0 && c < 1)[0]!),
  'c10m-ch08-q017': ((ac, ab) => 17 * (8 / ac) + 15 * (8 / ab))(solve2(1, -1, 2, 1, 1, 64 / 2)[0], solve2(1, -1, 2, 1, 1, 64 / 2)[1]),
  'c10m-ch08-q019': asinDeg(2 / 4),
  // ch09 Some Applications of Trigonometry
  'c10m-ch09-q003': (50 * Math.sqrt(3)) / tan(60),
  'c10m-ch09-q004': 2 / sin(45),
  'c10m-ch09-q006': 24 / (1 / tan(30) - 1 / tan(45)),
  'c10m-ch09-q007': 30 / tan(30) - 30 / tan(60),
  'c10m-ch09-q010': 45 / sin(30),
  'c10m-ch09-q011': 45 / tan(30),
  'c10m-ch09-q012': 45 / tan(30) - 45 / tan(45),
  'c10m-ch09-q013': 5 * sin(60) - 5 * sin(30),
  'c10m-ch09-q014': (60 * tan(60) - 60 * tan(30)) / 8,
  'c10m-ch09-q015': ((r) => (20 * (r + 1)) / (r - 1))(tan(60) / tan(30)),
  'c10m-ch09-q016': 20 + (20 / tan(30)) * tan(45),
  'c10m-ch09-q017': (80 * Math.sqrt(3)) / (1 / tan(30) + 1 / tan(60)),
  // ch10 Circles
  'c10m-ch10-q004': (12 + 8 + 10) / 2 - 10,
  'c10m-ch10-q006': 2 * (7 + Math.sqrt(25 ** 2 - 7 ** 2)),
  'c10m-ch10-q009': 6 / Math.sin(Math.PI / 6),
  'c10m-ch10-q010': 35,
  'c10m-ch10-q011': 35 * Math.sqrt(2),
  'c10m-ch10-q012': 35 * Math.sqrt(2) - 35,
  'c10m-ch10-q013': (6 + 8 - Math.hypot(6, 8)) / 2,
  'c10m-ch10-q014': ((x) => 6 + (x + 4) + 2 * x + 5)(firstInt(0, (x) => 6 + 2 * x === x + 4 + 5)),
  'c10m-ch10-q015': (2 * 9 * Math.sqrt(15 ** 2 - 9 ** 2)) / 15,
  'c10m-ch10-q016': (13 * 12) / Math.sqrt(13 ** 2 - 12 ** 2),
  'c10m-ch10-q018': 5 ** 2 / 4,
  'c10m-ch10-q019': 3 * 20 * Math.cos(Math.PI / 6),
  // ch11 Areas Related to Circles
  'c10m-ch11-q003': ((6 * Math.PI) / (Math.PI * 6 ** 2)) * 360,
  'c10m-ch11-q004': (60 / 360) * 2 * PI7 * 10.5 + 2 * 10.5,
  'c10m-ch11-q005': (60 / 360) * 3.14 * 144 - (1.73 / 4) * 144,
  'c10m-ch11-q008': (((20 / 60) * 360) / 360) * 2 * PI7 * 21,
  'c10m-ch11-q010': (150 / 360) * PI7 * 49,
  'c10m-ch11-q011': (150 / 360) * 2 * PI7 * 7,
  'c10m-ch11-q012': (77 / (PI7 * 49)) * 360,
  'c10m-ch11-q013': (90 / 360) * PI7 * (14 ** 2 - 7 ** 2),
  'c10m-ch11-q014': (60 / 360) * PI7 * 14 ** 2 - (60 / 360) * PI7 * 7 ** 2,
  'c10m-ch11-q015': (120 / 360) * PI7 * 441 - (441 * 1.73) / 4,
  'c10m-ch11-q016': ((l) => (((l / (2 * Math.PI * 5.6)) * 360) / 360) * Math.PI * 5.6 ** 2)(27.2 - 2 * 5.6),
  'c10m-ch11-q017': PI7 * 196 - ((60 / 360) * PI7 * 196 - (1.73 / 4) * 196),
  'c10m-ch11-q018': (3.14 * 100 - 2 * 10 ** 2) / 4,
  'c10m-ch11-q019': (((90 / 360) * 2 * PI7 * 14) / (2 * PI7 * 21)) * 360,
  // ch12 Surface Areas and Volumes
  'c10m-ch12-q004': 10 ** 3 + (2 / 3) * 3.14 * 5 ** 3,
  'c10m-ch12-q006': 2 * PI7 * 3.5 * 10 + PI7 * 3.5 * Math.hypot(12, 3.5),
  'c10m-ch12-q007': 2 * 3 * (20 - 2 * 3) + 2 * 2 * 3 ** 2,
  'c10m-ch12-q010': PI7 * 49 * 10 + (1 / 3) * PI7 * 49 * 9,
  'c10m-ch12-q012': PI7 * 1.4 ** 2 * 7 + (4 / 3) * PI7 * 1.4 ** 3,
  'c10m-ch12-q013': (2 * PI7 * 1.4 * 7 + 4 * PI7 * 1.4 ** 2) * 20,
  'c10m-ch12-q014': 2 * 6 * 8 + 6 ** 2 + 6 * Math.hypot(6, 8),
  'c10m-ch12-q015': PI7 * 1.4 ** 2 * (8.4 - 1.4) + (2 / 3) * PI7 * 1.4 ** 3,
  'c10m-ch12-q016': PI7 * 3 * 5 + 2 * PI7 * 3 * 12 + 2 * PI7 * 3 ** 2,
  'c10m-ch12-q017': 3.14 * (6 * 10 + 2 * 6 * (20 - Math.sqrt(10 ** 2 - 6 ** 2)) + 6 ** 2),
  'c10m-ch12-q018': 3 ** 2 * (2 * 3) - (4 / 3) * 3 ** 3,
  // ch13 Statistics
  'c10m-ch13-q004': grouped(10, 10, [4, 6, 10, 12, 8]).mean,
  'c10m-ch13-q005': grouped(0, 10, [3, 8, 15, 11, 7, 6]).mode,
  'c10m-ch13-q006': grouped(100, 20, [6, 10, 14, 12, 8]).median,
  'c10m-ch13-q008': firstInt(0, (p) => Math.abs(grouped(0, 10, [5, 8, p, 12, 7]).mean - 27) < 1e-9),
  'c10m-ch13-q009': 30 + ((50 / 2 - 22) / 10) * 10,
  'c10m-ch13-q013': grouped(0, 30, [5, 12, 16, 10, 7]).median,
  'c10m-ch13-q014': grouped(0, 30, [5, 12, 16, 10, 7]).mean,
  'c10m-ch13-q016': firstInt(0, (x) => Math.abs(grouped(0, 10, [6, x, 16, 12, 50 - 34 - x]).median - 25) < 1e-9),
  'c10m-ch13-q017': firstInt(0, (x) => Math.abs(grouped(10, 10, [5, 8, x, 20, 14, 6]).mode - 46) < 1e-9),
  'c10m-ch13-q018': grouped(0, 10, [4, 16 - 4, 40 - 16, 60 - 40, 70 - 60]).median,
  'c10m-ch13-q019': grouped(0, 10, [50 - 46, 46 - 38, 38 - 22, 22 - 10, 10 - 0]).mode,
  'c10m-ch13-q020': grouped(100, 50, [8, 15, 20, 10, 7]).mean,
  // ch14 Probability
  'c10m-ch14-q002': count(twoDice, ([a, b]) => a * b === 12) / 36,
  'c10m-ch14-q004': (1 - 0.85) * 60,
  'c10m-ch14-q007': count(range(10, 99), (n) => n % 2 === 0 && n % 5 === 0) / 90,
  'c10m-ch14-q010': 1 - 7 / 20,
  'c10m-ch14-q011': firstInt(0, (x) => 2 * (5 + x) === 20 + x),
  'c10m-ch14-q012': count(twoDice, ([a, b]) => isPrime(a + b)) / 36,
  'c10m-ch14-q013': count(twoDice, ([a, b]) => Math.abs(a - b) >= 3) / 36,
  'c10m-ch14-q014': 10 / (1 - 1 / 4 - 1 / 3),
  'c10m-ch14-q015': count(twoDice, ([a, b]) => Number.isInteger(Math.sqrt(a * b))) / 36,
  'c10m-ch14-q016':
    count(
      [1, 2, 3].flatMap((t) => [1, 2, 3, 4].map((u) => 10 * t + u)),
      isPrime,
    ) / 12,
};
const notComputable: Record<string, string> = {};

// ---- numerical single-choice keys: [code, the computed value of the correct option] -------
const choiceChecks: [string, number][] = [
  // ch01 Real Numbers
  ['c10m-ch01-q001', factorise(2310).length],
  ['c10m-ch01-q006', (18 * 1512) / 216],
  // ch02 Polynomials
  ['c10m-ch02-q001', 2 + 3],
  ['c10m-ch02-q004', 5 / 2 - 3],
  // ch03 Pair of Linear Equations in Two Variables
  ['c10m-ch03-q004', 6 * (2 / 4)],
  ['c10m-ch03-q010', 0.5 * (6 - -2) * solve2(1, 1, 6, 1, -1, 2)[0]],
  // ch05 Arithmetic Progressions
  ['c10m-ch05-q004', apTerm(254, -5, 10)],
  ['c10m-ch05-q005', firstInt(1, (n) => apTerm(solve2(1, 4, 9, 1, 10, -9)[0], solve2(1, 4, 9, 1, 10, -9)[1], n) === 0)],
  ['c10m-ch05-q010', apTerm(5, 3, 20)],
  // ch06 Triangles
  ['c10m-ch06-q011', (2 / 5) * 15],
  // ch08 Introduction to Trigonometry
  ['c10m-ch08-q002', 3 / 5],
  ['c10m-ch08-q005', (asinDeg(1 / 2) + acosDeg(1 / 2)) / 2],
  ['c10m-ch08-q014', sin(45) ** 4 + cos(45) ** 4],
  // ch09 Some Applications of Trigonometry
  ['c10m-ch09-q002', 20 * tan(45) + 1.6],
  // ch10 Circles
  ['c10m-ch10-q003', 180 - 90 - 50],
  ['c10m-ch10-q005', 180 - 2 * 65],
  // ch13 Statistics
  ['c10m-ch13-q002', 3 * 22 - 2 * 20],
  ['c10m-ch13-q007', 35 + -60 / 40],
  // ch14 Probability
  ['c10m-ch14-q003', (13 + 4 - 1) / 52],
  ['c10m-ch14-q008', count(twoDice, ([a, b]) => a !== b) / 36],
  ['c10m-ch14-q009', 8 / (5 + 8 + 7)],
];

// ---- numerical blanks: [code, the computed value of each blank] ------------------------------
const blankChecks: [string, number[]][] = [
  // ch01 Real Numbers
  ['c10m-ch01-q002', [factorise(720).find(([p]) => p === 2)![1]]],
  // ch02 Polynomials
  ['c10m-ch02-q003', [-12 / 3]],
  // ch03 Pair of Linear Equations in Two Variables
  ['c10m-ch03-q002', [6 - 8]],
  // ch04 Quadratic Equations
  ['c10m-ch04-q002', [roots(1, -7, 10)[1]!]],
  // ch05 Arithmetic Progressions
  ['c10m-ch05-q001', [5 / 6 - 1 / 3]],
  // ch06 Triangles
  ['c10m-ch06-q003', [(3 * 4) / 2]],
  // ch07 Coordinate Geometry
  ['c10m-ch07-q001', [dist(0, 0, -6, 8)]],
  // ch08 Introduction to Trigonometry
  ['c10m-ch08-q001', [tan(60) * tan(30)]],
  // ch09 Some Applications of Trigonometry
  ['c10m-ch09-q008', [atanDeg(6 / (2 * Math.sqrt(3)))]],
  // ch11 Areas Related to Circles
  ['c10m-ch11-q001', [(90 / 360) * 2 * PI7 * 14]],
  // ch12 Surface Areas and Volumes
  ['c10m-ch12-q003', [(2 / 3) * 3 ** 3]],
  // ch13 Statistics
  ['c10m-ch13-q001', [(25 - 45) / 10]],
];

const byCode = new Map(
  loadPacks()
    .flatMap((p) => p.pack.questions)
    .map((q) => [q.code, q]),
);

describe('cbse-10-mathematics-depth keys', () => {
  it('reads option values', () => {
    expect(texValue('$4\\sqrt{3}$ m')).toBeCloseTo(6.9282, 4);
    expect(texValue('$\\dfrac{3}{4}$')).toBe(0.75);
    expect(texValue('$\\dfrac12$')).toBe(0.5);
    expect(texValue('$\\tfrac{13}{5}$')).toBe(2.6);
    expect(texValue('$-\\dfrac{1}{2}$')).toBe(-0.5);
    expect(texValue('$2^3 \\times 3$')).toBe(24);
    expect(texValue('$x = 3$')).toBe(3);
    expect(texValue('$21\\,600\\ \\text{cm}^2$')).toBe(21600);
    expect(texValue('$\\dfrac{1}{\\sqrt{3}}$')).toBeCloseTo(0.57735, 5);
    expect(texValue('$45^\\circ$')).toBe(45);
    expect(texValue('$2\\pi$')).toBeCloseTo(6.2832, 4);
    expect(texValue('None of these')).toBeNaN();
  });

  it('are recomputed', () => {
    expect(recomputeProblems(files, recomputed, notComputable)).toEqual([]);
  });

  it('have numerical single-choice keys: exactly one option equals the computed value, and it is the key', () => {
    const bad: string[] = [];
    for (const [code, value] of choiceChecks) {
      const q = byCode.get(code);
      const hits = (q?.options ?? []).filter((o) => near(texValue(o.body), value)).map((o) => o.code);
      const key = q?.answer.kind === 'choice' ? q.answer.options.join(',') : undefined;
      if (hits.length !== 1 || hits[0] !== key) bad.push(`${code}: computed ${value}, options equal to it ${hits.join(',') || 'none'}, key ${key}`);
    }
    expect(bad).toEqual([]);
    markChecked(choiceChecks.map(([code]) => code));
  });

  it('have numerical blanks equal to the computed values', () => {
    const bad: string[] = [];
    for (const [code, values] of blankChecks) {
      const q = byCode.get(code);
      const blanks = q?.answer.kind === 'blanks' ? q.answer.blanks : [];
      if (blanks.length !== values.length || values.some((v, i) => !near(Number((blanks[i]?.[0] ?? '').replace(/[\s,]/g, '')), v)))
        bad.push(`${code}: key ${JSON.stringify(blanks)}, computed ${values.join(', ')}`);
    }
    expect(bad).toEqual([]);
    markChecked(blankChecks.map(([code]) => code));
  });
});
