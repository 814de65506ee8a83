/**
 * Keys of the JEE Main Physics (Class 11) packs, recomputed by code (issue #16 §3): every integer and
 * numerical key from the data of its question, and every single-choice key whose correct option is a
 * number by computing the value and checking that exactly one option equals it (to within the
 * rounding the options use) and that it is the key. Conceptual keys are not marked here; they are
 * re-solved independently.
 */
import { describe, expect, it } from 'vitest';
import { markChecked } from '../../lib/key-checks.ts';
import { loadPacks, recomputeProblems } from '../../lib/packs.ts';

const dir = 'packs/jee-main-physics-11/';

// ---- helpers -------------------------------------------------------------------------------
const PI = Math.PI;
const rad = (d: number) => (d * PI) / 180;
const sin = (d: number) => Math.sin(rad(d));
const cos = (d: number) => Math.cos(rad(d));
const tan = (d: number) => Math.tan(rad(d));
const sqrt = Math.sqrt;
const sum = (xs: number[]) => xs.reduce((s, v) => s + v, 0);
const mean = (xs: number[]) => sum(xs) / xs.length;
/** Mean absolute deviation from the mean. */
const meanAbsErr = (xs: number[]) => mean(xs.map((x) => Math.abs(x - mean(xs))));
/** The real roots of a x² + b x + c = 0, smaller first. */
const roots = (a: number, b: number, c: number) => {
  const d = Math.sqrt(b * b - 4 * a * c);
  return [(-b - d) / (2 * a), (-b + d) / (2 * a)].sort((x, y) => x - y);
};
/** Solves a1 x + b1 y = c1, a2 x + b2 y = c2 by Cramer's rule. */
const solve2 = (a1: number, b1: number, c1: number, a2: number, b2: number, c2: number) => {
  const d = a1 * b2 - a2 * b1;
  return [(c1 * b2 - c2 * b1) / d, (a1 * c2 - a2 * c1) / d];
};
const acosDeg = (x: number) => (Math.acos(x) * 180) / PI;
const asinDeg = (x: number) => (Math.asin(x) * 180) / PI;
const atanDeg = (x: number) => (Math.atan(x) * 180) / PI;

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
  'ch01-units-and-measurement.json',
  'ch02-motion-in-a-straight-line.json',
  'ch03-motion-in-a-plane.json',
  'ch04-laws-of-motion.json',
  'ch05-work-energy-and-power.json',
  'ch06-system-of-particles-and-rotational-motion.json',
  'ch07-gravitation.json',
  'ch08-mechanical-properties-of-solids.json',
  'ch09-mechanical-properties-of-fluids.json',
  'ch10-thermal-properties-of-matter.json',
  'ch11-thermodynamics.json',
  'ch12-kinetic-theory.json',
  'ch13-oscillations.json',
  'ch14-waves.json',
].map((f) => dir + f);

