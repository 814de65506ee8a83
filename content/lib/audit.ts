/**
 * The content audit (issue #16 §3, `npm run content:audit`): per exam, subject and chapter, the
 * questions by difficulty and type, the topics covered, solutions and hints present, Hindi
 * versions, and how each key was checked — recomputed by code (a passing keys test), re-solved
 * independently (the ledger), or official (a JEEBench key, confirmed by our own worked solution).
 * Pure over the loaded content, so a test can run it on a fixture.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Question } from '@abhyas/domain';
import { finalAnswerLine, finalAnswerProblem } from './final-answer.ts';
import { CONTENT_DIR, asQuestion, loadPacks, type LoadedPack } from './packs.ts';
import { jeebenchQuestions } from './jeebench.ts';
import { loadLedger, type LedgerFile } from './ledger.ts';

/** Difficulty bands (difficulty 1–10): easy 1–3, medium 4–6, hard 7–10. */
export type Band = 'easy' | 'medium' | 'hard';
export const bandOf = (difficulty: number): Band => (difficulty <= 3 ? 'easy' : difficulty <= 6 ? 'medium' : 'hard');

/** The per-chapter targets of issue #16 §1. */
export const TARGETS = { questions: 25, easy: 5, medium: 10, hard: 5, types: 3 } as const;

/** Exams and subjects the targets apply to (JEE Main, CBSE Class 10, NEET Biology). */
export const TARGETED: Record<string, 'all' | string[]> = { 'jee-main': 'all', 'cbse-10': 'all', 'neet-ug': ['biology'] };

export type KeyCheck = 'recomputed' | 're-solved' | 'official' | 'subjective' | 'none';

export interface AuditQuestion {
  code: string;
  origin: 'pack' | 'jeebench';
  file: string;
  chapter: string | null;
  topic: string | null;
  question: Question;
  hindi: boolean;
  keyCheck: KeyCheck;
  /** What is wrong with the question's solution or key, if anything (each a sentence). */
  problems: string[];
}

export interface ChapterRow {
  exam: string;
  subject: string;
  chapter: string;
  name: string;
  total: number;
  bands: Record<Band, number>;
  types: Record<string, number>;
  topics: { covered: number; total: number; missing: string[] };
  withSolution: number;
  withTwoHints: number;
  hindi: number;
  keyChecks: Record<KeyCheck, number>;
  targeted: boolean;
  /** Why the chapter is short of its targets (empty when met or not targeted). */
  short: string[];
}

interface LearningMap {
  books: { code: string; grade: number; subject: string; chapters: { code: string; name: string; topics: { code: string; name: string }[] }[] }[];
  syllabi: Record<string, { subject: string; chapters: string[] }[]>;
}

export function loadLearningMap(): LearningMap {
  return JSON.parse(readFileSync(join(CONTENT_DIR, 'learning-map', 'ncert.json'), 'utf8')) as LearningMap;
}

/** Exams as lists of (subject, chapter codes): the entrance syllabi, and the CBSE boards by class (NCERT books). */
export function examChapters(map: LearningMap): Record<string, { subject: string; chapters: string[] }[]> {
  const out: Record<string, { subject: string; chapters: string[] }[]> = {};
  for (const [exam, subjects] of Object.entries(map.syllabi)) out[exam] = subjects.map((s) => ({ subject: s.subject, chapters: s.chapters }));
  for (const grade of [9, 10, 12]) {
    out[`cbse-${grade}`] = map.books.filter((b) => b.grade === grade).map((b) => ({ subject: b.subject, chapters: b.chapters.map((c) => c.code) }));
  }
  return out;
}

