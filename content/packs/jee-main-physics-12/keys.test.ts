/**
 * Keys of the JEE Main Physics (Class 12) packs, recomputed by code (issue #16 §3): every integer and
 * numerical key from the data of its question, and every single-choice key whose correct option is a
 * number by computing the value and checking that exactly one option equals it (to within the
 * rounding the options use) and that it is the key. Conceptual keys are not marked here; they are
 * re-solved independently.
 */
import { describe, expect, it } from 'vitest';
import { markChecked } from '../../lib/key-checks.ts';
import { loadPacks, recomputeProblems } from '../../lib/packs.ts';

const dir = 'packs/jee-main-physics-12/';

// ---- helpers -------------------------------------------------------------------------------
const PI = Math.PI;
const rad = (d: number) => (d * PI) / 180;
const sin = (d: number) => Math.sin(rad(d));
const cos = (d: number) => Math.cos(rad(d));
const tan = (d: number) => Math.tan(rad(d));
const sqrt = Math.sqrt;
/** Solves a1 x + b1 y = c1, a2 x + b2 y = c2 by Cramer's rule. */
const solve2 = (a1: number, b1: number, c1: number, a2: number, b2: number, c2: number) => {
  const d = a1 * b2 - a2 * b1;
  return [(c1 * b2 - c2 * b1) / d, (a1 * c2 - a2 * c1) / d];
};
const asinDeg = (x: number) => (Math.asin(x) * 180) / PI;
const atanDeg = (x: number) => (Math.atan(x) * 180) / PI;

/**
 * The value of the first formula of an option body (`$4\sqrt{3}$ m` → 6.928…; `$x = 3$` → 3), or NaN
 * when it is not a number: numbers, + − × ÷ /, implicit products, powers, \frac, \sqrt (and
 * \sqrt[n]), \pi and brackets; units in \text{…}, \Omega, \mu before a unit and degree signs are ignored.
 */
function texValue(body: string): number {
  const m = /\$([^$]+)\$/.exec(body);
  if (!m) return NaN;
  let s = m[1]!
    .replace(/\\Omega|\\mu(?=\\text)/g, '')
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
  'ch01-electric-charges-and-fields.json',
  'ch02-electrostatic-potential-and-capacitance.json',
  'ch03-current-electricity.json',
  'ch04-moving-charges-and-magnetism.json',
  'ch05-magnetism-and-matter.json',
  'ch06-electromagnetic-induction.json',
  'ch07-alternating-current.json',
  'ch08-electromagnetic-waves.json',
  'ch09-ray-optics-and-optical-instruments.json',
  'ch10-wave-optics.json',
  'ch11-dual-nature-of-radiation-and-matter.json',
  'ch12-atoms.json',
  'ch13-nuclei.json',
  'ch14-semiconductor-electronics.json',
].map((f) => dir + f);

