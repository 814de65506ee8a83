/**
 * Recomputes the integer keys of the NEET Biology packs, and the keys of the single-choice
 * questions whose options are numbers (or counts), from first principles.
 */
import { describe, expect, it } from 'vitest';
import { markChecked } from '../../lib/key-checks.ts';
import { questionsByCode, recomputeProblems } from '../../lib/packs.ts';

const files = [
  'packs/neet-biology/c11-ch01-living-world.json',
  'packs/neet-biology/c11-ch02-biological-classification.json',
  'packs/neet-biology/c11-ch03-plant-kingdom.json',
  'packs/neet-biology/c11-ch04-animal-kingdom.json',
  'packs/neet-biology/c11-ch05-morphology-flowering-plants.json',
  'packs/neet-biology/c11-ch06-anatomy-flowering-plants.json',
  'packs/neet-biology/c11-ch07-structural-organisation-animals.json',
  'packs/neet-biology/c11-ch08-cell.json',
  'packs/neet-biology/c11-ch09-biomolecules.json',
  'packs/neet-biology/c11-ch10-cell-cycle.json',
  'packs/neet-biology/c11-ch11-photosynthesis.json',
  'packs/neet-biology/c11-ch12-respiration-in-plants.json',
  'packs/neet-biology/c11-ch13-plant-growth.json',
  'packs/neet-biology/c11-ch14-breathing.json',
  'packs/neet-biology/c11-ch15-body-fluids-circulation.json',
  'packs/neet-biology/c11-ch16-excretion.json',
  'packs/neet-biology/c11-ch17-locomotion.json',
  'packs/neet-biology/c11-ch18-neural-control.json',
  'packs/neet-biology/c11-ch19-chemical-coordination.json',
  'packs/neet-biology/c12-ch01-sexual-reproduction-plants.json',
  'packs/neet-biology/c12-ch02-human-reproduction.json',
  'packs/neet-biology/c12-ch03-reproductive-health.json',
  'packs/neet-biology/c12-ch04-inheritance-variation.json',
  'packs/neet-biology/c12-ch05-molecular-basis-inheritance.json',
  'packs/neet-biology/c12-ch06-evolution.json',
  'packs/neet-biology/c12-ch07-health-disease.json',
  'packs/neet-biology/c12-ch08-microbes.json',
  'packs/neet-biology/c12-ch09-biotechnology-principles.json',
  'packs/neet-biology/c12-ch10-biotechnology-applications.json',
  'packs/neet-biology/c12-ch11-organisms-populations.json',
  'packs/neet-biology/c12-ch12-ecosystem.json',
  'packs/neet-biology/c12-ch13-biodiversity.json',
];

// --- first-principles helpers -------------------------------------------------------------

/** Net ATP per glucose from the NCERT balance sheet (NADH → 3 ATP, FADH₂ → 2 ATP). */
function atpPerGlucose(): number {
  const glycolysis = { atp: 2, nadh: 2, fadh2: 0 };
  const linkReaction = { atp: 0, nadh: 1, fadh2: 0 }; // per pyruvate
  const krebsTurn = { atp: 1, nadh: 3, fadh2: 1 }; // per acetyl CoA
  const pyruvates = 2;
  const stages = [glycolysis, ...Array(pyruvates).fill(linkReaction), ...Array(pyruvates).fill(krebsTurn)];
  return stages.reduce((sum, s) => sum + s.atp + 3 * s.nadh + 2 * s.fadh2, 0);
}

/** Offspring fraction of a phenotype from independent monohybrid probabilities. */
const monohybridDominant = 3 / 4;
const monohybridRecessive = 1 / 4;

/** Calvin cycle cost per CO₂ fixed. */
const calvinPerCO2 = { atp: 3, nadph: 2 };
const carbonsInGlucose = 6;

/** Bones of the human axial skeleton. */
const axial = { skull: 22, hyoid: 1, earOssicles: 2 * 3, vertebrae: 26, sternum: 1, ribs: 12 * 2 };

