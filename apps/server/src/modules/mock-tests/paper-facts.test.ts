import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MocktestList, TestPaper } from '@abhyas/contracts';
import { BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importJeebench } from '../content/importers/jeebench-import.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';

/** JEE Advanced 2019 Paper 1 as JEEBench holds it: 37 of the paper's 54 questions (those without figures). */
const PAPER_2019_P1 = (
  JSON.parse(readFileSync(new URL('../../../../../content/jeebench/dataset.json', import.meta.url), 'utf8')) as { description: string; type: string }[]
).filter((r) => r.description === 'JEE Adv 2019 Paper 1');
/** Full marks of a JEE Advanced question by JEEBench type. */
const FULL_MARKS: Record<string, number> = { MCQ: 3, 'MCQ(multiple)': 4, Integer: 3, Numeric: 3 };

/** The sample pack with its test's section and source named in Hindi, and a test whose one question is in Hindi only. */
function pack() {
  const p = samplePack();
  const [mock] = p.mocktests;
  return {
    ...p,
    questions: [
      ...p.questions,
      {
        code: 'test-math-q9-hi',
        type: 'integer',
        language: 'hi',
        subject: 'mathematics',
        chapter: 'ncert-10-mathematics-ch01',
        body: '$12$ और $18$ का म.स. है',
        answer: { kind: 'integer', value: 6 },
        hints: [{ body: 'अभाज्य गुणनखंड लिखिए।' }],
        solution: 'म.स. $= 6$।',
        idealTimeS: 40,
        difficulty: 2,
      },
    ],
    mocktests: [
      {
        ...mock!,
        source: 'Abhyas original',
        sourceNames: { hi: 'अभ्यास का मौलिक प्रश्न-पत्र' },
        sections: mock!.sections.map((s) => ({ ...s, names: { hi: 'खंड A' } })),
      },
      {
        code: 'test-mock-hi',
        name: 'HCF quiz in Hindi',
        exam: 'cbse-class-10',
        durationS: 600,
        sections: [
          {
            code: 'section-a',
            name: 'Section A',
            questions: ['test-math-q9-hi'],
            marking: { integer: { kind: 'simple', correct: 2, wrong: 0, unanswered: 0 } },
          },
        ],
      },
    ],
  };
}

/**
 * What a test says about its paper (issue 15 Major 3, issue 16 §3): the languages it really has,
 * section names and source in the interface language, and how many of the original paper's
 * questions it holds, with the marks of those.
 */
