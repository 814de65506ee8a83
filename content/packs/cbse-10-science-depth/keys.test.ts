/**
 * Keys of the CBSE Class 10 Science depth packs, recomputed by code (issue #16 §3): every integer
 * and numerical key from the data of its question (balanced equations are checked atom by atom
 * before their coefficients are added; crosses are enumerated gamete by gamete; optics and circuits
 * from their formulas), and every single-choice key whose option is a computed value by finding the
 * one option that equals it. Conceptual keys are not marked here; they are re-solved independently.
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
  .map((f) => `packs/cbse-10-science-depth/${f}`);

// ---- chemistry ---------------------------------------------------------------------------------
/** Atom counts of a formula such as H2SO4, Fe3O4, Ca(OH)2, CuSO4·5H2O. */
function atoms(formula: string): Record<string, number> {
  const out: Record<string, number> = {};
  const add = (el: string, n: number) => (out[el] = (out[el] ?? 0) + n);
  const [main, ...hydrates] = formula.split('·');
  for (const h of hydrates) {
    const m = /^(\d*)(.*)$/.exec(h)!;
    for (const [el, n] of Object.entries(atoms(m[2]!))) add(el, n * (m[1] ? Number(m[1]) : 1));
  }
  for (const m of main!.matchAll(/\(([^)]+)\)(\d*)|([A-Z][a-z]?)(\d*)/g)) {
    if (m[1]) for (const [el, n] of Object.entries(atoms(m[1]))) add(el, n * (m[2] ? Number(m[2]) : 1));
    else add(m[3]!, m[4] ? Number(m[4]) : 1);
  }
  return out;
}
type Side = [number, string][];
const tally = (side: Side) => {
  const t: Record<string, number> = {};
  for (const [k, f] of side) for (const [el, n] of Object.entries(atoms(f))) t[el] = (t[el] ?? 0) + k * n;
  return t;
};
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
/**
 * The sum of the coefficients of a balanced equation, after checking that it balances atom by atom
 * and that its coefficients have no common factor (the smallest whole numbers).
 */
function coefficientSum(left: Side, right: Side): number {
  expect(tally(left)).toEqual(tally(right));
  const all = [...left, ...right].map(([k]) => k);
  expect(all.reduce(gcd)).toBe(1);
  return all.reduce((s, k) => s + k, 0);
}
/** Parses `2Al + 6HCl -> 2AlCl3 + 3H2` into its two sides. */
function eq(text: string): [Side, Side] {
  const side = (s: string): Side =>
    s.split(' + ').map((t) => {
      const m = /^(\d*)(\S+)$/.exec(t.trim())!;
      return [m[1] ? Number(m[1]) : 1, m[2]!];
    });
  const [l, r] = text.split(' -> ');
  return [side(l!), side(r!)];
}
const sumOf = (text: string) => coefficientSum(...eq(text));
/** A combination reaction: two or more reactants, exactly one product. */
const isCombination = (text: string) => eq(text)[0].length >= 2 && eq(text)[1].length === 1;
/** The acid and the base a salt comes from, and which of them are strong (NCERT Class 10 list). */
const SALT_PARENTS: Record<string, [acid: string, base: string]> = {
  Na2CO3: ['H2CO3', 'NaOH'],
  NaHCO3: ['H2CO3', 'NaOH'],
  NaCl: ['HCl', 'NaOH'],
  NH4Cl: ['HCl', 'NH4OH'],
  CH3COONa: ['CH3COOH', 'NaOH'],
  KNO3: ['HNO3', 'KOH'],
  K2SO4: ['H2SO4', 'KOH'],
  '(NH4)2SO4': ['H2SO4', 'NH4OH'],
};
const STRONG = new Set(['HCl', 'HNO3', 'H2SO4', 'NaOH', 'KOH']);
/** 'acidic', 'basic' or 'neutral': the stronger parent wins; two strong parents give a neutral salt. */
function saltNature(salt: string): 'acidic' | 'basic' | 'neutral' {
  const [acid, base] = SALT_PARENTS[salt]!;
  if (STRONG.has(acid) === STRONG.has(base)) return 'neutral';
  return STRONG.has(acid) ? 'acidic' : 'basic';
}
const MASS: Record<string, number> = { H: 1, C: 12, N: 14, O: 16, Na: 23, Mg: 24, Al: 27, S: 32, Cl: 35.5, K: 39, Ca: 40, Fe: 56, Cu: 63.5, Zn: 65 };
const molarMass = (formula: string) => Object.entries(atoms(formula)).reduce((s, [el, n]) => s + MASS[el]! * n, 0);
/** K, L, M, N shell populations of the first 20 elements (2, 8, 8, 2 rule). */
function shells(z: number): number[] {
  const out: number[] = [];
  for (const cap of [2, 8, 8, 2]) {
    if (z <= 0) break;
    out.push(Math.min(cap, z));
    z -= cap;
  }
  return out;
}
/** Electrons a main-group atom loses (positive) or gains (negative) to reach an octet. */
const ionCharge = (z: number) => {
  const v = shells(z).at(-1)!;
  return v <= 3 ? v : -(8 - v);
};
const VALENCE: Record<string, number> = { H: 1, C: 4, O: 2, Cl: 1 };
/** Bonding electrons of a neutral molecule in which every atom uses its full valency (2 per bond order). */
const bondingElectrons = (formula: string) => Object.entries(atoms(formula)).reduce((s, [el, n]) => s + VALENCE[el]! * n, 0);
const round = (x: number, dp: number) => Math.round(x * 10 ** dp) / 10 ** dp;

