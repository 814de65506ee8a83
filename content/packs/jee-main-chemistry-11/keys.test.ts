/**
 * Keys of the JEE Main Chemistry (Class 11) packs, recomputed by code (issue #16 §3): every integer and
 * numerical key from the data of its question, and every single-choice key whose correct option is a
 * number by computing the value and checking that exactly one option equals it (to within the
 * rounding the options use) and that it is the key. Conceptual keys are not marked here; they are
 * re-solved independently.
 */
import { describe, expect, it } from 'vitest';
import { markChecked } from '../../lib/key-checks.ts';
import { loadPacks, recomputeProblems } from '../../lib/packs.ts';

const dir = 'packs/jee-main-chemistry-11/';

// ---- helpers -------------------------------------------------------------------------------
const R = 8.314; // J K⁻¹ mol⁻¹
const log10 = Math.log10;
const h = 6.626e-34; // J s
const c = 3.0e8; // m s⁻¹
const eV = 1.602e-19; // J
const me = 9.109e-31; // kg
const sum = (xs: number[]) => xs.reduce((s, v) => s + v, 0);
/** Significant figures of a number written as a decimal string ('0.0050200' → 5). */
const sigFigs = (s: string) => {
  const digits = s.replace('-', '').replace('.', '').replace(/^0+/, '');
  return s.includes('.') ? digits.length : digits.replace(/0+$/, '').length;
};
/** Rounds to `d` decimal places and returns the decimal string. */
const toFixedStr = (x: number, d: number) => x.toFixed(d);
/** Weighted mean of values by weights. */
const wmean = (vs: number[], ws: number[]) => sum(vs.map((v, i) => v * ws[i]!)) / sum(ws);

/** Permutations of [0, …, n − 1]. */
const perms = (n: number): number[][] =>
  n === 0 ? [[]] : perms(n - 1).flatMap((p) => Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]));
/**
 * Constitutional isomers of the hydrocarbon C(nC)H(nH): distinct connected carbon skeletons (bond orders
 * 1…maxBond between each pair of carbons, rings allowed) in which every carbon has valence 4, the
 * rest filled by hydrogen. Brute force over all multigraphs, counted up to relabelling of the carbons.
 */
const hydrocarbonIsomers = (nC: number, nH: number, maxBond: number) => {
  const pairs: [number, number][] = [];
  for (let i = 0; i < nC; i++) for (let j = i + 1; j < nC; j++) pairs.push([i, j]);
  const ps = perms(nC);
  const seen = new Set<string>();
  const m = Array.from({ length: pairs.length }, () => 0);
  const total = (maxBond + 1) ** pairs.length;
  for (let k = 0; k < total; k++) {
    for (let t = 0, x = k; t < pairs.length; t++, x = Math.floor(x / (maxBond + 1))) m[t] = x % (maxBond + 1);
    const val = Array.from({ length: nC }, () => 0);
    pairs.forEach(([i, j], t) => {
      val[i] = val[i]! + m[t]!;
      val[j] = val[j]! + m[t]!;
    });
    if (val.some((v) => v > 4) || sum(val.map((v) => 4 - v)) !== nH) continue;
    // connected?
    const reach = new Set([0]);
    for (let grew = true; grew;) {
      grew = false;
      pairs.forEach(([i, j], t) => {
        if (m[t]! > 0 && reach.has(i) !== reach.has(j)) {
          reach.add(i);
          reach.add(j);
          grew = true;
        }
      });
    }
    if (reach.size !== nC) continue;
    const bond = (i: number, j: number) => m[pairs.findIndex(([a, b]) => a === Math.min(i, j) && b === Math.max(i, j))]!;
    seen.add(ps.map((p) => pairs.map(([i, j]) => bond(p[i]!, p[j]!)).join('')).sort()[0]!);
  }
  return seen.size;
};

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
  'ch01-some-basic-concepts-of-chemistry.json',
  'ch04-chemical-bonding-and-molecular-structure.json',
  'ch05-thermodynamics.json',
  'ch06-equilibrium.json',
  'ch07-redox-reactions.json',
  'ch02-structure-of-atom.json',
  'ch03-classification-of-elements-and-periodicity.json',
  'ch08-organic-chemistry-basic-principles.json',
  'ch09-hydrocarbons.json',
  // FILES-END
].map((f) => dir + f);

