/**
 * Recomputes every integer and numerical key of the CBSE Science packs (classes 9 and 10) from first
 * principles, and checks the choice keys whose options are computed values.
 */
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { markChecked } from '../../lib/key-checks.ts';
import { loadPacks, recomputeProblems } from '../../lib/packs.ts';

const here = dirname(fileURLToPath(import.meta.url));
const files = readdirSync(here)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => `packs/cbse-science/${f}`);

// ---- helpers ---------------------------------------------------------------------------------
const kmhToMs = (v: number) => (v * 5) / 18;
const round = (x: number, dp: number) => Math.round(x * 10 ** dp) / 10 ** dp;
const N_A = 6.022e23;
const G_EARTH = 9.8;
const ATOMIC: Record<string, number> = { H: 1, C: 12, N: 14, O: 16, Na: 23, Mg: 24, Al: 27, S: 32, Cl: 35.5, Ca: 40, Fe: 56, Cu: 63.5, Zn: 65 };

/** Atom counts of a simple formula such as H2SO4, Fe3O4, Ca(OH)2. */
function atoms(formula: string): Record<string, number> {
  const out: Record<string, number> = {};
  const add = (el: string, n: number) => (out[el] = (out[el] ?? 0) + n);
  const re = /\(([^)]+)\)(\d*)|([A-Z][a-z]?)(\d*)/g;
  for (const m of formula.matchAll(re)) {
    if (m[1]) {
      const inner = atoms(m[1]);
      const k = m[2] ? Number(m[2]) : 1;
      for (const [el, n] of Object.entries(inner)) add(el, n * k);
    } else add(m[3]!, m[4] ? Number(m[4]) : 1);
  }
  return out;
}
const molarMass = (formula: string) => Object.entries(atoms(formula)).reduce((s, [el, n]) => s + ATOMIC[el]! * n, 0);

/** Sum of coefficients of an equation after checking that it balances, atom by atom. */
function balancedCoefficientSum(left: [number, string][], right: [number, string][]): number {
  const count = (side: [number, string][]) => {
    const t: Record<string, number> = {};
    for (const [k, f] of side) for (const [el, n] of Object.entries(atoms(f))) t[el] = (t[el] ?? 0) + k * n;
    return t;
  };
  expect(count(left)).toEqual(count(right));
  return [...left, ...right].reduce((s, [k]) => s + k, 0);
}

const series = (...r: number[]) => r.reduce((a, b) => a + b, 0);
const parallel = (...r: number[]) => 1 / r.reduce((a, b) => a + 1 / b, 0);
/** Mirror: 1/v + 1/u = 1/f (New Cartesian signs). */
const mirrorV = (u: number, f: number) => 1 / (1 / f - 1 / u);
/** Lens: 1/v − 1/u = 1/f. */
const lensV = (u: number, f: number) => 1 / (1 / f + 1 / u);

/** Offspring of a cross: every combination of one gamete from each parent (genotypes like 'RrYy'). */
function gametes(genotype: string): string[] {
  const genes = genotype.match(/../g)!;
  return genes.reduce<string[]>((acc, g) => acc.flatMap((a) => [a + g[0], a + g[1]]), ['']);
}
function crossFraction(p1: string, p2: string, phenotype: (child: string[]) => boolean): number {
  const kids = gametes(p1).flatMap((a) => gametes(p2).map((b) => [...a].map((_, i) => a[i]! + b[i]!)));
  return kids.filter(phenotype).length / kids.length;
}
/** A gene pair shows the dominant trait when it has at least one capital letter. */
const dominant = (pair: string) => pair !== pair.toLowerCase();

