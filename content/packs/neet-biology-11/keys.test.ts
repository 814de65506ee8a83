/**
 * Recomputes the integer keys of the NEET Biology Class 11 pack (issue #16 §3) from the facts each
 * question rests on, written out here as data (lists, sets, counts) so that the count itself is
 * derived by code rather than copied. Conceptual choice keys are re-solved independently.
 */
import { describe, expect, it } from 'vitest';
import { recomputeProblems } from '../../lib/packs.ts';

const dir = 'packs/neet-biology-11/';
const files = [
  'ch01-the-living-world.json',
  'ch02-biological-classification.json',
  'ch03-plant-kingdom.json',
  'ch04-animal-kingdom.json',
  'ch05-morphology-of-flowering-plants.json',
  'ch06-anatomy-of-flowering-plants.json',
  'ch07-structural-organisation-in-animals.json',
  'ch08-cell-the-unit-of-life.json',
  'ch09-biomolecules.json',
  'ch10-cell-cycle-and-cell-division.json',
  'ch11-photosynthesis-in-higher-plants.json',
  'ch12-respiration-in-plants.json',
  'ch13-plant-growth-and-development.json',
  'ch14-breathing-and-exchange-of-gases.json',
  'ch15-body-fluids-and-circulation.json',
  'ch16-excretory-products-and-their-elimination.json',
  'ch17-locomotion-and-movement.json',
  'ch18-neural-control-and-coordination.json',
  'ch19-chemical-coordination-and-integration.json',
].map((f) => dir + f);

const count = <T>(xs: T[], pred: (x: T) => boolean) => xs.filter(pred).length;

// ---- ch01 The Living World -----------------------------------------------------------------
const obligate = ['species', 'genus', 'family', 'order', 'class', 'phylum', 'kingdom'];
const classOf: Record<string, string> = {
  tiger: 'Mammalia',
  housefly: 'Insecta',
  gibbon: 'Mammalia',
  dog: 'Mammalia',
  wheat: 'Monocotyledonae',
  gorilla: 'Mammalia',
  mango: 'Dicotyledonae',
};
/** Truth of the five statements of ch01-q022, in order. */
const ch01q022 = [true, false, true, false, true];

// ---- ch02 Biological Classification ------------------------------------------------------
const fungusClass: Record<string, string> = {
  Aspergillus: 'Ascomycetes',
  Agaricus: 'Basidiomycetes',
  Claviceps: 'Ascomycetes',
  Mucor: 'Phycomycetes',
  Neurospora: 'Ascomycetes',
  Trichoderma: 'Deuteromycetes',
  Penicillium: 'Ascomycetes',
  Saccharomyces: 'Ascomycetes',
};
const protozoanGroup: Record<string, string | null> = {
  Amoeba: 'amoeboid',
  Entamoeba: 'amoeboid',
  Trypanosoma: 'flagellated',
  Paramoecium: 'ciliated',
  Plasmodium: 'sporozoan',
  Euglena: null, // euglenoid
  Gonyaulax: null, // dinoflagellate
};

// ---- ch03 Plant Kingdom ----------------------------------------------------------------------
const algaClass: Record<string, 'green' | 'brown' | 'red'> = {
  Ectocarpus: 'brown',
  Polysiphonia: 'red',
  Dictyota: 'brown',
  Chara: 'green',
  Laminaria: 'brown',
  Porphyra: 'red',
  Sargassum: 'brown',
  Fucus: 'brown',
  Volvox: 'green',
};
/** Truth of the five statements of ch03-q022, in order. */
const ch03q022 = [true, false, true, false, true];

// ---- ch04 Animal Kingdom ---------------------------------------------------------------------
const heartChambers: Record<string, number> = {
  Bufo: 3, // Amphibia
  Hyla: 3, // Amphibia
  Calotes: 3, // Reptilia
  Crocodilus: 4, // Reptilia, the exception
  Columba: 4, // Aves
  Labeo: 2, // Osteichthyes
  Naja: 3, // Reptilia
  Ichthyophis: 3, // Amphibia
};
const bodyCavity: Record<string, 'acoelomate' | 'pseudocoelomate' | 'coelomate'> = {
  Ascaris: 'pseudocoelomate',
  Pheretima: 'coelomate',
  Fasciola: 'acoelomate',
  Pila: 'coelomate',
  Asterias: 'coelomate',
  Balanoglossus: 'coelomate',
  Wuchereria: 'pseudocoelomate',
  Apis: 'coelomate',
};