// ---- heredity -------------------------------------------------------------------------------
/** The gametes of a genotype written as gene pairs ('RrYy' → RY, Ry, rY, ry). */
function gametes(genotype: string): string[] {
  return genotype.match(/../g)!.reduce<string[]>((acc, g) => acc.flatMap((a) => [a + g[0], a + g[1]]), ['']);
}
/** Every offspring of a cross, one per pair of gametes, as gene pairs with the dominant letter first ('Tt', 'rr'). */
const offspring = (p1: string, p2: string) => gametes(p1).flatMap((a) => gametes(p2).map((b) => [...a].map((_, i) => [a[i]!, b[i]!].sort().join(''))));
/** A gene pair shows the dominant trait when it has at least one capital letter. */
const dominant = (pair: string) => pair !== pair.toLowerCase();
const fractionOf = (kids: string[][], p: (kid: string[]) => boolean) => kids.filter(p).length / kids.length;
/** A fraction as the option text `$\dfrac{1}{3}$` (smallest denominator up to 64). */
function fracTex(x: number): string {
  const d = range(1, 64).find((k) => Math.abs(x * k - Math.round(x * k)) < 1e-9)!;
  return `$\\dfrac{${Math.round(x * d)}}{${d}}$`;
}

// ---- optics and electricity (New Cartesian sign convention; SI or cm as the question states) -----
/** Mirror: 1/v + 1/u = 1/f. */
const mirrorV = (u: number, f: number) => 1 / (1 / f - 1 / u);
/** Lens: 1/v − 1/u = 1/f. */
const lensV = (u: number, f: number) => 1 / (1 / f + 1 / u);
/** Power in dioptres of the lens that images an object at u onto v (both in metres): P = 1/v − 1/u. */
const powerFor = (u: number, v: number) => 1 / v - 1 / u;
const series = (...r: number[]) => r.reduce((a, b) => a + b, 0);
const parallel = (...r: number[]) => 1 / r.reduce((a, b) => a + 1 / b, 0);
/** Resistance of a bulb from its rating: R = V²/P. */
const bulbR = (watt: number, volt = 220) => volt ** 2 / watt;
type Vec = [number, number, number]; // x east, y north, z up
const cross = ([a, b, c]: Vec, [d, e, f]: Vec): Vec => [b * f - c * e, c * d - a * f, a * e - b * d];
const DIRECTION: Record<string, Vec> = { east: [1, 0, 0], west: [-1, 0, 0], north: [0, 1, 0], south: [0, -1, 0], up: [0, 0, 1], down: [0, 0, -1] };
const directionOf = (v: Vec) => Object.keys(DIRECTION).find((k) => DIRECTION[k]!.every((x, i) => x === Math.sign(v[i]!)))!;
const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