// ---- integer and numerical keys ------------------------------------------------------------
const k = 9e9;
const c = 3e8;
const h = 6.63e-34;
const e = 1.6e-19;
/** Image distance for a mirror (1/v + 1/u = 1/f), Cartesian signs. */
const mirrorV = (u: number, f: number) => 1 / (1 / f - 1 / u);
const recomputed: Record<string, number> = {
  // ncert-12-physics-ch01 Electric Charges and Fields
  'jmp12-ch01-q003': (12 + -4) / 2,
  'jmp12-ch01-q005': ((3e-7 / 1.6e-19) * 9.1e-31) / 1e-18,
  'jmp12-ch01-q006': (k * 2e-6 * 1e-6) / 0.1 ** 2 - (k * 2e-6 * 1e-6) / 0.2 ** 2,
  'jmp12-ch01-q007': (2 * ((k * 5e-6) / Math.hypot(0.03, 0.04) ** 2) * (0.04 / Math.hypot(0.03, 0.04))) / 1e7,
  'jmp12-ch01-q009': 500 * PI * 0.1 ** 2,
  'jmp12-ch01-q010': 200 * 1.0 * 0.5 ** 2 - 200 * 0.5 * 0.5 ** 2,
  'jmp12-ch01-q011': (2 * k * (2e-9 * 2e-3)) / 0.1 ** 3,
  'jmp12-ch01-q012': (2e-8 * 5e4 * (cos(0) - cos(120))) / 1e-3,
  'jmp12-ch01-q013': (2 * PI) / sqrt((1e-6 * 0.02 * 1e4) / (2 * 1e-3 * 0.01 ** 2)),
  'jmp12-ch01-q015': (2 * k * 2e-6) / 0.09 / 1e5,
  'jmp12-ch01-q016': (3 + 1) / 2 / ((3 - 1) / 2),
  // E(r) inside ∝ r², E_s = 1 at r = R = 1; outside E = 1/r²
  'jmp12-ch01-q018': sqrt(1 / 0.5 ** 2),
  'jmp12-ch01-q019': ((x: number) => (36 * x ** 2) / 0.9 ** 2)(0.9 / (1 + sqrt(36 / 9))),
  'jmp12-ch01-q020': (k * 1e-6 * 0.04) / Math.hypot(0.03, 0.04) ** 3 / 1e6,
  // ncert-12-physics-ch02 Electrostatic Potential and Capacitance
  'jmp12-ch02-q002': 100 * (3 - 1) + 200 * (5 - 2),
  'jmp12-ch02-q004': (k * (2 + 3 - 1 + 4) * 1e-9) / 0.2,
  'jmp12-ch02-q005': (4 * 50) / (4 - 1) - (4 * 50) / (4 + 1),
  'jmp12-ch02-q007': 10 / (0.1 * sin(30)),
  'jmp12-ch02-q009': sqrt((2 * ((k * 2e-6 * 3e-6) / 0.3)) / 1e-3),
  'jmp12-ch02-q010': -((k * 1e-6 ** 2) / 0.1) * (4 * -1 + (2 * 1) / sqrt(2)),
  'jmp12-ch02-q012': 6 / 2,
  'jmp12-ch02-q013': k * 1e-9 * (2 / 0.05 + -2 / 0.1 + (4 - -2) / 0.2),
  'jmp12-ch02-q015': 6 * (1 - 1 / 3),
  'jmp12-ch02-q017': (8.85e-12 * 0.02) / (0.004 - 0.002 + 0.002 / 4) / 1e-12,
  'jmp12-ch02-q018': ((cEq: number, cPair: number, cGroup: number) => cPair * ((cEq * 60) / cGroup))(
    1 / (1 / (1 / (1 / 3 + 1 / 6) + 4) + 1 / 12),
    1 / (1 / 3 + 1 / 6),
    1 / (1 / 3 + 1 / 6) + 4,
  ),
  'jmp12-ch02-q020': 0.5 * 8.85e-12 * 3e5 ** 2,
  'jmp12-ch02-q021': (0.5 * 4e-6 * 100 ** 2 + 0.5 * 6e-6 * 50 ** 2 - 0.5 * 10e-6 * ((4e-6 * 100 - 6e-6 * 50) / 10e-6) ** 2) / 1e-3,
  'jmp12-ch02-q022': ((3 - 1) * 10e-6 * 50 * 50 - 0.5 * (3 - 1) * 10e-6 * 50 ** 2) / 1e-3,
  // ncert-12-physics-ch03 Current Electricity
  'jmp12-ch03-q002': 2 * 2 + 1.5 * 2 ** 2,
  'jmp12-ch03-q005': (8 * PI * 0.2e-3 ** 2) / 2 / 1e-7,
  'jmp12-ch03-q006': (0.02 / 2e-8) * 2e-6,
  'jmp12-ch03-q007': (2e-6 * 0.5) / (PI * 1e-3 * 2e-3),
  'jmp12-ch03-q008': 9.1e-31 / (8.5e28 * 1.6e-19 ** 2 * 1.7e-8) / 1e-14,
  'jmp12-ch03-q011': 20 * (1 + 4e-3 * (70 - 20)),
  'jmp12-ch03-q012': 27 + (6 / 5 - 1) / 2e-3,
  'jmp12-ch03-q013': solve2(-5e-4, 5e-3, 0, 1, 1, 11)[0]!,
  'jmp12-ch03-q014': ((r1: number, r2: number) => (220 / (r1 + r2)) ** 2 * r2)(220 ** 2 / 100, 220 ** 2 / 60),
  'jmp12-ch03-q016': 12 + 4 * 0.5,
  'jmp12-ch03-q017': ((10 - 2 * 2) * 1.5) / (10 * 0.5 + 5),
  'jmp12-ch03-q018': (10 / 2 + 4 / 4) / (1 / 2 + 1 / 4 + 1 / 6) / 6,
  'jmp12-ch03-q019': 6 / (((2 + 4) * (3 + 6)) / (2 + 4 + 3 + 6)),
  'jmp12-ch03-q020': 12 * (1 / 3 + 1 / 6 + 1 / 3),
  'jmp12-ch03-q021': (10 * 15) / (10 + 15),
  // ncert-12-physics-ch04 Moving Charges and Magnetism
  'jmp12-ch04-q002': 1e-6 * 0.5 * 1e6 * Math.hypot(2, 3),
  'jmp12-ch04-q003': 0.4 * 5 * (2 * 0.1),
  'jmp12-ch04-q004': 3e4 / 0.02 / 1e6,
  'jmp12-ch04-q005': ((2 * PI * 9.1e-31) / (1.6e-19 * 0.01)) * 2e6 * cos(60) * 1000,
  'jmp12-ch04-q007': (1e-7 * 0.5 * 0.01) / 0.5 ** 2 / 1e-9,
  'jmp12-ch04-q008': (4 * PI * 1e-7 * 10) / (4 * 0.05) / 1e-6,
  'jmp12-ch04-q009': (4 * ((1e-7 * 5) / 0.1) * (2 * sin(45))) / 1e-6,
  'jmp12-ch04-q011': ((4 * PI * 1e-3) / (4 * PI * 1e-7 * 2)) * 0.5,
  'jmp12-ch04-q012': (4 * PI * 1e-7 * 500 * 3) / (2 * PI * 0.15) / 1e-3,
  'jmp12-ch04-q014': 50 * 2 * (0.08 * 0.05) * 0.3 * sin(90 - 60),
  // ring: Qω/(2π)·πR² = QωR²/2; disc: ∫ (Qω/R²) r³ dr = QωR²/4 (Q = ω = R = 1)
  'jmp12-ch04-q016': 1 / 2 / (1 / 4),
  'jmp12-ch04-q017': (0.002 * 50) / (1 - 0.002),
  'jmp12-ch04-q018': 2 ** 2 / 1,
  'jmp12-ch04-q019': asinDeg(0.05 / ((1.67e-27 * 1e6) / (1.6e-19 * 0.1))),
  // ncert-12-physics-ch05 Magnetism and Matter
  'jmp12-ch05-q003': (1e-7 * 2 * 5) / 0.1 ** 3 / 1e-6,
  'jmp12-ch05-q004': (1 / 2) ** (1 / 3),
  'jmp12-ch05-q005': 1.5 * 0.2 * (cos(0) - cos(180)),
  'jmp12-ch05-q006': 2 * PI * sqrt(1e-5 / (0.4 * 0.1)),
  'jmp12-ch05-q007': (2 * 3.14) / PI,
  'jmp12-ch05-q008': Math.hypot((2 * 1e-7 * 1) / 0.1 ** 3, (1e-7 * 1) / 0.1 ** 3) / 1e-6,
  'jmp12-ch05-q009': sqrt((1 + 1) / (3 - 1) / ((1 + 1) / (3 + 1))),
  'jmp12-ch05-q010': (1e-7 * 6 * 2 * 2) / 0.1 ** 4 / 1e-3,
  'jmp12-ch05-q013': -(2 - 1 + 3 + 0 - 5),
  'jmp12-ch05-q016': 4 * PI * 1e-7 * 400 * 1000 * 2,
  'jmp12-ch05-q017': (1.2 / (4 * PI * 1e-7) - 800) / 1e5,
  'jmp12-ch05-q018': 499 * 1000 * 2e-6,
  'jmp12-ch05-q019': (1 / (4 * PI * 1e-7) - (400 * 0.5) / 0.4) / 1e5,
  'jmp12-ch05-q023': 8 * (0.6 / 0.4) * (4 / 16),
  'jmp12-ch05-q024': (2e-3 * 1100 - 1e-3 * 1150) / (2e-3 - 1e-3),
  // ncert-12-physics-ch06 Electromagnetic Induction
  'jmp12-ch06-q004': (0.5 * 0.4) / 1e-3,
  'jmp12-ch06-q005': (((4 * PI * 1e-7 * 10 * 0.2) / (2 * PI)) * Math.log(0.3 / 0.1)) / 1e-7,
  'jmp12-ch06-q006': (200 * 0.01 * (0.5 - -0.5)) / 0.1,
  'jmp12-ch06-q007': 100 * 0.05 * (2 * 0.02 * 3),
  'jmp12-ch06-q008': (50 * (2 * 0.5 * 0.02)) / 5,
  'jmp12-ch06-q009': (0.4 * 2 * PI * 0.1 * 0.02) / 1e-3,
  'jmp12-ch06-q012': 0.5 * ((0.5 * 0.2 * 2) / 0.5) * 0.2 * 0.2 * 1000,
  'jmp12-ch06-q014': 0.5 * 0.5 * 20 * 1 ** 2,
  'jmp12-ch06-q015': (0.8 ** 2 * 0.5 ** 2 * 5) / 2,
  'jmp12-ch06-q016': (0.02 * 10 * 0.5) / (0.5 ** 2 * 0.2 ** 2),
  'jmp12-ch06-q017': (((4 * PI * 1e-7 * 10 * 5) / (2 * PI)) * Math.log(0.3 / 0.1)) / 1e-6,
  'jmp12-ch06-q018': (4 * PI * 1e-7 * 2000 * 100 * 4e-4) / 1e-3,
  'jmp12-ch06-q019': (0.5 * ((4 * PI * 1e-7 * 500 ** 2 * 1e-3) / 0.5) * 2 ** 2) / 1e-3,
  'jmp12-ch06-q020': 0.5 * sqrt(0.2 * 0.8) * 2 * 100 * PI,
  'jmp12-ch06-q022': 50 * 0.1 * 0.1 * 2 * PI * (3000 / 60),
  'jmp12-ch06-q023': (100 * 0.2 * 0.05) / (1 / 4 / 10),
  // ncert-12-physics-ch07 Alternating Current
  'jmp12-ch07-q002': 200 ** 2 / 50,
  'jmp12-ch07-q003': sqrt((4 ** 2 + (-2) ** 2) / 2),
  'jmp12-ch07-q004': (asinDeg(1 / sqrt(2)) / 360 / 50) * 1000,
  'jmp12-ch07-q006': Math.hypot(30, 60 - 20),
  'jmp12-ch07-q008': 220 / (2 * PI * 50 * 0.2),
  'jmp12-ch07-q011': 220 * 2 * PI * 50 * 50e-6,
  'jmp12-ch07-q012': 100 / Math.hypot(10, 200 * 0.1 - 1 / (200 * 100e-6)),
  'jmp12-ch07-q013': ((1 / sqrt(0.5 * 2e-6)) * 0.5) / 25,
  'jmp12-ch07-q014': (5 / 10) * (1 / ((1 / sqrt(0.2 * 5e-6)) * 5e-6)),
  'jmp12-ch07-q015': 1 / ((2 * PI * 50) ** 2 * 0.5) / 1e-6,
  'jmp12-ch07-q016': (220 / Math.hypot(110, 110 * sqrt(3))) ** 2 * 110,
  'jmp12-ch07-q017': ((i: number) => sqrt((200 / i) ** 2 - (100 / i) ** 2) / (2 * PI * 50))(500 / 100),
  'jmp12-ch07-q018': 5 * sqrt(1 - 0.6 ** 2),
  'jmp12-ch07-q019': Math.hypot(30, 40) ** 2 / 30 ** 2,
  'jmp12-ch07-q021': (0.9 * 220 * 5) / 2200,
  // ncert-12-physics-ch08 Electromagnetic Waves
  'jmp12-ch08-q002': 2e-6 * 1.5e6,
  'jmp12-ch08-q003': 8.85e-12 * PI * 0.1 ** 2 * 1e12,
  'jmp12-ch08-q004': (4 * PI * 1e-7 * (0.2 * (0.02 / 0.05) ** 2)) / (2 * PI * 0.02) / 1e-6,
  'jmp12-ch08-q005': 5 ** 2 / 2,
  'jmp12-ch08-q007': 220 * 2 * PI * 50 * 10e-6,
  'jmp12-ch08-q008': ((1 / c ** 2) * (0.06 / 2) * ((100 * 1000) / 1e-3)) / 1e-11,
  'jmp12-ch08-q011': (c / sqrt(1 * 4) / 600e6) * 100,
  'jmp12-ch08-q013': (0.5 * 8.85e-12 * 100 ** 2) / 1e-8,
  'jmp12-ch08-q014': 0.5 * c * 8.85e-12 * 100 ** 2,
  'jmp12-ch08-q015': sqrt((2 * ((0.05 * 100) / (4 * PI * 2 ** 2))) / (c * 8.85e-12)),
  'jmp12-ch08-q016': (((0.4 + 2 * 0.6) * 1500) / c) * 2 * 1e6,
  'jmp12-ch08-q018': ((2 * PI) / 500) * 1000,
  'jmp12-ch08-q019': sqrt((2 * (3e-3 / (PI * 1e-3 ** 2))) / (c * 8.85e-12)),
  'jmp12-ch08-q020': (c / (30 / 1.5e-7)) ** 2,
  'jmp12-ch08-q023': (c / 3e9 / 1.5) * 100,
  // ncert-12-physics-ch09 Ray Optics and Optical Instruments
  'jmp12-ch09-q002': -mirrorV(-10, -15) / -10,
  'jmp12-ch09-q003': mirrorV(-9, 1),
  'jmp12-ch09-q004': (mirrorV(-30, -20) / -30) ** 2 * 2,
  'jmp12-ch09-q007': 6 * (1 - 1 / 1.5),
  'jmp12-ch09-q008': 60 - asinDeg(sin(60) / sqrt(3)),
  'jmp12-ch09-q009': 12 / (4 / 3) + 8 / 1.6,
  'jmp12-ch09-q010': ((r: number) => (6 * sin(60 - r)) / cos(r))(asinDeg(sin(60) / 1.5)),
  'jmp12-ch09-q011': asinDeg(sqrt(1.5 ** 2 - 1.4 ** 2)),
  'jmp12-ch09-q012': 20 * tan(asinDeg(3 / 4)),
  'jmp12-ch09-q013': 1 / (1 / 20 + 1 / -30),
  'jmp12-ch09-q014': (20 * (1.5 - 1)) / (1.5 / (4 / 3) - 1),
  'jmp12-ch09-q015': 1.5 / ((1.5 - 1) / 10 + 1 / -30),
  'jmp12-ch09-q016': (90 ** 2 - 30 ** 2) / (4 * 90),
  'jmp12-ch09-q017': sin((60 + 30) / 2) / sin(60 / 2),
  'jmp12-ch09-q018': asinDeg(sqrt(2) * sin(60 - asinDeg(1 / sqrt(2)))),
  'jmp12-ch09-q020': 1 + 25 / 5,
  // objective: v = 15 cm, u from 1/v − 1/u = 1/f; eyepiece D/fe
  'jmp12-ch09-q021': Math.abs(15 / (1 / (1 / 15 - 1 / 1))) * (25 / 5),
  // ncert-12-physics-ch10 Wave Optics
  'jmp12-ch10-q004': 600 / 1.5,
  'jmp12-ch10-q005': asinDeg((2.25 / 3.0) * sin(53)),
  'jmp12-ch10-q006': (c * (660.0 - 656.3)) / 656.3 / 1e6,
  'jmp12-ch10-q008': (sqrt(1) + sqrt(4)) ** 2 / (sqrt(4) - sqrt(1)) ** 2,
  'jmp12-ch10-q009': 1 + 4 + 2 * sqrt(1 * 4) * cos(60),
  // (a1 + a2)/(a1 − a2) = 5/3 ⇒ a1/a2 = (5/3 + 1)/(5/3 − 1)
  'jmp12-ch10-q010': ((sqrt(25 / 9) + 1) / (sqrt(25 / 9) - 1)) ** 2,
  'jmp12-ch10-q011': ((600e-9 * 1) / 0.5e-3) * 1000,
  'jmp12-ch10-q012': ((5 * 600e-9) / (1.5 - 1)) * 1e6,
  'jmp12-ch10-q013': ((4 * 600e-9 * 1) / 1e-3) * 1000,
  'jmp12-ch10-q014': 100 * Math.cos((2 * PI) / 3 / 2) ** 2,
  'jmp12-ch10-q015': 100 * Math.cos((PI * ((0.1e-3 * 1e-3) / 1)) / 500e-9) ** 2,
  'jmp12-ch10-q016': ((2 * 500e-9 * 2) / 0.2e-3) * 1000,
  'jmp12-ch10-q017': asinDeg(600e-9 / 1.2e-6),
  'jmp12-ch10-q018': 2 * (Math.ceil(0.6 / 0.12) - 1) + 1,
  'jmp12-ch10-q020': 100 * 0.5 * cos(60) ** 2,
  'jmp12-ch10-q021': 100 * 0.5 * cos(30) ** 2 * cos(90 - 30) ** 2,
  'jmp12-ch10-q023': atanDeg(1.5 / (4 / 3)),
  // ncert-12-physics-ch11 Dual Nature of Radiation and Matter (hc = 1240 eV nm where the question says so)
  'jmp12-ch11-q005': 1240 / 2.48,
  'jmp12-ch11-q006': 1240 / 310 - 2.5,
  'jmp12-ch11-q008': (e * ((1.63 - 0.8) / ((9.5 - 7.5) * 1e14))) / 1e-34,
  'jmp12-ch11-q009': ((0.1 * 1e-3) / ((h * c) / 400e-9)) * e * 1e6,
  'jmp12-ch11-q010': 1240 * (1 / 300 - 1 / 400),
  'jmp12-ch11-q013': sqrt((2 * 1.5 * e) / 9.1e-31) / 1e5,
  // hν − φ = K, 2hν − φ = 3K ⇒ φ = hν/2
  'jmp12-ch11-q014': solve2(1, 1, 1e15, 1, 3, 2e15)[0]! / 1e14,
  'jmp12-ch11-q015': 1240 / 310 - 1240 / 620,
  'jmp12-ch11-q017': (3 / c) * 1e9,
  'jmp12-ch11-q018': h / (1.67e-27 * 1e5) / 1e-12,
  'jmp12-ch11-q019': sqrt((4 * 2) / (1 * 1)),
  'jmp12-ch11-q020': (h / 1e-9) ** 2 / (2 * 9.1e-31) / e,
  // ncert-12-physics-ch12 Atoms (e²/4πε₀ = 1.44 MeV fm, R = 1.097 × 10⁷ m⁻¹, E_n = −13.6 Z²/n² eV)
  'jmp12-ch12-q002': (2 * 79 * 1.44) / 5,
  'jmp12-ch12-q004': (50 * 1.44) / 1.44,
  'jmp12-ch12-q006': 1 / (1.097e7 * (1 / 2 ** 2 - 1 / 3 ** 2)) / 1e-9,
  'jmp12-ch12-q007': 1 / 1.097e7 / 1e-9,
  'jmp12-ch12-q008': 1 / (1 / 2 ** 2) / (1 / (1 - 1 / 2 ** 2)),
  'jmp12-ch12-q010': (13.6 * 3 ** 2) / 2 ** 2,
  'jmp12-ch12-q011': ((n: number) => (2 * PI * n ** 2) / (1 / n))(2) / ((n: number) => (2 * PI * n ** 2) / (1 / n))(1),
  'jmp12-ch12-q012': ((e * 2.19e6) / (2 * PI * 0.529e-10)) * 1000,
  'jmp12-ch12-q013': 1240 / (13.6 * (1 / 2 ** 2 - 1 / 4 ** 2)),
  'jmp12-ch12-q014': (10.2 * e) / c / 1.67e-27,
  'jmp12-ch12-q016': 3,
  'jmp12-ch12-q017': 2 * PI * 0.529,
  'jmp12-ch12-q018': (3 * h) / (2 * PI) / 1e-34,
  // ncert-12-physics-ch13 Nuclei (1 u = 931.5 MeV)
  'jmp12-ch13-q003': 0.754 * 34.97 + 0.246 * 36.97,
  'jmp12-ch13-q004': (216 / 27) ** (1 / 3),
  'jmp12-ch13-q005': 1.66e-27 / ((4 / 3) * PI * 1.2e-15 ** 3) / 1e17,
  'jmp12-ch13-q007': (1.007825 + 1.008665 - 2.014102) * 931.5,
  'jmp12-ch13-q008': ((8 * 1.007825 + 8 * 1.008665 - 15.994915) * 931.5) / 16,
  'jmp12-ch13-q010': (4 * 4.002603 - 15.994915) * 931.5,
  'jmp12-ch13-q014': ((6.02e23 / 235) * 200 * 1.6e-13) / 1e10,
  'jmp12-ch13-q015': (((1e9 * 86400) / (200 * 1.6e-13) / 6.02e23) * 235) / 1000,
  'jmp12-ch13-q016': (2 * 2.014102 - (3.016029 + 1.008665)) * 931.5,
  'jmp12-ch13-q018': 2 * 120 * 8.5 - 240 * 7.6,
  // ncert-12-physics-ch14 Semiconductor Electronics
  'jmp12-ch14-q002': 1240 / 1.1,
  'jmp12-ch14-q006': (e * 1.5e16 * (0.135 + 0.048)) / 1e-4,
  'jmp12-ch14-q007': ((e * 1.5e16 * (0.135 + 0.048) * 1e-6 * 2) / 1e-2) * 1e9,
  'jmp12-ch14-q009': 1e-6 * 5e28 * e * 0.135,
  // holes (n_i²/N_D = 4.5 × 10⁹ m⁻³) are negligible in the doped crystal
  'jmp12-ch14-q010': (5e22 * e * 0.135) / (e * 1.5e16 * (0.135 + 0.048)) / 1e6,
  'jmp12-ch14-q013': 0.7 / 1e-6 / 1e5,
  'jmp12-ch14-q015': ((5 - 0.7) / 430) * 1000,
  'jmp12-ch14-q016': (0.8 - 0.7) / (0.03 - 0.01),
  // the germanium diode clamps A at 0.3 V, below the silicon diode's 0.7 V
  'jmp12-ch14-q017': ((10 - Math.min(0.3, 0.7)) / 1000) * 1000,
  'jmp12-ch14-q018': ((15 - 9) / 100 - 9 / 450) * 1000,
  'jmp12-ch14-q019': 6 / ((12 - 6) / 200 - 0.005),
  'jmp12-ch14-q021': (2 * 20) / PI,
  'jmp12-ch14-q022': 10 * sqrt(2) - 0.7,
  'jmp12-ch14-q023': (24 / 2) * sqrt(2),
};
const notComputable: Record<string, string> = {};