// ---- ch05 Morphology of Flowering Plants -----------------------------------------------------
const ovaryPosition: Record<string, 'hypogynous' | 'perigynous' | 'epigynous'> = {
  mustard: 'hypogynous',
  guava: 'epigynous',
  'china rose': 'hypogynous',
  cucumber: 'epigynous',
  plum: 'perigynous',
  'ray florets of sunflower': 'epigynous',
  brinjal: 'hypogynous',
  peach: 'perigynous',
};
const vexillary = { petals: 5, standard: 1, wings: 2 };
const modifiedOrgan: Record<string, 'leaf' | 'stem'> = {
  'tendrils of pea': 'leaf',
  'thorns of Citrus': 'stem',
  'spines of cacti': 'leaf',
  'fleshy storage organs of onion': 'leaf',
  'tendrils of cucumber': 'stem',
  'pitcher of pitcher plant': 'leaf',
  'green flattened petiole of Australian Acacia': 'leaf',
};

// ---- ch06 Anatomy of Flowering Plants --------------------------------------------------------
const deadAtMaturity: Record<string, boolean> = {
  tracheids: true,
  vessels: true,
  'xylem parenchyma': false,
  'sieve tube elements': false, // peripheral cytoplasm, no nucleus
  'companion cells': false,
  'phloem fibres': true,
  sclereids: true,
  collenchyma: false,
};
const meristemKind: Record<string, 'primary' | 'lateral'> = {
  'fascicular vascular cambium': 'lateral',
  'interfascicular cambium': 'lateral',
  'cork cambium': 'lateral',
  'intercalary meristem': 'primary',
  'root apical meristem': 'primary',
  'shoot apical meristem': 'primary',
};
const tissueSystem: Record<string, 'epidermal' | 'ground' | 'vascular'> = {
  'cuticle-bearing epidermal cells': 'epidermal',
  'guard cells': 'epidermal',
  'subsidiary cells': 'epidermal',
  'root hairs': 'epidermal',
  trichomes: 'epidermal',
  'bulliform cells': 'epidermal',
  pericycle: 'ground',
  mesophyll: 'ground',
};

// ---- ch07 Structural Organisation in Animals -------------------------------------------------
const basicTissue: Record<string, 'epithelial' | 'connective' | 'muscular' | 'neural'> = {
  blood: 'connective',
  cartilage: 'connective',
  tendon: 'connective',
  neuroglia: 'neural',
  'goblet cells': 'epithelial',
  'adipose tissue': 'connective',
  biceps: 'muscular',
  bone: 'connective',
};
const frog = { cranialNervePairs: 10, foreLimbDigits: 4, hindLimbDigits: 5 };
const connectiveKind: Record<string, 'loose' | 'dense' | 'specialised'> = {
  cartilage: 'specialised',
  'areolar tissue': 'loose',
  bone: 'specialised',
  'adipose tissue': 'loose',
  blood: 'specialised',
  tendon: 'dense',
  ligament: 'dense',
};

// ---- ch08 Cell: The Unit of Life -------------------------------------------------------------
const erythrocyteMembrane = { proteinPercent: 52, lipidPercent: 40 };
const endomembrane: Record<string, boolean> = {
  'endoplasmic reticulum': true,
  'Golgi complex': true,
  lysosomes: true,
  vacuoles: true,
  mitochondria: false, // functions not coordinated with the above
  chloroplasts: false,
  peroxisomes: false,
  ribosomes: false, // no membrane
};
const centriole = { peripheralFibrils: 9, microtubulesPerFibril: 3 };
const membraneBound: Record<string, boolean> = {
  ribosome: false,
  centrosome: false,
  nucleolus: false,
  lysosome: true,
  mitochondrion: true,
  mesosome: true, // an infolding of the plasma membrane
  vacuole: true,
  cytoskeleton: false,
};

