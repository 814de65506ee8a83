// JEEBench importer: JEE Advanced records → questions and mock-test papers. Issue #3 §3 "Real content".
// Pure: the caller reads the file and passes the parsed JSON in.

import type { AnswerKey, MarkingScheme, NumericKey, Question, QuestionOption, QuestionType } from './question-types.ts';

/** The question types a JEEBench record maps to. */
export type JeebenchQuestionType = Extract<QuestionType, 'single_choice' | 'multiple_choice' | 'integer' | 'subjective_numerical'>;

/** Subjects of a JEE Advanced paper, in paper order. */
export const JEEBENCH_SUBJECTS = ['physics', 'chemistry', 'mathematics'] as const;
export type JeebenchSubject = (typeof JEEBENCH_SUBJECTS)[number];

/** Display names of the subjects (section names). */
export const JEEBENCH_SUBJECT_NAMES: Readonly<Record<JeebenchSubject, string>> = {
  physics: 'Physics',
  chemistry: 'Chemistry',
  mathematics: 'Mathematics',
};

/**
 * The subjects' names in the other interface languages (issue 15: section names in the interface
 * language), the same words the web app's subject names use.
 */
export const JEEBENCH_SUBJECT_LOCAL_NAMES: Readonly<Record<JeebenchSubject, Readonly<Record<string, string>>>> = {
  physics: {
    hi: 'भौतिकी',
    bn: 'পদার্থবিদ্যা',
    mr: 'भौतिकशास्त्र',
    ta: 'இயற்பியல்',
    te: 'భౌతిక శాస్త్రం',
    kn: 'ಭೌತಶಾಸ್ತ್ರ',
    ml: 'ഭൗതികശാസ്ത്രം',
    gu: 'ભૌતિકશાસ્ત્ર',
    pa: 'ਭੌਤਿਕ ਵਿਗਿਆਨ',
    or: 'ପଦାର୍ଥ ବିଜ୍ଞାନ',
    as: 'পদাৰ্থ বিজ্ঞান',
  },
  chemistry: {
    hi: 'रसायन विज्ञान',
    bn: 'রসায়ন',
    mr: 'रसायनशास्त्र',
    ta: 'வேதியியல்',
    te: 'రసాయన శాస్త్రం',
    kn: 'ರಸಾಯನಶಾಸ್ತ್ರ',
    ml: 'രസതന്ത്രം',
    gu: 'રસાયણશાસ્ત્ર',
    pa: 'ਰਸਾਇਣ ਵਿਗਿਆਨ',
    or: 'ରସାୟନ ବିଜ୍ଞାନ',
    as: 'ৰসায়ন বিজ্ঞান',
  },
  mathematics: {
    hi: 'गणित',
    bn: 'গণিত',
    mr: 'गणित',
    ta: 'கணிதம்',
    te: 'గణితం',
    kn: 'ಗಣಿತ',
    ml: 'ഗണിതം',
    gu: 'ગણિત',
    pa: 'ਗਣਿਤ',
    or: 'ଗଣିତ',
    as: 'গণিত',
  },
};

/** Record `type` → question type. */
export const JEEBENCH_TYPE_MAP: Readonly<Record<string, JeebenchQuestionType>> = {
  MCQ: 'single_choice',
  'MCQ(multiple)': 'multiple_choice',
  Integer: 'integer',
  Numeric: 'subjective_numerical',
};

/** Record `subject` → subject. */
export const JEEBENCH_SUBJECT_MAP: Readonly<Record<string, JeebenchSubject>> = {
  phy: 'physics',
  chem: 'chemistry',
  math: 'mathematics',
};

/** The option codes every choice question must have, in order. */
export const JEEBENCH_OPTION_CODES = ['A', 'B', 'C', 'D'] as const;

/** Tolerance of a single-valued numeric answer ("correct to two decimal places"). */
export const JEEBENCH_NUMERIC_TOLERANCE = 0.01;

/** Duration of a JEE Advanced paper: 3 hours. */
export const JEE_ADVANCED_DURATION_S = 10_800;

/** Expected time to answer, by type (seconds). */
export const JEEBENCH_IDEAL_TIME_S: Readonly<Record<JeebenchQuestionType, number>> = {
  single_choice: 120,
  multiple_choice: 180,
  integer: 150,
  subjective_numerical: 150,
};