// ---- integer and numerical keys --------------------------------------------------------------
const recomputed: Record<string, number> = {
  // ch01 Chemical Reactions and Equations
  'c10s-ch01-q006': sumOf('4Al + 3O2 -> 2Al2O3'),
  'c10s-ch01-q007': sumOf('2Al + 6HCl -> 2AlCl3 + 3H2'),
  'c10s-ch01-q016': sumOf('2FeSO4 -> Fe2O3 + SO2 + SO3'),
  'c10s-ch01-q018': sumOf('2C4H10 + 13O2 -> 8CO2 + 10H2O'),
  'c10s-ch01-q019': sumOf('4FeS2 + 11O2 -> 2Fe2O3 + 8SO2'),
  'c10s-ch01-q024': [
    'CaO + H2O -> Ca(OH)2',
    '2H2 + O2 -> 2H2O',
    '2AgBr -> 2Ag + Br2',
    'C + O2 -> CO2',
    'Zn + CuSO4 -> ZnSO4 + Cu',
    '2CO + O2 -> 2CO2',
    'NH3 + HCl -> NH4Cl',
    'CH4 + 2O2 -> CO2 + 2H2O',
  ].filter((r) => sumOf(r) > 0 && isCombination(r)).length,
  // ch02 Acids, Bases and Salts
  'c10s-ch02-q009': 10 ** (6.0 - 4.0),
  'c10s-ch02-q013': 4 * (atoms('CaSO4·2H2O').H! / 2 - 1 / 2), // gypsum keeps ½ H2O of its 2
  'c10s-ch02-q019': ['Na2CO3', 'NaCl', 'NH4Cl', 'CH3COONa', 'KNO3', 'NaHCO3', 'K2SO4', '(NH4)2SO4'].filter((s) => saltNature(s) === 'basic').length,
  'c10s-ch02-q023': round(((10 * molarMass('H2O')) / molarMass('Na2CO3·10H2O')) * 100, 1),
  // ch03 Metals and Non-metals
  'c10s-ch03-q011': ((lost, gained) => {
    expect(lost).toBe(gained);
    return lost;
  })(2 * ionCharge(13), 3 * -ionCharge(8)),
  'c10s-ch03-q016': (22 / 24) * 12,
  'c10s-ch03-q021': sumOf('2Cu2O + Cu2S -> 6Cu + SO2'),
  // ch04 Carbon and its Compounds
  'c10s-ch04-q005': bondingElectrons('C2H6O') / 2, // all single bonds: one bond per shared pair
  'c10s-ch04-q017': bondingElectrons('C2H2'),
  'c10s-ch04-q019': ((n) => 2 * n - 2)(range(1, 20).find((n) => molarMass(`C${n}H${2 * n - 2}`) === 68)!),
  'c10s-ch04-q020': molarMass('C2H4O2') - molarMass('C2H6O'),
  // ch05 Life Processes
  'c10s-ch05-q013': round(((180 - 1.5) / 180) * 100, 1),
  'c10s-ch05-q019': ((next: Record<string, string>) => {
    // double circulation, from the vena cava back to the aorta
    const path: string[] = [];
    for (let at = next['vena cava']!; at !== 'aorta'; at = next[at]!) path.push(at);
    return path.filter((p) => / (atrium|ventricle)$/.test(p)).length;
  })({
    'vena cava': 'right atrium',
    'right atrium': 'right ventricle',
    'right ventricle': 'pulmonary artery',
    'pulmonary artery': 'lungs',
    lungs: 'pulmonary vein',
    'pulmonary vein': 'left atrium',
    'left atrium': 'left ventricle',
    'left ventricle': 'aorta',
  }),
  // ch07 How do Organisms Reproduce?
  'c10s-ch07-q012': 46 / 2,
  'c10s-ch07-q017': ((n) => {
    for (let generation = 1; generation <= 3; generation++) n = n + n; // two unhalved germ cells fuse
    return n;
  })(16),
  'c10s-ch07-q021': ((kind: Record<string, 'asexual' | 'sexual' | 'not reproduction'>) => Object.values(kind).filter((k) => k === 'asexual').length)({
    'binary fission': 'asexual',
    pollination: 'sexual',
    budding: 'asexual',
    fragmentation: 'asexual',
    fertilisation: 'sexual',
    'spore formation': 'asexual',
    regeneration: 'asexual',
    'germination of a seed': 'not reproduction',
  }),
  // ch08 Heredity
  'c10s-ch08-q005': 1200 * fractionOf(offspring('Vv', 'Vv'), ([v]) => dominant(v!)),
  'c10s-ch08-q008': 3200 * fractionOf(offspring('RrYy', 'RrYy'), ([r, y]) => !dominant(r!) && !dominant(y!)),
  'c10s-ch08-q016': ((round) => 930 * fractionOf(round, ([r]) => r === 'Rr'))(offspring('Rr', 'Rr').filter(([r]) => dominant(r!))),
  'c10s-ch08-q018': new Set(offspring('RrYy', 'RrYy').map((k) => k.join(''))).size,
  // ch09 Light – Reflection and Refraction
  'c10s-ch09-q006': Math.abs(mirrorV(-30, -20)),
  'c10s-ch09-q007': -mirrorV(-10, 15) / -10,
  'c10s-ch09-q008': Math.abs((lensV(-15, 10) / -15) * 2),
  'c10s-ch09-q010': round(1.5 / 1.33, 2),
  'c10s-ch09-q011': 100 / (3.5 + -1.5),
  'c10s-ch09-q016': -mirrorV(-10, -15) / -10,
  'c10s-ch09-q018': range(1, 100).find((x) => near(lensV(-x, 12), 3 * x))!,
  'c10s-ch09-q019': Math.abs(((u) => 1 / (1 / (3 * u) + 1 / u))(-10)), // real image: v = 3u
  'c10s-ch09-q020': (0.06 / (3e8 / 1.5)) * 1e9,
  'c10s-ch09-q021': Math.abs(lensV(-25, 100 / -4)),
  // ch10 The Human Eye and the Colourful World
  'c10s-ch10-q008': powerFor(-0.25, -0.5),
  'c10s-ch10-q016': powerFor(-Infinity, -2),
  'c10s-ch10-q018': round(powerFor(-0.25, -0.75), 2),
  'c10s-ch10-q022': powerFor(-0.25, 0.025) - powerFor(-Infinity, 0.025),
  // ch11 Electricity
  'c10s-ch11-q004': 180 / 6,
  'c10s-ch11-q005': 0.8 / 1.6e-19 / 1e18,
  'c10s-ch11-q006': ((readings: [number, number][]) => {
    const r = readings.map(([v, i]) => v / i);
    expect(r.every((x) => near(x, r[0]!))).toBe(true); // V ∝ I: an ohmic resistor
    return r[0]!;
  })([
    [1.5, 0.1],
    [3.0, 0.2],
    [4.5, 0.3],
    [6.0, 0.4],
  ]),
  'c10s-ch11-q007': (1.0e-6 * 2) / (0.5 * 1e-6),
  'c10s-ch11-q008': parallel(2, 3, 6),
  'c10s-ch11-q009': 12 / series(5, parallel(4, 12)),
  'c10s-ch11-q010': 2 ** 2 * 10 * 30,
  'c10s-ch11-q015': (4 * 10 * 6 + 100 * 4 + 2000 * 1) / 1000,
  'c10s-ch11-q016': ((4 * 10 * 6 + 100 * 4 + 2000 * 1) / 1000) * 30 * 6,
  'c10s-ch11-q017': new Set([series(1, 1, 1), parallel(1, 1, 1), series(parallel(1, 1), 1), parallel(series(1, 1), 1)].map((x) => round(x, 9))).size,
  'c10s-ch11-q018': round(parallel(12 / 3, 12 / 3, 12 / 3), 2),
  'c10s-ch11-q019': Math.round(200 ** 2 / bulbR(1000)),
  // ch12 Magnetic Effects of Electric Current
  'c10s-ch12-q014': Math.floor((220 * 5) / 100),
  'c10s-ch12-q016': round((2000 + 1000 + 1500) / 220, 2),
  'c10s-ch12-q021': Math.floor((220 * 10 - 1000) / 60),
  // ch13 Our Environment
  'c10s-ch13-q005': 30 / 0.1 ** 3,
  'c10s-ch13-q016': 25 / 0.00005,
  'c10s-ch13-q018': 2_000_000 * 0.01 * 0.1 * 0.1,
  'c10s-ch13-q022': ((eatenBy: Record<string, string[]>) => {
    const chains = (from: string): number => (from === 'hawk' ? 1 : (eatenBy[from] ?? []).reduce((n, next) => n + chains(next), 0));
    return chains('grass');
  })({ grass: ['grasshopper', 'rabbit'], grasshopper: ['frog', 'bird'], frog: ['snake'], rabbit: ['snake', 'hawk'], bird: ['hawk'], snake: ['hawk'] }),
};
const notComputable: Record<string, string> = {};

