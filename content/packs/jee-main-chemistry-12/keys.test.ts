/**
 * Keys of the JEE Main Chemistry (Class 12) packs, recomputed by code (issue #16 §3): every integer and
 * numerical key from the data of its question, and every single-choice key whose correct option is a
 * number by computing the value and checking that exactly one option equals it and that it is the key.
 * Conceptual keys (organic products, orders, statements) are not marked here; they are re-solved
 * independently.
 */
import { describe, expect, it } from 'vitest';
import { markChecked } from '../../lib/key-checks.ts';
import { loadPacks, recomputeProblems } from '../../lib/packs.ts';

const dir = 'packs/jee-main-chemistry-12/';

// ---- helpers -------------------------------------------------------------------------------
/** Molar mass from element counts, with the rounded atomic masses the questions state. */
const AM: Record<string, number> = { H: 1, C: 12, N: 14, O: 16, Na: 23, Cl: 35.5, Br: 80, I: 127, Ag: 108, Pt: 195, K: 39 };
const M = (f: Record<string, number>) => Object.entries(f).reduce((s, [el, n]) => s + AM[el]! * n, 0);
/** Unpaired electrons of a high-spin (free-ion) d^n configuration. */
const unpaired = (n: number) => (n <= 5 ? n : 10 - n);
/** Spin-only magnetic moment in BM. */
const spinOnly = (n: number) => Math.sqrt(n * (n + 2));
/** Octahedral d^n: t2g and eg occupancy and unpaired electrons, low spin (t2g filled first) or high spin. */
function octahedral(n: number, lowSpin: boolean) {
  const t = [0, 0, 0];
  const e = [0, 0];
  const order = lowSpin ? [t, t, t, t, t, t, e, e, e, e] : [t, t, t, e, e, t, t, t, e, e];
  const singly = (xs: number[]) => {
    const i = xs.indexOf(0);
    xs[i === -1 ? xs.indexOf(1) : i]! += 1;
  };
  for (let k = 0; k < n; k++) singly(order[k]!);
  const occ = [...t, ...e];
  return { t2g: t.reduce((a, b) => a + b, 0), eg: e.reduce((a, b) => a + b, 0), unpaired: occ.filter((x) => x === 1).length };
}
/**
 * Geometrical isomers of an octahedral MA3B3: the B positions are told apart (up to rotation) by how many
 * trans B–B pairs they contain; positions 0/1, 2/3, 4/5 are mutually trans.
 */
const ma3b3Isomers = () => {
  const kinds = new Set<number>();
  for (let a = 0; a < 6; a++)
    for (let b = a + 1; b < 6; b++)
      for (let c = b + 1; c < 6; c++)
        kinds.add(
          [
            [a, b],
            [a, c],
            [b, c],
          ].filter(([x, y]) => x! >> 1 === y! >> 1).length,
        );
  return kinds.size;
};
/** Counts the entries of a classification list that have the wanted label. */
const count = <T>(xs: T[], want: T) => xs.filter((x) => x === want).length;

const files = [
  'ch01-solutions.json',
  'ch02-electrochemistry.json',
  'ch03-chemical-kinetics.json',
  'ch04-the-d-and-f-block-elements.json',
  'ch05-coordination-compounds.json',
  'ch06-haloalkanes-and-haloarenes.json',
  'ch07-alcohols-phenols-and-ethers.json',
  'ch08-aldehydes-ketones-and-carboxylic-acids.json',
  'ch09-amines.json',
  'ch10-biomolecules.json',
].map((f) => dir + f);

