import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  assemblePapers,
  bestConcept,
  parseJeebench,
  toQuestion,
  withKeyCorrections,
  type ConceptCandidate,
  type JeebenchKeyCorrection,
  type JeebenchQuestion,
} from '@abhyas/domain';
import type { Db } from '../../../db/client.ts';
import { learningMapNodes, mocktestBundles, questions } from '../../../db/schema/index.ts';
import { jeebenchSolutionsFile, jsonPathText, packMocktest, packQuestion, type JeebenchSolution, type PackQuestion } from '@abhyas/contracts';
import { sha256 } from '../../../lib/ids.ts';
import { ImportError, type Counts } from './import-error.ts';
import { mocktestRow, questionRow } from './import-rows.ts';
import { writeQuestionRows } from './import-writes.ts';

/** What an import did (or, with `dryRun`, would do). */
export interface ImportReport {
  dryRun: boolean;
  questions: Counts;
  bundles: Counts;
}

const concept = alias(learningMapNodes, 'concept');
const topic = alias(learningMapNodes, 'topic');

const hashOf = (value: unknown) => sha256(JSON.stringify(value));

interface Row {
  code: string;
  hash: string;
}

/** Which incoming rows are new (`create`) or changed (`update`, by hash) against the stored hashes, and the counts. */
function plan(incoming: Row[], existing: Map<string, string>): { create: Set<string>; update: Set<string>; counts: Counts } {
  const create = new Set<string>();
  const update = new Set<string>();
  let unchanged = 0;
  for (const row of incoming) {
    const old = existing.get(row.code);
    if (old === undefined) create.add(row.code);
    else if (old !== row.hash) update.add(row.code);
    else unchanged += 1;
  }
  return { create, update, counts: { created: create.size, updated: update.size, unchanged } };
}

/** How a JEEBench file is imported: reviewed chapters, corrections, concepts, solutions and key corrections. */
export interface JeebenchImportOptions {
  dryRun?: boolean;
  /** Reviewed chapter of each question (question code → learning-map chapter code). */
  chapters?: Record<string, string>;
  /** Reviewed text corrections (question code → replacements in the body), e.g. an unbalanced brace. */
  corrections?: Record<string, { from: string; to: string }[]>;
  /**
   * Reviewed concepts (question code → primary and secondary concept codes, which must exist).
   * A question with a chapter but no reviewed concept is tagged by rule (`bestConcept` over the
   * chapter's concepts); one without a chapter gets none.
   */
  concepts?: Record<string, { primary: string; secondary?: string[] }>;
  /** Authored hints, worked solutions and solve-with-us steps (question code → them; issue #16 §2). */
  solutions?: Record<string, JeebenchSolution>;
  /** Reviewed key corrections (question code → the right gold and why), applied before parsing. */
  keyCorrections?: Record<string, JeebenchKeyCorrection>;
}

/**
 * Imports a JEEBench-shaped file (issue #3 §3): every question, and each paper as a mock-test
 * bundle `jee-adv-<year>-p<paper>` with Physics, Chemistry, Mathematics sections and JEE Advanced
 * marking; with `chapters`, each question is filed under its reviewed learning-map chapter (unknown
 * chapters are an error). All or nothing (one transaction; any invalid record aborts before writing); re-importing
 * the same file changes nothing; `dryRun` only reports.
 */