/** Difficulty given to every imported question until an author grades it (1–10). */
export const JEEBENCH_DEFAULT_DIFFICULTY = 7;

/**
 * JEE Advanced marking by question type: single correct +3/−1/0; multiple correct with partial
 * marks (+4 full, +3/+2/+1 partial, −2 wrong, 0 unanswered); integer and numerical +3/0/0.
 */
export const JEE_ADVANCED_MARKING: Readonly<Record<JeebenchQuestionType, MarkingScheme>> = {
  single_choice: { kind: 'simple', correct: 3, wrong: -1, unanswered: 0 },
  multiple_choice: { kind: 'jee-advanced-multiple', full: 4, threeOfFour: 3, twoChosen: 2, oneChosen: 1, wrong: -2, unanswered: 0 },
  integer: { kind: 'simple', correct: 3, wrong: 0, unanswered: 0 },
  subjective_numerical: { kind: 'simple', correct: 3, wrong: 0, unanswered: 0 },
};

/** One imported question: everything needed to build a `Question`, plus where it sits in its paper. */
export interface JeebenchQuestion {
  /** `jeebench-<year>-p<paper>-q<index>`, e.g. `jeebench-2016-p1-q1`. */
  code: string;
  type: JeebenchQuestionType;
  subject: JeebenchSubject;
  /** Choice types: the stem without the options; other types: the full text. */
  body: string;
  /** Choice types only: options A–D. */
  options?: QuestionOption[];
  answer: AnswerKey;
  /** E.g. "JEE Advanced 2016 Paper 1, Q1". */
  source: string;
  /** E.g. `jee-adv-2016-p1`. */
  paperCode: string;
  /** The question's number in its paper. */
  index: number;
  year: number;
  paper: number;
}

/** Result of parsing one record. */
export type JeebenchRecordResult = { ok: true; question: JeebenchQuestion } | { ok: false; error: string };

/** Result of parsing a whole file; `at` is the record's position in the array (−1: the file itself). */
export interface JeebenchParseResult {
  questions: JeebenchQuestion[];
  errors: { at: number; error: string }[];
}

/** Authored fields that `toQuestion` otherwise fills with defaults. */
export type JeebenchQuestionExtras = Partial<
  Pick<Question, 'language' | 'hints' | 'solution' | 'solveWithUs' | 'idealTimeS' | 'difficulty' | 'primaryConcept' | 'secondaryConcepts'>
>;

/** A section of an assembled paper: one subject, its question codes in paper order, its marking as data. */
export interface JeebenchSection {
  code: JeebenchSubject;
  name: string;
  /** The section name per interface language (English is `name`). */
  names: Readonly<Record<string, string>>;
  /**
   * The subject's questions in the original paper (see `paperBlockSize`), or undefined when the
   * indices do not show it. JEEBench leaves out the questions that need a figure.
   */
  paperQuestionCount?: number;
  /** Question codes sorted by index. */
  questions: string[];
  /** Marking per question type present in the section. */
  markingByType: Partial<Record<QuestionType, MarkingScheme>>;
}

/** A mock test assembled from one JEE Advanced paper. */
export interface JeebenchPaper {
  /** E.g. `jee-adv-2016-p1`. */
  code: string;
  /** E.g. "JEE Advanced 2016 Paper 1". */
  name: string;
  year: number;
  paper: number;
  durationS: number;
  /** Physics, Chemistry, Mathematics in that order; subjects without questions are left out. */
  sections: JeebenchSection[];
}

