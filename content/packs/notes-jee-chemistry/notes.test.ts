/**
 * The chapter notes of JEE Main Chemistry (issue #16 §4): one note for every Chemistry chapter of the
 * JEE Main syllabus (NCERT Class 11 and 12), in English, each with its key ideas (at least one per
 * topic of the chapter), formulas, two or three worked examples ending in their answer and 4–6
 * common mistakes; every formula parsed by KaTeX and written so the renderer (markdown-it-texmath,
 * `dollars`) takes it as math; every figure a small, accessible SVG of this folder's media that the
 * notes reference.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { texFormulas } from '@abhyas/domain';
import type { PackNote } from '@abhyas/contracts';
import { CONTENT_DIR, learningMapChapters, loadPacks } from '../../lib/packs.ts';

const here = dirname(fileURLToPath(import.meta.url));
const mediaDir = join(here, 'media', 'notes');
const loaded = loadPacks(here);
const notes = loaded.flatMap(({ file, pack }) => pack.notes.map((note) => ({ file: file.replace(/^.*\//, ''), note })));
const topics = learningMapChapters();
const syllabus = JSON.parse(readFileSync(join(CONTENT_DIR, 'learning-map', 'ncert.json'), 'utf8')) as {
  syllabi: Record<string, { subject: string; chapters: string[] }[]>;
};
const chapters = [...(syllabus.syllabi['jee-main']?.find((s) => s.subject === 'chemistry')?.chapters ?? [])].sort();

type Sections = Pick<PackNote, 'title' | 'keyIdeas' | 'formulas' | 'workedExamples' | 'commonMistakes'>;
const texts = (s: Sections): [string, string][] => [
  ['title', s.title],
  ['keyIdeas', s.keyIdeas],
  ['formulas', s.formulas],
  ['commonMistakes', s.commonMistakes],
  ...s.workedExamples.flatMap((w, i): [string, string][] => [
    [`workedExamples[${i}].problem`, w.problem],
    [`workedExamples[${i}].solution`, w.solution],
  ]),
];
const figures = (text: string) => [...text.matchAll(/!\[([^\]]*)\]\(([^)\s]+)\)/g)].map((m) => ({ alt: m[1]!, src: m[2]! }));
const listItems = (md: string) => md.split('\n').filter((l) => /^- /.test(l)).length;

describe('JEE Main Chemistry chapter notes', () => {
  it('cover every Chemistry chapter of the JEE Main syllabus, one English note per file named after its chapter', () => {
    expect(chapters).toHaveLength(19);
    expect(notes.map(({ note }) => note.chapter).sort()).toEqual(chapters);
    for (const { file, note } of notes) {
      expect(file).toBe(`${note.chapter}.json`);
      expect(note.code).toBe(`notes-${note.chapter}`);
      expect(note.language).toBe('en');
      expect(note.translations).toEqual({});
    }
  });

  it('have the sections of a lesson: a key idea per topic, two or three worked examples ending in their answer, 4–6 mistakes', () => {
    const bad: string[] = [];
    for (const { note } of notes) {
      const ideas = listItems(note.keyIdeas);
      const needed = topics.get(note.chapter)?.size ?? 0;
      if (ideas < Math.max(3, needed)) bad.push(`${note.code}: ${ideas} key ideas for ${needed} topics`);
      if (!/ — key ideas, formulas and worked examples$/.test(note.title)) bad.push(`${note.code}: title "${note.title}"`);
      if (note.workedExamples.length < 2 || note.workedExamples.length > 3) bad.push(`${note.code}: ${note.workedExamples.length} worked examples`);
      note.workedExamples.forEach((w, i) => {
        const last = w.solution.trim().split('\n').pop() ?? '';
        if (!/^\*\*Answer:\*\* \S/.test(last)) bad.push(`${note.code} workedExamples[${i}]: the solution does not end in **Answer:**`);
      });
      const mistakes = listItems(note.commonMistakes);
      if (mistakes < 4 || mistakes > 6) bad.push(`${note.code}: ${mistakes} common mistakes`);
      if (note.formulas.trim().length < 200) bad.push(`${note.code}: formulas too short`);
    }
    expect(bad).toEqual([]);
  });

  it('have formulas that KaTeX parses and the renderer takes as math', () => {
    const bad: string[] = [];
    for (const { note } of notes) {
      for (const [path, text] of texts(note)) {
        const at = `${note.code} ${path}`;
        for (const tex of texFormulas(text)) {
          try {
            katex.renderToString(tex, { throwOnError: true, strict: 'ignore' });
          } catch (err) {
            bad.push(`${at}: ${(err as Error).message.split('\n')[0]}`);
          }
        }
        // markdown-it-texmath (`dollars`): inline math opens with a non-space, closes after a
        // non-space that is not a backslash, and has no digit right outside either dollar.
        for (const line of text.replace(/\$\$[\s\S]+?\$\$/g, '').split('\n')) {
          if ((line.replace(/\\\$/g, '').match(/\$/g) ?? []).length % 2) bad.push(`${at}: odd number of $ in "${line}"`);
          for (const m of line.matchAll(/(?<!\\)\$((?:\\\$|[^$])+?)\$/g)) {
            const before = line[m.index - 1] ?? '';
            const after = line[m.index + m[0].length] ?? '';
            if (/^\s|[\s\\]$/.test(m[1]!) || /\d/.test(before) || /\d/.test(after)) bad.push(`${at}: "${m[0]}" would not render as math`);
            if (line.startsWith('|') && m[1]!.includes('|')) bad.push(`${at}: "${m[0]}" has a | inside a table row`);
          }
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('draw their figures as small accessible SVGs of this folder, each referenced', () => {
    const bad: string[] = [];
    const referenced = new Set<string>();
    for (const { note } of notes) {
      for (const [path, text] of texts(note)) {
        for (const { alt, src } of figures(text)) {
          const m = /^media\/notes\/([a-z0-9-]+\.svg)$/.exec(src);
          if (!m) bad.push(`${note.code} ${path}: ${src} is not media/notes/<name>.svg`);
          else if (!m[1]!.startsWith(`${note.chapter}-`)) bad.push(`${note.code}: ${src} is not named after the chapter`);
          else if (!existsSync(join(mediaDir, m[1]!))) bad.push(`${note.code}: ${src} does not exist`);
          else referenced.add(m[1]!);
          if (alt.trim().length < 8) bad.push(`${note.code}: ${src} needs a describing alt text`);
        }
      }
    }
    for (const name of existsSync(mediaDir) ? readdirSync(mediaDir) : []) {
      const file = join(mediaDir, name);
      const svg = readFileSync(file, 'utf8');
      if (!referenced.has(name)) bad.push(`${name} is not referenced by any note`);
      if (statSync(file).size >= 8 * 1024) bad.push(`${name} is ${statSync(file).size} bytes`);
      if (!/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="[\d. -]+"/.test(svg)) bad.push(`${name}: must open with <svg xmlns=… viewBox=…>`);
      if (!/^<svg [^>]*role="img"[^>]*>\s*<title>[^<]{8,}<\/title>/.test(svg)) bad.push(`${name}: needs role="img" and a <title> first`);
      if (/<image|href=|@import|@font-face|url\((?!#)|<script|<foreignObject/i.test(svg)) bad.push(`${name}: external or active content`);
      // Well-formed: every element closed in order.
      const stack: string[] = [];
      for (const t of svg.replace(/<!--[\s\S]*?-->/g, '').matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
        if (t[1]) {
          if (stack.pop() !== t[2]) bad.push(`${name}: </${t[2]}> closes the wrong element`);
        } else if (!t[3]) stack.push(t[2]!);
      }
      if (stack.length) bad.push(`${name}: unclosed ${stack.join(', ')}`);
    }
    expect(bad).toEqual([]);
  });
});
