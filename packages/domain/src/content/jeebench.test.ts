import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  assemblePapers,
  JEEBENCH_SUBJECT_LOCAL_NAMES,
  paperBlockSize,
  JEE_ADVANCED_DURATION_S,
  JEE_ADVANCED_MARKING,
  type JeebenchQuestion,
  parseJeebench,
  parseJeebenchRecord,
  splitJeebenchOptions,
  toQuestion,
  withKeyCorrections,
} from './jeebench.ts';

/** The shared JEEBench file: /work/shared/data/jeebench/dataset.json, relative to this test. */
const DATASET_URL = new URL('../../../../content/jeebench/dataset.json', import.meta.url);

interface RawRecord {
  description: string;
  index: number;
  subject: string;
  type: string;
  question: string;
  gold: string;
}

const raw = JSON.parse(readFileSync(DATASET_URL, 'utf8')) as RawRecord[];
const parsed = parseJeebench(raw);
const byCode = new Map(parsed.questions.map((q) => [q.code, q]));

function question(code: string): JeebenchQuestion {
  const q = byCode.get(code);
  if (q === undefined) throw new Error(`missing ${code}`);
  return q;
}

/** Single `$` delimiters, not counting `\$` and `$$`. */
function dollars(text: string): number {
  return text.replace(/\\\$/g, '').replace(/\$\$/g, '').split('$').length - 1;
}

const OPTION_MARKER = /(?:^|\s)\$?\s*[([]\s*(?:\\mathrm\{)?[A-D]\}?\s*[)\]]/;

function record(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    description: 'JEE Adv 2016 Paper 1',
    index: 3,
    subject: 'phy',
    type: 'MCQ',
    question: 'Pick one.\n\n(A) one\n\n(B) two\n\n(C) three\n\n(D) four',
    gold: 'B',
    ...overrides,
  };
}

function errorOf(input: unknown): string {
  const result = parseJeebenchRecord(input);
  if (result.ok) throw new Error('expected a failure');
  return result.error;
}

function ok(input: unknown): JeebenchQuestion {
  const result = parseJeebenchRecord(input);
  if (!result.ok) throw new Error(result.error);
  return result.question;
}