/** Every question of the bank with how its key was checked and what is wrong with it. */
export function auditQuestions(
  packs: LoadedPack[],
  jeebench: { question: Question; chapter: string | null }[],
  ledger: { file: string; ledger: LedgerFile }[],
  recomputed: Set<string>,
): AuditQuestion[] {
  const conceptTopic = new Map<string, string>();
  for (const { pack } of packs) for (const c of pack.concepts) conceptTopic.set(c.code, c.topic);
  const resolved = new Map<string, { answer: string; file: string; third?: string; reason?: string }>();
  for (const { file, ledger: l } of ledger) {
    for (const [code, answer] of Object.entries(l.answers)) resolved.set(code, { answer, file });
    for (const d of l.disputes) resolved.set(d.code, { answer: d.resolve, file, third: d.third, reason: d.reason });
  }
  const out: AuditQuestion[] = [];
  const add = (origin: AuditQuestion['origin'], file: string, q: Question, chapter: string | null, topic: string | null) => {
    const problems: string[] = [];
    if (!q.solution.trim()) problems.push('no worked solution');
    else {
      const p = finalAnswerProblem(q, finalAnswerLine(q.solution));
      if (p) problems.push(p);
    }
    if (q.hints.length < 2) problems.push(`${q.hints.length} hint(s); a hint ladder needs 2`);
    let keyCheck: KeyCheck = 'none';
    const r = resolved.get(q.code);
    if (q.answer.kind === 'subjective') keyCheck = 'subjective';
    else if (recomputed.has(q.code)) keyCheck = 'recomputed';
    else if (r) {
      const settled = r.third ?? r.answer;
      const p = finalAnswerProblem(q, settled);
      if (p) problems.push(`re-solve in ${r.file}: ${p}`);
      else keyCheck = 're-solved';
    } else if (origin === 'jeebench' && q.solution.trim() && finalAnswerProblem(q, finalAnswerLine(q.solution)) === null) keyCheck = 'official';
    if (keyCheck === 'none') problems.push('key neither recomputed by code nor independently re-solved');
    const hindi = q.language === 'hi' || Boolean(q.translations?.hi);
    out.push({ code: q.code, origin, file, chapter, topic, question: q, hindi, keyCheck, problems });
  };
  for (const { file, pack } of packs) {
    for (const pq of pack.questions) {
      const topic = pq.topic ?? (pq.primaryConcept ? (conceptTopic.get(pq.primaryConcept) ?? null) : null);
      add('pack', file, asQuestion(pq), pq.chapter, topic);
    }
  }
  for (const { question, chapter } of jeebench) {
    const topic = question.primaryConcept ? (conceptTopic.get(question.primaryConcept) ?? null) : null;
    add('jeebench', 'jeebench/dataset.json', question, chapter, topic);
  }
  return out;
}

/** The per-chapter rows of every exam, with the targets checked where they apply. */
export function chapterRows(map: LearningMap, questions: AuditQuestion[]): ChapterRow[] {
  const chapterInfo = new Map<string, { name: string; topics: { code: string; name: string }[] }>();
  for (const b of map.books) for (const c of b.chapters) chapterInfo.set(c.code, { name: c.name, topics: c.topics });
  const byChapter = new Map<string, AuditQuestion[]>();
  for (const q of questions) if (q.chapter) byChapter.set(q.chapter, [...(byChapter.get(q.chapter) ?? []), q]);
  const rows: ChapterRow[] = [];
  for (const [exam, subjects] of Object.entries(examChapters(map))) {
    for (const { subject, chapters } of subjects) {
      const targeted = TARGETED[exam] === 'all' || (Array.isArray(TARGETED[exam]) && TARGETED[exam].includes(subject));
      for (const chapter of chapters) {
        const qs = byChapter.get(chapter) ?? [];
        const info = chapterInfo.get(chapter) ?? { name: chapter, topics: [] };
        const bands: Record<Band, number> = { easy: 0, medium: 0, hard: 0 };
        const types: Record<string, number> = {};
        const keyChecks: Record<KeyCheck, number> = { recomputed: 0, 're-solved': 0, official: 0, subjective: 0, none: 0 };
        const topicsSeen = new Set<string>();
        for (const q of qs) {
          bands[bandOf(q.question.difficulty)] += 1;
          types[q.question.type] = (types[q.question.type] ?? 0) + 1;
          keyChecks[q.keyCheck] += 1;
          if (q.topic) topicsSeen.add(q.topic);
        }
        const missing = info.topics.filter((t) => !topicsSeen.has(t.code)).map((t) => t.code);
        const row: ChapterRow = {
          exam,
          subject,
          chapter,
          name: info.name,
          total: qs.length,
          bands,
          types,
          topics: { covered: info.topics.length - missing.length, total: info.topics.length, missing },
          withSolution: qs.filter((q) => q.question.solution.trim() !== '').length,
          withTwoHints: qs.filter((q) => q.question.hints.length >= 2).length,
          hindi: qs.filter((q) => q.hindi).length,
          keyChecks,
          targeted,
          short: [],
        };
        if (targeted) {
          if (row.total < TARGETS.questions) row.short.push(`${row.total}/${TARGETS.questions} questions`);
          for (const b of ['easy', 'medium', 'hard'] as const) if (bands[b] < TARGETS[b]) row.short.push(`${bands[b]}/${TARGETS[b]} ${b}`);
          if (Object.keys(types).length < TARGETS.types) row.short.push(`${Object.keys(types).length}/${TARGETS.types} types`);
          if (missing.length) row.short.push(`topics without a question: ${missing.join(', ')}`);
          if (exam === 'cbse-10' && row.hindi < row.total) row.short.push(`${row.total - row.hindi} not in Hindi`);
        }
        rows.push(row);
      }
    }
  }
  return rows;
}

/** Loads everything from the repository: packs, JEEBench with authored solutions, the ledger. */
export function loadAll(recomputed: Set<string>): { map: LearningMap; questions: AuditQuestion[] } {
  const packs = loadPacks();
  return { map: loadLearningMap(), questions: auditQuestions(packs, jeebenchQuestions(), loadLedger(), recomputed) };
}