const recomputed: Record<string, number> = {
  // bivalents = homologous pairs = 2n / 2
  'neet-bio-11-ch10-q002': 24 / 2,
  'neet-bio-11-ch12-q001': atpPerGlucose(),
  // vital capacity = ERV + TV + IRV (residual volume excluded)
  'neet-bio-11-ch14-q001': 1000 + 500 + 2500,
  // GFR 125 mL/min over a day, in litres
  'neet-bio-11-ch16-q001': (125 * 24 * 60) / 1000,
  // one meiosis per ovule (one functional megaspore) + one per 4 pollen grains
  'neet-bio-12-ch01-q001': 100 / 1 + 100 / 4,
  // round (R_) and green (yy) among 1600 F₂ seeds
  'neet-bio-12-ch04-q001': monohybridDominant * monohybridRecessive * 1600,
};

const notComputable: Record<string, string> = {};

// --- single-choice questions whose options are numbers or counts ---------------------------

const WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };

/** The number an option states: a fraction `a/b`, a number word, or a leading decimal. */
function optionValue(body: string): number {
  const text = body.trim();
  const fraction = /^(\d+)\s*\/\s*(\d+)/.exec(text);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  const word = WORDS[text.toLowerCase()];
  if (word !== undefined) return word;
  return Number.parseFloat(text.replace(/,/g, ''));
}

/** Cartilaginous fishes (class Chondrichthyes) among the genera of the question. */
const chondrichthyes = new Set(['Pristis', 'Trygon', 'Carcharodon', 'Scoliodon']);
const fishList = ['Pristis', 'Exocoetus', 'Trygon', 'Hippocampus', 'Carcharodon', 'Labeo', 'Scoliodon', 'Betta'];
const exSitu = new Set(['cryopreservation of gametes', 'seed banks', 'zoological parks', 'botanical gardens']);
const conservationList = [
  'sacred groves',
  'cryopreservation of gametes',
  'biosphere reserves',
  'seed banks',
  'zoological parks',
  'national parks',
  'botanical gardens',
];

const hardyQ = Math.sqrt(0.16);
const choiceValues: Record<string, number> = {
  'neet-bio-11-ch04-q003': fishList.filter((g) => chondrichthyes.has(g)).length,
  'neet-bio-11-ch08-q003': 9 * 2 + 2,
  'neet-bio-11-ch11-q002': 2 * carbonsInGlucose * calvinPerCO2.atp,
  'neet-bio-11-ch12-q002': Math.round((102 / 145) * 10) / 10,
  'neet-bio-11-ch15-q003': 70 * 72,
  'neet-bio-11-ch17-q002': Object.values(axial).reduce((a, b) => a + b, 0),
  'neet-bio-12-ch04-q003': (1 / 2) * (1 / 2),
  'neet-bio-12-ch05-q001': (100 - 2 * 20) / 2,
  'neet-bio-12-ch05-q002': Math.round(6.6e9 * 0.34e-9 * 10) / 10,
  'neet-bio-12-ch06-q001': Math.round(2 * (1 - hardyQ) * hardyQ * 100) / 100,
  'neet-bio-12-ch09-q005': 2 ** 5,
  'neet-bio-12-ch11-q001': 8 / 20,
  'neet-bio-12-ch12-q001': 20000 * 0.1 * 0.1,
  'neet-bio-12-ch13-q002': conservationList.filter((m) => exSitu.has(m)).length,
};

describe('neet-biology keys', () => {
  it('are recomputed', () => {
    expect(recomputeProblems(files, recomputed, notComputable)).toEqual([]);
  });

  it('have numerical single-choice keys equal to the computed value', () => {
    const byCode = questionsByCode();
    for (const [code, value] of Object.entries(choiceValues)) {
      const q = byCode.get(code);
      expect(q, code).toBeDefined();
      const matching = (q!.options ?? []).filter((o) => Math.abs(optionValue(o.body) - value) < 1e-9).map((o) => o.code);
      expect(matching, `${code}: options equal to ${value}`).toHaveLength(1);
      expect(q!.answer, code).toEqual({ kind: 'choice', options: matching });
    }
    markChecked(Object.keys(choiceValues));
  });

  it('give the haploid chromosome number to both meiotic products of a primary spermatocyte', () => {
    const q = questionsByCode().get('neet-bio-12-ch02-q002')!;
    const afterMeiosisI = 46 / 2;
    const afterMeiosisII = afterMeiosisI; // sister chromatids separate; number unchanged
    const key = q.answer.kind === 'choice' ? q.answer.options[0] : '';
    expect(q.options!.find((o) => o.code === key)!.body).toBe(`${afterMeiosisI} and ${afterMeiosisII}`);
    markChecked(['neet-bio-12-ch02-q002']);
  });
});
