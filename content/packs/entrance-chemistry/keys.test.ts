import { describe, expect, it } from 'vitest';
import { markChecked } from '../../lib/key-checks.ts';
import { loadPacks, recomputeProblems } from '../../lib/packs.ts';

/** Entrance (JEE Main / NEET) chemistry: every integer/numerical key and every numerical choice key recomputed. */
const dir = 'packs/entrance-chemistry/';
const files = [
  '11-ch01-basic-concepts.json',
  '11-ch02-structure-of-atom.json',
  '11-ch03-periodicity.json',
  '11-ch04-chemical-bonding.json',
  '11-ch05-thermodynamics.json',
  '11-ch06-equilibrium.json',
  '11-ch07-redox.json',
  '11-ch08-organic-basics.json',
  '11-ch09-hydrocarbons.json',
  '12-ch01-solutions.json',
  '12-ch02-electrochemistry.json',
  '12-ch03-chemical-kinetics.json',
  '12-ch04-d-f-block.json',
  '12-ch05-coordination-compounds.json',
  '12-ch06-haloalkanes.json',
  '12-ch07-alcohols-phenols-ethers.json',
  '12-ch08-aldehydes-ketones-acids.json',
  '12-ch09-amines.json',
  '12-ch10-biomolecules.json',
].map((f) => dir + f);

// ---- constants and small helpers
const R = 8.314;
const F = 96500;
const NA = 6.022e23;
const mass: Record<string, number> = { H: 1, C: 12, N: 14, O: 16, Na: 23, Mg: 24, S: 32, Cl: 35.5, Ca: 40, Cu: 63.5 };
/** Molar mass of a simple formula like 'H2SO4'. */
function molar(formula: string): number {
  let m = 0;
  for (const [, el, n] of formula.matchAll(/([A-Z][a-z]?)(\d*)/g)) m += mass[el!]! * (n ? Number(n) : 1);
  return m;
}
const log10 = Math.log10;

/** Unpaired electrons of a homonuclear-like diatomic with `e` electrons (π2p below σ2p up to 14 electrons). */
function moUnpaired(e: number): number {
  const light = [1, 1, 1, 1, 2, 1, 2, 1]; // σ1s σ*1s σ2s σ*2s π2p σ2p π*2p σ*2p (degeneracies)
  const heavy = [1, 1, 1, 1, 1, 2, 2, 1]; // σ2p below π2p
  let left = e;
  let unpaired = 0;
  for (const deg of e <= 14 ? light : heavy) {
    const put = Math.min(left, 2 * deg);
    left -= put;
    unpaired += put <= deg ? put : 2 * deg - put;
  }
  return unpaired;
}

/** Unpaired electrons of a free ion with `d` electrons in five d orbitals (Hund's rule, high spin). */
const dUnpaired = (d: number) => (d <= 5 ? d : 10 - d);
const spinOnly = (n: number) => Math.sqrt(n * (n + 2));