describe('the JEEBench dataset', () => {
  it('parses all 376 records without errors', () => {
    expect(raw).toHaveLength(376);
    expect(parsed.errors).toEqual([]);
    expect(parsed.questions).toHaveLength(376);
  });

  it('maps types and subjects one to one', () => {
    const count = (values: string[]) => values.reduce<Record<string, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});
    const rawTypes = count(raw.map((r) => r.type));
    expect(count(parsed.questions.map((q) => q.type))).toEqual({
      single_choice: rawTypes['MCQ'],
      multiple_choice: rawTypes['MCQ(multiple)'],
      integer: rawTypes['Integer'],
      subjective_numerical: rawTypes['Numeric'],
    });
    const rawSubjects = count(raw.map((r) => r.subject));
    expect(count(parsed.questions.map((q) => q.subject))).toEqual({
      physics: rawSubjects['phy'],
      chemistry: rawSubjects['chem'],
      mathematics: rawSubjects['math'],
    });
  });

  it('gives unique, well-formed codes', () => {
    expect(new Set(parsed.questions.map((q) => q.code)).size).toBe(parsed.questions.length);
    for (const q of parsed.questions) {
      expect(q.code).toBe(`jeebench-${q.year}-p${q.paper}-q${q.index}`);
      expect(q.paperCode).toBe(`jee-adv-${q.year}-p${q.paper}`);
      expect(q.source).toBe(`JEE Advanced ${q.year} Paper ${q.paper}, Q${q.index}`);
    }
  });

  it('splits every choice question into a stem and options A–D with a key within them', () => {
    const choice = parsed.questions.filter((q) => q.type === 'single_choice' || q.type === 'multiple_choice');
    expect(choice).toHaveLength(219);
    for (const q of choice) {
      expect(
        q.options?.map((o) => o.code),
        q.code,
      ).toEqual(['A', 'B', 'C', 'D']);
      expect(q.answer.kind, q.code).toBe('choice');
      if (q.answer.kind !== 'choice') continue;
      const keys = q.answer.options;
      expect(keys.length, q.code).toBeGreaterThanOrEqual(1);
      if (q.type === 'single_choice') expect(keys, q.code).toHaveLength(1);
      for (const key of keys) expect(['A', 'B', 'C', 'D'], q.code).toContain(key);
      expect(q.body.trim(), q.code).not.toBe('');
      expect(q.body, q.code).not.toMatch(OPTION_MARKER);
      expect(dollars(q.body) % 2, `${q.code} stem math`).toBe(0);
      for (const o of q.options ?? []) {
        expect(o.body.trim(), `${q.code} ${o.code}`).not.toBe('');
        expect(o.body, `${q.code} ${o.code}`).not.toMatch(OPTION_MARKER);
        expect(dollars(o.body) % 2, `${q.code} ${o.code} math`).toBe(0);
      }
    }
  });

  it('keeps the full text of integer and numerical questions and reads their keys', () => {
    // No record failed, so questions and records line up.
    parsed.questions.forEach((q, i) => {
      if (q.type !== 'integer' && q.type !== 'subjective_numerical') return;
      const source = raw[i];
      expect(q.body, q.code).toBe(source?.question);
      expect(q.options, q.code).toBeUndefined();
      const gold = Number(source?.gold);
      if (q.type === 'integer') expect(q.answer, q.code).toEqual({ kind: 'integer', value: gold });
      else expect(q.answer, q.code).toEqual({ kind: 'numeric', accept: { value: gold, tolerance: 0.01 } });
    });
  });

  it('reads record 1 (2016 Paper 1 Q1)', () => {
    const q = question('jeebench-2016-p1-q1');
    expect(q).toMatchObject({
      type: 'single_choice',
      subject: 'physics',
      index: 1,
      year: 2016,
      paper: 1,
      paperCode: 'jee-adv-2016-p1',
      source: 'JEE Advanced 2016 Paper 1, Q1',
      answer: { kind: 'choice', options: ['B'] },
    });
    expect(q.options).toEqual([
      { code: 'A', body: '$6.0 \\times 10^{-34}$' },
      { code: 'B', body: '$6.4 \\times 10^{-34}$' },
      { code: 'C', body: '$6.6 \\times 10^{-34}$' },
      { code: 'D', body: '$6.8 \\times 10^{-34}$' },
    ]);
    expect(q.body).not.toContain('(A)');
    expect(q.body).toMatch(/^In a historical experiment/);
    expect(q.body).toMatch(/found from such an experiment is$/);
  });

  it('handles the quirks of the data', () => {
    // "[A]" markers (2017 papers).
    expect(question('jeebench-2017-p1-q1').options?.[0]?.body).toMatch(/^The pressure difference/);
    // "[A]$…" with the closing `$` lost in the source: repaired.
    expect(question('jeebench-2017-p1-q41').options?.[0]?.body).toBe('$\\left[\\begin{array}{lll}1 & 0 & 0 \\\\ 0 & 1 & 0 \\\\ 0 & 0 & 1\\end{array}\\right]$');
    // "[C] \quad P(…)$" with the opening `$` lost.
    expect(question('jeebench-2017-p1-q43').options?.[2]?.body).toBe('$P(X \\cap Y)=\\frac{1}{5}$');
    // "[D]-2.2 \mathrm{~F}$".
    expect(question('jeebench-2017-p2-q20').options?.[3]?.body).toBe('$-2.2 \\mathrm{~F}$');
    // Markers inside math: "$[\mathrm{A}] \quad \lambda_{d} / \lambda$".
    expect(question('jeebench-2017-p2-q3').options?.map((o) => o.body)).toEqual([
      '$\\lambda_{d} / \\lambda$',
      '$\\lambda_{d}^{2} / \\lambda^{2}$',
      '$\\lambda_{d}^{3} / \\lambda$',
      '$\\lambda_{d}^{3} / \\lambda^{2}$',
    ]);
    // Mixed "$[\mathrm{C}]" and "[D]" in one question.
    expect(question('jeebench-2017-p2-q6').options?.[3]?.body).toBe('$v_{S}=72 \\mathrm{~km} \\mathrm{~s}^{-1}$');
    // "(C)" in the middle of a line.
    const arrhenius = question('jeebench-2016-p1-q24');
    expect(arrhenius.options?.[1]?.body).toMatch(/exceeds the activation energy\.$/);
    expect(arrhenius.options?.[2]?.body).toMatch(/^higher the magnitude/);
    // "(A)" on the stem's line.
    const oxoacids = question('jeebench-2021-p2-q24');
    expect(oxoacids.body).toBe('The correct statement(s) related to oxoacids of phosphorous is(are)');
    expect(oxoacids.options?.[0]?.body).toMatch(/^Upon heating/);
    // Negative numerical answers.
    expect(parsed.questions.some((q) => q.answer.kind === 'numeric' && 'value' in q.answer.accept && q.answer.accept.value < 0)).toBe(true);
  });

  it('assembles the 2016–2021 papers, Physics, Chemistry, Mathematics, each non-empty', () => {
    const papers = assemblePapers(parsed.questions);
    const descriptions = [...new Set(raw.map((r) => r.description))];
    expect(papers).toHaveLength(descriptions.length);
    expect(papers.map((p) => p.code)).toEqual([2016, 2017, 2018, 2019, 2020, 2021].flatMap((y) => [`jee-adv-${y}-p1`, `jee-adv-${y}-p2`]));
    for (const paper of papers) {
      expect(paper.name).toBe(`JEE Advanced ${paper.year} Paper ${paper.paper}`);
      expect(paper.durationS).toBe(10_800);
      expect(paper.sections.map((s) => s.code)).toEqual(['physics', 'chemistry', 'mathematics']);
      expect(paper.sections.map((s) => s.name)).toEqual(['Physics', 'Chemistry', 'Mathematics']);
      const total = raw.filter((r) => r.description === `JEE Adv ${paper.year} Paper ${paper.paper}`).length;
      expect(paper.sections.reduce((n, s) => n + s.questions.length, 0)).toBe(total);
      for (const section of paper.sections) {
        expect(section.questions.length, `${paper.code} ${section.code}`).toBeGreaterThan(0);
        const indexes = section.questions.map((code) => question(code).index);
        expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
        const types = new Set(section.questions.map((code) => question(code).type));
        expect(new Set(Object.keys(section.markingByType))).toEqual(types);
        for (const type of types) expect(section.markingByType[type]).toEqual(JEE_ADVANCED_MARKING[type]);
        for (const code of section.questions) expect(question(code).paperCode).toBe(paper.code);
      }
    }
    expect(papers[0]?.sections[0]?.questions[0]).toBe('jeebench-2016-p1-q1');
  });

  it('turns every imported question into a Question', () => {
    for (const j of parsed.questions) {
      const q = toQuestion(j);
      expect(q.code).toBe(j.code);
      expect(q.answer).toBe(j.answer);
      expect(q.options).toBe(j.options);
    }
  });
});