const recomputed: Record<string, number> = {
  // class 9
  'cbse9-sci-ch02-q001': round((40 / (40 + 320)) * 100, 2),
  'cbse9-sci-ch03-q001': molarMass('H2SO4'),
  'cbse9-sci-ch03-q002': 22 / molarMass('CO2'),
  'cbse9-sci-ch03-q003': round(((9 / molarMass('H2O')) * N_A) / 1e23, 2),
  'cbse9-sci-ch03-q005': (9 / 3) * 8,
  'cbse9-sci-ch04-q001': 37 - 17,
  'cbse9-sci-ch04-q002': 35 * 0.75 + 37 * 0.25,
  'cbse9-sci-ch07-q001': (2 * 120) / (120 / 40 + 120 / 60),
  'cbse9-sci-ch07-q002': round((kmhToMs(60) - kmhToMs(80)) / 5, 2),
  'cbse9-sci-ch07-q004': 0.5 * 10 * 20 + 20 * 20 + 0.5 * 5 * 20,
  'cbse9-sci-ch08-q001': Math.abs(1200 * ((0 - 20) / 4)),
  'cbse9-sci-ch08-q002': (0.02 * 300) / 4,
  'cbse9-sci-ch09-q002': (60 * G_EARTH) / 6,
  'cbse9-sci-ch09-q003': (40 * G_EARTH) / (0.2 * 0.1),
  'cbse9-sci-ch10-q001': 0.5 * 15 * 4 ** 2,
  'cbse9-sci-ch10-q002': (0.5 * 1500 * (kmhToMs(72) ** 2 - kmhToMs(36) ** 2)) / 1000,
  'cbse9-sci-ch10-q003': ((4 * 60) / 1000) * 6,
  'cbse9-sci-ch11-q001': (340 * 2) / 2,
  'cbse9-sci-ch11-q002': 330 / 220,
  'cbse9-sci-ch11-q004': (1500 * 3) / 2,
  'cbse10-sci-ch01-q001': balancedCoefficientSum(
    [
      [3, 'Fe'],
      [4, 'H2O'],
    ],
    [
      [1, 'Fe3O4'],
      [4, 'H2'],
    ],
  ),
  'cbse10-sci-ch04-q001': 3 - 1 + atoms('C3H8').H!,
  'cbse10-sci-ch08-q001': 800 * crossFraction('Tt', 'Tt', ([t]) => !dominant(t!)),
  'cbse10-sci-ch08-q002': 1600 * crossFraction('RrYy', 'RrYy', ([r, y]) => dominant(r!) && !dominant(y!)),
  'cbse10-sci-ch09-q001': mirrorV(-10, -15),
  'cbse10-sci-ch09-q002': lensV(-30, 20) / -30,
  'cbse10-sci-ch09-q003': round(3 / 2.42, 2),
  'cbse10-sci-ch10-q001': 1 / (-80 / 100),
  'cbse10-sci-ch11-q001': 0.5 * 10 * 60,
  'cbse10-sci-ch11-q002': round(((12 / series(4, parallel(3, 6))) * parallel(3, 6)) / 6, 2),
  'cbse10-sci-ch11-q003': 1.5 * 2 * 30 * 6,
  'cbse10-sci-ch11-q005': round(1000 / 220, 2),
  'cbse10-sci-ch12-q004': 2.2e3 / 220,
  'cbse10-sci-ch13-q001': 20000 * 0.1 ** 3,
};

const notComputable: Record<string, string> = {};

/** The body of the (single) keyed option of a choice question. */
const allQuestions = loadPacks().flatMap((p) => p.pack.questions);
function keyedOption(code: string): string {
  const q = allQuestions.find((x) => x.code === code);
  if (!q || q.answer.kind !== 'choice') throw new Error(`${code} is not a choice question`);
  const opt = q.options?.find((o) => o.code === (q.answer as { options: string[] }).options[0]);
  return opt!.body;
}
/** First number written in a text (handles a minus sign and decimals). */
const firstNumber = (text: string) => Number(/-?\d+(?:\.\d+)?/.exec(text.replace(/−/g, '-'))![0]);

describe('cbse-science keys', () => {
  it('are recomputed', () => {
    expect(recomputeProblems(files, recomputed, notComputable)).toEqual([]);
  });

  it('have computed single-choice keys', () => {
    expect(firstNumber(keyedOption('cbse9-sci-ch01-q001'))).toBe(300 - 273);
    expect(firstNumber(keyedOption('cbse9-sci-ch07-q003'))).toBe(Math.abs((0 - 20) / 5));
    expect(firstNumber(keyedOption('cbse9-sci-ch07-q005'))).toBeCloseTo((2 * (22 / 7) * 35) / 44, 6);
    expect(keyedOption('cbse9-sci-ch09-q001')).toBe(`$${1 / (1 / 2) ** 2}F$`);
    expect(keyedOption('cbse10-sci-ch02-q001')).toContain(String(10 ** (5 - 2)));
    {
      const n = 2 + (3 - 1); // third alkene: n = 4
      expect(keyedOption('cbse10-sci-ch04-q002')).toBe(`$\\mathrm{C_${n}H_${2 * n}}$`);
    }
    {
      const r = 220 ** 2 / 1000; // heater resistance
      expect(firstNumber(keyedOption('cbse10-sci-ch11-q006'))).toBeCloseTo(110 ** 2 / r, 6);
    }
    expect(keyedOption('cbse10-sci-ch11-q004')).toBe(`$${2 / (1 / 2)}R$`);
    expect(firstNumber(keyedOption('cbse10-sci-ch09-q004'))).toBe(1 / -0.25);
    {
      const fatherGametes = ['X', 'Y']; // every egg carries X, so the sperm decides
      const pBoy = fatherGametes.filter((g) => g === 'Y').length / fatherGametes.length;
      expect(keyedOption('cbse10-sci-ch08-q003')).toBe(`$\\dfrac1${1 / pBoy}$`);
    }
    markChecked([
      'cbse10-sci-ch02-q001',
      'cbse10-sci-ch04-q002',
      'cbse10-sci-ch08-q003',
      'cbse10-sci-ch09-q004',
      'cbse10-sci-ch11-q004',
      'cbse10-sci-ch11-q006',
      'cbse9-sci-ch01-q001',
      'cbse9-sci-ch07-q003',
      'cbse9-sci-ch07-q005',
      'cbse9-sci-ch09-q001',
    ]);
  });
});
