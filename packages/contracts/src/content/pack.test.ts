import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentPack, contentPackJsonSchema, jsonPathText } from './pack.ts';

const minimal = {
  format: 'abhyas-pack',
  version: 1,
  source: 'test',
  questions: [
    {
      code: 'q-1',
      type: 'integer',
      subject: 'mathematics',
      chapter: 'ncert-10-mathematics-ch01',
      body: 'LCM of $6$ and $20$?',
      answer: { kind: 'integer', value: 60 },
      idealTimeS: 30,
      difficulty: 2,
    },
  ],
};

describe('content pack schema', () => {
  it('accepts a minimal pack and fills defaults', () => {
    const pack = contentPack.parse(minimal);
    expect(pack.questions[0]).toMatchObject({ language: 'en', hints: [], solution: '', translations: {}, primaryConcept: null });
    expect(pack.videos).toEqual([]);
  });

  it('names the path and the reason of a problem, including per-type shape rules', () => {
    const bad = structuredClone(minimal) as { questions: Record<string, unknown>[] };
    bad.questions[0]!.type = 'single_choice';
    const result = contentPack.safeParse(bad);
    expect(result.success).toBe(false);
    const lines = result.error!.issues.map((i) => `$${jsonPathText(i.path)}: ${i.message}`);
    expect(lines).toContain("$.questions[0].answer.kind: a single_choice question takes a choice answer key, not 'integer'");
  });

  it('refuses an image without a text alternative, naming the field and the image (issue 22 §1)', () => {
    const bad = structuredClone(minimal) as { questions: Record<string, unknown>[] };
    bad.questions[0]!.body = 'From the figure ![](media/q-1.svg), find the LCM.';
    const result = contentPack.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => `$${jsonPathText(i.path)}: ${i.message}`)).toEqual([
      '$.questions[0].body: the image media/q-1.svg needs an alt text saying what it shows (![what it shows](media/q-1.svg)): missing',
    ]);
    bad.questions[0]!.body = 'From the figure ![two bars of 6 and 20 unit blocks](media/q-1.svg), find the LCM.';
    expect(contentPack.safeParse(bad).success).toBe(true);
  });

  it('is published as the JSON Schema in docs/content-format.schema.json, up to date (npm run content:schema)', () => {
    const committed = JSON.parse(readFileSync(new URL('../../../../docs/content-format.schema.json', import.meta.url), 'utf8')) as unknown;
    expect(committed).toEqual(contentPackJsonSchema());
    const schema = contentPackJsonSchema() as { $defs: Record<string, { required?: string[] }> };
    expect(schema.$defs.AbhyasContentPack!.required).toEqual(['format', 'version', 'source']);
  });
});

describe('video owner licence (issue 15)', () => {
  const video = (license: string) => ({
    format: 'abhyas-pack',
    version: 1,
    source: 'test',
    videos: [
      {
        code: 'v-1',
        title: 'A lesson',
        subject: 'mathematics',
        chapter: 'ncert-10-mathematics-ch01',
        sourceType: 'youtube',
        url: 'https://www.youtube.com/watch?v=cLP7INqs3JM',
        lengthS: 60,
        owner: { name: 'Khan Academy', license },
      },
    ],
  });
  it('takes a licence name and refuses an editor’s note in its place', () => {
    expect(contentPack.safeParse(video('CC BY-NC-SA')).success).toBe(true);
    expect(contentPack.safeParse(video('CC BY-SA 4.0')).success).toBe(true);
    const note = contentPack.safeParse(video("CC BY-NC-SA (Khan Academy's licence for most of its videos; confirm on the video page)"));
    expect(note.success).toBe(false);
    expect(JSON.stringify(note.error?.issues)).toContain('sources file');
  });
});

describe('video caption tracks (issue 16 §4)', () => {
  const withCaptions = (captions: unknown) => ({
    format: 'abhyas-pack',
    version: 1,
    source: 'test',
    videos: [
      {
        code: 'v-1',
        title: 'A lesson',
        subject: 'mathematics',
        chapter: 'ncert-10-mathematics-ch01',
        sourceType: 'cdn',
        url: 'media/lesson.mp4',
        lengthS: 60,
        owner: { name: 'Abhyas' },
        captions,
      },
    ],
  });
  it('takes WebVTT tracks in the pack media folder, one per language', () => {
    const ok = contentPack.parse(
      withCaptions([
        { language: 'en', label: 'English', src: 'media/lesson.en.vtt' },
        { language: 'hi', label: 'हिन्दी', src: 'media/clips/lesson.hi.vtt' },
      ]),
    );
    expect(ok.videos[0]!.captions).toEqual([
      { language: 'en', label: 'English', src: 'media/lesson.en.vtt' },
      { language: 'hi', label: 'हिन्दी', src: 'media/clips/lesson.hi.vtt' },
    ]);
    expect(contentPack.parse(withCaptions(undefined)).videos[0]!.captions).toBeUndefined();
  });
  it('refuses a track outside media/, not .vtt, or a second track of a language', () => {
    for (const bad of [
      [{ language: 'en', label: 'English', src: 'https://example.com/a.vtt' }],
      [{ language: 'en', label: 'English', src: 'media/../secret.vtt' }],
      [{ language: 'en', label: 'English', src: 'media/lesson.srt' }],
      [{ language: 'english', label: 'English', src: 'media/lesson.vtt' }],
      [
        { language: 'hi', label: 'हिन्दी', src: 'media/a.vtt' },
        { language: 'hi', label: 'Hindi', src: 'media/b.vtt' },
      ],
    ]) {
      const r = contentPack.safeParse(withCaptions(bad));
      expect(r.success, JSON.stringify(bad)).toBe(false);
    }
  });
});