describe('parseJeebenchRecord', () => {
  it('reads a single-choice record', () => {
    expect(ok(record())).toEqual({
      code: 'jeebench-2016-p1-q3',
      type: 'single_choice',
      subject: 'physics',
      body: 'Pick one.',
      options: [
        { code: 'A', body: 'one' },
        { code: 'B', body: 'two' },
        { code: 'C', body: 'three' },
        { code: 'D', body: 'four' },
      ],
      answer: { kind: 'choice', options: ['B'] },
      source: 'JEE Advanced 2016 Paper 1, Q3',
      paperCode: 'jee-adv-2016-p1',
      index: 3,
      year: 2016,
      paper: 1,
    });
  });

  it('reads multiple-choice keys in option order', () => {
    expect(ok(record({ type: 'MCQ(multiple)', gold: 'ABD' })).answer).toEqual({ kind: 'choice', options: ['A', 'B', 'D'] });
    expect(ok(record({ type: 'MCQ(multiple)', gold: 'd, a' })).answer).toEqual({ kind: 'choice', options: ['A', 'D'] });
    expect(ok(record({ type: 'MCQ(multiple)', gold: 'C' })).answer).toEqual({ kind: 'choice', options: ['C'] });
  });

  it('reads integer and numerical keys and keeps their full text', () => {
    const integer = ok(record({ type: 'Integer', subject: 'math', question: 'How many?', gold: '5' }));
    expect(integer).toMatchObject({ type: 'integer', subject: 'mathematics', body: 'How many?', answer: { kind: 'integer', value: 5 } });
    expect(integer.options).toBeUndefined();
    expect(ok(record({ type: 'Integer', question: 'x', gold: '5.0' })).answer).toEqual({ kind: 'integer', value: 5 });
    expect(ok(record({ type: 'Integer', question: 'x', gold: 7 })).answer).toEqual({ kind: 'integer', value: 7 });
    const numeric = (gold: unknown) => ok(record({ type: 'Numeric', subject: 'chem', question: 'Value? (A) is a label', gold })).answer;
    expect(numeric('2.35')).toEqual({ kind: 'numeric', accept: { value: 2.35, tolerance: 0.01 } });
    expect(numeric('-11.62')).toEqual({ kind: 'numeric', accept: { value: -11.62, tolerance: 0.01 } });
    expect(numeric(' 1.00 ')).toEqual({ kind: 'numeric', accept: { value: 1, tolerance: 0.01 } });
    expect(numeric('0.5 to 0.6')).toEqual({ kind: 'numeric', accept: { min: 0.5, max: 0.6 } });
    expect(numeric('0.5-0.6')).toEqual({ kind: 'numeric', accept: { min: 0.5, max: 0.6 } });
    expect(numeric('-1.5 – -1.2')).toEqual({ kind: 'numeric', accept: { min: -1.5, max: -1.2 } });
    expect(numeric('[1.2, 1.3]')).toEqual({ kind: 'numeric', accept: { min: 1.2, max: 1.3 } });
    expect(numeric('2.35 ± 0.02')).toEqual({ kind: 'numeric', accept: { value: 2.35, tolerance: 0.02 } });
    expect(numeric(4.5)).toEqual({ kind: 'numeric', accept: { value: 4.5, tolerance: 0.01 } });
    expect(ok(record({ type: 'Numeric', question: 'Value? (A) is a label', gold: '1' })).body).toBe('Value? (A) is a label');
  });

  it('accepts spelling variants of the description and subject codes', () => {
    expect(ok(record({ description: 'JEE Advanced 2022 Paper 2' })).code).toBe('jeebench-2022-p2-q3');
    expect(ok(record({ description: ' jee adv 2019  paper 1 ' })).paperCode).toBe('jee-adv-2019-p1');
    expect(ok(record({ subject: 'chem' })).subject).toBe('chemistry');
    expect(ok(record({ subject: 'math' })).subject).toBe('mathematics');
  });

  it.each([
    ['a bad description', { description: 'JEE Main 2019 Paper 1' }, /^description: expected "JEE Adv <year> Paper <n>", got "JEE Main 2019 Paper 1"/],
    ['a description without a paper', { description: 'JEE Adv 2016' }, /^description: /],
    ['paper 0', { description: 'JEE Adv 2016 Paper 0' }, /^description: paper number/],
    ['a missing description', { description: undefined }, /^description: expected a string/],
    ['an unknown type', { type: 'Matrix' }, /^type: unknown type "Matrix"/],
    ['a missing type', { type: undefined }, /^type: expected a string/],
    ['an unknown subject', { subject: 'bio' }, /^subject: unknown subject "bio"/],
    ['a prototype key as subject', { subject: 'toString' }, /^subject: unknown subject/],
    ['index 0', { index: 0 }, /^index: expected a positive integer, got 0/],
    ['a fractional index', { index: 1.5 }, /^index: /],
    ['a string index', { index: '1' }, /^index: /],
    ['empty question text', { question: '  ' }, /^question: expected non-empty text/],
    ['a missing gold', { gold: undefined }, /^gold: expected a string/],
    ['an empty gold', { gold: '' }, /^gold: empty answer/],
    ['a letter outside A–D', { gold: 'E' }, /^gold: expected option letters A–D, got "E"/],
    ['two letters for MCQ', { gold: 'AB' }, /^gold: MCQ has one correct option, got "AB"/],
    ['a number for MCQ', { gold: 2 }, /^gold: expected a string/],
    ['a repeated letter', { type: 'MCQ(multiple)', gold: 'AAB' }, /^gold: repeated option letter/],
    ['a fraction for Integer', { type: 'Integer', gold: '2.5' }, /^gold: expected an integer, got "2.5"/],
    ['letters for Integer', { type: 'Integer', gold: 'five' }, /^gold: expected an integer/],
    ['letters for Numeric', { type: 'Numeric', gold: 'abc' }, /^gold: expected a number, a range/],
    ['a thousands separator for Numeric', { type: 'Numeric', gold: '1,200' }, /^gold: expected a number/],
    ['a reversed range', { type: 'Numeric', gold: '0.6 to 0.5' }, /^gold: range "0.6 to 0.5" has its minimum above its maximum/],
    ['an infinite number', { type: 'Numeric', gold: '1e999' }, /^gold: number out of range/],
    ['missing option (D)', { question: 'Pick.\n(A) a\n(B) b\n(C) c' }, /^question: option \(D\) not found/],
    ['options out of order', { question: 'Pick.\n(B) b\n(A) a\n(C) c\n(D) d' }, /^question: option \(A\) not found/],
    ['no options at all', { question: 'Pick one of them.' }, /^question: option \(D\) not found/],
    ['no stem', { question: '(A) a (B) b (C) c (D) d' }, /^question: no question text before option \(A\)/],
    ['an empty option', { question: 'Pick.\n(A) a\n(B)\n(C) c\n(D) d' }, /^question: option \(B\) is empty/],
  ])('rejects %s', (_name, overrides, error) => {
    expect(errorOf(record(overrides))).toMatch(error);
  });

  it('rejects values that are not records', () => {
    expect(errorOf(null)).toBe('record: expected an object, got null');
    expect(errorOf([])).toBe('record: expected an object, got an array');
    expect(errorOf('x')).toBe('record: expected an object, got "x"');
  });
});

