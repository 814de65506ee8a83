/**
 * Keys of the NEET Biology Class 12 packs (prefix nb12), recomputed by code (issue #16 §3): every
 * integer and numerical key from the data of its question (ploidy, Mendelian ratios, Hardy–Weinberg
 * frequencies, population growth, …). Conceptual keys are not marked here; they are re-solved
 * independently.
 */
import { describe, expect, it } from 'vitest';
import { recomputeProblems } from '../../lib/packs.ts';

const dir = 'packs/neet-biology-12/';

// ---- helpers -------------------------------------------------------------------------------
/** Chromosome number of a nucleus of the given ploidy in a species with haploid number n. */
const ploidy = (n: number, sets: number) => n * sets;
/** Nuclei after k successive free-nuclear mitoses of one nucleus. */
const freeNuclear = (k: number) => 2 ** k;
/** Functional gametes from one meiocyte: four sperms from a primary spermatocyte, one ovum from a primary oocyte. */
const gametesPer = { spermatocyte: 4, oocyte: 1 };

const files = ['ch01-sexual-reproduction-in-flowering-plants.json', 'ch02-human-reproduction.json', 'ch03-reproductive-health.json'].map((f) => dir + f);

// ---- integer and numerical keys ------------------------------------------------------------
const recomputed: Record<string, number> = {
  // ncert-12-biology-ch01 Sexual Reproduction in Flowering Plants
  'nb12-ch01-q008': freeNuclear(3),
  'nb12-ch01-q014': ((n) => ploidy(n, 1) + ploidy(n, 3) + ploidy(n, 2))(16 / 2),
  // ncert-12-biology-ch02 Human Reproduction
  'nb12-ch02-q003': 250 * 3,
  'nb12-ch02-q009': 10 * gametesPer.spermatocyte + 10 * gametesPer.oocyte,
  // ncert-12-biology-ch03 Reproductive Health
  'nb12-ch03-q005': 50000 * (20 / 1000),
  'nb12-ch03-q006': 17 - 10 + 1,
  'nb12-ch03-q009': 21 + 7,
};
const notComputable: Record<string, string> = {};

describe('neet-biology-12 keys', () => {
  it('are recomputed', () => {
    expect(recomputeProblems(files, recomputed, notComputable)).toEqual([]);
  });
});
