/**
 * Every content pack is valid and sound (issue #3 §2–§4): the schema, references into the learning
 * map and between packs, unique codes, every key answerable by checkAnswer, every formula parsed
 * by KaTeX, and the authored bank meets the counts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { checkAnswer, imagesWithoutAlt, keyResponse, texFormulas as formulas } from '@abhyas/domain';
import { asQuestion, CONTENT_DIR, learningMapChapters, loadPacks } from './lib/packs.ts';

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

describe('self-hosted clips and their captions (issue 16 §4)', () => {
  const videos = all('videos').filter(({ item }) => item.url.startsWith('media/'));
  /** A WebVTT file's cues as [start, end, text]; throws on anything but WEBVTT, cue ids, timings and text. */
  const cuesOf = (text: string) => {
    const blocks = text
      .replace(/\r/gu, '')
      .trim()
      .split(/\n{2,}/u);
    if (blocks.shift() !== 'WEBVTT') throw new Error('does not start with WEBVTT');
    return blocks.map((b) => {
      const lines = b.split('\n');
      const i = lines.findIndex((l) => l.includes('-->'));
      const m = /^(\d\d):(\d\d):(\d\d\.\d{3}) --> (\d\d):(\d\d):(\d\d\.\d{3})$/u.exec(lines[i] ?? '');
      if (!m) throw new Error(`bad cue timing in ${JSON.stringify(b)}`);
      const s = (h: string, mi: string, se: string) => Number(h) * 3600 + Number(mi) * 60 + Number(se);
      return [s(m[1]!, m[2]!, m[3]!), s(m[4]!, m[5]!, m[6]!), lines.slice(i + 1).join('\n')] as const;
    });
  };

  it('name media files that exist in their pack', () => {
    const missing: string[] = [];
    for (const { file, item } of videos) {
      const refs = [item.url, item.fallbackUrl, item.thumbnail, item.previewUrl, ...(item.captions ?? []).map((c) => c.src)];
      for (const r of refs) if (r?.startsWith('media/') && !existsSync(join(CONTENT_DIR, dirname(file), r))) missing.push(`${item.code} → ${r}`);
    }
    expect(missing).toEqual([]);
  });

  it('give every caption track well-formed WebVTT, the tracks of a clip the same cue times, inside the clip', () => {
    const bad: string[] = [];
    for (const { file, item } of videos.filter(({ item }) => item.captions?.length)) {
      const tracks = item.captions!.map((c) => ({ c, cues: cuesOf(readFileSync(join(CONTENT_DIR, dirname(file), c.src), 'utf8')) }));
      const [first, ...rest] = tracks;
      if (first!.cues.length === 0) bad.push(`${item.code}: no cues`);
      for (const t of tracks) {
        let last = 0;
        for (const [start, end, text] of t.cues) {
          if (!(start >= last && end > start && end <= item.lengthS && text.trim())) bad.push(`${item.code} ${t.c.language}: cue ${start}–${end} '${text}'`);
          last = end;
        }
        if (t.c.language === 'hi' && !t.cues.every(([, , text]) => /[\u0900-\u097f]/u.test(text))) bad.push(`${item.code}: a Hindi cue without Devanagari`);
      }
      for (const t of rest)
        if (JSON.stringify(t.cues.map(([a, b]) => [a, b])) !== JSON.stringify(first!.cues.map(([a, b]) => [a, b])))
          bad.push(`${item.code}: ${t.c.language} cue times differ from ${first!.c.language}`);
    }
    expect(bad).toEqual([]);
  });

  it('give every CBSE Class 10 chapter clip 2–4 minutes, English and Hindi captions and under 1.5 MB', () => {
    const bad: string[] = [];
    for (const { file, item } of videos.filter(({ item }) => /^abhyas-clip-10-(math|sci)-ch\d\d-key-ideas$/u.test(item.code))) {
      if (item.lengthS < 120 || item.lengthS > 240) bad.push(`${item.code}: ${item.lengthS} s`);
      if ((item.captions ?? []).map((c) => c.language).join() !== 'en,hi') bad.push(`${item.code}: captions ${JSON.stringify(item.captions)}`);
      const bytes = readFileSync(join(CONTENT_DIR, dirname(file), item.url)).length;
      if (bytes > 1.5 * 1024 * 1024) bad.push(`${item.code}: ${bytes} bytes`);
    }
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

describe('images in content (issue 22 §1)', () => {
  /** Every string inside `value` with its JSON path. */
  const strings = (value: unknown, path: string, out: [string, string][] = []): [string, string][] => {
    if (typeof value === 'string') out.push([path, value]);
    else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}[${i}]`, out));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, out);
    return out;
  };

  it('give every image a text alternative that says what it shows (packs and JEEBench solutions)', () => {
    const bad: string[] = [];
    const sources: [string, unknown][] = packs.map(({ file, pack }) => [file, pack]);
    const solutions = join(CONTENT_DIR, 'jeebench', 'solutions');
    for (const name of readdirSync(solutions).filter((n) => n.endsWith('.json')))
      sources.push([`jeebench/solutions/${name}`, JSON.parse(readFileSync(join(solutions, name), 'utf8'))]);
    let images = 0;
    for (const [file, value] of sources)
      for (const [path, text] of strings(value, '$')) {
        images += (text.match(/!\[|<img\b/giu) ?? []).length;
        for (const i of imagesWithoutAlt(text)) bad.push(`${file} ${path}: ${i.src} (${i.problem})`);
      }
    expect(bad).toEqual([]);
    // The check sees the notes' figures (a check that finds no image proves nothing).
    expect(images).toBeGreaterThan(20);
  });
});