// ---- integer and numerical keys ------------------------------------------------------------
const recomputed: Record<string, number> = {
  // ncert-11-physics-ch01 Units and Measurement
  'jmp11-ch01-q003': 4 * (1 / 100) * (1 / 10) ** -3,
  'jmp11-ch01-q005': 2 * 1 + 3 * 2 + 1 * 3 + 0.5 * 4,
  'jmp11-ch01-q006': (100 * meanAbsErr([1.92, 2.04, 1.98, 2.06, 2.0])) / mean([1.92, 2.04, 1.98, 2.06, 2.0]),
  'jmp11-ch01-q014': (10 * 100 ** 2) / 10 ** 2,
  'jmp11-ch01-q017': ((0.2 + 0.3) / (40.6 - 20.4)) * 100,
  // ncert-11-physics-ch02 Motion in a Straight Line
  'jmp11-ch02-q002': ((x: (t: number) => number) => x(2) - x(0) + (x(2) - x(3)))((t) => 20 * t - 5 * t * t),
  'jmp11-ch02-q004': 1 / (1 / 3 / 20 + 2 / 3 / 60),
  'jmp11-ch02-q007': (6 / 6) * 2 ** 3,
  'jmp11-ch02-q008': (10 - 5) / 0.2,
  'jmp11-ch02-q010': (10 / 2) * (2 * 3 - 1),
  'jmp11-ch02-q012': ((r) => r[1]! - r[0]!)(roots(5, -30, 25)),
  'jmp11-ch02-q014': roots(5, -5, -30)[1]!,
  'jmp11-ch02-q016': ((t: number) => 1.8 * t * t)(roots(1.8, -15, -30)[1]!),
  'jmp11-ch02-q019': ((ua) => ua[0]! * 6 + 0.5 * ua[1]! * 36)(solve2(1, 1.5, 10, 1, 3.5, 20)),
  'jmp11-ch02-q020': ((t: number) => 40 * t - 5 * t * t)(80 / 40),
  // ncert-11-physics-ch03 Motion in a Plane
  'jmp11-ch03-q006': (3 * 1 + 4 * 1) / sqrt(2),
  'jmp11-ch03-q008': Math.hypot(1 + 1, 2 + 1, 4 + 2),
  'jmp11-ch03-q009': acosDeg(-1 / 2),
  'jmp11-ch03-q014': (6 * 6 + 8 * 8) / (6 * 4 + 8 * 2),
  'jmp11-ch03-q016': 20 * cos(30) * roots(5, -20 * sin(30), -40)[1]!,
  'jmp11-ch03-q018': sqrt((40 * 10) / (2 * cos(45) ** 2)),
  'jmp11-ch03-q019': ((k: number) => (k * 20 - 10) / (k - 1))(7.5 / 10 / (10 / 20)),
  'jmp11-ch03-q021': (10 * sqrt(2)) / ((PI * 20) / 2 / 10),
  // ncert-11-physics-ch04 Laws of Motion
  'jmp11-ch04-q005': (0.15 * (30 - -20)) / 0.01,
  'jmp11-ch04-q007': 4 * ((1 * 10) / (4 + 1)),
  'jmp11-ch04-q008': 3 * 2,
  'jmp11-ch04-q011': 2 * (20 / (3 + 2)),
  'jmp11-ch04-q013': (5 * 20.5) / (5 + 200),
  'jmp11-ch04-q015': solve2(cos(30), -cos(60), 0, sin(30), sin(60), 50)[0]!,
  'jmp11-ch04-q017': (50 * 0.8 - 0.5 * (10 * 10 - 50 * 0.6)) / 10,
  'jmp11-ch04-q018': (2 + 4) * 0.3 * 10,
  'jmp11-ch04-q021': 2 * PI * sqrt((1 * cos(60)) / 10),
  // ncert-11-physics-ch05 Work, Energy and Power
  'jmp11-ch05-q002': 5 * (10 + 2) * 2,
  'jmp11-ch05-q005': 0.5 * 4 * 10 + 10 * (6 - 4),
  'jmp11-ch05-q006': 4 * 3 - 3 ** 2,
  'jmp11-ch05-q011': 2.5 * 4,
  'jmp11-ch05-q012': 0.2 * (8 ** 2 / 1 + 10) - 0.2 * ((8 ** 2 - 4 * 10 * 1) / 1 - 10),
  'jmp11-ch05-q014': 100 * roots(1000 / 2, -1 * 10, -1 * 10 * 0.4)[1]!,
  'jmp11-ch05-q016': 2 * (10 / 5) * ((10 / 5) * 3),
  'jmp11-ch05-q018': (100 * ((0.01 * 400) / (0.01 + 3.99)) ** 2) / (2 * 10),
  'jmp11-ch05-q019': (5 * (1 + 0.5 ** 2)) / (1 - 0.5 ** 2),
  'jmp11-ch05-q020': ((v) => (100 * (0.5 * 36 - 0.5 * 2 * v[1]! ** 2 - 0.5 * v[0]! ** 2)) / (0.5 * 36))(solve2(1, 2, 6, -1, 1, 0.5 * 6)),
  // ncert-11-physics-ch06 System of Particles and Rotational Motion
  'jmp11-ch06-q001': (1 * 0 + 2 * 3 + 3 * 6) / (1 + 2 + 3),
  'jmp11-ch06-q003': 3 ** 3 / 3 / (3 ** 2 / 2),
  'jmp11-ch06-q004': 2 * 100 - 100 / 2,
  'jmp11-ch06-q006': (60 * 4) / (60 + 140),
  'jmp11-ch06-q009': ((600 / 60 + 1200 / 60) / 2) * 5,
  'jmp11-ch06-q010': 20 ** 2 / (2 * 2 * PI * 10),
  'jmp11-ch06-q012': Math.abs(2 * -1 - 3 * 4),
  'jmp11-ch06-q013': (200 * 2 + 400 * 3) / 4,
  'jmp11-ch06-q017': (0.5 * 4 ** 2 * (1 + 0.5)) / 10,
  'jmp11-ch06-q018': sqrt((3 * 10) / 1.2) * 1.2,
  // ncert-11-physics-ch07 Gravitation
  'jmp11-ch07-q003': 27 ** (2 / 3),
  'jmp11-ch07-q005': 3.8 / (1 + 1 / sqrt(81)),
  'jmp11-ch07-q008': (9.8 * 6.4e6 ** 2) / 6.67e-11 / 1e24,
  'jmp11-ch07-q010': 10 * (1 / 1.5) ** 2,
  'jmp11-ch07-q011': (2 * PI * sqrt(6.4e6 / 10)) / 60,
  'jmp11-ch07-q014': 4 + 2 / sqrt(2),
  'jmp11-ch07-q015': (1 - 0.5 ** 2) / 0.5 ** 2,
  'jmp11-ch07-q018': (Math.cbrt((9.8 * 6.4e6 ** 2 * 86400 ** 2) / (4 * PI ** 2)) - 6.4e6) / 1e7,
  'jmp11-ch07-q020': (600 * 10 * 6.4e6) / 12 / 1e9,
  // ncert-11-physics-ch08 Mechanical Properties of Solids
  'jmp11-ch08-q005': (2e11 * 1e-6) / 2 / 1000,
  'jmp11-ch08-q006': 2 + 2,
  'jmp11-ch08-q010': 200 / 1e-6 / (3e-3 / 3) / 1e11,
  'jmp11-ch08-q012': (1000 * 10 * 1000) / 1.4e11 / 1e-5,
  'jmp11-ch08-q013': 100 * 2e-3 * (1 - 2 * 0.25),
  'jmp11-ch08-q014': (2e11 * 2e-4 * 1.2e-5 * 50) / 1000,
  'jmp11-ch08-q015': ((8000 * 10 * 10 ** 2) / (2 * 2e11)) * 1000,
  'jmp11-ch08-q021': (4e8 * PI * 1e-3 ** 2) / 10,
  // ncert-11-physics-ch09 Mechanical Properties of Fluids
  'jmp11-ch09-q003': (1000 * 8) / 10,
  'jmp11-ch09-q004': (100 * 0.6 * 1000) / 800,
  'jmp11-ch09-q009': (2000 * 1e-3) / (1000 * 0.02),
  'jmp11-ch09-q010': 0.5 * 1000 * ((2 * 2) ** 2 - 2 ** 2),
  'jmp11-ch09-q012': sqrt(2 * 10 * 5) * sqrt((2 * 15) / 10),
  'jmp11-ch09-q014': (0.5 * 0.1 * 0.2) / 2e-3,
  'jmp11-ch09-q015': (2 * 0.072) / 1e-4,
  'jmp11-ch09-q016': (8 * PI * 0.02 ** 2 * 0.03) / 1e-4,
  // ncert-11-physics-ch10 Thermal Properties of Matter
  'jmp11-ch10-q002': (100 * (41 - 5)) / (95 - 5),
  'jmp11-ch10-q005': ((1.66e5 * 0.03) / (8.3 * 300)) * 32,
  'jmp11-ch10-q006': 100 * (1 - 300 / 400),
  'jmp11-ch10-q009': 0.5 * 2e-5 * 10 * 86400,
  'jmp11-ch10-q010': 1000 * (1.8e-4 - 3 * 1e-5) * 100,
  'jmp11-ch10-q011': solve2(1, -1, 10, 1.2e-5, -1.8e-5, 0)[0]!,
  'jmp11-ch10-q013': (0.3 * 4200 * (25 - 20)) / (0.2 * (100 - 25)),
  'jmp11-ch10-q015': (10 * 540 + 10 * 100 + 300 * 20) / (10 + 300),
  // ncert-11-physics-ch11 Thermodynamics
  'jmp11-ch11-q003': 2e5 * (5 - 2) * 1e-3,
  'jmp11-ch11-q004': (3e5 - 1e5) * (6 - 2) * 1e-3,
  'jmp11-ch11-q006': 2 * 2260 - 1e5 * (3340 - 2) * 1e-6,
  'jmp11-ch11-q007': 2 * 1.5 * 8.3 * 50,
  'jmp11-ch11-q009': 300 * 8 ** (5 / 3 - 1),
  'jmp11-ch11-q011': 1.5 + 1 / (1 - 2),
  'jmp11-ch11-q014': (273 - 23) / (273 + 27 - (273 - 23)),
  'jmp11-ch11-q018': sqrt(800 * 300),
  'jmp11-ch11-q019': 1000 * (1 - 300 / 500) * (250 / (300 - 250)),
  // ncert-11-physics-ch12 Kinetic Theory
  'jmp11-ch12-q002': 18e-6 / 6.0e23 / 1e-29,
  'jmp11-ch12-q005': ((4 / 4 + 14 / 28) * 8.3 * 300) / 0.0249 / 1e5,
  'jmp11-ch12-q007': (2 * 3 + 3 * 2) / (2 + 3),
  'jmp11-ch12-q009': 4 * (27 + 273) - 273,
  'jmp11-ch12-q010': sqrt((3 * 8.3 * 300) / 0.028),
  'jmp11-ch12-q011': (0.004 * 100 ** 2) / (3 * 8.3),
  'jmp11-ch12-q013': (3 * 1.5 + 2 * 2.5) * 8.3 * 400,
  'jmp11-ch12-q015': 1 + 2 / 7,
  'jmp11-ch12-q017': (2 * 2.5 + 3 * 3.5) / (2 * 1.5 + 3 * 2.5),
  'jmp11-ch12-q019': (1.38e-23 * 300) / (sqrt(2) * PI * 3e-10 ** 2 * 1e5) / 1e-7,
  'jmp11-ch12-q021': (2 * 0.5 * 2 ** 2) / (1 * 1 * 1 ** 2),
  'jmp11-ch12-q022': (0.002 * 2400 ** 2) / (3 * 8.3),
  // ncert-11-physics-ch13 Oscillations
  'jmp11-ch13-q005': (2 * PI) / sqrt(PI ** 2),
  'jmp11-ch13-q008': 2 * acosDeg(1 / 2),
  'jmp11-ch13-q010': 4 * sqrt(10 ** 2 - 6 ** 2),
  'jmp11-ch13-q011': sqrt((3 ** 2 * 3 ** 2 - 4 ** 2 * 4 ** 2) / (3 ** 2 - 4 ** 2)),
  'jmp11-ch13-q014': 2 * PI * sqrt(0.4 / (2 * 10)),
  'jmp11-ch13-q015': 2 * PI * sqrt(0.1 / 10),
  'jmp11-ch13-q017': 100 * (1 - 0.5 ** 2),
  'jmp11-ch13-q020': (9.8 * 2 ** 2) / (4 * PI ** 2),
  'jmp11-ch13-q022': 2 / Math.pow(2, 0.25),
  // ncert-11-physics-ch14 Waves
  'jmp11-ch14-q004': (360 * 0.25) / (200 / 400),
  'jmp11-ch14-q007': 280 * sqrt(1.4),
  'jmp11-ch14-q009': 2 * sqrt(10 / 10),
  'jmp11-ch14-q012': ((3 + 1) / (3 - 1)) ** 2,
  'jmp11-ch14-q014': (5 / 4) * 50,
  'jmp11-ch14-q016': 64 * (320 / 256) ** 2,
  'jmp11-ch14-q017': (50 - 3 * 16) / 2,
  'jmp11-ch14-q020': 440 - 5,
};
const notComputable: Record<string, string> = {};