describe('splitJeebenchOptions', () => {
  const bodies = (text: string) => {
    const result = splitJeebenchOptions(text);
    if (!result.ok) throw new Error(result.error);
    return [result.body, ...result.options.map((o) => o.body)];
  };

  it('reads the marker styles', () => {
    expect(bodies('Q\n\n[A] a\n\n[B] b\n\n[C] c\n\n[D] d')).toEqual(['Q', 'a', 'b', 'c', 'd']);
    expect(bodies('Q\nA. a\nB. b\nC) c\nD) d')).toEqual(['Q', 'a', 'b', 'c', 'd']);
    expect(bodies('Q (A) a (B) b (C) c (D) d')).toEqual(['Q', 'a', 'b', 'c', 'd']);
    expect(bodies('Q\n(\\mathrm{A}) a\n(\\mathrm{B}) b\n(\\mathrm{C}) c\n(\\mathrm{D}) d')).toEqual(['Q', 'a', 'b', 'c', 'd']);
    expect(bodies('Q\n$[\\mathrm{A}]$ a\n$[\\mathrm{B}]$ b\n$[\\mathrm{C}]$ $c$\n$[\\mathrm{D}]$ d')).toEqual(['Q', 'a', 'b', '$c$', 'd']);
    expect(bodies('Q\n$[\\mathrm{A}] \\quad x^2$\n$[\\mathrm{B}] y$\n[C] $z$\n[D]$w$')).toEqual(['Q', '$x^2$', '$y$', '$z$', '$w$']);
  });

  it('does not take "(A)" in the stem or in a later option for a marker', () => {
    expect(bodies('Statement (A) is given. Which is true?\n(A) yes\n(B) no\n(C) maybe\n(D) both (A) and (B)')).toEqual([
      'Statement (A) is given. Which is true?',
      'yes',
      'no',
      'maybe',
      'both (A) and (B)',
    ]);
    expect(bodies('Rate $=k[A][B]$; then\n\n(A) $k[A]$\n\n(B) two\n\n(C) three\n\n(D) four')).toEqual([
      'Rate $=k[A][B]$; then',
      '$k[A]$',
      'two',
      'three',
      'four',
    ]);
  });

  it('keeps LaTeX and multi-line options intact', () => {
    const text =
      'Find $x$.\n\n(A) $\\left[\\begin{array}{cc}1 & 0 \\\\ 0 & 1\\end{array}\\right]$\n\n(B) The line\n\n\\[\nx=1\n\\]\n\nis fine\n\n(C) $\\$5$\n\n(D) none';
    expect(bodies(text)).toEqual([
      'Find $x$.',
      '$\\left[\\begin{array}{cc}1 & 0 \\\\ 0 & 1\\end{array}\\right]$',
      'The line\n\n\\[\nx=1\n\\]\n\nis fine',
      '$\\$5$',
      'none',
    ]);
  });
});