// ---- integer and numerical keys ------------------------------------------------------------
const recomputed: Record<string, number> = {
  // ncert-12-chemistry-ch01 Solutions
  'jmc12-ch01-q002': (5 / (5 + 45)) * 100,
  'jmc12-ch01-q003': 4 / M({ Na: 1, O: 1, H: 1 }) / 0.25,
  'jmc12-ch01-q004': 6.2 / 62 / 0.5,
  'jmc12-ch01-q005': ((n1, n2) => n1 / (n1 + n2))(46 / M({ C: 2, H: 6, O: 1 }), 36 / M({ H: 2, O: 1 })),
  'jmc12-ch01-q006': 3 / ((1000 * 1.18 - 3 * 60) / 1000),
  'jmc12-ch01-q007': (0.003 / (1000 + 0.003)) * 1e6,
  'jmc12-ch01-q008': 0.8 / 1e5 / 1e-6,
  'jmc12-ch01-q010': (0.6 * 300) / (0.4 * 100 + 0.6 * 300),
  'jmc12-ch01-q012': 0.52 * (18 / 180 / 0.5),
  'jmc12-ch01-q013': (2 * 0.083 * 300) / (9.96e-3 * 0.25),
  'jmc12-ch01-q014': ((n1) => 10 / ((0.01 * n1) / (1 - 0.01)))(90 / M({ H: 2, O: 1 })),
  'jmc12-ch01-q015': 2 * 1.86 * 0.1,
  'jmc12-ch01-q016': 1 - 0.9 + 0.9 / 2,
  'jmc12-ch01-q018': (3.72 / 1.86) * 1.0 * 62,
  // ncert-12-chemistry-ch02 Electrochemistry (2.303RT/F = 0.059 V, as the questions state)
  'jmc12-ch02-q003': 0.8 - -0.76,
  'jmc12-ch02-q005': 0 - 0.059 * -Math.log10(1e-3),
  'jmc12-ch02-q006': (2 * 0.46) / 0.059,
  'jmc12-ch02-q007': 0 - (0.059 / 2) * Math.log10(0.01 / 1.0),
  'jmc12-ch02-q008': (0.0248 * 1000) / 0.2,
  'jmc12-ch02-q009': 0.0129 * 100,
  'jmc12-ch02-q010': (9650 / 96500 / 4) * 22.4,
  'jmc12-ch02-q011': (54 / 27) * 3,
  'jmc12-ch02-q014': (237.2 / 285.8) * 100,
  // ncert-12-chemistry-ch03 Chemical Kinetics
  'jmc12-ch03-q001': (4 / 2) * 0.02,
  'jmc12-ch03-q003': 1 / 2 + 3 / 2,
  'jmc12-ch03-q004': Math.log(9) / Math.log(3),
  'jmc12-ch03-q008': Math.round(Math.log(1 / (1 - 0.875)) / 0.0693), // to the nearest minute
  'jmc12-ch03-q009': 0.5 / (2 * 0.01),
  'jmc12-ch03-q010': 0.8 * 0.5 ** (40 / 20),
  'jmc12-ch03-q011': (1 / 10) * Math.log(0.4 / (0.4 - (0.6 - 0.4))),
  'jmc12-ch03-q012': Math.exp((50000 / 8.314) * (1 / 300 - 1 / 310)),
  'jmc12-ch03-q013': 2 ** ((340 - 300) / 10),
  'jmc12-ch03-q016': 40000 / (Math.LN10 * 8.314 * 300),
  // ncert-12-chemistry-ch04 The d- and f-Block Elements
  'jmc12-ch04-q004': unpaired(5) + 1, // Cr 3d5 4s1
  'jmc12-ch04-q005': 26 - 18 - 3, // Fe3+: electrons beyond [Ar]
  'jmc12-ch04-q006': spinOnly(unpaired(5)),
  'jmc12-ch04-q010': (0.1 * 25.0) / 5 / 0.02,
  'jmc12-ch04-q011': (2 * (6 - 3)) / (3 - 2),
  'jmc12-ch04-q013': 7 - 2,
  'jmc12-ch04-q020': [1, 2, 3, 4, 5].find((n) => Math.abs(spinOnly(n) - 3.87) < 0.01)!,
  'jmc12-ch04-q021': spinOnly(unpaired(5)) / spinOnly(unpaired(9)),
  // ncert-12-chemistry-ch05 Coordination Compounds
  'jmc12-ch05-q002': 0.01 * 3 * M({ Ag: 1, Cl: 1 }),
  'jmc12-ch05-q003': 3 * 2, // three didentate oxalates
  'jmc12-ch05-q004': 1 - (2 * 0 + 2 * -1),
  'jmc12-ch05-q008': 1 + 2, // trans (achiral) + a cis enantiomeric pair
  'jmc12-ch05-q009': ma3b3Isomers(),
  'jmc12-ch05-q011': spinOnly(octahedral(5, true).unpaired),
  'jmc12-ch05-q012': octahedral(6, false).unpaired,
  'jmc12-ch05-q014': ((o) => o.t2g * -0.4 + o.eg * 0.6)(octahedral(6, false)),
  'jmc12-ch05-q016': 8 - 2 * 3,
  'jmc12-ch05-q017': 3 * 2, // three didentate en
  'jmc12-ch05-q018': -2 - 6 * -1,
  // ncert-12-chemistry-ch06 Haloalkanes and Haloarenes
  // the eight C5H11Br isomers in the order of the solution, by class of the C–Br carbon
  'jmc12-ch06-q003': count([1, 2, 2, 1, 3, 2, 1, 1], 1),
  'jmc12-ch06-q004': Math.round((80 / 0.584 - 81) / 14), // n is a whole number
  'jmc12-ch06-q009': (7.4 / M({ C: 4, H: 10, O: 1 })) * 0.8 * M({ C: 4, H: 9, Cl: 1 }),
  'jmc12-ch06-q018': (2 * 3) / 2, // couplings of 2 kinds of radical, with repetition: C(2+1, 2)
  'jmc12-ch06-q020': (2.3 / M({ C: 2, H: 6, O: 1 })) * 22.4,
  // chirality of the seven compounds in the order listed
  'jmc12-ch06-q024': count([true, false, true, false, true, false, true], true),
  'jmc12-ch06-q025': Math.round((0.274 / (0.376 / M({ Ag: 1, Br: 1 })) - 81) / 14),
  // 2-bromobutane: but-1-ene (no E/Z) and but-2-ene (E and Z)
  'jmc12-ch06-q026': 1 + 2,
  // ncert-12-chemistry-ch07 Alcohols, Phenols and Ethers
  // C4H10O: alcohols by skeleton (butane 2 positions, 2-methylpropane 2) + ethers (C1–O–C3 twice, C2–O–C2)
  'jmc12-ch07-q003': 2 + 2 + (2 + 1),
  'jmc12-ch07-q009': (0.92 / M({ C: 2, H: 6, O: 1 }) / 2) * 22400,
  'jmc12-ch07-q010': (4.36 / (1.84 / 92) - 92) / (M({ C: 2, H: 3, O: 1 }) - M({ H: 1 })),
  // the eight alcohols in the order listed, by class
  'jmc12-ch07-q020': count([2, 3, 2, 2, 1, 2, 2, 1], 2),
  'jmc12-ch07-q017': (0.94 / M({ C: 6, H: 6, O: 1 })) * M({ C: 6, H: 3, Br: 3, O: 1 }),
  'jmc12-ch07-q026': (10.9 / M({ C: 2, H: 5, Br: 1 })) * 0.8 * M({ C: 4, H: 10, O: 1 }),
  // C4H10O alcohols: butan-1-ol, butan-2-ol (chiral), 2-methylpropan-1-ol, 2-methylpropan-2-ol
  'jmc12-ch07-q027': [false, true, false, false].reduce((s, chiral) => s + (chiral ? 2 : 1), 0),
  'jmc12-ch07-q028': (0.37 / (0.112 / 22.4) - M({ O: 1, H: 2 })) / M({ C: 1, H: 2 }),
  // ncert-12-chemistry-ch08 Aldehydes, Ketones and Carboxylic Acids
  'jmc12-ch08-q007': M({ C: 3 + 3, H: 6 + 6, O: 2 }) - M({ O: 2 }), // propanone + propanal − 2 O
  'jmc12-ch08-q010': (0.44 / M({ C: 2, H: 4, O: 1 })) * 2 * 108,
  'jmc12-ch08-q011': (0.3 / M({ C: 1, H: 2, O: 1 })) * (4 - 0) * 108, // C: 0 → +4
  // the eight carbonyl compounds in the order listed: has an α-hydrogen?
  'jmc12-ch08-q014': count([false, true, false, true, false, true, true, false], true),
  'jmc12-ch08-q019': (4.1 / M({ C: 2, H: 3, N: 1 })) * M({ C: 2, H: 4, O: 2 }),
  'jmc12-ch08-q021': 0.6 / (0.5 * 0.02),
  'jmc12-ch08-q023': (1.2 / M({ C: 2, H: 4, O: 2 })) * 22400,
  // C5H10O aldehydes (4) and ketones (pentan-2-one, pentan-3-one, 3-methylbutan-2-one): a CH3CO– group?
  'jmc12-ch08-q027': count([false, false, false, false, true, false, true], true),
  'jmc12-ch08-q028': (6.0 / M({ C: 1, H: 2, O: 1 }) / 2) * M({ C: 1, H: 4, O: 1 }),
  'jmc12-ch08-q029': 2 * 2, // each of the two compounds as donor and as acceptor; all four products differ
  // ncert-12-chemistry-ch09 Amines
  // C4H11N: primary (NH2 on 2 + 2 distinct carbons of the two skeletons), secondary (C1–N–C3 twice, C2–N–C2), tertiary (1+1+2)
  'jmc12-ch09-q004': 2 + 2 + (2 + 1) + 1,
  'jmc12-ch09-q008': (12.3 / M({ C: 6, H: 5, N: 1, O: 2 })) * 0.75 * M({ C: 6, H: 7, N: 1 }),
  'jmc12-ch09-q010': 2 + 2, // Na in Na2CO3 + 2 NaBr
  'jmc12-ch09-q012': (9.3 / M({ C: 6, H: 7, N: 1 })) * M({ C: 8, H: 9, N: 1, O: 1 }),
  'jmc12-ch09-q016': 0.59 / (224 / 22400),
  'jmc12-ch09-q018': (4.65 / M({ C: 6, H: 7, N: 1 })) * M({ Na: 1, N: 1, O: 2 }),
  'jmc12-ch09-q025': 3 + 1 + 1, // three methylanilines, benzylamine, N-methylaniline
  'jmc12-ch09-q026': 1.07 / ((1.49 - 1.07) / (M({ C: 2, H: 3, O: 1 }) - M({ H: 1 }))),
  // ncert-12-chemistry-ch10 Biomolecules
  'jmc12-ch10-q003': (1.8 / M({ C: 6, H: 12, O: 6 })) * (M({ C: 6, H: 12, O: 6 }) + 5 * M({ C: 2, H: 2, O: 1 })),
  'jmc12-ch10-q004': 4 + 1, // C2–C5 of the open chain, plus the anomeric C1
  'jmc12-ch10-q006': 0.5 * 52.5 + 0.5 * -92.4,
  'jmc12-ch10-q009': 3 * 2 * 1,
  'jmc12-ch10-q010': 6 * 75 - 5 * M({ H: 2, O: 1 }),
  'jmc12-ch10-q017': Math.exp(20000 / (8.314 * 310)),
  'jmc12-ch10-q022': (100 - 2 * 20) / 2,
  'jmc12-ch10-q023': 2 * (0.3 * 2000) + 3 * (1000 - 0.3 * 2000),
};
const notComputable: Record<string, string> = {};