export async function importJeebench(db: Db, file: string, records: unknown, options: JeebenchImportOptions = {}): Promise<ImportReport> {
  const parsed = parseJeebench(withKeyCorrections(records, options.keyCorrections ?? {}));
  if (parsed.errors.length > 0) {
    throw new ImportError(
      file,
      parsed.errors.map((e) => ({ at: e.at < 0 ? '$' : `$[${e.at}]`, error: e.error })),
    );
  }
  const chapters = options.chapters ?? {};
  const chapterCodes = [...new Set(Object.values(chapters))];
  if (chapterCodes.length > 0) {
    const known = new Set(
      (await db.select({ code: learningMapNodes.code }).from(learningMapNodes).where(inArray(learningMapNodes.code, chapterCodes))).map((r) => r.code),
    );
    const unknown = Object.entries(chapters).filter(([, chapter]) => !known.has(chapter));
    if (unknown.length > 0) {
      throw new ImportError(
        file,
        unknown.map(([code, chapter]) => ({ at: code, error: `chapter '${chapter}' is not in the learning map (import the learning map first)` })),
      );
    }
  }
  // Concepts: the reviewed ones must exist; the rest are chosen by rule among the chapter's concepts.
  const reviewed = options.concepts ?? {};
  const reviewedCodes = [...new Set(Object.values(reviewed).flatMap((c) => [c.primary, ...(c.secondary ?? [])]))];
  const conceptRows = chapterCodes.length
    ? await db
        .select({ code: concept.code, name: concept.name, topicName: topic.name, chapter: topic.parentCode })
        .from(concept)
        .innerJoin(topic, eq(topic.code, concept.parentCode))
        .where(and(eq(concept.level, 'concept'), inArray(topic.parentCode, chapterCodes)))
        .orderBy(asc(concept.code))
    : [];
  const knownConcepts = new Set(
    reviewedCodes.length
      ? (
          await db
            .select({ code: learningMapNodes.code })
            .from(learningMapNodes)
            .where(and(eq(learningMapNodes.level, 'concept'), inArray(learningMapNodes.code, reviewedCodes)))
        ).map((r) => r.code)
      : [],
  );
  const missingConcepts = Object.entries(reviewed).flatMap(([code, c]) =>
    [c.primary, ...(c.secondary ?? [])]
      .filter((x) => !knownConcepts.has(x))
      .map((x) => ({ at: code, error: `concept '${x}' is not defined (import the content packs' concepts first)` })),
  );
  if (missingConcepts.length > 0) throw new ImportError(file, missingConcepts);
  const candidatesOf = new Map<string, ConceptCandidate[]>();
  for (const r of conceptRows) candidatesOf.set(r.chapter!, [...(candidatesOf.get(r.chapter!) ?? []), { code: r.code, name: r.name, topicName: r.topicName }]);

  const corrections = options.corrections ?? {};
  const items = parsed.questions.map((j: JeebenchQuestion) => {
    const authored = options.solutions?.[j.code];
    const question = toQuestion(
      j,
      authored ? { hints: authored.hints, solution: authored.solution, ...(authored.solveWithUs ? { solveWithUs: authored.solveWithUs } : {}) } : {},
    );
    for (const fix of corrections[question.code] ?? []) question.body = question.body.split(fix.from).join(fix.to);
    const chapter = chapters[question.code];
    const tags = reviewed[question.code];
    const primaryConcept = tags?.primary ?? (chapter ? bestConcept(question.body, candidatesOf.get(chapter) ?? []) : null);
    const secondaryConcepts = tags?.secondary ?? [];
    // As a pack question (so an export imports back unchanged); without a chapter it cannot be one.
    const item = chapter
      ? packQuestion.parse({ ...question, subject: j.subject, chapter, primaryConcept, secondaryConcepts })
      : { ...question, subject: j.subject };
    const row = chapter
      ? questionRow(item as PackQuestion)
      : { ...questionRow({ ...item, chapter: '', translations: {} } as unknown as PackQuestion), chapterCode: null, contentHash: hashOf(item) };
    return { row };
  });
  const papers = assemblePapers(parsed.questions).map((paper) =>
    mocktestRow(
      packMocktest.parse({
        code: paper.code,
        name: paper.name,
        exam: 'jee-advanced',
        durationS: paper.durationS,
        source: 'JEEBench',
        sections: paper.sections.map((s) => ({
          code: s.code,
          name: s.name,
          names: { ...s.names },
          questions: [...s.questions],
          ...(s.paperQuestionCount !== undefined ? { paperQuestionCount: s.paperQuestionCount } : {}),
          marking: { ...s.markingByType },
        })),
      }),
    ),
  );

  return db.transaction(async (tx) => {
    const codes = items.map((i) => i.row.code);
    const oldQuestions = new Map<string, string>();
    for (let i = 0; i < codes.length; i += 500) {
      const rows = await tx
        .select({ code: questions.code, hash: questions.contentHash })
        .from(questions)
        .where(inArray(questions.code, codes.slice(i, i + 500)));
      for (const r of rows) oldQuestions.set(r.code, r.hash);
    }
    const q = plan(
      items.map((i) => ({ code: i.row.code, hash: i.row.contentHash })),
      oldQuestions,
    );
    const oldBundles = new Map<string, string>();
    if (papers.length > 0) {
      const rows = await tx
        .select({ code: mocktestBundles.code, hash: mocktestBundles.contentHash })
        .from(mocktestBundles)
        .where(
          inArray(
            mocktestBundles.code,
            papers.map((p) => p.code),
          ),
        );
      for (const r of rows) oldBundles.set(r.code, r.hash);
    }
    const b = plan(
      papers.map((p) => ({ code: p.code, hash: p.contentHash })),
      oldBundles,
    );
    const report: ImportReport = { dryRun: options.dryRun === true, questions: q.counts, bundles: b.counts };
    if (options.dryRun) return report;

    await writeQuestionRows(
      tx,
      items.filter((i) => q.create.has(i.row.code) || q.update.has(i.row.code)).map((i) => i.row),
    );
    for (const paper of papers.filter((p) => b.create.has(p.code) || b.update.has(p.code))) {
      await tx
        .insert(mocktestBundles)
        .values(paper)
        .onConflictDoUpdate({ target: mocktestBundles.code, set: { ...paper, updatedAt: sql`now()` } });
    }
    return report;
  });
}

/**
 * Reads Abhyas's authored JEEBench solutions: every `*.json` in `dir` (content/jeebench/solutions),
 * each a `jeebenchSolutionsFile`; question code → hints, solution and steps. An absent folder gives
 * none; an invalid file or a code in two files is an ImportError naming the file and the path.
 */
export function readJeebenchSolutions(dir: string): Record<string, JeebenchSolution> {
  const out: Record<string, JeebenchSolution> = {};
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.json')) continue;
    const file = join(dir, name);
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (err) {
      throw new ImportError(file, [{ at: '$', error: `not JSON: ${(err as Error).message}` }]);
    }
    const parsed = jeebenchSolutionsFile.safeParse(json);
    if (!parsed.success)
      throw new ImportError(
        file,
        parsed.error.issues.map((i) => ({ at: `$${jsonPathText(i.path)}`, error: i.message })),
      );
    for (const [code, solution] of Object.entries(parsed.data.solutions)) {
      if (code in out) throw new ImportError(file, [{ at: `$.solutions.${code}`, error: 'this question has a solution in another file too' }]);
      out[code] = solution;
    }
  }
  return out;
}