// ---- numerical single-choice keys: [code, computed value of the correct option, relative tolerance?]
// The tolerance (default 0.5 %) covers options rounded to three significant figures. An option naming
// two values is read by its first one.
const choiceChecks: [string, number, number?][] = [
  // ncert-12-physics-ch01 Electric Charges and Fields
  ['jmp12-ch01-q001', 3.2e-6 / 1.6e-19],
  ['jmp12-ch01-q008', 2e3 * 0.1 ** 2 * cos(60)],
  ['jmp12-ch01-q017', (k * 2e-9) / 0.2 ** 2],
  // ncert-12-physics-ch02 Electrostatic Potential and Capacitance
  ['jmp12-ch02-q001', 2e-6 * (60 - 10)],
  ['jmp12-ch02-q014', 6e4 / 3],
  ['jmp12-ch02-q019', 0.5 * 5e-6 * 200 ** 2],
  // ncert-12-physics-ch03 Current Electricity
  ['jmp12-ch03-q001', (0.5 * 60) / 1.6e-19],
  ['jmp12-ch03-q004', 5 * 2 ** 2],
  ['jmp12-ch03-q015', 220 ** 2 / 1000],
  // ncert-12-physics-ch04 Moving Charges and Magnetism
  ['jmp12-ch04-q001', 2e-6 * 3e5 * 0.5 * sin(30)],
  ['jmp12-ch04-q010', 4 * PI * 1e-7 * 1000 * 2],
  ['jmp12-ch04-q013', 100 * 2 * PI * 0.05 ** 2, 0.01],
  // ncert-12-physics-ch05 Magnetism and Matter
  ['jmp12-ch05-q002', 2 * 0.3 * sin(30)],
  ['jmp12-ch05-q015', 500 * 2],
  // ncert-12-physics-ch06 Electromagnetic Induction
  ['jmp12-ch06-q003', 0.4 * 0.05 * cos(60)],
  ['jmp12-ch06-q013', 0.2 * 0.5 * 4],
  ['jmp12-ch06-q021', 100 * 0.2 * 0.05 * 50],
  // ncert-12-physics-ch07 Alternating Current
  ['jmp12-ch07-q001', 311 / sqrt(2)],
  ['jmp12-ch07-q007', 2 * PI * 50 * 0.5],
  ['jmp12-ch07-q010', 1 / (2 * PI * 50 * 10e-6)],
  ['jmp12-ch07-q020', (220 * 2000) / 100],
  // ncert-12-physics-ch08 Electromagnetic Waves
  ['jmp12-ch08-q010', 60 / c],
  // ncert-12-physics-ch09 Ray Optics and Optical Instruments
  ['jmp12-ch09-q006', 12 / (4 / 3)],
  ['jmp12-ch09-q019', 100 / 5],
  // ncert-12-physics-ch10 Wave Optics
  ['jmp12-ch10-q019', atanDeg(sqrt(3))],
  // ncert-12-physics-ch11 Dual Nature of Radiation and Matter
  ['jmp12-ch11-q002', 4.5 * e],
  ['jmp12-ch11-q004', (2.0 * e) / h],
  ['jmp12-ch11-q016', h / 663e-9],
  // ncert-12-physics-ch12 Atoms
  ['jmp12-ch12-q009', 3 ** 2 * 0.529],
  // ncert-12-physics-ch13 Nuclei
  ['jmp12-ch13-q001', 56 - 26],
  ['jmp12-ch13-q009', 1e-3 * c ** 2],
];