// ---- single-choice keys whose option is a computed value: [code, computed option body] ---------
const choiceChecks: [string, string][] = [
  // ch12 Magnetic Effects of Electric Current
  ['c10s-ch12-q008', `It becomes ${50 / 10} times as strong.`],
  ['c10s-ch12-q011', `${[5, 10, 15].find((rating) => rating >= 1500 / 220)} A`],
  [
    'c10s-ch12-q017',
    ((w: Record<string, number>) => {
      const pairs = [
        ['microwave oven', 'kettle'],
        ['microwave oven', 'toaster'],
        ['toaster', 'kettle'],
      ].filter(([a, b]) => (w[a!]! + w[b!]!) / 220 > 15);
      expect(pairs).toHaveLength(1);
      return `The ${pairs[0]![0]} and the ${pairs[0]![1]}`;
    })({ 'microwave oven': 2000, toaster: 1000, kettle: 1500 }),
  ],
  // F = I L × B; electrons move south → north, so the current flows north → south
  ['c10s-ch12-q018', `Towards the ${directionOf(cross(DIRECTION.south!, DIRECTION.up!))}`],
  // ch11 Electricity
  ['c10s-ch11-q013', `The ${[60, 100].sort((a, b) => bulbR(b) - bulbR(a))[0]} W bulb`],
  [
    'c10s-ch11-q014',
    ((wh: Record<string, number>) => Object.entries(wh).sort((a, b) => b[1] - a[1])[0]![0])({
      'The four LED bulbs together': 4 * 10 * 6,
      'The television': 100 * 4,
      'The geyser': 2000 * 1,
    }),
  ],
  ['c10s-ch11-q020', ((i) => `The ${[60, 100].sort((a, b) => i ** 2 * bulbR(b) - i ** 2 * bulbR(a))[0]} W bulb`)(220 / series(bulbR(60), bulbR(100)))],
  // ch09 Light – Reflection and Refraction
  ['c10s-ch09-q001', `$${90 - 30}^\\circ$`],
  [
    'c10s-ch09-q013',
    ((n: Record<string, number>) => Object.entries(n).sort((a, b) => a[1] - b[1])[0]![0])({ Kerosene: 1.44, Water: 1.33, 'Crown glass': 1.52, Diamond: 2.42 }),
  ],
  [
    'c10s-ch09-q017',
    ((v, m) =>
      `${v < 0 ? 'Real and inverted' : 'Virtual and erect'}, ${round(Math.abs(v), 6)} cm ${v < 0 ? 'in front of' : 'behind'} the mirror, ${round(Math.abs(m), 6)} times the size of the face`)(
      mirrorV(-20, -15),
      -mirrorV(-20, -15) / -20,
    ),
  ],
  // ch08 Heredity
  ['c10s-ch08-q006', ((tall) => fracTex(fractionOf(tall, ([t]) => t === 'TT')))(offspring('Tt', 'Tt').filter(([t]) => dominant(t!)))],
  ['c10s-ch08-q009', ['TT', 'Tt', 'tt'].filter((g) => dominant(g) && fractionOf(offspring(g, 'tt'), ([t]) => dominant(t!)) === 1 / 2).join()],
  [
    'c10s-ch08-q015',
    ((r) => `${r} : 1`)(
      930 / 310 === fractionOf(offspring('Rr', 'Rr'), ([x]) => dominant(x!)) / fractionOf(offspring('Rr', 'Rr'), ([x]) => !dominant(x!)) ? 930 / 310 : NaN,
    ),
  ],
  ['c10s-ch08-q017', fracTex((['X', 'Y'].filter((g) => g === 'X').length / 2) ** 2)],
];