const DESCRIPTION = /^\s*JEE\s+Adv(?:anced|\.)?\s+(\d{4})\s+Paper\s+(\d+)\s*$/i;
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const NUMBER_SRC = '[+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][+-]?\\d+)?';
/** "0.5 to 0.6", "0.5-0.6", "0.5–0.6", "[0.5, 0.6]" (a bare comma is not a range: "1,200"). */
const RANGE = new RegExp(`^(?:(${NUMBER_SRC})\\s*(?:to|-|–|—)\\s*(${NUMBER_SRC})|\\[\\s*(${NUMBER_SRC})\\s*(?:,|to|-|–|—)\\s*(${NUMBER_SRC})\\s*\\])$`, 'i');
/** "2.35 ± 0.02", "2.35 +/- 0.02". */
const PLUS_MINUS = new RegExp(`^(${NUMBER_SRC})\\s*(?:±|\\+/-|\\+-)\\s*(${NUMBER_SRC})$`);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function quote(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

function fail(error: string): { ok: false; error: string } {
  return { ok: false, error };
}

/** Parsed option letters of a choice `gold`, or an error. */
function parseChoiceGold(gold: string, multiple: boolean): string[] | string {
  const letters = gold.replace(/[\s,]/g, '').toUpperCase();
  if (!/^[A-D]+$/.test(letters)) return `gold: expected option letters A–D, got ${quote(gold)}`;
  const chosen = [...letters];
  if (new Set(chosen).size !== chosen.length) return `gold: repeated option letter in ${quote(gold)}`;
  if (!multiple && chosen.length !== 1) return `gold: MCQ has one correct option, got ${quote(gold)}`;
  return chosen.sort();
}

/** Answer key of an Integer record, or an error. */
function parseIntegerGold(gold: string): AnswerKey | string {
  const text = gold.trim();
  if (!/^[+-]?\d+(?:\.0*)?$/.test(text)) return `gold: expected an integer, got ${quote(gold)}`;
  const value = Number(text);
  if (!Number.isSafeInteger(value)) return `gold: integer out of range: ${quote(gold)}`;
  return { kind: 'integer', value: Object.is(value, -0) ? 0 : value };
}

/** Answer key of a Numeric record (a value, a range or value ± tolerance), or an error. */
function parseNumericGold(gold: string): AnswerKey | string {
  const text = gold.trim();
  let accept: NumericKey;
  const range = RANGE.exec(text);
  const plusMinus = PLUS_MINUS.exec(text);
  if (NUMBER.test(text)) {
    accept = { value: Number(text), tolerance: JEEBENCH_NUMERIC_TOLERANCE };
  } else if (range !== null) {
    const min = Number(range[1] ?? range[3]);
    const max = Number(range[2] ?? range[4]);
    if (min > max) return `gold: range ${quote(gold)} has its minimum above its maximum`;
    accept = { min, max };
  } else if (plusMinus !== null) {
    const tolerance = Number(plusMinus[2]);
    if (tolerance < 0) return `gold: negative tolerance in ${quote(gold)}`;
    accept = { value: Number(plusMinus[1]), tolerance };
  } else {
    return `gold: expected a number, a range ("0.5 to 0.6") or value ± tolerance, got ${quote(gold)}`;
  }
  const numbers = 'value' in accept ? [accept.value, accept.tolerance ?? 0] : [accept.min, accept.max];
  if (!numbers.every(Number.isFinite)) return `gold: number out of range: ${quote(gold)}`;
  return { kind: 'numeric', accept };
}

/** A candidate option marker found in the text. */
interface Marker {
  start: number;
  end: number;
  lineStart: boolean;
  /** The marker opened inline math (`$[\mathrm{A}] x$`): the option text continues inside `$…$`. */
  opensMath: boolean;
}

function markerPatterns(letter: string): RegExp[] {
  const inner = `(?:${letter}|\\\\mathrm\\{${letter}\\}|\\\\text\\{${letter}\\}|\\\\textbf\\{${letter}\\})`;
  return [
    // (A), [A], (\mathrm{A}), $[\mathrm{A}]$ … anywhere after whitespace.
    new RegExp(`(?<=^|\\s)(\\$?)[ \\t]*(?:\\([ \\t]*${inner}[ \\t]*\\)|\\[[ \\t]*${inner}[ \\t]*\\])([ \\t]*\\$)?`, 'g'),
    // A. / A) only at the start of a line.
    new RegExp(`(?<=^|\\n)[ \\t]*()${letter}[.)](?=[ \\t])()`, 'g'),
  ];
}

function findMarkers(text: string, letter: string): Marker[] {
  const markers: Marker[] = [];
  for (const pattern of markerPatterns(letter)) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const before = text.slice(text.lastIndexOf('\n', start - 1) + 1, start);
      const opens = match[1] === '$';
      const closing = match[2] ?? '';
      // `$[\mathrm{A}]$ x`: the marker is its own math; `$[\mathrm{A}] x$`: the math runs on into the option;
      // `[A]$x$`: the `$` after the marker opens the option's math and stays with it.
      const end = start + match[0].length - (opens ? 0 : closing.length);
      markers.push({ start, end, lineStart: before.trim() === '', opensMath: opens && closing === '' });
    }
  }
  return markers;
}