describe.each(BACKENDS)("a test's paper and card on %s", (backend) => {
  let t: TestApp;
  let jee: string;
  let cbse: string;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: pack() }]);
    await importJeebench(t.services.database.db, 'dataset.json', PAPER_2019_P1);
    jee = (await verifiedStudent(t.app, 'Aarav Sharma', { goal: 'preug', exam: 'jee-main' })).token;
    cbse = (await verifiedStudent(t.app, 'Diya Sharma')).token;
  });
  afterAll(async () => t?.close());
  const get = async <T>(url: string, token: string) => json<T>(await t.app.inject({ method: 'GET', url, headers: bearer(token) }));

  it("says how many of the original paper's questions a JEE Advanced test holds, with the marks of those", async () => {
    const marks = PAPER_2019_P1.reduce((n, r) => n + FULL_MARKS[r.type]!, 0);
    const paper = await get<TestPaper>('/api/v1/test/jee-adv-2019-p1/questions', jee);
    expect([paper.question_count, paper.paper_question_count, paper.max_marks]).toEqual([37, 54, marks]);
    expect(paper.sections.map((s) => [s.name, s.questions.length, s.paper_question_count])).toEqual([
      ['Physics', 8, 18],
      ['Chemistry', 13, 18],
      ['Mathematics', 16, 18],
    ]);
    const card = (await get<MocktestList>('/api/content/mocktests?exam=jee-advanced', jee)).tests.find((x) => x.code === 'jee-adv-2019-p1')!;
    expect([card.questionCount, card.paperQuestionCount, card.maxMarks]).toEqual([37, 54, marks]);
    expect(card.sections.map((s) => s.paperQuestionCount)).toEqual([18, 18, 18]);
    // A test that holds its whole paper says nothing of the kind.
    const whole = await get<TestPaper>('/api/v1/test/test-mock-1/questions', cbse);
    expect(whole.paper_question_count).toBeUndefined();
  });

  it('names sections and the source line in the interface language', async () => {
    const jeeHi = await get<TestPaper>('/api/v1/test/jee-adv-2019-p1/questions?locale=hi', jee);
    expect(jeeHi.sections.map((s) => s.name)).toEqual(['भौतिकी', 'रसायन विज्ञान', 'गणित']);
    const card = (await get<MocktestList>('/api/content/mocktests?exam=cbse-class-10&locale=hi', cbse)).tests.find((x) => x.code === 'test-mock-1')!;
    expect([card.source, card.sections[0]!.name]).toEqual(['अभ्यास का मौलिक प्रश्न-पत्र', 'खंड A']);
    const inEnglish = (await get<MocktestList>('/api/content/mocktests?exam=cbse-class-10&locale=en', cbse)).tests.find((x) => x.code === 'test-mock-1')!;
    expect([inEnglish.source, inEnglish.sections[0]!.name]).toEqual(['Abhyas original', 'Section A']);
    expect((await get<TestPaper>('/api/v1/test/test-mock-1/questions?locale=hi', cbse)).sections[0]!.name).toBe('खंड A');
    // Questions in English on a Hindi screen: the paper carries the names of the interface too.
    const english = await get<TestPaper>('/api/v1/test/jee-adv-2019-p1/questions?locale=en', jee);
    expect(english.sections.map((s) => [s.name, s.names?.hi])).toEqual([
      ['Physics', 'भौतिकी'],
      ['Chemistry', 'रसायन विज्ञान'],
      ['Mathematics', 'गणित'],
    ]);
  });

  it('draws every text of the paper as sanitised HTML for the test screen (decision 051)', async () => {
    const paper = await get<TestPaper>('/api/v1/test/jee-adv-2019-p1/questions?html=true', jee);
    const questions = paper.sections.flatMap((s) => s.questions);
    for (const q of questions) {
      expect(q.html?.body, q.code).toBeTruthy();
      // Each formula of the body is drawn by KaTeX, with its TeX kept for screen readers.
      if (q.body.includes('$')) expect(q.html!.body, q.code).toContain('<annotation encoding="application/x-tex">');
      for (const o of q.options ?? []) expect(o.html, `${q.code} ${o.code}`).toBeTruthy();
    }
    // A LaTeX tabular body is a table; no tabular is left as TeX source outside KaTeX's annotations.
    const table = questions.find((q) => q.body.includes('\\begin{tabular}'));
    expect(table?.html?.body).toContain('<table>');
    const shown = (html: string) => html.replace(/<annotation[^>]*>[\s\S]*?<\/annotation>/g, '');
    expect(questions.filter((q) => shown(q.html!.body).includes('\\begin{tabular}')).map((q) => q.code)).toEqual([]);
    // The Hindi variant is drawn in Hindi; the English one in English.
    const hi = (await get<TestPaper>('/api/v1/test/test-mock-1/questions?locale=hi&html=true', cbse)).sections[0]!.questions.find((q) => q.language === 'hi')!;
    expect(hi.html!.body).toContain('का म.स. है');
    expect(hi.html!.body).toContain('class="katex"');
  });

  it('offers only the languages its questions are written in, the widest first', async () => {
    // One of two questions has Hindi: English first. One question, in Hindi only: no English.
    expect((await get<TestPaper>('/api/v1/test/test-mock-1/questions?locale=hi', cbse)).languages).toEqual(['en', 'hi']);
    expect((await get<TestPaper>('/api/v1/test/test-mock-hi/questions', cbse)).languages).toEqual(['hi']);
    expect((await get<TestPaper>('/api/v1/test/jee-adv-2019-p1/questions?locale=hi', jee)).languages).toEqual(['en']);
  });
});