// ---- numerical blanks: [code, the computed value of each blank] ------------------------------
const blankChecks: [string, number[]][] = [
  // ch09 Light – Reflection and Refraction
  ['c10s-ch09-q002', [24 / 2]],
];

const byCode = new Map(
  loadPacks()
    .flatMap((p) => p.pack.questions)
    .map((q) => [q.code, q]),
);

describe('cbse-10-science-depth keys', () => {
  it('are recomputed', () => {
    expect(recomputeProblems(files, recomputed, notComputable)).toEqual([]);
  });

  it('have computed single-choice keys: exactly one option is the computed value, and it is the key', () => {
    const bad: string[] = [];
    for (const [code, body] of choiceChecks) {
      const q = byCode.get(code);
      const hits = (q?.options ?? []).filter((o) => o.body === body).map((o) => o.code);
      const key = q?.answer.kind === 'choice' ? q.answer.options.join(',') : undefined;
      if (hits.length !== 1 || hits[0] !== key) bad.push(`${code}: computed ${body}, options equal to it ${hits.join(',') || 'none'}, key ${key}`);
    }
    expect(bad).toEqual([]);
    markChecked(choiceChecks.map(([code]) => code));
  });

  it('have numerical blanks equal to the computed values', () => {
    const bad: string[] = [];
    for (const [code, values] of blankChecks) {
      const q = byCode.get(code);
      const blanks = q?.answer.kind === 'blanks' ? q.answer.blanks : [];
      if (blanks.length !== values.length || values.some((v, i) => !near(Number(blanks[i]?.[0]), v)))
        bad.push(`${code}: key ${JSON.stringify(blanks)}, computed ${values.join(', ')}`);
    }
    expect(bad).toEqual([]);
    markChecked(blankChecks.map(([code]) => code));
  });
});
