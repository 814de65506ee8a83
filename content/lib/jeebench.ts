/**
 * The JEEBench questions as the server imports them (content/jeebench/dataset.json, with the
 * reviewed chapters and corrections of chapters.json) plus Abhyas's own worked solutions and hints
 * (content/jeebench/solutions/*.json, CC BY-SA 4.0; issue #16 §2). Test- and tool-side only: the
 * server reads the same files in its seed.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { assemblePapers, parseJeebench, toQuestion, withKeyCorrections, type JeebenchPaper, type Question } from '@abhyas/domain';
import { jeebenchSolutionsFile, type JeebenchSolution } from '@abhyas/contracts';
import { CONTENT_DIR } from './packs.ts';

export const JEEBENCH_DIR = join(CONTENT_DIR, 'jeebench');

/** Every authored JEEBench solution by question code, from content/jeebench/solutions/*.json (validated). */
export function jeebenchSolutions(dir = join(JEEBENCH_DIR, 'solutions')): Map<string, JeebenchSolution & { file: string }> {
  const out = new Map<string, JeebenchSolution & { file: string }>();
  if (!existsSync(dir)) return out;
  const problems: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.json')) continue;
    const parsed = jeebenchSolutionsFile.safeParse(JSON.parse(readFileSync(join(dir, name), 'utf8')));
    if (!parsed.success) {
      problems.push(...parsed.error.issues.map((i) => `jeebench/solutions/${name} ${i.path.join('.')}: ${i.message}`));
      continue;
    }
    for (const [code, s] of Object.entries(parsed.data.solutions)) {
      if (out.has(code)) problems.push(`jeebench/solutions/${name}: ${code} is also in ${out.get(code)!.file}`);
      out.set(code, { ...s, file: `jeebench/solutions/${name}` });
    }
  }
  if (problems.length) throw new Error(`invalid JEEBench solutions:\n${problems.join('\n')}`);
  return out;
}

const reviewed = z.object({
  chapters: z.record(z.string(), z.string()).default({}),
  corrections: z.record(z.string(), z.array(z.object({ from: z.string(), to: z.string() }))).default({}),
  /** Reviewed key corrections: code → the right gold and the written reason of the third solve. */
  keyCorrections: z.record(z.string(), z.object({ gold: z.string().min(1), reason: z.string().min(20) })).default({}),
});

/** The JEEBench questions with their reviewed chapter and any authored solution and hints. */
export function jeebenchQuestions(): { question: Question; chapter: string | null }[] {
  const { chapters, corrections, keyCorrections } = reviewed.parse(JSON.parse(readFileSync(join(JEEBENCH_DIR, 'chapters.json'), 'utf8')));
  const parsed = parseJeebench(withKeyCorrections(JSON.parse(readFileSync(join(JEEBENCH_DIR, 'dataset.json'), 'utf8')), keyCorrections));
  if (parsed.errors.length) throw new Error(`JEEBench dataset: ${parsed.errors.map((e) => e.error).join('; ')}`);
  const solutions = jeebenchSolutions();
  const conceptsFile = join(JEEBENCH_DIR, 'concepts.json');
  const concepts = existsSync(conceptsFile)
    ? ((JSON.parse(readFileSync(conceptsFile, 'utf8')) as { concepts?: Record<string, { primary: string; secondary?: string[] }> }).concepts ?? {})
    : {};
  return parsed.questions.map((j) => {
    for (const fix of corrections[j.code] ?? []) j.body = j.body.split(fix.from).join(fix.to);
    const s = solutions.get(j.code);
    const question = toQuestion(j, s ? { hints: s.hints, solution: s.solution, ...(s.solveWithUs ? { solveWithUs: s.solveWithUs } : {}) } : {});
    const tags = concepts[j.code];
    if (tags) {
      question.primaryConcept = tags.primary;
      question.secondaryConcepts = tags.secondary ?? [];
    }
    return { question, chapter: chapters[j.code] ?? null };
  });
}

/**
 * The JEE Advanced papers as the importer assembles them (sections by subject, in paper order),
 * with every question as `jeebenchQuestions` gives it (reviewed wording and keys), by code.
 */
export function jeebenchPapers(): { papers: JeebenchPaper[]; questions: Map<string, Question> } {
  const questions = new Map(jeebenchQuestions().map(({ question }) => [question.code, question]));
  const parsed = parseJeebench(JSON.parse(readFileSync(join(JEEBENCH_DIR, 'dataset.json'), 'utf8')));
  return { papers: assemblePapers(parsed.questions), questions };
}