// ---- integer and numerical keys ------------------------------------------------------------
const recomputed: Record<string, number> = {
  // ncert-11-chemistry-ch01 Some Basic Concepts of Chemistry
  'jmc11-ch01-q003': (5 / 9) * (59 - 32) + 273.15,
  'jmc11-ch01-q004': ((19.75 / 25.0) * 2000) / 1000,
  'jmc11-ch01-q005': sigFigs('0.0050200'),
  'jmc11-ch01-q006': sigFigs(toFixedStr(12.11 + 18.0 + 1.012, 1)),
  'jmc11-ch01-q008': 2 * (60 / 40 / (50 / 50)),
  'jmc11-ch01-q009': (2 * 40) / 2 + (30 - 40 / 2),
  'jmc11-ch01-q011': wmean([62.93, 64.93], [69.2, 30.8]),
  'jmc11-ch01-q012': 100 * ((11.01 - 10.81) / (11.01 - 10.01)),
  // ncert-11-chemistry-ch04 Chemical Bonding and Molecular Structure
  'jmc11-ch04-q002': 1 + 2, // π bonds: C=C has one, C≡N has two
  'jmc11-ch04-q003': 6 - 2 - 6 / 2,
  'jmc11-ch04-q007': (100 * 1.2) / ((4.8e-10 * 150e-10) / 1e-18),
  // lone pairs on the central atom of XeF4, SF4, CCl4, ICl4−, BrF4−, XeO4: (valence e + negative charge − e used in bonds) / 2
  'jmc11-ch04-q008': [(8 - 4) / 2, (6 - 4) / 2, (4 - 4) / 2, (7 + 1 - 4) / 2, (7 + 1 - 4) / 2, (8 - 8) / 2].filter((lp) => lp === 2).length,
  'jmc11-ch04-q010': (8 - 2) / 2 + (8 - 4) / 2 + (8 - 6) / 2,
  'jmc11-ch04-q013': 150 + 420 + 120 - 340 - -400,
  // ncert-11-chemistry-ch05 Thermodynamics
  'jmc11-ch05-q003': 300 - 120,
  'jmc11-ch05-q004': 2.5 * 1.6,
  'jmc11-ch05-q006': 30e3 / 100,
  'jmc11-ch05-q007': -(100 * 4.18 * 6.8) / (0.05 * 1.0) / 1000,
  'jmc11-ch05-q008': -(8.0 * 1.75) / (0.9 / 180) + (6 - 6) * R * 298e-3,
  'jmc11-ch05-q009': -1365.0 + (2 - 3) * R * 298e-3,
  'jmc11-ch05-q010': 414 + 243 - (330 + 431),
  'jmc11-ch05-q011': 701 + -684,
  'jmc11-ch05-q012': -12.1 - -57.1,
  'jmc11-ch05-q013': Math.round(Math.exp(5710 / (R * 298))),
  // ncert-11-chemistry-ch06 Equilibrium
  'jmc11-ch06-q002': 0.3 * 2.5 * 2.0,
  'jmc11-ch06-q006': (1 / 64) ** 0.5,
  'jmc11-ch06-q007': ((0.4 / 2) * (0.4 / 2)) / (0.6 / 2),
  'jmc11-ch06-q009': 4.0e-3 * (0.0831 * 400) ** (2 - 1),
  'jmc11-ch06-q013': -log10(1.0e-3),
  'jmc11-ch06-q014': 14 + log10(2 * 5.0e-3),
  'jmc11-ch06-q015': -log10(Math.sqrt((1.0e-14 / 1.8e-5) * 0.1)),
  'jmc11-ch06-q016': 14 - (4.74 + log10(0.1 / 0.2)),
  'jmc11-ch06-q017': 2.0e-10 / 0.01 / 1e-8,
  // ncert-11-chemistry-ch07 Redox Reactions
  'jmc11-ch07-q003': (0 - 2 * 1 - 7 * -2) / 2,
  'jmc11-ch07-q005': 2 * (0 - -1),
  'jmc11-ch07-q007': 0.8 - -0.76,
  'jmc11-ch07-q009': -1 - 4 * -2 - (0 - 2 * -2),
  'jmc11-ch07-q010': (0 - 4 * -2) / 3,
  'jmc11-ch07-q011': (0 - 2 * 1 - 6 * -2 - 2 * -1) / 2,
  // ncert-11-chemistry-ch02 Structure of Atom
  'jmc11-ch02-q001': 37 - 17,
  'jmc11-ch02-q002': 8.0e-19 / 1.6e-19,
  'jmc11-ch02-q006': (h * c) / 400e-9 / eV,
  'jmc11-ch02-q007': 1240 / 310 - 2.0,
  'jmc11-ch02-q008': 1.5 / ((h * 3.0e8) / 662.6e-9) / 1e18,
  'jmc11-ch02-q009': -13.6 / 3 ** 2,
  'jmc11-ch02-q010': (5 * 4) / 2,
  'jmc11-ch02-q011': (0.529 * 2 ** 2) / 3,
  'jmc11-ch02-q012': Math.sqrt(1 / (1 - 2 ** 2 * (1 / 2 ** 2 - 1 / 4 ** 2))),
  'jmc11-ch02-q013': h / Math.sqrt(2 * me * eV * 150) / 1e-10,
  'jmc11-ch02-q014': h / (4 * Math.PI * me * 1.0e-10) / 1e5,
  'jmc11-ch02-q016': 3 - 1 - 1,
  'jmc11-ch02-q017':
    2 *
    [
      [5, 0],
      [4, 1],
      [3, 2],
      [2, 3],
    ]
      .filter(([n, l]) => l! < n!)
      .reduce((s, [, l]) => s + 2 * l! + 1, 0),
  // ncert-11-chemistry-ch03 Classification of Elements and Periodicity in Properties
  'jmc11-ch03-q002': (40.1 + 137.3) / 2,
  'jmc11-ch03-q007': 2 * (1 + 5 + 3), // 5s, 4d, 5p orbitals
  'jmc11-ch03-q008': 10 + 2 + 3,
  'jmc11-ch03-q009': 18 + 2 + 10 + 4,
  'jmc11-ch03-q010': 118 + 2,
  'jmc11-ch03-q014': (2.3 / 23) * 496,
  'jmc11-ch03-q015': 0.5 * (496 - 349),
  // ncert-11-chemistry-ch08 Organic Chemistry: Some Basic Principles and Techniques
  // σ bonds on C1…C6 of CH2=C=CH–C≡C–CH3; sp carbons have two
  'jmc11-ch08-q002': [3, 2, 3, 2, 2, 4].filter((s) => s === 2).length,
  'jmc11-ch08-q003': 2 * 3 + 1 + 2 + 1,
  'jmc11-ch08-q004': 2 + 1 + 1 + 2 + 3,
  'jmc11-ch08-q015': 3.0 / 7.5,
  'jmc11-ch08-q016': ((80 / 188) * 0.47 * 100) / 0.25,
  'jmc11-ch08-q017': ((28 * (60.0 * ((760 - 15) / 760) * (273 / 300))) / 22400 / 0.3) * 100,
  'jmc11-ch08-q007': hydrocarbonIsomers(5, 12, 1),
  'jmc11-ch08-q009': hydrocarbonIsomers(4, 8, 2),
  // ncert-11-chemistry-ch09 Hydrocarbons
  // benzene ring present in: benzene, toluene, cyclohexene, naphthalene, cyclohexane, styrene
  'jmc11-ch09-q002': [true, true, false, true, false, true].filter(Boolean).length,
  'jmc11-ch09-q003': 2.0 * (3 + 8 / 4), // CxHy needs x + y/4 O2
  'jmc11-ch09-q004': (2 * 3) / 2, // unordered pairs of {methyl, ethyl} with repetition
  'jmc11-ch09-q006': hydrocarbonIsomers(6, 14, 1),
  'jmc11-ch09-q008': 4 * (55 / 10 - 40 / 10),
  'jmc11-ch09-q011': 1 + 2,
  'jmc11-ch09-q014': ((0.8 * 8.0) / 64) * 22.4,
  'jmc11-ch09-q016': 10 * 1,
  // [π electrons, planar]: benzene, C5H5−, C5H5+, C7H7+, cyclooctatetraene, C3H3+
  'jmc11-ch09-q018': (
    [
      [6, 1],
      [6, 1],
      [4, 1],
      [6, 1],
      [8, 0],
      [2, 1],
    ] as const
  ).filter(([e, planar]) => planar === 1 && (e - 2) % 4 === 0).length,
  // RECOMPUTED-END
};
const notComputable: Record<string, string> = {};