describe('parseJeebench', () => {
  it('requires an array', () => {
    expect(parseJeebench({ questions: [] })).toEqual({ questions: [], errors: [{ at: -1, error: 'file: expected an array of records' }] });
    expect(parseJeebench(null).errors).toHaveLength(1);
  });

  it('keeps good records and reports bad ones and repeated codes by array position', () => {
    const result = parseJeebench([record(), record({ index: 4, type: 'Essay' }), 7, record({ index: 5 }), record()]);
    expect(result.questions.map((q) => q.code)).toEqual(['jeebench-2016-p1-q3', 'jeebench-2016-p1-q5']);
    expect(result.errors).toEqual([
      { at: 1, error: expect.stringMatching(/^type: unknown type "Essay"/) },
      { at: 2, error: 'record: expected an object, got 7' },
      { at: 4, error: 'code: jeebench-2016-p1-q3 repeats the record at 0' },
    ]);
  });

  it('accepts an empty file', () => {
    expect(parseJeebench([])).toEqual({ questions: [], errors: [] });
  });
});

describe('toQuestion', () => {
  it('fills the defaults by type', () => {
    const single = ok(record());
    expect(toQuestion(single)).toEqual({
      code: 'jeebench-2016-p1-q3',
      type: 'single_choice',
      language: 'en',
      body: 'Pick one.',
      options: single.options,
      answer: { kind: 'choice', options: ['B'] },
      hints: [],
      solution: '',
      idealTimeS: 120,
      difficulty: 7,
      primaryConcept: null,
      secondaryConcepts: [],
      source: 'JEE Advanced 2016 Paper 1, Q3',
    });
    expect(toQuestion(ok(record({ type: 'MCQ(multiple)', gold: 'AB' }))).idealTimeS).toBe(180);
    const integer = toQuestion(ok(record({ type: 'Integer', gold: '3' })));
    expect(integer.idealTimeS).toBe(150);
    expect('options' in integer).toBe(false);
    expect(toQuestion(ok(record({ type: 'Numeric', gold: '3.5' }))).idealTimeS).toBe(150);
  });

  it('lets authored extras override the defaults', () => {
    const q = toQuestion(ok(record()), {
      solution: 'Because.',
      difficulty: 9,
      hints: [{ body: 'Think.' }],
      primaryConcept: 'photoelectric-effect',
      language: 'hi',
    });
    expect(q).toMatchObject({
      solution: 'Because.',
      difficulty: 9,
      hints: [{ body: 'Think.' }],
      primaryConcept: 'photoelectric-effect',
      language: 'hi',
      idealTimeS: 120,
    });
  });
});

