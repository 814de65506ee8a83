/**
 * Keys of the NEET Biology Class 12 packs (prefix nb12), recomputed by code (issue #16 §3): every
 * integer and numerical key from the data of its question (ploidy, Mendelian ratios, Hardy–Weinberg
 * frequencies, population growth, …). Conceptual keys are not marked here; they are re-solved
 * independently.
 */
import { describe, expect, it } from 'vitest';
import { markChecked } from '../../lib/key-checks.ts';
import { questionsByCode, recomputeProblems } from '../../lib/packs.ts';

const dir = 'packs/neet-biology-12/';

// ---- helpers -------------------------------------------------------------------------------
/** Chromosome number of a nucleus of the given ploidy in a species with haploid number n. */
const ploidy = (n: number, sets: number) => n * sets;
/** Nuclei after k successive free-nuclear mitoses of one nucleus. */
const freeNuclear = (k: number) => 2 ** k;
/** Functional gametes from one meiocyte: four sperms from a primary spermatocyte, one ovum from a primary oocyte. */
const gametesPer = { spermatocyte: 4, oocyte: 1 };
const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);

/**
 * Offspring of a cross, enumerated gamete by gamete: each parent is a list of genes, each gene a pair
 * of alleles (upper case dominant); gametes take one allele of each gene, independently. Returns the
 * offspring genotypes, one per equally likely gamete combination, each gene's pair sorted.
 */
function cross(p1: string[], p2: string[]): string[][] {
  const gametes = (p: string[]): string[][] => p.reduce<string[][]>((acc, gene) => acc.flatMap((g) => [...gene].map((a) => [...g, a])), [[]]);
  return gametes(p1).flatMap((g1) => gametes(p2).map((g2) => g1.map((a, i) => [a, g2[i]!].sort().join(''))));
}
const frac = (kids: string[][], ok: (k: string[]) => boolean) => kids.filter(ok).length / kids.length;
const isDom = (pair: string) => pair !== pair.toLowerCase();
const homo = (pair: string) => pair[0] === pair[1];
const dominantCount = (k: string[]) => k.join('').replace(/[a-z]/g, '').length;
/** The RNA transcribed from a template strand written 5'→3': complementary, antiparallel, U for T. */
const transcribe = (template: string) =>
  [...template]
    .reverse()
    .map((b) => ({ A: 'U', T: 'A', G: 'C', C: 'G' })[b])
    .join('');
/** The reverse complement of a DNA strand written 5'→3'. */
const reverseComplement = (dna: string) =>
  [...dna]
    .reverse()
    .map((b) => ({ A: 'T', T: 'A', G: 'C', C: 'G' })[b])
    .join('');
/** Fragments after complete digestion at k sites: k + 1 for a linear molecule, k for a circle (k ≥ 1). */
const fragments = (k: number, circular: boolean) => (circular ? k : k + 1);
/** Hardy–Weinberg genotype frequencies from the frequency q of the recessive allele. */
const hw = (q: number) => ({ AA: (1 - q) ** 2, Aa: 2 * (1 - q) * q, aa: q ** 2 });
/** Pathogens and vectors of the diseases of NCERT Class 12 chapter 7. */
const pathogen: Record<string, string> = {
  typhoid: 'bacterium',
  pneumonia: 'bacterium',
  'common cold': 'virus',
  malaria: 'protozoan',
  amoebiasis: 'protozoan',
  ringworm: 'fungus',
  ascariasis: 'helminth',
};
const mosquitoBorne = new Set(['malaria', 'filariasis', 'dengue', 'chikungunya']);
const primaryLymphoid = new Set(['bone marrow', 'thymus']);
/** Producers of the microbial products of NCERT Class 12 chapter 8 (b bacterium, f fungus or yeast). */
const producer: Record<string, 'b' | 'f'> = {
  'citric acid': 'f', // Aspergillus niger
  'acetic acid': 'b', // Acetobacter aceti
  'butyric acid': 'b', // Clostridium butylicum
  'lactic acid': 'b', // Lactobacillus
  statins: 'f', // Monascus purpureus
  'cyclosporin A': 'f', // Trichoderma polysporum
  streptokinase: 'b', // Streptococcus
};
const distilled = new Set(['whisky', 'brandy', 'rum']);
const nitrogenFixers = new Set(['Rhizobium', 'Azospirillum', 'Azotobacter', 'Anabaena', 'Nostoc', 'Oscillatoria']);
/** Logistic growth rate dN/dt = rN(K − N)/K. */
const logistic = (r: number, n: number, k: number) => (r * n * (k - n)) / k;
/** The whole N in 0…K at which the logistic growth rate is largest (searched, not assumed). */
const fastestN = (k: number) => Array.from({ length: k + 1 }, (_, n) => n).reduce((best, n) => (logistic(1, n, k) > logistic(1, best, k) ? n : best), 0);
/** X-linked cross: mother's two X alleles, father's X allele ('c' recessive); fraction of children affected. */
function xLinkedAffected(mother: [string, string], father: string): number {
  const kids = mother.flatMap((m) => [
    [m, father],
    [m, 'Y'],
  ]);
  return kids.filter(([a, b]) => (b === 'Y' ? a === 'c' : a === 'c' && b === 'c')).length / kids.length;
}

