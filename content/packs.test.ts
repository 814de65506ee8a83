/**
 * Every content pack is valid and sound (issue #3 §2–§4): the schema, references into the learning
 * map and between packs, unique codes, every key answerable by checkAnswer, every formula parsed
 * by KaTeX, and the authored bank meets the counts.
 */
import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { checkAnswer, keyResponse, texFormulas as formulas } from '@abhyas/domain';
import { asQuestion, learningMapChapters, loadPacks } from './lib/packs.ts';

const packs = loadPacks();
const chapters = learningMapChapters();
const topics = new Map<string, string>();
for (const [chapter, ts] of chapters) for (const t of ts) topics.set(t, chapter);
const all = <K extends 'concepts' | 'questions' | 'videos' | 'books' | 'cheatSheets' | 'mocktests'>(k: K) =>
  packs.flatMap(({ file, pack }) => (pack[k] as { code: string }[]).map((item) => ({ file, item: item as (typeof pack)[K][number] })));

const concepts = new Map(all('concepts').map(({ item }) => [item.code, item]));
const questions = all('questions');
const questionCodes = new Set(questions.map(({ item }) => item.code));

function texts(q: (typeof questions)[number]['item']): string[] {
  const parts = [q.body, q.passage ?? '', q.solution, ...q.hints.map((h) => h.body), ...(q.options ?? []).map((o) => o.body)];
  for (const list of [q.rows, q.columns, q.items]) for (const i of list ?? []) parts.push(i.body);
  for (const s of q.solveWithUs ?? []) parts.push(s.body, ...(s.check?.options ?? []).map((o) => o.body));
  for (const t of Object.values(q.translations)) {
    parts.push(t.body, t.passage ?? '', t.solution ?? '', ...(t.hints ?? []).map((h) => h.body), ...(t.options ?? []).map((o) => o.body));
    for (const s of t.solveWithUs ?? []) parts.push(s.body);
  }
  return parts;
}

describe('content packs', () => {
  it('have unique codes across all packs', () => {
    for (const kind of ['concepts', 'questions', 'videos', 'books', 'cheatSheets', 'mocktests'] as const) {
      const seen = new Map<string, string>();
      const dups: string[] = [];
      for (const { file, item } of all(kind)) {
        if (seen.has(item.code)) dups.push(`${kind} ${item.code} in ${seen.get(item.code)} and ${file}`);
        seen.set(item.code, file);
      }
      expect(dups).toEqual([]);
    }
  });

  it('place concepts under learning-map topics', () => {
    const bad = all('concepts')
      .filter(({ item }) => !topics.has(item.topic))
      .map(({ file, item }) => `${file}: ${item.code} → ${item.topic}`);
    expect(bad).toEqual([]);
  });

  it('file questions under real chapters, topics of that chapter and known concepts', () => {
    const bad: string[] = [];
    for (const { file, item: q } of questions) {
      if (!chapters.has(q.chapter)) bad.push(`${file}: ${q.code} chapter ${q.chapter} is not in the learning map`);
      if (q.topic && topics.get(q.topic) !== q.chapter) bad.push(`${file}: ${q.code} topic ${q.topic} is not a topic of ${q.chapter}`);
      for (const c of [q.primaryConcept, ...q.secondaryConcepts]) if (c && !concepts.has(c)) bad.push(`${file}: ${q.code} concept ${c} is not defined`);
    }
    expect(bad).toEqual([]);
  });

  it('have keys that a correct answer satisfies', () => {
    const bad: string[] = [];
    for (const { file, item } of questions) {
      const q = asQuestion(item);
      const response = keyResponse(q);
      if (response !== null && !checkAnswer(q, response).correct) bad.push(`${file}: ${q.code}`);
    }
    expect(bad).toEqual([]);
  });

  it('have formulas that KaTeX can parse', () => {
    const bad: string[] = [];
    for (const { file, item } of questions) {
      for (const tex of texts(item).flatMap(formulas)) {
        try {
          katex.renderToString(tex, { throwOnError: true, strict: 'ignore' });
        } catch (err) {
          bad.push(`${file}: ${item.code}: ${(err as Error).message.split('\n')[0]}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('build mock tests from questions that exist', () => {
    const bad: string[] = [];
    for (const { file, item } of all('mocktests')) {
      for (const s of item.sections)
        for (const c of s.questions) if (!questionCodes.has(c) && !c.startsWith('jeebench-')) bad.push(`${file}: ${item.code} → ${c}`);
    }
    expect(bad).toEqual([]);
  });

  it('file videos and cheat sheets under real chapters', () => {
    const bad: string[] = [];
    for (const { file, item } of [...all('videos'), ...all('cheatSheets')])
      if (!chapters.has(item.chapter)) bad.push(`${file}: ${item.code} → ${item.chapter}`);
    for (const { file, item } of all('videos'))
      for (const a of item.annotations)
        for (const c of a.questionCodes) if (!questionCodes.has(c) && !c.startsWith('jeebench-')) bad.push(`${file}: ${item.code} annotation → ${c}`);
    expect(bad).toEqual([]);
  });
});

describe('the authored question bank (issue #3 §3)', () => {
  const authored = questions.map(({ item }) => item).filter((q) => !q.code.startsWith('jeebench-'));

  it('gives every question hints and a full solution', () => {
    const bad = authored.filter((q) => q.hints.length === 0 || q.solution.trim().length < 20).map((q) => q.code);
    expect(bad).toEqual([]);
  });

  it('meets the counts: ≥300 questions over ≥10 types, ≥100 with solve-with-us, ≥50 in Hindi', () => {
    expect(authored.length).toBeGreaterThanOrEqual(300);
    expect(new Set(authored.map((q) => q.type)).size).toBeGreaterThanOrEqual(10);
    expect(authored.filter((q) => (q.solveWithUs ?? []).length > 0).length).toBeGreaterThanOrEqual(100);
    expect(authored.filter((q) => q.translations.hi !== undefined).length).toBeGreaterThanOrEqual(50);
  });
});