/** Single `$` delimiters in `text`, not counting `\$` and `$$`. */
function countDollars(text: string): number {
  return text.replace(/\\\$/g, '').replace(/\$\$/g, '').split('$').length - 1;
}

/**
 * Repairs an option whose inline math lost one `$` in the source (`[A]$x` or `[D] x$`):
 * adds the missing delimiter at the other end. Balanced text is returned as is.
 */
function balanceMath(text: string): string {
  if (countDollars(text) % 2 === 0) return text;
  if (text.startsWith('$') && !text.startsWith('$$')) return `${text}$`;
  if (text.endsWith('$') && !text.endsWith('$$')) return `$${text}`;
  return text;
}

/**
 * Splits a choice question into stem and options A–D. Markers are searched from the end (D, then C
 * before it, …) so that "(A)" in the stem is not taken for an option; markers at the start of a line
 * win over markers inside a line.
 */
export function splitJeebenchOptions(text: string): { ok: true; body: string; options: QuestionOption[] } | { ok: false; error: string } {
  const chosen: Marker[] = [];
  let limit = text.length;
  for (const letter of [...JEEBENCH_OPTION_CODES].reverse()) {
    const candidates = findMarkers(text, letter).filter((m) => m.end <= limit);
    const pick = candidates.filter((m) => m.lineStart).pop() ?? candidates.pop();
    if (pick === undefined) return fail(`question: option (${letter}) not found; choice questions need options (A)–(D) in order`);
    chosen.unshift(pick);
    limit = pick.start;
  }
  const body = text.slice(0, limit).trim();
  if (body === '') return fail('question: no question text before option (A)');
  const options: QuestionOption[] = [];
  for (const [i, code] of JEEBENCH_OPTION_CODES.entries()) {
    const marker = chosen[i];
    if (marker === undefined) return fail(`question: option (${code}) not found`);
    const raw = text.slice(marker.end, chosen[i + 1]?.start ?? text.length).trim();
    // `\quad` after a marker is layout left over from the PDF conversion.
    const optionBody = balanceMath(marker.opensMath ? `$${raw}` : raw)
      .replace(/^(\$?)\s*(?:\\q?quad\b\s*)+/, '$1')
      .trim();
    if (optionBody === '' || optionBody === '$$') return fail(`question: option (${code}) is empty`);
    options.push({ code, body: optionBody });
  }
  return { ok: true, body, options };
}

/**
 * Validates one JEEBench record (`{ description, index, subject, type, question, gold }`) and maps it
 * to a `JeebenchQuestion`. Errors name the field at fault. Fields beyond these are ignored.
 */