const files = [
  'ch01-sexual-reproduction-in-flowering-plants.json',
  'ch02-human-reproduction.json',
  'ch03-reproductive-health.json',
  'ch04-principles-of-inheritance-and-variation.json',
  'ch05-molecular-basis-of-inheritance.json',
  'ch06-evolution.json',
  'ch07-human-health-and-disease.json',
  'ch08-microbes-in-human-welfare.json',
  'ch09-biotechnology-principles-and-processes.json',
  'ch10-biotechnology-and-its-applications.json',
  'ch11-organisms-and-populations.json',
  'ch12-ecosystem.json',
  'ch13-biodiversity-and-conservation.json',
].map((f) => dir + f);

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
  // ncert-12-biology-ch04 Principles of Inheritance and Variation
  'nb12-ch04-q003': 800 * frac(cross(['Tt'], ['Tt']), (k) => k[0] === 'TT'),
  'nb12-ch04-q005': 4 + choose(4, 2),
  'nb12-ch04-q007': 400 * frac(cross(['Rr', 'Yy'], ['rr', 'yy']), (k) => !isDom(k[0]!) && isDom(k[1]!)),
  'nb12-ch04-q008': 960 * frac(cross(['Rr', 'Yy'], ['Rr', 'Yy']), (k) => k.every(homo)),
  'nb12-ch04-q009': 0.2 * 2000,
  'nb12-ch04-q012': new Set(cross(['Aa', 'Bb', 'Cc'], ['Aa', 'Bb', 'Cc']).map(dominantCount)).size,
  'nb12-ch04-q013': 64 * frac(cross(['Aa', 'Bb', 'Cc'], ['Aa', 'Bb', 'Cc']), (k) => dominantCount(k) === 3),
  'nb12-ch04-q017': 22 + 1,
  'nb12-ch04-q020': 44 + 1,
  'nb12-ch04-q021': 100 * xLinkedAffected(['c', 'C'], 'C'),
  // ncert-12-biology-ch05 Molecular Basis of Inheritance
  'nb12-ch05-q002': 30 * 3 + (100 - 30) * 2,
  'nb12-ch05-q003': 500 * 0.34,
  'nb12-ch05-q005': 6.6e9 / 200 / 1e7,
  'nb12-ch05-q009': 2 ** (80 / 20) - 2,
  'nb12-ch05-q014': 4 ** 2,
  'nb12-ch05-q019': (50 + 1) * 3,
  // ncert-12-biology-ch06 Evolution
  'nb12-ch06-q003': 4.5 * 1000 - 500,
  'nb12-ch06-q018': (2 * 160 + 480) / (2 * (360 + 480 + 160)),
  'nb12-ch06-q019': 100 * hw(Math.sqrt(1 / 10000)).Aa,
  'nb12-ch06-q020': 10000 * hw(0.2).AA,
  // ncert-12-biology-ch07 Human Health and Disease
  'nb12-ch07-q004': ['typhoid', 'pneumonia', 'common cold', 'malaria', 'amoebiasis', 'ringworm', 'ascariasis'].filter((d) => pathogen[d] === 'bacterium')
    .length,
  'nb12-ch07-q006': ['malaria', 'filariasis', 'dengue', 'chikungunya', 'typhoid', 'amoebiasis', 'ascariasis'].filter((d) => mosquitoBorne.has(d)).length,
  'nb12-ch07-q007': 2 + 2,
  'nb12-ch07-q011': ['spleen', 'thymus', 'lymph nodes', 'bone marrow', 'tonsils', "Peyer's patches", 'appendix'].filter((o) => !primaryLymphoid.has(o)).length,
  // ncert-12-biology-ch08 Microbes in Human Welfare
  'nb12-ch08-q005': ['wine', 'beer', 'whisky', 'brandy', 'rum'].filter((d) => distilled.has(d)).length,
  'nb12-ch08-q007': Object.values(producer).filter((p) => p === 'b').length,
  'nb12-ch08-q014': (100 * (250 - 25)) / 250,
  'nb12-ch08-q022': ['Rhizobium', 'Azospirillum', 'Azotobacter', 'Glomus', 'Anabaena', 'Nostoc', 'Trichoderma'].filter((g) => nitrogenFixers.has(g)).length,
  // ncert-12-biology-ch09 Biotechnology: Principles and Processes
  'nb12-ch09-q007': ((site: string, cut: number) => site.length - 2 * cut)('GAATTC', 1),
  'nb12-ch09-q008': fragments(3, false) + fragments(2, true),
  'nb12-ch09-q015': Math.ceil(Math.log2(1e9)),
  // ncert-12-biology-ch10 Biotechnology and its Applications
  'nb12-ch10-q008': ['A', 'B'].length,
  'nb12-ch10-q017': 2.4 * 5,
  // ncert-12-biology-ch11 Organisms and Populations
  'nb12-ch11-q002': 50 / 200,
  'nb12-ch11-q003': 12 / 150,
  'nb12-ch11-q006': 500 + (60 + 15) - (40 + 10),
  'nb12-ch11-q007': 0.04 - 0.015,
  'nb12-ch11-q008': logistic(0.1, 200, 1000),
  'nb12-ch11-q009': fastestN(600),
  'nb12-ch11-q010': 50 * Math.exp(Math.log(2) * 4),
  // ncert-12-biology-ch12 Ecosystem
  'nb12-ch12-q006': 2000 - 800,
  'nb12-ch12-q007': 170 - 55,
  'nb12-ch12-q008': (100 * 55) / 170,
  'nb12-ch12-q015': 100000 * 0.4 * 0.05,
  'nb12-ch12-q016': 5 / 0.1 ** 3,
  'nb12-ch12-q019': ['grass', 'grasshopper', 'frog', 'snake', 'hawk'].indexOf('hawk') + 1,
  // ncert-12-biology-ch13 Biodiversity and Conservation
  'nb12-ch13-q006': 8.1 / 2.4,
  'nb12-ch13-q009': 1400 / 56,
  'nb12-ch13-q011': ((c: number, z: number) => c * 1e5 ** z)(30, 0.2),
  'nb12-ch13-q012': Math.log(100 / 50) / Math.log(320 / 10),
  'nb12-ch13-q018': 784 - 338 - 359,
  'nb12-ch13-q019': (100 * (14 - 6)) / 14,
};
const notComputable: Record<string, string> = {};