// ---- ch09 Biomolecules -----------------------------------------------------------------------
const haemoglobin = { alpha: 2, beta: 2 };
const fattyAcidCarbons = { palmitic: 16, arachidonic: 20 };
/** Rate factor for a temperature change, the rate doubling per 10 °C. */
const q10Factor = (riseC: number) => 2 ** (riseC / 10);
const enzymeClasses = new Set(['oxidoreductases', 'transferases', 'hydrolases', 'lyases', 'isomerases', 'ligases']);
const ch09q019List = ['oxidoreductases', 'transferases', 'hydrolases', 'lyases', 'isomerases', 'ligases', 'ribozymes', 'apoenzymes'];

// ---- ch10 Cell Cycle and Cell Division -------------------------------------------------------
/** DNA content (in C) after the S phase doubles it. */
const afterS = (g1C: number) => 2 * g1C;
/** Chromatids per chromosome before the centromeres split. */
const chromatidsPerChromosome = 2;
const haploid = (twoN: number) => twoN / 2;
const cellsPerMeiocyte = 4;

// ---- ch11 Photosynthesis in Higher Plants ----------------------------------------------------
const calvinPerCO2 = { atp: 3, nadph: 2 };
const co2PerGlucose = 6;
/** 2 H₂O → 4 H⁺ + O₂ + 4 e⁻ */
const waterSplitting = { water: 2, protons: 4, o2: 1, electrons: 4 };
const carbons = { PEP: 3, OAA: 4, RuBP: 5 };

// ---- ch12 Respiration in Plants --------------------------------------------------------------
const pyruvatePerGlucose = 2;
const linkReaction = { co2: 1, nadh: 1 }; // per pyruvate
const krebsTurn = { co2: 2, nadh: 3, fadh2: 1, atp: 1 }; // per acetyl CoA
const glycolysis = { nadh: 2, atpFormingStepsPerTriose: 2, triosesPerGlucose: 2 };
const atpPerNadh = 3;
const protonsPerAtp = 2;

// ---- ch13 Plant Growth and Development -------------------------------------------------------
/** Arithmetic growth L_t = L_0 + r t. */
const arithmetic = (l0: number, r: number, t: number) => l0 + r * t;
const relativeGrowth = (from: number, to: number) => (to - from) / from;
const naturalInPlants: Record<string, boolean> = {
  IAA: true,
  IBA: true,
  NAA: false, // synthetic
  '2,4-D': false, // synthetic
  zeatin: true,
  kinetin: false, // does not occur naturally in plants
  GA3: true,
  ABA: true,
  ethylene: true,
};

// ---- ch14 Breathing and Exchange of Gases ----------------------------------------------------
const lungs = { TV: 500, IRV: 3000, ERV: 1000, RV: 1200 };
const o2DeliveredPer100mL = 5;
const o2ShareByRbcPercent = 97;

// ---- ch15 Body Fluids and Circulation --------------------------------------------------------
const normalBp = { systolic: 120, diastolic: 80 };

// ---- ch16 Excretory Products and their Elimination -------------------------------------------
const nitrogenousWaste: Record<string, 'ammonotelic' | 'ureotelic' | 'uricotelic'> = {
  rohu: 'ammonotelic', // bony fish
  frog: 'ureotelic', // terrestrial amphibian (adult)
  shark: 'ureotelic', // marine fish
  pigeon: 'uricotelic',
  human: 'ureotelic',
  lizard: 'uricotelic',
  'land snail': 'uricotelic',
  cow: 'ureotelic',
};

// ---- ch17 Locomotion and Movement ------------------------------------------------------------
const leg = { femur: 1, tibia: 1, fibula: 1, tarsals: 7, metatarsals: 5, phalanges: 14, patella: 1 };
const ribPairs = { true: 7, vertebrochondral: 3, floating: 2 };
const vertebrae = { cervical: 7, thoracic: 12, lumbar: 5, sacral: 1, coccygeal: 1 };
const skeleton = { total: 206, axial: 80, bonesPerLimb: 30, limbs: 4, pectoral: 2 * 2, pelvic: 2 };
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