const recomputed: Record<string, number> = {
  // 11 ch01: empirical CH2O from 40 % C, molar mass 180 → carbon atoms = 180 × 0.40 / 12
  'ent-chem-11-ch01-q003': Math.round((180 * 0.4) / mass.C!),
  // 11 ch01: x g CaCO3 in 1.84 g; residue 0.56x + (40/84)(1.84 − x) = 0.96 → % CaCO3
  'ent-chem-11-ch01-q005': Math.round(
    ((0.96 - (molar('MgO') / molar('MgCO3')) * 1.84) / (molar('CaO') / molar('CaCO3') - molar('MgO') / molar('MgCO3')) / 1.84) * 100,
  ),
  // 11 ch02: orbitals with n = 4 and m_l = +1 (l = 1..3), two electrons each
  'ent-chem-11-ch02-q002': [0, 1, 2, 3].filter((l) => l >= 1).length * 2,
  // 11 ch04: paramagnetic species by MO filling
  'ent-chem-11-ch04-q002': [16, 18, 14, 15, 10, 12, 15, 14, 1].filter((e) => moUnpaired(e) > 0).length,
  // 11 ch05: T = ΔH/ΔS
  'ent-chem-11-ch05-q005': Math.round(170.0e3 / 150.0),
  // 11 ch06: Kc = (0.75 × 0.75)/(0.25 × 0.25)
  'ent-chem-11-ch06-q005': (0.75 * 0.75) / ((1 - 0.75) * (1 - 0.75)),
  // 11 ch07: electrons gained by Cr2O7^2- (2 Cr, +6 → +3) / electrons lost per Fe2+
  'ent-chem-11-ch07-q001': (2 * ((2 * 7 - 2) / 2 - 3)) / (3 - 2),
  // 12 ch01: (p° − p)/p° = n2/n1 with n1 = 78/78 → M2 = w2/n2
  'ent-chem-12-ch01-q003': 3.0 / (((500 - 490) / 500) * (78 / molar('C6H6'))),
  // 12 ch01: i = ΔTf/(Kf m) = 1 + α → % dissociation
  'ent-chem-12-ch01-q005': Math.round((0.2046 / (1.86 * 0.1) - 1) * 100),
  // 12 ch02: |ΔG°| = nFE° in kJ
  'ent-chem-12-ch02-q005': Math.round((2 * F * 1.1) / 1000),
  // 12 ch03: orders from the rate table: x = log2(rate2/rate1), y = log2(rate3/rate2)
  'ent-chem-12-ch03-q003': Math.log2(8.0e-3 / 2.0e-3) + Math.log2(1.6e-2 / 8.0e-3),
  // 12 ch03: first order, t = ln([R]0/[R]) / k
  'ent-chem-12-ch03-q005': Math.log(0.8 / 0.1) / 2.303e-3,
  // 12 ch04: unpaired electrons of 3d^n ions, n = Z − charge − 18
  'ent-chem-12-ch04-q001': [
    [22, 3],
    [23, 3],
    [25, 2],
    [26, 2],
    [29, 2],
    [30, 2],
  ].reduce((sum, [z, q]) => sum + dUnpaired(z! - q! - 18), 0),
  // 12 ch05: 18-electron rule, metal valence electrons Z − 18 (Ni 28, Fe 26, Cr 24), 2 per CO
  'ent-chem-12-ch05-q005': [28, 26, 24].reduce((sum, z) => sum + (18 - (z - 18)) / 2, 0),
  // 12 ch10: 4 chiral carbons (C-2…C-5 of six) in an open-chain aldohexose
  'ent-chem-12-ch10-q003': 2 ** (6 - 2),
};

const notComputable: Record<string, string> = {
  'ent-chem-11-ch08-q005': 'counted structural isomers of C4H10O (4 alcohols + 3 ethers)',
  'ent-chem-11-ch09-q004': 'counted distinct hydrogen environments of 2-methylbutane',
  'ent-chem-12-ch08-q005': 'counted enolate–carbonyl pairs (2 × 2) of two enolisable aldehydes',
};

// ---- numerical single-choice keys: the keyed option must be the only one matching the computed value
const packs = loadPacks();
const byCode = new Map(packs.filter((p) => files.includes(p.file)).flatMap((p) => p.pack.questions.map((q) => [q.code, q] as const)));

/** The first number in an option body (handles `a\times10^{b}`). */
function optionNumber(body: string): number {
  const m = body.replace(/\$/g, '').match(/([+-]?\d+(?:\.\d+)?)(?:\s*\\times\s*10\^\{([+-]?\d+)\})?/);
  if (!m) return Number.NaN;
  return Number(m[1]) * (m[2] ? 10 ** Number(m[2]) : 1);
}
/** Codes of options within `rel` (relative) of `value`, and the key's codes. */
function matching(code: string, value: number, rel = 0.01): { matching: string[]; key: string[] } {
  const q = byCode.get(code);
  if (!q || q.answer.kind !== 'choice') throw new Error(`${code} is not a choice question of these packs`);
  const hits = (q.options ?? []).filter((o) => Math.abs(optionNumber(o.body) - value) <= rel * Math.abs(value) + 1e-12).map((o) => o.code);
  return { matching: hits, key: q.answer.options };
}