describe('neet-biology-12 keys', () => {
  it('enumerate crosses', () => {
    expect(cross(['Tt'], ['Tt']).length).toBe(4);
    expect(choose(6, 3)).toBe(20);
    expect(64 * frac(cross(['Aa', 'Bb', 'Cc'], ['Aa', 'Bb', 'Cc']), (k) => dominantCount(k) === 3)).toBe(choose(6, 3));
  });

  it('find the genotype counts of nb12-ch06-q018 in Hardy–Weinberg equilibrium', () => {
    const f = hw(0.4);
    expect([f.AA, f.Aa, f.aa].map((x) => Math.round(1000 * x))).toEqual([360, 480, 160]);
  });

  it('are recomputed', () => {
    expect(recomputeProblems(files, recomputed, notComputable)).toEqual([]);
  });

  it('key the RNA transcribed from a template strand (nb12-ch05-q012)', () => {
    const q = questionsByCode().get('nb12-ch05-q012')!;
    const rna = transcribe('ATGCTA');
    const hits = (q.options ?? []).filter((o) => o.body.replace(/\$[^$]*\$|-/g, '') === rna).map((o) => o.code);
    expect(hits).toHaveLength(1);
    expect(q.answer).toEqual({ kind: 'choice', options: hits });
    markChecked(['nb12-ch05-q012']);
  });

  it('key the palindromic recognition site (nb12-ch09-q006)', () => {
    const q = questionsByCode().get('nb12-ch09-q006')!;
    const hits = (q.options ?? []).filter((o) => reverseComplement(o.body) === o.body).map((o) => o.code);
    expect(hits).toHaveLength(1);
    expect(q.answer).toEqual({ kind: 'choice', options: hits });
    markChecked(['nb12-ch09-q006']);
  });
});
