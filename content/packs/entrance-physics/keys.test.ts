/**
 * Recomputes every integer/numerical key of the entrance-physics packs from first principles, and
 * checks that every single-choice question whose correct option is a number has the computed value
 * as its key option (and that the key is the option closest to the computed value).
 */
import { describe, expect, it } from 'vitest';
import { markChecked } from '../../lib/key-checks.ts';
import { questionsByCode, recomputeProblems } from '../../lib/packs.ts';

const files = [
  'packs/entrance-physics/class11-mechanics.json',
  'packs/entrance-physics/class11-matter-thermal-waves.json',
  'packs/entrance-physics/class12-electricity-magnetism.json',
  'packs/entrance-physics/class12-optics-modern.json',
];

const g = 9.8;
const PI = Math.PI;
const deg = (d: number) => (d * PI) / 180;
const mu0 = 4 * PI * 1e-7;
const k = 9e9; // 1/(4πε0) in N m²/C²
const e = 1.6e-19;
const me = 9.1e-31;
const h = 6.6e-34;
const c = 3e8;
const hcEvNm = 1240; // hc in eV nm
const uMeV = 931.5; // 1 u in MeV
const round = (x: number) => Math.round(x);

/** Solves a x² + b x + c = 0 and returns the larger root. */
const bigRoot = (a: number, b: number, cc: number) => (-b + Math.sqrt(b * b - 4 * a * cc)) / (2 * a);

// ---------- integer and numerical keys ----------
const recomputed: Record<string, number> = {
  // accelerate 2 m/s² for 10 s, cruise 20 s, brake to rest in 5 s
  'ent-phy-11-ch02-q002': (() => {
    const v = 2 * 10;
    return 0.5 * 2 * 10 ** 2 + v * 20 + ((v + 0) / 2) * 5;
  })(),
  // swimmer 5 km/h, river 3 km/h, width 1 km, shortest path; minutes
  'ent-phy-11-ch03-q004': (1 / Math.sqrt(5 ** 2 - 3 ** 2)) * 60,
  // pump: 600 kg/min to 20 m, efficiency 70 %
  'ent-phy-11-ch05-q002': round(((600 / 60) * g * 20) / 0.7),
  // Kepler: T ∝ r^{3/2}, r from R to 4R, T1 = 84 min
  'ent-phy-11-ch07-q003': 84 * (4 * 1) ** 1.5,
  // 2 mol monatomic gas, constant pressure, 300 K → 400 K, R = 8.3
  'ent-phy-11-ch11-q002': 2 * (1.5 * 8.3 + 8.3) * (400 - 300),
  // y = 0.05 sin(π(40t − 0.5x)): v = ω/k
  'ent-phy-11-ch14-q003': (40 * PI) / (0.5 * PI),
  // three charges 2 μC on an equilateral triangle of side 0.3 m; mJ
  'ent-phy-12-ch02-q003': round(((3 * k * 2e-6 ** 2) / 0.3) * 1000),
  // P_max = E²/4r, E = 12 V, r = 2 Ω
  'ent-phy-12-ch03-q003': 12 ** 2 / (4 * 2),
  // μ0 I1 I2 / (2π d) in units of 1e-5 N/m
  'ent-phy-12-ch04-q004': round((mu0 * 5 * 10) / (2 * PI * 0.1) / 1e-5),
  // N A ΔB/Δt
  'ent-phy-12-ch06-q003': round((100 * 0.02 * (0.5 - 0.1)) / 0.05),
  // 95 % of 4.4 kW delivered at 220 V
  'ent-phy-12-ch07-q003': round((0.95 * 4400) / 220),
  // equiconvex lens, R = 20 cm, n = 1.5, immersed in n = 1.25: f in cm
  'ent-phy-12-ch09-q003': 1 / ((1.5 / 1.25 - 1) * (1 / 20 - 1 / -20)),
  // 6 W at 660 nm; photons per second in units of 1e18
  'ent-phy-12-ch11-q003': round(6 / ((h * c) / 660e-9) / 1e18),
  // lines from n = 5: pairs of levels
  'ent-phy-12-ch12-q002': (5 * (5 - 1)) / 2,
};