export function parseJeebenchRecord(record: unknown): JeebenchRecordResult {
  if (!isRecord(record)) return fail(`record: expected an object, got ${Array.isArray(record) ? 'an array' : quote(record)}`);
  const { description, index, subject, type, question, gold } = record;

  if (typeof description !== 'string') return fail(`description: expected a string, got ${quote(description)}`);
  const paperMatch = DESCRIPTION.exec(description);
  if (paperMatch === null) return fail(`description: expected "JEE Adv <year> Paper <n>", got ${quote(description)}`);
  const year = Number(paperMatch[1]);
  const paper = Number(paperMatch[2]);
  if (paper < 1) return fail(`description: paper number must be 1 or more, got ${quote(description)}`);

  if (typeof index !== 'number' || !Number.isSafeInteger(index) || index < 1) return fail(`index: expected a positive integer, got ${quote(index)}`);

  if (typeof subject !== 'string') return fail(`subject: expected a string, got ${quote(subject)}`);
  const mappedSubject = Object.hasOwn(JEEBENCH_SUBJECT_MAP, subject.trim()) ? JEEBENCH_SUBJECT_MAP[subject.trim()] : undefined;
  if (mappedSubject === undefined) return fail(`subject: unknown subject ${quote(subject)} (expected phy, chem or math)`);

  if (typeof type !== 'string') return fail(`type: expected a string, got ${quote(type)}`);
  const mappedType = Object.hasOwn(JEEBENCH_TYPE_MAP, type.trim()) ? JEEBENCH_TYPE_MAP[type.trim()] : undefined;
  if (mappedType === undefined) return fail(`type: unknown type ${quote(type)} (expected MCQ, MCQ(multiple), Integer or Numeric)`);

  if (typeof question !== 'string' || question.trim() === '') return fail(`question: expected non-empty text, got ${quote(question)}`);

  const choice = mappedType === 'single_choice' || mappedType === 'multiple_choice';
  if (typeof gold !== 'string' && !(typeof gold === 'number' && Number.isFinite(gold) && !choice)) {
    return fail(`gold: expected a string, got ${quote(gold)}`);
  }
  const goldText = String(gold);
  if (goldText.trim() === '') return fail('gold: empty answer');

  let answer: AnswerKey;
  let body = question;
  let options: QuestionOption[] | undefined;
  if (choice) {
    const letters = parseChoiceGold(goldText, mappedType === 'multiple_choice');
    if (typeof letters === 'string') return fail(letters);
    answer = { kind: 'choice', options: letters };
    const split = splitJeebenchOptions(question);
    if (!split.ok) return split;
    body = split.body;
    options = split.options;
  } else {
    const key = mappedType === 'integer' ? parseIntegerGold(goldText) : parseNumericGold(goldText);
    if (typeof key === 'string') return fail(key);
    answer = key;
  }

  const parsed: JeebenchQuestion = {
    code: `jeebench-${year}-p${paper}-q${index}`,
    type: mappedType,
    subject: mappedSubject,
    body,
    answer,
    source: `JEE Advanced ${year} Paper ${paper}, Q${index}`,
    paperCode: jeebenchPaperCode(year, paper),
    index,
    year,
    paper,
  };
  if (options !== undefined) parsed.options = options;
  return { ok: true, question: parsed };
}

/** Paper code, e.g. (2016, 1) → `jee-adv-2016-p1`. */
export function jeebenchPaperCode(year: number, paper: number): string {
  return `jee-adv-${year}-p${paper}`;
}

/**
 * Parses a whole JEEBench file (the JSON array). Bad records are skipped and reported with their
 * array position; a record whose code repeats an earlier one is reported too. A top-level value
 * that is not an array gives one error at −1.
 */
export function parseJeebench(records: unknown): JeebenchParseResult {
  if (!Array.isArray(records)) return { questions: [], errors: [{ at: -1, error: 'file: expected an array of records' }] };
  const questions: JeebenchQuestion[] = [];
  const errors: JeebenchParseResult['errors'] = [];
  const seen = new Map<string, number>();
  records.forEach((record: unknown, at) => {
    const result = parseJeebenchRecord(record);
    if (!result.ok) {
      errors.push({ at, error: result.error });
      return;
    }
    const first = seen.get(result.question.code);
    if (first !== undefined) {
      errors.push({ at, error: `code: ${result.question.code} repeats the record at ${first}` });
      return;
    }
    seen.set(result.question.code, at);
    questions.push(result.question);
  });
  return { questions, errors };
}

/**
 * Builds a `Question` from an imported one: English, no hints, solution still to be authored, ideal
 * time by type, difficulty 7, no concepts yet. `extras` overrides any of these defaults.
 */
export function toQuestion(j: JeebenchQuestion, extras: JeebenchQuestionExtras = {}): Question {
  const question: Question = {
    code: j.code,
    type: j.type,
    language: 'en',
    body: j.body,
    answer: j.answer,
    hints: [],
    solution: '',
    idealTimeS: JEEBENCH_IDEAL_TIME_S[j.type],
    difficulty: JEEBENCH_DEFAULT_DIFFICULTY,
    primaryConcept: null,
    secondaryConcepts: [],
    source: j.source,
    ...extras,
  };
  if (j.options !== undefined) question.options = j.options;
  return question;
}

/**
 * Groups questions into one mock test per paper (sorted by year, then paper): sections Physics,
 * Chemistry, Mathematics with question codes by index and JEE Advanced marking per type present.
 */