// ---- ch18 Neural Control and Coordination ----------------------------------------------------
const naKPump = { naOut: 3, kIn: 2 };
const brainDivision: Record<string, 'forebrain' | 'midbrain' | 'hindbrain'> = {
  pons: 'hindbrain',
  cerebellum: 'hindbrain',
  'medulla oblongata': 'hindbrain',
  'corpora quadrigemina': 'midbrain',
  thalamus: 'forebrain',
  hypothalamus: 'forebrain',
  cerebrum: 'forebrain',
};

// ---- ch19 Chemical Coordination and Integration ----------------------------------------------
const parathyroid = { thyroidLobes: 2, glandsPerLobe: 2 };
const parsDistalis = ['GH', 'PRL', 'TSH', 'ACTH', 'LH', 'FSH'];
const hormoneClass: Record<string, 'peptide' | 'steroid' | 'iodothyronine' | 'amino-acid derivative'> = {
  cortisol: 'steroid',
  insulin: 'peptide',
  testosterone: 'steroid',
  glucagon: 'peptide',
  estradiol: 'steroid',
  epinephrine: 'amino-acid derivative',
  progesterone: 'steroid',
  thyroxine: 'iodothyronine',
};
const bloodGlucoseEffect: Record<string, 'raises' | 'lowers' | 'none'> = {
  insulin: 'lowers',
  glucagon: 'raises',
  cortisol: 'raises', // gluconeogenesis
  adrenaline: 'raises', // glycogen breakdown
  noradrenaline: 'raises',
  thyrocalcitonin: 'none', // blood calcium
};