const choiceValues: Record<string, number> = {
  'ent-chem-11-ch01-q001': (4.9 / molar('H2SO4')) * 4 * NA,
  'ent-chem-11-ch01-q002': Math.min(10 / molar('H2'), (64 / molar('O2')) * 2) * molar('H2O'),
  'ent-chem-11-ch01-q004': (0.2 * 0.5 + 0.3 * 0.2) / (0.2 + 0.3),
  'ent-chem-11-ch02-q001': 1e9 / (1.097e7 * (1 / 2 ** 2 - 1 / 3 ** 2)), // nm
  'ent-chem-11-ch02-q004': (-13.6 * 2 ** 2) / 2 ** 2,
  'ent-chem-11-ch05-q001': (-2 * R * 300 * Math.log(100 / 10)) / 1000,
  'ent-chem-11-ch05-q002': ((3 - (1 + 5)) * R * 298) / 1000,
  'ent-chem-11-ch05-q003': -393.5 + 2 * -285.8 - -890.3,
  'ent-chem-11-ch06-q002': -log10(Math.sqrt(1.8e-5 * 0.01)),
  'ent-chem-11-ch06-q003': Math.cbrt(1.1e-12 / 4),
  'ent-chem-11-ch06-q004': 4.74 + log10(0.2 / 0.1),
  'ent-chem-11-ch07-q002': (0 - 2 * 1 - 6 * -2) / 4,
  'ent-chem-11-ch08-q002': ((2 * 1.0 * (10.0 / 1000) * mass.N!) / 0.5) * 100,
  'ent-chem-12-ch01-q001': 0 - (1.86 * (45 / molar('C2H6O2'))) / 0.6,
  'ent-chem-12-ch01-q002': 1 + (3 - 1) * 0.8,
  'ent-chem-12-ch02-q001': 1.1 - (0.0591 / 2) * log10(0.1 / 0.001),
  'ent-chem-12-ch02-q002': ((2.0 * 965) / F / 2) * mass.Cu!,
  'ent-chem-12-ch02-q003': 426.2 + 91.0 - 126.5,
  'ent-chem-12-ch02-q006': (() => {
    const alpha = (3.9e-5 * 1000) / 0.001 / 390;
    return (0.001 * alpha ** 2) / (1 - alpha);
  })(),
  'ent-chem-12-ch03-q001': (60 * Math.log(2)) / Math.log(100 / 25),
  'ent-chem-12-ch03-q002': (R * Math.log(2) * ((300 * 310) / (310 - 300))) / 1000,
  'ent-chem-12-ch04-q004': -2 + 4 * 2, // Cr in CrO4^2-
  'ent-chem-12-ch05-q002': 6 * -0.4 + 0 * 0.6, // low-spin d6: t2g^6 eg^0
};

/** Balances MnO4- + C2O4^2- + H+ → Mn2+ + CO2 + H2O by electrons, then O and H; returns the H+ coefficient. */
function permanganateOxalateH(): number {
  const eMn = 7 - 2; // per MnO4-
  const eOx = 2 * (4 - 3); // per C2O4^2-
  const lcm = (eMn * eOx) / gcd(eMn, eOx);
  const mn = lcm / eMn;
  const ox = lcm / eOx;
  const water = 4 * mn + 4 * ox - 2 * ox * 2; // O left − O in CO2
  const hPlus = 2 * water;
  // charge check
  expect(-mn - 2 * ox + hPlus).toBe(2 * mn);
  return hPlus;
}
function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
choiceValues['ent-chem-11-ch07-q004'] = permanganateOxalateH();

describe('entrance-chemistry keys', () => {
  it('are recomputed', () => {
    expect(recomputeProblems(files, recomputed, notComputable, packs)).toEqual([]);
  });

  it('have numerical single-choice keys equal to the computed value', () => {
    for (const [code, value] of Object.entries(choiceValues)) {
      const { matching: hits, key } = matching(code, value);
      expect({ code, hits }).toEqual({ code, hits: key });
    }
    markChecked(Object.keys(choiceValues));
  });

  it('have ion-choice keys that follow from the d-electron count', () => {
    const ions: Record<string, [number, number]> = {
      'Sc^{3+}': [21, 3],
      'Ti^{3+}': [22, 3],
      'V^{3+}': [23, 3],
      'Cr^{3+}': [24, 3],
      'Mn^{2+}': [25, 2],
      'Fe^{2+}': [26, 2],
      'Cu^{2+}': [29, 2],
    };
    const dOf = (body: string) => {
      const ion = Object.keys(ions).find((k) => body.includes(k));
      if (!ion) throw new Error(`no ion in ${body}`);
      const [z, charge] = ions[ion]!;
      return z - charge - 18;
    };
    const pick = (code: string, test: (d: number) => boolean) => {
      const q = byCode.get(code)!;
      expect((q.options ?? []).filter((o) => test(dOf(o.body))).map((o) => o.code)).toEqual(q.answer.kind === 'choice' ? q.answer.options : []);
    };
    pick('ent-chem-12-ch04-q002', (d) => Math.abs(spinOnly(dUnpaired(d)) - 4.9) < 0.01); // μ = √(n(n+2)) = 4.90 BM
    pick('ent-chem-12-ch04-q005', (d) => d === 0 || d === 10); // no d–d transition → colourless
    markChecked(['ent-chem-12-ch04-q002', 'ent-chem-12-ch04-q005']);
  });
});