const notComputable: Record<string, string> = {};

// ---------- single-choice keys whose correct option is a number ----------
// code → [computed value in the option's unit, relative tolerance]
const choiceValues: Record<string, [number, number?]> = {
  'ent-phy-11-ch01-q003': [Number((2.5 ** 3).toPrecision(3)), 1e-9], // 3 significant figures
  'ent-phy-11-ch02-q001': [bigRoot(4.9, -19.6, -58.8)], // -58.8 = 19.6t - 4.9t²
  'ent-phy-11-ch02-q003': [
    (() => {
      const t = 12 / 24; // a = 24t - 12 = 0
      return 12 * t * t - 12 * t;
    })(),
  ],
  'ent-phy-11-ch03-q001': [6 * ((2 * 8) / 10)],
  'ent-phy-11-ch03-q002': [(2 * PI * (120 / 60)) ** 2 * 0.5],
  'ent-phy-11-ch03-q003': [(Math.acos((7 ** 2 - 3 ** 2 - 5 ** 2) / (2 * 3 * 5)) * 180) / PI],
  'ent-phy-11-ch04-q001': [(2 * 3 * 5 * g) / (3 + 5)],
  'ent-phy-11-ch04-q002': [Math.min(6, 0.4 * 2 * 10)],
  'ent-phy-11-ch04-q003': [Math.sqrt(100 * 10 * ((Math.tan(deg(45)) + 0.5) / (1 - 0.5 * Math.tan(deg(45)))))],
  'ent-phy-11-ch04-q004': [Math.hypot(12, 12)],
  'ent-phy-11-ch05-q001': [2 * Math.sqrt(0.5 / 200) * 100], // cm
  'ent-phy-11-ch05-q003': [
    (() => {
      const W = (x: number) => x ** 3 - x ** 2;
      return W(3) - W(1);
    })(),
  ],
  'ent-phy-11-ch05-q004': [Math.abs(((1 - 2) / (1 + 2)) * 6)],
  'ent-phy-11-ch06-q001': [(2 * 3 ** 2) / 12 + 2 * (3 / 2 - 0.5) ** 2],
  'ent-phy-11-ch06-q002': [(2 * g) / (2 + 4 / 2)],
  'ent-phy-11-ch06-q003': [(200 / (200 + 50 * 2 ** 2)) * 10],
  'ent-phy-11-ch07-q001': [6400 / Math.sqrt(0.64) - 6400],
  'ent-phy-11-ch07-q002': [11.2 * Math.sqrt(8 / 2)],
  'ent-phy-11-ch08-q001': [((10 * g * 2) / (1e-6 * 2e11)) * 1000], // mm
  'ent-phy-11-ch08-q002': [2 / 2 ** 2], // ΔL ∝ L/d²; options are ratios a:b, read as a/b
  'ent-phy-11-ch09-q001': [Math.sqrt(2 * 10 * 5) * Math.sqrt((2 * 1.25) / 10)],
  'ent-phy-11-ch09-q002': [(4 * 0.03) / 0.02],
  'ent-phy-11-ch09-q003': [5 * 2 ** (2 / 3)],
  'ent-phy-11-ch10-q001': [
    (() => {
      const heatFromWater = 100 * 1 * 60;
      const heatToMeltAll = 100 * 80;
      // not enough heat to melt all the ice → ice and water coexist at 0 °C
      return heatFromWater < heatToMeltAll ? 0 : (100 * 60 - 100 * 80) / 200;
    })(),
  ],
  'ent-phy-11-ch10-q002': [(1 * 100 + 2 * 0) / (1 + 2)], // K(100 − T) = 2K(T − 0)
  'ent-phy-11-ch10-q003': [
    (() => {
      const kk = 10 / 5 / (65 - 20);
      return 10 / (kk * (55 - 20));
    })(),
  ],
  'ent-phy-11-ch11-q001': [300 / (1 - 0.5) - 300 / (1 - 0.4)],
  'ent-phy-11-ch11-q003': [(1 * 8.31 * 300 * 0.693) / 1000], // kJ
  'ent-phy-11-ch12-q001': [(47 + 273) * (2 / 32)],
  'ent-phy-11-ch13-q001': [2 * PI * Math.sqrt(0.2 / (30 + 50))],
  'ent-phy-11-ch13-q002': [10 * Math.sqrt(1 / 4)], // U = E/4 → x = A/2
  'ent-phy-11-ch13-q003': [2 * Math.sqrt(g / (g + g / 3))],
  'ent-phy-12-ch01-q001': [
    (() => {
      // 4/x² = 1/(0.3 − x)², root between the charges: 2(0.3 − x) = x
      return (2 * 0.3) / 3;
    })(),
  ],
  'ent-phy-12-ch01-q003': [4e-9 * 5e4 * Math.sin(deg(30))],
  'ent-phy-12-ch02-q001': [12 / (1 / 2 + 1 / 3 + 1 / 6)], // μC, same charge on each in series
  'ent-phy-12-ch02-q002': [(0.5 * 10e-6 * 100 ** 2) / 5],
  'ent-phy-12-ch03-q001': [1.6 / (8e28 * e * 1e-6)],
  'ent-phy-12-ch03-q002': [
    (() => {
      // junction rule (6 − V)/1 + (4 − V)/1 = V/4
      const V = 10 / (2 + 1 / 4);
      return V / 4;
    })(),
  ],
  'ent-phy-12-ch03-q004': [(12 * (100 - 40)) / 40],
  'ent-phy-12-ch04-q001': [((me * 2e6) / (e * 0.01)) * 1000], // mm
  'ent-phy-12-ch04-q002': [(mu0 * 50 * 2) / (2 * 0.1)],
  'ent-phy-12-ch04-q003': [10 / 5e-3 - 50],
  'ent-phy-12-ch05-q001': [-2 * 0.3 * Math.cos(PI) - -2 * 0.3 * Math.cos(0)],
  'ent-phy-12-ch06-q001': [0.2 * ((0.2 * 4 * 0.5) / 2) * 0.5],
  'ent-phy-12-ch06-q002': [(0.2 * (5 - 1)) / 0.1],
  'ent-phy-12-ch07-q001': [1 / Math.sqrt(0.1 * 10e-6) / (2 * PI)],
  'ent-phy-12-ch07-q002': [(200 / Math.hypot(30, 80 - 40)) ** 2 * 30],
  'ent-phy-12-ch08-q001': [c * 2e-8],
  'ent-phy-12-ch09-q001': [1 / (1 / 20 + 1 / -30)],
  'ent-phy-12-ch09-q004': [(1.6 - 1) * 5],
  'ent-phy-12-ch10-q001': [((600e-9 * 1) / 0.5e-3) * 1000], // mm
  'ent-phy-12-ch10-q002': [((2 * 500e-9 * 2) / 0.2e-3) * 1000], // mm
  'ent-phy-12-ch11-q001': [hcEvNm / 400 - 2.0],
  'ent-phy-12-ch11-q002': [(h / Math.sqrt(2 * me * e * 150)) * 1e9], // nm
  'ent-phy-12-ch12-q001': [-13.6 / 3 ** 2 - -13.6 / 1 ** 2],
  'ent-phy-12-ch12-q003': [(1 / 4 - 1 / 9) / (1 - 1 / 4)], // λL/λB = (1/λB)/(1/λL)
  'ent-phy-12-ch13-q001': [1.2 * Math.cbrt(64)],
  'ent-phy-12-ch13-q002': [(0.0304 * uMeV) / 4],
  'ent-phy-12-ch14-q001': [2 * 50],
  'ent-phy-12-ch14-q002': [1.5e16 ** 2 / 4.5e22],
  'ent-phy-11-ch14-q001': [Math.sqrt(400 / (0.01 / 1)) / (2 * 1)],
  'ent-phy-11-ch14-q002': [
    (() => {
      // candidates 256 ± 4; waxing lowers f_A, beats must rise from 4 to 6
      const cands = [256 + 4, 256 - 4];
      return cands.find((f) => Math.abs(f - 2 - 256) === 6)!;
    })(),
  ],
};