const recomputed: Record<string, number> = {
  'nb11-ch01-q015': obligate.indexOf('kingdom') - obligate.indexOf('species') - 1,
  'nb11-ch01-q016': count(Object.values(classOf), (c) => c === 'Mammalia'),
  'nb11-ch01-q022': count(ch01q022, Boolean),
  'nb11-ch02-q021': count(Object.values(fungusClass), (c) => c === 'Ascomycetes'),
  'nb11-ch02-q024': count(Object.values(protozoanGroup), (g) => g !== null),
  'nb11-ch03-q021': count(Object.values(algaClass), (c) => c === 'brown'),
  'nb11-ch03-q022': count(ch03q022, Boolean),
  'nb11-ch04-q018': count(Object.values(heartChambers), (n) => n === 3),
  'nb11-ch04-q019': count(Object.values(bodyCavity), (c) => c === 'coelomate'),
  'nb11-ch05-q018': count(Object.values(ovaryPosition), (p) => p === 'epigynous'),
  'nb11-ch05-q019': vexillary.petals - vexillary.standard - vexillary.wings,
  'nb11-ch05-q020': count(Object.values(modifiedOrgan), (o) => o === 'leaf'),
  'nb11-ch06-q018': count(Object.values(deadAtMaturity), Boolean),
  'nb11-ch06-q019': count(Object.values(meristemKind), (k) => k === 'lateral'),
  'nb11-ch06-q023': count(Object.values(tissueSystem), (t) => t === 'epidermal'),
  'nb11-ch07-q001': count(Object.values(basicTissue), (t) => t === 'connective'),
  'nb11-ch07-q021': frog.cranialNervePairs,
  'nb11-ch07-q022': 2 * frog.foreLimbDigits + 2 * frog.hindLimbDigits,
  'nb11-ch07-q023': count(Object.values(connectiveKind), (k) => k === 'specialised'),
  'nb11-ch08-q017': erythrocyteMembrane.proteinPercent,
  'nb11-ch08-q018': count(Object.values(endomembrane), Boolean),
  'nb11-ch08-q019': centriole.peripheralFibrils * centriole.microtubulesPerFibril,
  'nb11-ch08-q022': count(Object.values(membraneBound), (b) => !b),
  'nb11-ch09-q016': haemoglobin.alpha + haemoglobin.beta,
  'nb11-ch09-q017': fattyAcidCarbons.arachidonic - fattyAcidCarbons.palmitic,
  'nb11-ch09-q018': q10Factor(30),
  'nb11-ch09-q019': count(ch09q019List, (x) => enzymeClasses.has(x)),
  'nb11-ch10-q013': afterS(2),
  'nb11-ch10-q014': 16 * chromatidsPerChromosome, // metaphase of mitosis, 2n = 16
  'nb11-ch10-q015': 20 * chromatidsPerChromosome, // anaphase: each chromatid now a chromosome
  'nb11-ch10-q016': haploid(24) * chromatidsPerChromosome, // metaphase II
  'nb11-ch10-q017': 25 * cellsPerMeiocyte * haploid(8),
  'nb11-ch10-q018': Math.log2(64),
  'nb11-ch11-q016': 2 * co2PerGlucose * calvinPerCO2.nadph,
  'nb11-ch11-q017': (12 / waterSplitting.o2) * waterSplitting.electrons,
  'nb11-ch11-q018': carbons.PEP + carbons.OAA + carbons.RuBP,
  'nb11-ch12-q014': pyruvatePerGlucose * (linkReaction.co2 + krebsTurn.co2),
  'nb11-ch12-q015': glycolysis.nadh + pyruvatePerGlucose * (linkReaction.nadh + krebsTurn.nadh),
  'nb11-ch12-q016': glycolysis.triosesPerGlucose * glycolysis.atpFormingStepsPerTriose,
  'nb11-ch12-q017': 5 * atpPerNadh * protonsPerAtp,
  'nb11-ch12-q021': 10 * (35 / 50),
  'nb11-ch13-q017': arithmetic(2, 0.5, 10),
  'nb11-ch13-q018': relativeGrowth(5, 10) / relativeGrowth(50, 55),
  'nb11-ch13-q019': 2 ** 6,
  'nb11-ch13-q020': count(Object.values(naturalInPlants), Boolean),
  'nb11-ch14-q014': lungs.RV + lungs.ERV + lungs.TV + lungs.IRV, // TLC
  'nb11-ch14-q015': lungs.ERV + lungs.RV, // FRC
  'nb11-ch14-q016': 14 * lungs.TV,
  'nb11-ch14-q017': (5000 / 100) * o2DeliveredPer100mL,
  'nb11-ch14-q018': (1000 * (100 - o2ShareByRbcPercent)) / 100,
  'nb11-ch15-q015': 60 / 0.8,
  'nb11-ch15-q016': 7200 / 80, // stroke volume = cardiac output / heart rate
  'nb11-ch15-q017': 18 * (60 / 15),
  'nb11-ch15-q018': 140 - normalBp.systolic,
  'nb11-ch16-q014': ((180 - 1.8) / 180) * 100,
  'nb11-ch16-q015': 1200 / 300,
  'nb11-ch16-q016': 5 * 1100,
  'nb11-ch16-q017': (200 * 60) / 1000,
  'nb11-ch16-q020': count(Object.values(nitrogenousWaste), (w) => w === 'ureotelic'),
  'nb11-ch17-q015': sum(Object.values(leg)),
  'nb11-ch17-q016': ribPairs.true + ribPairs.vertebrochondral,
  'nb11-ch17-q017': vertebrae.cervical + vertebrae.thoracic + vertebrae.lumbar,
  'nb11-ch17-q018': skeleton.total - skeleton.axial,
  'nb11-ch18-q015': (30 / naKPump.naOut) * naKPump.kIn,
  'nb11-ch18-q016': 50 * (naKPump.naOut - naKPump.kIn),
  'nb11-ch18-q017': count(Object.values(brainDivision), (d) => d === 'hindbrain'),
  'nb11-ch19-q015': parathyroid.thyroidLobes * parathyroid.glandsPerLobe,
  'nb11-ch19-q016': parsDistalis.length,
  'nb11-ch19-q017': count(Object.values(hormoneClass), (c) => c === 'steroid'),
  'nb11-ch19-q018': count(Object.values(bloodGlucoseEffect), (e) => e === 'raises'),
};

const notComputable: Record<string, string> = {};

describe('neet-biology-11 keys', () => {
  it('have an appendicular count that matches the limbs and girdles (ch17-q018)', () => {
    expect(skeleton.limbs * skeleton.bonesPerLimb + skeleton.pectoral + skeleton.pelvic).toBe(skeleton.total - skeleton.axial);
    expect(sum(Object.values(vertebrae))).toBe(26);
  });

  it('are recomputed', () => {
    expect(recomputeProblems(files, recomputed, notComputable)).toEqual([]);
  });
});
