/**
 * Loading the project's content packs (content/packs/**.json) and the NCERT learning map for the
 * content checks. Test-side only: the server has its own loader in the importer.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentPack, jsonPathText, type ContentPack, type PackQuestion } from '@abhyas/contracts';
import type { Question } from '@abhyas/domain';
import { markChecked } from './key-checks.ts';

export const CONTENT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PACKS_DIR = join(CONTENT_DIR, 'packs');

/** Every `.json` file under `dir`, sorted, as paths. */
export function packFiles(dir = PACKS_DIR): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.json')) out.push(p);
    }
  };
  walk(dir);
  return out;
}

export interface LoadedPack {
  file: string;
  pack: ContentPack;
}

/** Parses every pack; throws one error listing every problem as `file $.path: reason`. */
export function loadPacks(dir = PACKS_DIR): LoadedPack[] {
  const problems: string[] = [];
  const packs: LoadedPack[] = [];
  for (const file of packFiles(dir)) {
    const name = relative(CONTENT_DIR, file);
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (err) {
      problems.push(`${name}: not JSON: ${(err as Error).message}`);
      continue;
    }
    const parsed = contentPack.safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${name} $${jsonPathText(issue.path)}: ${issue.message}`);
    } else packs.push({ file: name, pack: parsed.data });
  }
  if (problems.length) throw new Error(`${problems.length} problem(s) in content packs:\n${problems.join('\n')}`);
  return packs;
}

/** All pack questions by code. */
export function questionsByCode(packs = loadPacks()): Map<string, PackQuestion> {
  const map = new Map<string, PackQuestion>();
  for (const { pack } of packs) for (const q of pack.questions) map.set(q.code, q);
  return map;
}

/** A pack question as the domain model (for checkAnswer). */
export function asQuestion(q: PackQuestion): Question {
  return q as unknown as Question;
}

interface NcertMap {
  books: { code: string; chapters: { code: string; topics: { code: string }[] }[] }[];
  syllabi: Record<string, { subject: string; chapters: string[] }[]>;
}

/** Chapter code → its topic codes, from content/learning-map/ncert.json. */
export function learningMapChapters(): Map<string, Set<string>> {
  const map = JSON.parse(readFileSync(join(CONTENT_DIR, 'learning-map', 'ncert.json'), 'utf8')) as NcertMap;
  const chapters = new Map<string, Set<string>>();
  for (const b of map.books) for (const c of b.chapters) chapters.set(c.code, new Set(c.topics.map((t) => t.code)));
  return chapters;
}

/**
 * Numerical and integer keys that a test recomputes: code → the computed value. `expectRecomputed`
 * asserts that every numerical/integer key of `questions` is either recomputed here or listed in
 * `notComputable` with a reason.
 */
export function keyValue(q: PackQuestion): number | null {
  const a = q.answer;
  if (a.kind === 'integer') return a.value;
  if (a.kind === 'numeric') return 'value' in a.accept ? a.accept.value : (a.accept.min + a.accept.max) / 2;
  return null;
}

/**
 * Checks recomputed keys of the questions in `files` (paths relative to content/, e.g.
 * `packs/cbse-10-mathematics/real-numbers.json`): returns a list of problems — a key that differs
 * from its recomputed value by more than 1e-6 (or the question's tolerance), a recomputed code that
 * is not a numerical/integer question, and a numerical/integer key neither recomputed nor listed in
 * `notComputable` (code → reason).
 */
export function recomputeProblems(
  files: string[],
  recomputed: Record<string, number>,
  notComputable: Record<string, string> = {},
  packs = loadPacks(),
): string[] {
  const problems: string[] = [];
  const inFiles = packs.filter((p) => files.includes(p.file)).flatMap((p) => p.pack.questions);
  if (files.some((f) => !packs.some((p) => p.file === f))) problems.push(`no such pack: ${files.filter((f) => !packs.some((p) => p.file === f)).join(', ')}`);
  const byCode = new Map(inFiles.map((q) => [q.code, q]));
  for (const [code, value] of Object.entries(recomputed)) {
    const q = byCode.get(code);
    const key = q ? keyValue(q) : null;
    if (!q || key === null) {
      problems.push(`${code}: not a numerical or integer question of these packs`);
      continue;
    }
    const a = q.answer;
    const slack = a.kind === 'numeric' ? ('value' in a.accept ? (a.accept.tolerance ?? 0.01) : (a.accept.max - a.accept.min) / 2) : 0;
    if (Math.abs(key - value) > Math.max(slack, 1e-6)) problems.push(`${code}: key ${key}, recomputed ${value}`);
    else markChecked([code]);
  }
  for (const q of inFiles) {
    if (keyValue(q) !== null && !(q.code in recomputed) && !(q.code in notComputable))
      problems.push(`${q.code}: numerical key neither recomputed nor listed as not computable`);
  }
  return problems;
}