const byCode = new Map(
  loadPacks()
    .flatMap((p) => p.pack.questions)
    .map((q) => [q.code, q]),
);

describe('jee-main-physics-12 keys', () => {
  it('reads option values', () => {
    expect(texValue('$4\\sqrt{3}\\ \\text{m}$')).toBeCloseTo(6.9282, 4);
    expect(texValue('$\\dfrac{3}{4}$')).toBe(0.75);
    expect(texValue('$3.6 \\times 10^{6}\\ \\text{J}$')).toBe(3.6e6);
    expect(texValue('$2.5 \\times 10^{-3}\\ \\text{m}^2$')).toBeCloseTo(2.5e-3, 12);
    expect(texValue('$45^\\circ$')).toBe(45);
    expect(texValue('$48.4\\ \\Omega$')).toBe(48.4);
    expect(texValue('$80\\ \\mu\\text{C}$')).toBe(80);
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
      const hits = (q?.options ?? []).filter((o) => Math.abs(texValue(o.body) - value) <= (value === 0 ? 1e-12 : rel * Math.abs(value))).map((o) => o.code);
      const key = q?.answer.kind === 'choice' ? q.answer.options.join(',') : undefined;
      if (hits.length !== 1 || hits[0] !== key) bad.push(`${code}: computed ${value}, options equal to it ${hits.join(',') || 'none'}, key ${key}`);
    }
    expect(bad).toEqual([]);
    markChecked(choiceChecks.map(([code]) => code));
  });
});