// ---- numerical single-choice keys: [code, computed value of the correct option, relative tolerance?]
// The tolerance (default 0.5 %) covers options rounded to three significant figures.
const choiceChecks: [string, number, number?][] = [
  // ncert-11-physics-ch01 Units and Measurement
  ['jmp11-ch01-q002', 2000 * 30 * 60],
  // ncert-11-physics-ch02 Motion in a Straight Line
  ['jmp11-ch02-q003', (2 * 40 * 60) / (40 + 60)],
  ['jmp11-ch02-q006', 4 ** 2 / 2],
  ['jmp11-ch02-q009', (72 * (5 / 18)) ** 2 / (2 * 5)],
  ['jmp11-ch02-q011', 8 * (80 / 40) ** 2],
  ['jmp11-ch02-q013', 20 * ((2 * 20) / 2)],
  ['jmp11-ch02-q015', 5 * roots(9, -50, 25)[1]! ** 2],
  ['jmp11-ch02-q021', sqrt((2 * 2.16) / (10 + 2))],
  // ncert-11-physics-ch03 Motion in a Plane
  ['jmp11-ch03-q005', 20 * sin(60)],
  ['jmp11-ch03-q007', (2 * 4 + 1 * -6) / 2],
  ['jmp11-ch03-q010', 180 - asinDeg(0.5)],
  ['jmp11-ch03-q011', atanDeg(8 / 6), 0.01],
  ['jmp11-ch03-q013', atanDeg((2 * 2) / 4)],
  // ncert-11-physics-ch04 Laws of Motion
  ['jmp11-ch04-q006', 60 * (10 + 2)],
  ['jmp11-ch04-q012', (0.02 * 500) / 5],
  ['jmp11-ch04-q014', 100 / (2 * sin(30))],
  ['jmp11-ch04-q016', tan(30)],
  ['jmp11-ch04-q019', (1 - 1 / 2 ** 2) * tan(45)],
  ['jmp11-ch04-q020', sqrt(0.4 * 40 * 10), 0.01],
  // ncert-11-physics-ch05 Work, Energy and Power
  ['jmp11-ch05-q001', 2 * 3 + 3 * -2 + 4 * 2],
  ['jmp11-ch05-q003', 4 ** 2 / (2 * 0.2 * 10)],
  ['jmp11-ch05-q010', sqrt(2 * 10 * 0.8)],
  ['jmp11-ch05-q013', (2 / 3) * 0.9],
  ['jmp11-ch05-q015', 0.5 * 200 * (0.15 ** 2 - 0.05 ** 2)],
  // ncert-11-physics-ch06 System of Particles and Rotational Motion
  ['jmp11-ch06-q007', 2 * PI * (600 / 60) * 0.5, 0.01],
  ['jmp11-ch06-q011', 2 * 2 * 0.5 ** 2],
  ['jmp11-ch06-q014', (10 * sin(30)) / (1 + 2 / 5)],
  // ncert-11-physics-ch07 Gravitation
  ['jmp11-ch07-q002', (30 * 1.0) / 1.5],
  ['jmp11-ch07-q009', 2 * 32],
  ['jmp11-ch07-q017', 8 * sqrt(2), 0.01],
  // ncert-11-physics-ch08 Mechanical Properties of Solids
  ['jmp11-ch08-q001', 1000 / 2e-6],
  ['jmp11-ch08-q003', ((8e4 * 0.1) / (0.01 * 4e10)) * 1000],
  ['jmp11-ch08-q004', (2 * 25) / 10],
  ['jmp11-ch08-q016', 2e8 ** 2 / (2 * 2e11)],
  ['jmp11-ch08-q017', 100 * sqrt((2e4 * 10) / (PI * 2.5e8)), 0.01],
  // ncert-11-physics-ch09 Mechanical Properties of Fluids
  ['jmp11-ch09-q001', 1.0e5 + 1000 * 10 * 10],
  ['jmp11-ch09-q002', (1500 * 10 * 10) / 500],
  ['jmp11-ch09-q005', 0.5 * 1000 * 10 * 2 * 3 ** 2],
  ['jmp11-ch09-q007', 2 * (4 / 2) ** 2],
  ['jmp11-ch09-q011', 0.5 * 1.2 * (70 ** 2 - 60 ** 2) * 20],
  // ncert-11-physics-ch10 Thermal Properties of Matter
  ['jmp11-ch10-q001', -32 / (9 / 5 - 1)],
  ['jmp11-ch10-q004', 2 * (27 + 273) - 273],
  ['jmp11-ch10-q007', 10 * 1.2e-5 * 40 * 1000],
  ['jmp11-ch10-q012', 2 * 4200 * (70 - 20)],
  ['jmp11-ch10-q014', 10 * (80 + 100 + 540)],
  // ncert-11-physics-ch11 Thermodynamics
  ['jmp11-ch11-q005', 500 - 200],
  ['jmp11-ch11-q008', 5 / 2 / (7 / 2)],
  ['jmp11-ch11-q017', 300 / (1 - 0.25)],
  // ncert-11-physics-ch12 Kinetic Theory
  ['jmp11-ch12-q004', (3 - 1) * 10],
  ['jmp11-ch12-q008', sqrt((3 * 1e5) / 1.2)],
  ['jmp11-ch12-q014', 1 + 2 / 6],
  // ncert-11-physics-ch13 Oscillations
  ['jmp11-ch13-q003', (2 * PI) / PI],
  ['jmp11-ch13-q004', acosDeg(0.5) / 360],
  ['jmp11-ch13-q007', 2 * PI * 5 * 0.2, 0.01],
  ['jmp11-ch13-q009', 0.05 * ((2 * PI) / (PI / 5))],
  ['jmp11-ch13-q012', (2 * PI) / (1.6 / 0.4), 0.01],
  ['jmp11-ch13-q019', 100 * (sqrt(1.21) - 1)],
  // ncert-11-physics-ch14 Waves
  ['jmp11-ch14-q003', 0.02 * 2 * PI * 50, 0.01],
  ['jmp11-ch14-q006', sqrt(100 / 0.01)],
  ['jmp11-ch14-q008', 340 * sqrt(400 / 300)],
  ['jmp11-ch14-q011', Math.hypot(3, 4)],
  ['jmp11-ch14-q019', 1 / (344 - 340)],
];

const byCode = new Map(
  loadPacks()
    .flatMap((p) => p.pack.questions)
    .map((q) => [q.code, q]),
);

describe('jee-main-physics-11 keys', () => {
  it('reads option values', () => {
    expect(texValue('$4\\sqrt{3}\\ \\text{m}$')).toBeCloseTo(6.9282, 4);
    expect(texValue('$\\dfrac{3}{4}$')).toBe(0.75);
    expect(texValue('$3.6 \\times 10^{6}\\ \\text{J}$')).toBe(3.6e6);
    expect(texValue('$2.5 \\times 10^{-3}\\ \\text{m}^2$')).toBeCloseTo(2.5e-3, 12);
    expect(texValue('$45^\\circ$')).toBe(45);
    expect(texValue('$20\\ \\text{m/s}^2$')).toBe(20);
    expect(texValue('None of these')).toBeNaN();
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
});
