/**
 * The reviewed concept tags of the JEEBench questions (concepts.json): every dataset question is
 * tagged, every tag is a concept defined in the content packs, the primary concept sits under a
 * topic of the question's reviewed chapter (chapters.json), and no entry repeats a concept.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR, learningMapChapters, loadPacks } from '../lib/packs.ts';

const read = <T>(name: string): T => JSON.parse(readFileSync(join(CONTENT_DIR, 'jeebench', name), 'utf8')) as T;

const dataset = read<{ description: string; index: number }[]>('dataset.json');
const { chapters } = read<{ chapters: Record<string, string> }>('chapters.json');
const tags = read<{ source: string; concepts: Record<string, { primary: string; secondary: string[] }> }>('concepts.json');

/** `JEE Adv 2016 Paper 1`, index 37 → `jeebench-2016-p1-q37`. */
function questionCode(r: { description: string; index: number }): string {
  const m = /JEE Adv (\d{4}) Paper (\d)/.exec(r.description);
  if (!m) throw new Error(`unexpected description: ${r.description}`);
  return `jeebench-${m[1]}-p${m[2]}-q${r.index}`;
}

const codes = dataset.map(questionCode);
const conceptTopic = new Map<string, string>();
for (const { pack } of loadPacks()) for (const c of pack.concepts) conceptTopic.set(c.code, c.topic);
const mapChapters = learningMapChapters();
const topicChapter = new Map<string, string>();
for (const [chapter, topics] of mapChapters) for (const t of topics) topicChapter.set(t, chapter);

describe('JEEBench concept tags', () => {
  it('have a source', () => {
    expect(tags.source).toBe('Reviewed concept tags of the JEEBench questions');
  });

  it('tag every dataset question and nothing else', () => {
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.filter((c) => !(c in tags.concepts))).toEqual([]);
    expect(Object.keys(tags.concepts).filter((c) => !codes.includes(c))).toEqual([]);
  });

  it('use only concepts defined in the content packs', () => {
    const bad: string[] = [];
    for (const [q, { primary, secondary }] of Object.entries(tags.concepts))
      for (const c of [primary, ...secondary]) if (!conceptTopic.has(c)) bad.push(`${q}: ${c}`);
    expect(bad).toEqual([]);
  });

  it('put the primary concept under a topic of the question’s chapter', () => {
    const bad: string[] = [];
    for (const [q, { primary }] of Object.entries(tags.concepts)) {
      const chapter = chapters[q];
      const topic = conceptTopic.get(primary);
      const topics = chapter ? mapChapters.get(chapter) : undefined;
      if (!chapter) bad.push(`${q}: no reviewed chapter`);
      else if (!topic || !topics?.has(topic)) bad.push(`${q}: ${primary} (topic ${topic} of ${topic ? topicChapter.get(topic) : '?'}) is not under ${chapter}`);
    }
    expect(bad).toEqual([]);
  });

  it('list 0–3 secondary concepts with no duplicates within an entry', () => {
    const bad: string[] = [];
    for (const [q, { primary, secondary }] of Object.entries(tags.concepts)) {
      if (!Array.isArray(secondary) || secondary.length > 3) bad.push(`${q}: ${secondary?.length} secondary concepts`);
      const all = [primary, ...secondary];
      if (new Set(all).size !== all.length) bad.push(`${q}: repeated concept in ${all.join(', ')}`);
    }
    expect(bad).toEqual([]);
  });
});