// ---- numerical single-choice keys: [code, computed value of the correct option, relative tolerance?]
// The tolerance (default 0.5 %) covers options rounded to three significant figures.
const choiceChecks: [string, number, number?][] = [
  // CHOICE-END
];

const byCode = new Map(
  loadPacks()
    .flatMap((p) => p.pack.questions)
    .map((q) => [q.code, q]),
);

describe('jee-main-chemistry-11 keys', () => {
  it('reads option values', () => {
    expect(texValue('$1.56\\ \\text{V}$')).toBe(1.56);
    expect(texValue('$3.6 \\times 10^{6}\\ \\text{J}$')).toBe(3.6e6);
    expect(texValue('$2.5 \\times 10^{-3}\\ \\text{M}$')).toBeCloseTo(2.5e-3, 12);
    expect(texValue('None of these')).toBeNaN();
    expect(sigFigs('0.0050200')).toBe(5);
    expect(sigFigs('31.1')).toBe(3);
    expect(sigFigs('1200')).toBe(2);
    expect(hydrocarbonIsomers(4, 10, 1)).toBe(2); // butane, isobutane
    expect(hydrocarbonIsomers(6, 14, 1)).toBe(5); // the five hexanes
    expect(hydrocarbonIsomers(3, 4, 3)).toBe(3); // propyne, allene, cyclopropene
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