describe('assemblePapers', () => {
  it('groups by paper, orders papers and sections, sorts questions by index and attaches marking', () => {
    const qs = [
      ok(record({ description: 'JEE Adv 2018 Paper 1', index: 40, subject: 'math', type: 'Numeric', question: 'x', gold: '1.5' })),
      ok(record({ description: 'JEE Adv 2018 Paper 1', index: 2, subject: 'phy', type: 'MCQ(multiple)', gold: 'AC' })),
      ok(record({ description: 'JEE Adv 2017 Paper 2', index: 9, subject: 'chem', type: 'Integer', question: 'x', gold: '4' })),
      ok(record({ description: 'JEE Adv 2018 Paper 1', index: 1, subject: 'phy' })),
      ok(record({ description: 'JEE Adv 2017 Paper 2', index: 30, subject: 'math' })),
    ];
    expect(assemblePapers(qs)).toEqual([
      {
        code: 'jee-adv-2017-p2',
        name: 'JEE Advanced 2017 Paper 2',
        year: 2017,
        paper: 2,
        durationS: JEE_ADVANCED_DURATION_S,
        sections: [
          {
            code: 'chemistry',
            name: 'Chemistry',
            names: JEEBENCH_SUBJECT_LOCAL_NAMES.chemistry,
            questions: ['jeebench-2017-p2-q9'],
            markingByType: { integer: { kind: 'simple', correct: 3, wrong: 0, unanswered: 0 } },
          },
          {
            code: 'mathematics',
            name: 'Mathematics',
            names: JEEBENCH_SUBJECT_LOCAL_NAMES.mathematics,
            questions: ['jeebench-2017-p2-q30'],
            markingByType: { single_choice: { kind: 'simple', correct: 3, wrong: -1, unanswered: 0 } },
          },
        ],
      },
      {
        code: 'jee-adv-2018-p1',
        name: 'JEE Advanced 2018 Paper 1',
        year: 2018,
        paper: 1,
        durationS: 10_800,
        sections: [
          {
            code: 'physics',
            name: 'Physics',
            names: JEEBENCH_SUBJECT_LOCAL_NAMES.physics,
            questions: ['jeebench-2018-p1-q1', 'jeebench-2018-p1-q2'],
            markingByType: {
              single_choice: { kind: 'simple', correct: 3, wrong: -1, unanswered: 0 },
              multiple_choice: { kind: 'jee-advanced-multiple', full: 4, threeOfFour: 3, twoChosen: 2, oneChosen: 1, wrong: -2, unanswered: 0 },
            },
          },
          {
            code: 'mathematics',
            name: 'Mathematics',
            names: JEEBENCH_SUBJECT_LOCAL_NAMES.mathematics,
            questions: ['jeebench-2018-p1-q40'],
            markingByType: { subjective_numerical: { kind: 'simple', correct: 3, wrong: 0, unanswered: 0 } },
          },
        ],
      },
    ]);
  });

  it('returns no papers for no questions', () => {
    expect(assemblePapers([])).toEqual([]);
  });

  it("reads each subject's question count in the original paper from the question numbers (issue 16 §3)", () => {
    const paper = (description: string) => assemblePapers(parsed.questions.filter((q) => q.paperCode === description))[0]!;
    // 2019 Paper 1: 37 of the paper's 54 questions (Physics 1–18, Chemistry 19–36, Mathematics 37–54).
    const p2019 = paper('jee-adv-2019-p1');
    expect(p2019.sections.map((s) => [s.code, s.questions.length, s.paperQuestionCount])).toEqual([
      ['physics', 8, 18],
      ['chemistry', 13, 18],
      ['mathematics', 16, 18],
    ]);
    // 2019 Paper 2's last questions need figures: its highest number is 49, yet the blocks show 54.
    expect(Math.max(...parsed.questions.filter((q) => q.paperCode === 'jee-adv-2019-p2').map((q) => q.index))).toBe(49);
    expect(paper('jee-adv-2019-p2').sections.map((s) => s.paperQuestionCount)).toEqual([18, 18, 18]);
    // Every paper of 2016–2021 had 54 questions, 18 a subject.
    for (const p of assemblePapers(parsed.questions)) expect(p.sections.map((s) => s.paperQuestionCount)).toEqual([18, 18, 18]);
  });

  it('claims no paper size when the numbers do not show the blocks', () => {
    const q = (subject: 'physics' | 'chemistry' | 'mathematics', index: number) => ({ subject, index });
    expect(paperBlockSize([q('physics', 1), q('chemistry', 19), q('mathematics', 37)])).toBe(18);
    // A Chemistry number inside the Mathematics block, a first Mathematics question left out, a missing subject.
    expect(paperBlockSize([q('physics', 1), q('chemistry', 40), q('mathematics', 37)])).toBeUndefined();
    expect(paperBlockSize([q('physics', 1), q('chemistry', 19), q('mathematics', 38)])).toBeUndefined();
    expect(paperBlockSize([q('physics', 1), q('mathematics', 37)])).toBeUndefined();
  });
});