// ---- numerical single-choice keys: [code, computed value of the correct option, relative tolerance?]
const choiceChecks: [string, number, number?][] = [];

const byCode = new Map(
  loadPacks()
    .flatMap((p) => p.pack.questions)
    .map((q) => [q.code, q]),
);

/** The value of the first formula of an option body (`$0.59\ \text{V}$` → 0.59), or NaN. */
function optionValue(body: string): number {
  const m = /\$([^$]+)\$/.exec(body);
  if (!m) return NaN;
  const s = m[1]!.replace(/\\(?:text|mathrm)\{[^}]*\}(?:\^\{?-?\d\}?)?/g, '').replace(/\\[,;!:]|\\ |~|\s+/g, '');
  const e = /^(-?\d+(?:\.\d+)?)(?:\\times10\^\{?(-?\d+)\}?)?$/.exec(s);
  return e ? Number(e[1]) * 10 ** Number(e[2] ?? 0) : NaN;
}

describe('jee-main-chemistry-12 keys', () => {
  it('reads option values', () => {
    expect(optionValue('$0.59\\ \\text{V}$')).toBe(0.59);
    expect(optionValue('$2.5 \\times 10^{-3}\\ \\text{mol L}^{-1}$')).toBeCloseTo(2.5e-3, 12);
    expect(optionValue('dichloromethane')).toBeNaN();
  });

  it('are recomputed', () => {
    expect(recomputeProblems(files, recomputed, notComputable)).toEqual([]);
  });

  it('have numerical single-choice keys: exactly one option equals the computed value, and it is the key', () => {
    const bad: string[] = [];
    for (const [code, value, rel = 0.005] of choiceChecks) {
      const q = byCode.get(code);
      const hits = (q?.options ?? []).filter((o) => Math.abs(optionValue(o.body) - value) <= rel * Math.abs(value) + 1e-12).map((o) => o.code);
      const key = q?.answer.kind === 'choice' ? q.answer.options.join(',') : undefined;
      if (hits.length !== 1 || hits[0] !== key) bad.push(`${code}: computed ${value}, options equal to it ${hits.join(',') || 'none'}, key ${key}`);
    }
    expect(bad).toEqual([]);
    markChecked(choiceChecks.map(([code]) => code));
  });
});