/**
 * How many questions each subject had in the original paper, read from the question numbers
 * (JEEBench's `index` is a question's number in its paper; the questions that need a figure are
 * left out of the dataset, so a paper here holds fewer). A JEE Advanced paper is three equal,
 * consecutive blocks, Physics, Chemistry, Mathematics: 1–18, 19–36, 37–54 in 2019 Paper 1. The
 * block size is therefore (first Mathematics index − 1) / 2, and it is kept only when every index
 * agrees with it (Physics ≤ block < Chemistry ≤ 2·block < Mathematics ≤ 3·block). Checked on the
 * 12 papers of 2016–2021: every first Mathematics index is 37, so each paper had 54 questions, and
 * no other index contradicts it. The highest index of a paper alone would undercount a paper whose
 * last questions need a figure (2019 Paper 2's highest is 49 of 54). Undefined when a subject is
 * missing, the first Mathematics question is not at a block start (a left-out first question), or
 * an index disagrees: the paper's size is then not claimed.
 */
export function paperBlockSize(questions: readonly Pick<JeebenchQuestion, 'subject' | 'index'>[]): number | undefined {
  const indices = (subject: JeebenchSubject) => questions.filter((q) => q.subject === subject).map((q) => q.index);
  const [physics, chemistry, mathematics] = JEEBENCH_SUBJECTS.map(indices) as [number[], number[], number[]];
  if (physics.length === 0 || chemistry.length === 0 || mathematics.length === 0) return undefined;
  const firstMath = Math.min(...mathematics);
  if ((firstMath - 1) % 2 !== 0) return undefined;
  const block = (firstMath - 1) / 2;
  const fits = (list: number[], from: number, to: number) => list.every((i) => i >= from && i <= to);
  return block > 0 && fits(physics, 1, block) && fits(chemistry, block + 1, 2 * block) && fits(mathematics, 2 * block + 1, 3 * block) ? block : undefined;
}

export function assemblePapers(questions: readonly JeebenchQuestion[]): JeebenchPaper[] {
  const byPaper = new Map<string, JeebenchQuestion[]>();
  for (const q of questions) {
    const list = byPaper.get(q.paperCode);
    if (list === undefined) byPaper.set(q.paperCode, [q]);
    else list.push(q);
  }
  const papers: JeebenchPaper[] = [];
  for (const [code, list] of byPaper) {
    const first = list[0];
    if (first === undefined) continue;
    const sections: JeebenchSection[] = [];
    const block = paperBlockSize(list);
    for (const subject of JEEBENCH_SUBJECTS) {
      const inSection = list.filter((q) => q.subject === subject).sort((a, b) => a.index - b.index || a.code.localeCompare(b.code));
      if (inSection.length === 0) continue;
      const markingByType: Partial<Record<QuestionType, MarkingScheme>> = {};
      for (const q of inSection) markingByType[q.type] = JEE_ADVANCED_MARKING[q.type];
      sections.push({
        code: subject,
        name: JEEBENCH_SUBJECT_NAMES[subject],
        names: JEEBENCH_SUBJECT_LOCAL_NAMES[subject],
        questions: inSection.map((q) => q.code),
        markingByType,
        ...(block !== undefined ? { paperQuestionCount: block } : {}),
      });
    }
    papers.push({
      code,
      name: `JEE Advanced ${first.year} Paper ${first.paper}`,
      year: first.year,
      paper: first.paper,
      durationS: JEE_ADVANCED_DURATION_S,
      sections,
    });
  }
  return papers.sort((a, b) => a.year - b.year || a.paper - b.paper);
}

/** A reviewed correction of a JEEBench key: the right `gold` (as the dataset writes it) and why. */
export interface JeebenchKeyCorrection {
  gold: string;
  /** The written reason (issue #16 §3: a disagreement is settled by a third solve and a reason). */
  reason: string;
}

/**
 * The records with reviewed key corrections applied (question code → corrected `gold`): a record
 * whose code has a correction gets that gold; every other record, valid or not, passes unchanged.
 * Codes are computed by the same parser, so a correction names questions exactly as the importer does.
 */
export function withKeyCorrections(records: unknown, corrections: Readonly<Record<string, JeebenchKeyCorrection>>): unknown {
  if (!Array.isArray(records) || Object.keys(corrections).length === 0) return records;
  return records.map((record: unknown) => {
    const parsed = parseJeebenchRecord(record);
    const fix = parsed.ok ? corrections[parsed.question.code] : undefined;
    return fix && isRecord(record) ? { ...record, gold: fix.gold } : record;
  });
}