/** The number an option body states (`$3.2 \times 10^{-4}\ \text{N}$` → 3.2e-4), a ratio `a:b` as a/b, NaN when none. */
function optionNumber(body: string): number {
  const s = body
    .replace(/\$/g, '')
    .replace(/\\(?:times|cdot)\s*10\^\{?(-?\d+)\}?/g, 'e$1')
    .replace(/\s+e/g, 'e');
  const ratio = /^\s*(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)\s*$/.exec(s);
  if (ratio) return Number(ratio[1]) / Number(ratio[2]);
  const m = /-?\d+(?:\.\d+)?(?:e-?\d+)?/.exec(s);
  return m ? Number(m[0]) : Number.NaN;
}

describe('entrance-physics keys', () => {
  it('are recomputed', () => {
    expect(recomputeProblems(files, recomputed, notComputable)).toEqual([]);
  });

  it('have numerical single-choice keys equal to the computed value', () => {
    const questions = questionsByCode();
    const bad: string[] = [];
    for (const [code, [value, tol = 0.02]] of Object.entries(choiceValues)) {
      const q = questions.get(code);
      if (!q || q.answer.kind !== 'choice' || !q.options) {
        bad.push(`${code}: not a choice question`);
        continue;
      }
      const key = q.answer.options[0];
      const nums = new Map(q.options.map((o) => [o.code, optionNumber(o.body)]));
      const keyNum = nums.get(key!)!;
      const err = (x: number) => Math.abs(x - value) / Math.max(Math.abs(value), 1e-12);
      if (!(err(keyNum) <= tol || Math.abs(keyNum - value) < 1e-12)) bad.push(`${code}: key option ${keyNum}, computed ${value}`);
      for (const [oc, n] of nums)
        if (oc !== key && !Number.isNaN(n) && Math.abs(n) !== Math.abs(keyNum) && err(n) <= err(keyNum))
          bad.push(`${code}: option ${oc} (${n}) is as close to ${value} as the key`);
    }
    expect(bad).toEqual([]);
    markChecked(Object.keys(choiceValues));
  });

  it('have symbolic keys that match the computed coefficient', () => {
    const questions = questionsByCode();
    const keyBody = (code: string) => {
      const q = questions.get(code)!;
      const key = q.answer.kind === 'choice' ? q.answer.options[0] : '';
      return q.options!.find((o) => o.code === key)!.body;
    };
    // C_v of 2 mol He + 1 mol rigid O2, in units of R
    expect((2 * 1.5 + 1 * 2.5) / 3).toBeCloseTo(11 / 6, 12);
    expect(keyBody('ent-phy-11-ch12-q002')).toContain('\\dfrac{11}{6}R');
    // glass (1.5) → water (4/3): sin C = n2/n1
    expect(4 / 3 / 1.5).toBeCloseTo(8 / 9, 12);
    expect(keyBody('ent-phy-12-ch09-q002')).toContain('\\dfrac{8}{9}');
    // charge at a cube corner: 1/8 of q/ε0 through the cube, shared by 3 far faces
    expect(1 / 8 / 3).toBeCloseTo(1 / 24, 12);
    expect(keyBody('ent-phy-12-ch01-q002')).toContain('\\dfrac{q}{24\\varepsilon_0}');
    markChecked(['ent-phy-11-ch12-q002', 'ent-phy-12-ch09-q002', 'ent-phy-12-ch01-q002']);
  });
});