describe('JEE_ADVANCED_MARKING', () => {
  it('is the JEE Advanced scheme', () => {
    expect(JEE_ADVANCED_MARKING).toEqual({
      single_choice: { kind: 'simple', correct: 3, wrong: -1, unanswered: 0 },
      multiple_choice: { kind: 'jee-advanced-multiple', full: 4, threeOfFour: 3, twoChosen: 2, oneChosen: 1, wrong: -2, unanswered: 0 },
      integer: { kind: 'simple', correct: 3, wrong: 0, unanswered: 0 },
      subjective_numerical: { kind: 'simple', correct: 3, wrong: 0, unanswered: 0 },
    });
  });
});

describe('withKeyCorrections', () => {
  it('replaces the gold of the named questions only, by the code the parser gives them', () => {
    const records = [record(), record({ index: 4, gold: 'C' }), { not: 'a record' }];
    const fixed = withKeyCorrections(records, { 'jeebench-2016-p1-q4': { gold: 'D', reason: 'a third solve and the published key give D' } }) as unknown[];
    expect(fixed[0]).toEqual(records[0]);
    expect(fixed[1]).toEqual({ ...records[1], gold: 'D' });
    expect(fixed[2]).toEqual(records[2]);
    const parsed = parseJeebench(fixed.slice(0, 2));
    expect(parsed.questions.map((q) => q.answer)).toEqual([
      { kind: 'choice', options: ['B'] },
      { kind: 'choice', options: ['D'] },
    ]);
  });
});
